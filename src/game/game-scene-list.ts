import type Phaser from 'phaser';
import { BoardJson } from './scenes/BoardJson';
import { BossIntro } from './scenes/BossIntro';
import { Editor } from './scenes/Editor';
import { HighScores } from './scenes/HighScores';
import { HowToPlay } from './scenes/HowToPlay';
import { Initials } from './scenes/Initials';
import { LevelSelect } from './scenes/LevelSelect';
import { MyBoards } from './scenes/MyBoards';
import { Pause } from './scenes/Pause';
import { Play } from './scenes/Play';
import { Result } from './scenes/Result';
import { Settings } from './scenes/Settings';
import { Versus } from './scenes/Versus';

/**
 * The game's scene classes past the title, by key, in one module so they load together once the title
 * answers. In the order they stack: a scene launched over another (Pause over Play) comes after it.
 */
export const gameScenes: readonly (readonly [string, typeof Phaser.Scene])[] = [
  ['LevelSelect', LevelSelect],
  ['HighScores', HighScores],
  ['HowToPlay', HowToPlay],
  ['Settings', Settings],
  ['Versus', Versus],
  ['Editor', Editor],
  ['MyBoards', MyBoards],
  ['BoardJson', BoardJson],
  ['Initials', Initials],
  ['Play', Play],
  ['Pause', Pause],
  ['BossIntro', BossIntro],
  ['Result', Result],
];
