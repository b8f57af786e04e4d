import Phaser from 'phaser';
import { Boot } from './game/scenes/Boot';

new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  backgroundColor: '#0d1021',
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  audio: { noAudio: true },
  scene: [Boot],
});
