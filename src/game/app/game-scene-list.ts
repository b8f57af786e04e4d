import type Phaser from 'phaser';
import { BoardJson } from '../editor/BoardJson';
import { BossIntro } from '../play/BossIntro';
import { Editor } from '../editor/Editor';
import { HighScores } from '../world/HighScores';
import { HowToPlay } from '../campaign/HowToPlay';
import { Initials } from '../world/Initials';
import { LevelSelect } from '../campaign/LevelSelect';
import { MyBoards } from '../editor/MyBoards';
import { Pause } from '../play/Pause';
import { Play } from '../play/Play';
import { Result } from '../play/Result';
import { Settings } from '../settings/Settings';
import { Versus } from '../versus/Versus';

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
