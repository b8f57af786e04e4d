import Phaser from 'phaser';
import { campaign } from './game/campaign-data';
import { browserSaves } from './game/save/StorageSaveStore';
import { Boot } from './game/scenes/Boot';
import { BossIntro } from './game/scenes/BossIntro';
import { HighScores } from './game/scenes/HighScores';
import { HowToPlay } from './game/scenes/HowToPlay';
import { Initials } from './game/scenes/Initials';
import { LevelSelect } from './game/scenes/LevelSelect';
import { Pause } from './game/scenes/Pause';
import { Play } from './game/scenes/Play';
import { Preloader } from './game/scenes/Preloader';
import { Result } from './game/scenes/Result';
import { Settings } from './game/scenes/Settings';
import { Title } from './game/scenes/Title';
import { Versus } from './game/scenes/Versus';
import { provideServices } from './game/services';
import { createSound } from './game/sound/createSound';
import { installTestHook } from './game/test-hook';
import { installMenuHook } from './game/ui/menu-hook';
import { PALETTES, css } from './game/ui/theme';

const query = new URLSearchParams(window.location.search);
const test = query.has('test');

const game = new Phaser.Game({
  // `?renderer=canvas` pins the Canvas renderer so screenshot tests compare the same pixels every run.
  type: query.get('renderer') === 'canvas' ? Phaser.CANVAS : Phaser.AUTO,
  parent: 'game',
  backgroundColor: css(PALETTES.standard.background),
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  // Howler owns audio: one AudioContext, unlocked on the first gesture.
  audio: { noAudio: true },
  input: { keyboard: true, touch: true },
  scene: [
    Boot,
    Preloader,
    Title,
    LevelSelect,
    HighScores,
    HowToPlay,
    Settings,
    Versus,
    Initials,
    Play,
    Pause,
    BossIntro,
    Result,
  ],
});

provideServices(game, { saves: browserSaves(), sound: createSound({ test }), campaign });
if (test) {
  installTestHook(game);
  installMenuHook(game);
}
