import Phaser from 'phaser';
import { services } from '../store/services';
import { applySettings } from '../base/settings-apply';

/** First scene: puts the saved settings into effect (language, volumes) before anything shows text. */
export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    const { saves, sound } = services(this);
    applySettings(saves.data.settings, sound);
    this.scene.start('Preloader');
  }
}
