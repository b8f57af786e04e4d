import { countPieces, type Counts, type EndReason, type Outcome, type Ruleset, type Side } from '../../core';
import type { SessionState } from '../session/GameSession';
import type { SessionSetup } from '../session/setup';
import type { HudState } from '../board/Hud';
import type { GameMode } from '../store/schema';
import { t } from '../base/i18n';

/** What the HUD's words depend on: plain facts the Play scene gathers from the match and the save. */
export interface HudFacts {
  readonly mode: GameMode;
  /** 1-based place of the level in the campaign, 0 when the game is not on a campaign level. */
  readonly levelNumber: number;
  readonly levelName: string | null;
  /** The editor's test game: named as the editor's, not as a Versus game. */
  readonly editor?: boolean;
  readonly rules: Ruleset;
  /** Strength of the computer playing `o`, or null for two players. */
  readonly opponent: number | null;
  readonly names: { readonly x: string; readonly o: string };
  readonly turn: Side;
  readonly over: EndReason | null;
  readonly thinking: boolean;
  /** The side to move has no move but a pass (classic rules). */
  readonly mustPass: boolean;
  /** The last move of the game was a pass. */
  readonly lastWasPass: boolean;
  readonly run: { readonly lives: number; readonly score: number } | null;
}

/** The HUD's title, subtitle and status line, in the current language (an arcade run's lives are hearts). */
export function hudText(facts: HudFacts): { title: string; subtitle: string; status: string } {
  return { title: title(facts), subtitle: subtitle(facts), status: status(facts) };
}

function title(facts: HudFacts): string {
  const name = facts.levelName ?? '';
  if (facts.editor) return t('play.editorTest');
  if (facts.mode === 'versus') return facts.levelName ? `${t('play.versus')} · ${name}` : t('play.versus');
  if (facts.mode === 'arcade') return `${t('play.arcadeTitle', { n: facts.levelNumber })} · ${name}`;
  return t('play.levelTitle', { n: facts.levelNumber, name });
}

function subtitle(facts: HudFacts): string {
  const parts: string[] = [];
  if (facts.opponent !== null) parts.push(`${facts.names.o} · ${t('play.strength', { n: facts.opponent })}`);
  if (facts.mode === 'arcade' && facts.run) {
    parts.push(t('play.runScore', { score: facts.run.score }));
  } else if (facts.mode !== 'arcade') {
    parts.push(facts.rules === 'classic' ? t('play.classic') : t('play.arcadeRules'));
  }
  return parts.join(' · ');
}

function status(facts: HudFacts): string {
  const name = facts.names[facts.turn];
  if (facts.over) return t(`play.over.${facts.over}`);
  let line: string;
  if (facts.thinking) line = t('play.thinking', { name });
  else if (facts.mustPass) line = t('play.mustPass', { name });
  else if (facts.opponent !== null && facts.turn === 'x') line = t('play.yourMove');
  else line = t('play.toMove', { name });
  // A pass changes nothing on the board, so the words must say it happened.
  if (facts.lastWasPass)
    line = `${t('play.passed', { name: facts.names[facts.turn === 'x' ? 'o' : 'x'] })} ${line}`;
  return line;
}

/** Everything the HUD shows for a game on the board, from the session's state. */
export function playHud(
  setup: SessionSetup,
  state: SessionState,
  place: { readonly levelNumber: number; readonly levelName: string | null; readonly editor?: boolean },
  names: { readonly x: string; readonly o: string },
  run: { readonly lives: number; readonly score: number } | null,
  /** Squares of the arcade fill drawn so far: the counters climb with the flood. */
  filled = 0,
): HudState {
  const { outcome, position } = state;
  const text = hudText({
    mode: setup.mode,
    ...place,
    rules: setup.rules,
    opponent: setup.strength,
    names,
    turn: position.turn,
    over: outcome?.reason ?? null,
    thinking: state.thinking,
    mustPass: state.mustPass,
    lastWasPass: state.lastWasPass,
    run,
  });
  return {
    ...text,
    names,
    counts: outcome && state.endingShown ? outcome.counts : withFill(countPieces(position), outcome, filled),
    turn: outcome ? null : position.turn,
    thinking: state.thinking,
    canUndo: state.canUndo,
    lives: setup.mode === 'arcade' && run ? run.lives : null,
  };
}

function withFill(counts: Counts, outcome: Outcome | null, filled: number): Counts {
  const side = outcome?.fill?.side;
  return side ? { ...counts, [side]: counts[side] + filled } : counts;
}
