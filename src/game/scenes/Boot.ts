import Phaser from 'phaser';

/** First scene: sets up what the preloader itself needs, then hands over. */
export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    const { width, height } = this.scale;
    this.add
      .text(width / 2, height / 2, 'INFECTION', {
        fontFamily: 'sans-serif',
        fontSize: '48px',
        color: '#7cf0a0',
      })
      .setOrigin(0.5);
  }
}
