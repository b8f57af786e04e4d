import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAVE_VERSION, type SaveData } from '../../src/game/store/schema';
import { DEFAULT_SETTINGS } from '../../src/game/base/settings';
import { SAVE_KEY } from '../../src/game/store/StorageSaveStore';
import type { SoundStatus } from '../../src/game/base/sound/HowlerSound';
import { pagePerTest } from './browser';
import {
  clickItem,
  clicksFor,
  clickSquare,
  firstLevelId,
  greedyMove,
  open,
  waitForPlayer,
  waitForScene,
} from './hook';
import { clickMove, readPosition } from './oxono-play';
import { legalOxonoMoves, oxono, playOxono, readMove } from '../../src/core/oxono';

const oxonoMoveOf = (text: string): number => {
  const move = readMove(text);
  if (!move.ok) throw new Error(move.error);
  return move.value;
};

/** What the tests read of Howler's own state in the page (its fields are internal, so typed here). */
interface HowlerView {
  Howler: {
    usingWebAudio: boolean;
    noAudio: boolean;
    _muted: boolean;
    ctx: AudioContext;
    masterGain: GainNode;
    _howls: Array<{ _src: string | string[]; _state: string }>;
  };
}

let context: BrowserContext;
let page: Page;
const level = firstLevelId();
const dist = resolve(process.env.E2E_DIST ?? 'dist');
const map = JSON.parse(readFileSync('assets/audio/audio.json', 'utf8')) as Record<
  'effects' | 'music' | 'stings' | 'oxono',
  Record<string, [number, number]>
>;

pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ context, page } = session);
});

const status = (): Promise<SoundStatus> => page.evaluate(() => window.__infectionSound!.status);

function howler<T>(read: (view: HowlerView['Howler']) => T): Promise<T> {
  return page.evaluate(`(${read.toString()})(window.Howler)`) as Promise<T>;
}

/** Clicks the player's best clone (or any move) and waits for the board to change. */
async function playAMove(): Promise<void> {
  const before = await waitForPlayer(page);
  const move =
    greedyMove(before.fen!, before.rules!, 'clone') ?? greedyMove(before.fen!, before.rules!, 'any');
  expect(move).not.toBeNull();
  const [from, to] = clicksFor(before.fen!, move!);
  await clickSquare(page, from);
  await clickSquare(page, to);
  await page.waitForFunction((fen) => window.__infection!.fen !== fen, before.fen, { timeout: 10_000 });
}

async function waitForCall(prefix: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => window.__infectionSound!.status.calls.some((call) => new RegExp(source).test(call)),
    prefix.source,
    { timeout: 10_000 },
  );
}

describe('sound in the browser', () => {
  it('every generated file in the build decodes in Chromium to the length the sprite map expects', async () => {
    await open(page, `level=${level}`);
    const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.mp3'));
    expect(files.length).toBe(7);
    const decoded = (await page.evaluate(async (names) => {
      const results: Record<string, { seconds: number; peak: number }> = {};
      for (const name of names) {
        const bytes = await (await fetch(`assets/${name}`)).arrayBuffer();
        const audio = await new OfflineAudioContext(1, 1, 44100).decodeAudioData(bytes);
        const samples = audio.getChannelData(0);
        let peak = 0;
        for (let i = 0; i < samples.length; i += 7) peak = Math.max(peak, Math.abs(samples[i]));
        results[name] = { seconds: audio.duration, peak };
      }
      return results;
    }, files)) as Record<string, { seconds: number; peak: number }>;
    // `effects-oxono-<hash>` starts like `effects-<hash>`: a stem never takes a longer stem's file.
    const find = (stem: string) =>
      Object.entries(decoded).find(
        ([name]) =>
          (name.startsWith(`${stem}-`) || name.startsWith(`${stem}.`)) &&
          !(stem === 'effects' && name.startsWith('effects-oxono')),
      )?.[1];
    const end = (spans: Record<string, [number, number]>) =>
      Math.max(...Object.values(spans).map(([start, length]) => start + length)) / 1000;
    const effects = find('effects')!;
    expect(effects.seconds).toBeGreaterThan(end(map.effects) - 0.05);
    expect(find('effects-oxono')!.seconds).toBeGreaterThan(end(map.oxono) - 0.05);
    for (const track of ['menu', 'play', 'boss']) {
      const music = find(`music-${track}`)!;
      expect(music.seconds, track).toBeGreaterThan(end({ loop: map.music[track] }) - 0.05);
    }
    for (const sting of ['win', 'loss']) expect(find(`sting-${sting}`)!.seconds, sting).toBeGreaterThan(1);
    for (const [name, file] of Object.entries(decoded)) expect(file.peak, name).toBeGreaterThan(0.2);
  });

  it('a move plays through Howler: the clone and its music, loaded and decoded by Web Audio', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    await waitForCall(/^music:(play|boss)$/);
    const before = await status();
    await playAMove();
    await waitForCall(/^effect:(clone|jump)$/);
    const after = await status();
    expect(after.played).toBeGreaterThan(before.played);
    expect(after.failed).toEqual([]);
    expect(await howler((h) => h.usingWebAudio && !h.noAudio)).toBe(true);
    // The clicks were the first gesture: they unlock the audio context.
    await page.waitForFunction(() => (window as unknown as HowlerView).Howler.ctx.state === 'running', null, {
      timeout: 10_000,
    });
    await page.waitForFunction(
      () =>
        (window as unknown as HowlerView).Howler._howls.some(
          (howl) => String(howl._src).includes('effects') && howl._state === 'loaded',
        ),
      null,
      { timeout: 10_000 },
    );
  });

  it('Oxono has its own sounds, from a file fetched when it opens: the slide, the pawn, the line, a draw', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    const oxonoFile = () =>
      howler((h) =>
        h._howls.filter((howl) => String(howl._src).includes('effects-oxono')).map((howl) => howl._state),
      );
    // The title does not fetch Oxono's effects.
    expect(await oxonoFile()).toEqual([]);
    await clickItem(page, 'Oxono');
    await waitForScene(page, 'OxonoMenu');
    await clickItem(page, 'Two players');
    await waitForScene(page, 'OxonoPlay');
    await page.waitForFunction(() => window.__oxono?.state() != null);
    await expect.poll(oxonoFile, { timeout: 10_000 }).toEqual(['loaded']);
    // Pink wins in one: X to d1, the pawn on d2 ends a row of four pink pawns.
    expect(
      await page.evaluate(() =>
        window.__oxono!.load('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7', 'two'),
      ),
    ).toBe(true);
    await page.waitForFunction(() => window.__oxono?.state()?.moves.length === 0);
    const before = await status();
    await clickMove(page, oxonoMoveOf('X d1 d2'));
    await waitForCall(/^effect:slide$/);
    await waitForCall(/^effect:place$/);
    await waitForCall(/^effect:line$/);
    expect((await status()).played).toBeGreaterThan(before.played);
    expect((await status()).failed).toEqual([]);
    // The 32nd pawn placed without a line: the draw is heard, not a win.
    const last = readPosition('.Xo.xX/XxOoXx/oOx@oO/Oo*xOo/xXoOxX/XxOoX. 2 0 0 0 1');
    const drawn = legalOxonoMoves(last).find((move) => {
      const played = playOxono(last, move);
      return played.ok && played.value.lines === 0;
    })!;
    expect(await page.evaluate((text) => window.__oxono!.load(text, 'two'), oxono.positionText(last))).toBe(
      true,
    );
    await page.waitForFunction(() => window.__oxono?.state()?.moves.length === 0);
    await clickMove(page, drawn);
    await waitForCall(/^effect:draw$/);
    expect((await status()).calls.filter((call) => call === 'sting:win')).toEqual([]);
  });

  it('mute silences it: Howler is muted, its master gain is 0 and a move starts no sound', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    await page.evaluate(() => window.__infectionSound!.setVolumes({ effects: 0.8, music: 0.5, muted: true }));
    expect(await howler((h) => h._muted)).toBe(true);
    const before = await status();
    await playAMove();
    await waitForCall(/^effect:(clone|jump)$/);
    expect((await status()).played).toBe(before.played);
    await page.waitForFunction(
      () => (window as unknown as HowlerView).Howler.masterGain.gain.value === 0,
      null,
      {
        timeout: 5_000,
      },
    );
    await page.evaluate(() =>
      window.__infectionSound!.setVolumes({ effects: 0.8, music: 0.5, muted: false }),
    );
    expect(await howler((h) => h._muted)).toBe(false);
    await page.waitForFunction(
      () => (window as unknown as HowlerView).Howler.masterGain.gain.value > 0,
      null,
      {
        timeout: 5_000,
      },
    );
  });

  it('the saved volume and mute settings are in effect from the first screen of a later visit', async () => {
    const save: SaveData = {
      version: SAVE_VERSION,
      settings: { ...DEFAULT_SETTINGS, muted: true, effectsVolume: 0.4, musicVolume: 0.3 },
      levels: {},
      arcadeTable: [],
      arcadeRun: null,
      current: null,
    };
    await context.addInitScript(([key, text]) => window.localStorage.setItem(key, text), [
      SAVE_KEY,
      JSON.stringify(save),
    ] as const);
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    expect((await status()).volumes).toEqual({ effects: 0.4, music: 0.3, muted: true });
    expect(await howler((h) => h._muted)).toBe(true);
    const before = await status();
    await playAMove();
    await waitForCall(/^effect:(clone|jump)$/);
    expect((await status()).played).toBe(before.played);
  });

  it('music pauses while the tab is hidden and plays on when it shows again', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    await waitForCall(/^music:(play|boss)$/);
    // The click is the gesture that lets audio run at all.
    await page.mouse.click(5, 5);
    const music = () =>
      howler((h) =>
        h._howls
          .filter((howl) => String(howl._src).includes('music-'))
          .map((howl) => (howl as unknown as { playing(): boolean }).playing()),
      );
    await page.waitForFunction(() => (window as unknown as HowlerView).Howler.ctx.state === 'running');
    // The music file loads on first use, so it may start a moment after the context runs.
    await expect.poll(music, { timeout: 10_000 }).toContain(true);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    expect((await status()).pausedByPage).toBe(true);
    expect(await music()).not.toContain(true);
    await setHidden(false);
    expect((await status()).pausedByPage).toBe(false);
    await expect.poll(music, { timeout: 10_000 }).toContain(true);
  });

  it('a browser without any audio plays the game silently and without errors', async () => {
    await context.addInitScript(() => {
      const page = window as unknown as Record<string, unknown>;
      delete page.AudioContext;
      delete page.webkitAudioContext;
      page.Audio = undefined;
    });
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    expect(await howler((h) => h.noAudio)).toBe(true);
    await playAMove();
    await waitForCall(/^effect:(clone|jump)$/);
    expect((await status()).played).toBe(0);
  });
});
