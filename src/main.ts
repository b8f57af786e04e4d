import Phaser from 'phaser';
import { campaign } from './game/base/campaign-data';
import { browserSaves } from './game/store/StorageSaveStore';
import { Boot } from './game/app/Boot';
import { Preloader } from './game/app/Preloader';
import { Title } from './game/app/Title';
import { startOffline } from './game/base/update-offer';
import { provideServices } from './game/store/services';
import { currentIdentity, signedOut } from './game/club/club-session';
import { startWorldSender } from './game/club/world-sender';
import { createSound } from './game/base/sound/createSound';
import { TEST_BUILD } from './game/base/test-build';
import { installTestHook } from './game/app/test-hook';
import { installMenuHook } from './game/app/menu-hook';
import { PALETTES, css } from './game/base/theme';
import { afterFirstScreen } from './game/app/after-first-screen';
import { loadGameScenes } from './game/app/game-scenes';
import { loadClubScenes } from './game/app/club-scenes';
import { provideSceneChunks } from './game/base/scene-chunk';

const query = new URLSearchParams(window.location.search);

/**
 * WebGL only where the GPU draws it: a software-emulated WebGL (no GPU, blocklisted driver) runs this
 * game at a quarter of the Canvas renderer's frame rate, so such machines get Canvas. `?renderer=canvas`
 * or `?renderer=webgl` pins one (screenshot tests pin Canvas so pixels match on every run).
 */
function rendererType(): number {
  const asked = query.get('renderer');
  if (asked === 'canvas') return Phaser.CANVAS;
  if (asked === 'webgl') return Phaser.WEBGL;
  const gl = document.createElement('canvas').getContext('webgl', { failIfMajorPerformanceCaveat: true });
  if (!gl) return Phaser.CANVAS;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer) ? Phaser.CANVAS : Phaser.AUTO;
}

const game = new Phaser.Game({
  type: rendererType(),
  parent: 'game',
  backgroundColor: css(PALETTES.standard.background),
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  // Howler owns audio: one AudioContext, unlocked on the first gesture.
  audio: { noAudio: true },
  input: { keyboard: true, touch: true },
  // The browser tests' build draws at most 30 frames a second (players get the screen's rate): its
  // files keep both cores full, most of it Chromium drawing the canvas, and half the frames took a third
  // off that. Animations are timed, not counted; the tests count the game's frames (`drawn`).
  ...(TEST_BUILD ? { fps: { limit: 30 } } : {}),
  // The title's scenes; the rest load once it answers (game-scenes.ts) and the club's on first use.
  scene: [Boot, Preloader, Title],
});

const saves = browserSaves();
provideServices(game, { saves, sound: createSound(), campaign });
provideSceneChunks(game, { game: loadGameScenes, club: loadClubScenes });
afterFirstScreen(game, () => {
  void loadGameScenes(game);
  // World records waiting in the save go to the club whenever it can be reached, under the club name.
  startWorldSender(saves, async () => (await currentIdentity())?.token ?? null, signedOut);
  // The service worker's precache (the whole game, audio included) waits for the first screen.
  startOffline();
});
// The browser tests' window hooks. TEST_BUILD is the literal false in the shipped build, so the bundler
// drops both installers (a dynamic import here would still emit an unused chunk into dist/).
if (TEST_BUILD) {
  installTestHook(game);
  installMenuHook(game);
}
