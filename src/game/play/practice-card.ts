import type Phaser from 'phaser';
import { drawDialog, type DialogChoice } from '../menu/ConfirmDialog';
import { t } from '../base/i18n';
import { menuMetrics } from '../base/layout';

/**
 * The card before a practice game (a locked level opened by a link): it says nothing will be recorded
 * and which level opens this one for real. Enter, Space or the button plays; Escape or Back leaves. A
 * resize draws it again for the new size.
 */
export function showPracticeCard(
  scene: Phaser.Scene,
  winFirst: string,
  onPlay: () => void,
  onBack: () => void,
): void {
  let objects: Phaser.GameObjects.GameObject[] = [];
  let done = false;
  const close = (then: () => void): void => {
    if (done) return;
    done = true;
    for (const object of objects) object.destroy();
    window.removeEventListener('keydown', onKey);
    scene.scale.off('resize', draw);
    then();
  };
  const play: DialogChoice = { label: t('practice.start'), kind: 'primary', onPress: () => close(onPlay) };
  const back: DialogChoice = { label: t('menu.back'), kind: 'quiet', onPress: () => close(onBack) };
  function draw(): void {
    for (const object of objects) object.destroy();
    const before = new Set(scene.children.list);
    const { width, height } = scene.scale;
    drawDialog(
      scene,
      menuMetrics(width, height),
      {
        title: t('practice.title'),
        body: t('practice.body', { level: winFirst }),
        choices: [play, back],
        onCancel: () => undefined,
      },
      (choice) => choice.onPress(),
      () => undefined,
    );
    objects = scene.children.list.filter((object) => !before.has(object));
  }
  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Enter' || event.key === ' ') play.onPress();
    else if (event.key === 'Escape') back.onPress();
    else return;
    event.preventDefault();
  }
  draw();
  window.addEventListener('keydown', onKey);
  scene.scale.on('resize', draw);
  scene.events.once('shutdown', () => close(() => undefined));
}
