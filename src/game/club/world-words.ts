/** What a world record's state says to the player, in words and a colour, on the Result and High scores screens. */
import { t } from '../base/i18n';
import { CHROME } from '../base/theme';
import type { SaveData } from '../store/schema';
import type { WorldNote } from '../store/world-record';
import { recordById, type QueuedRecord } from '../store/world-save';

export interface WorldLine {
  readonly text: string;
  readonly color: string;
}

/** A record's state: on the table at a place, waiting (and why), or refused with the reason. */
export function recordLine(record: QueuedRecord): WorldLine {
  const { verdict } = record;
  if (verdict?.verdict === 'accepted') {
    const key = verdict.improved ? 'world.sent' : 'world.sentKept';
    return { text: t(key, { place: verdict.place }), color: CHROME.textGood };
  }
  if (verdict?.verdict === 'refused')
    return {
      text: t('world.refused', { reason: t(`world.reason.${verdict.reason}`) }),
      color: CHROME.textWarn,
    };
  if (record.held) return { text: t('world.waitingInitials'), color: CHROME.textDim };
  switch (record.problem) {
    case 'unreachable':
      return { text: t('world.waitingOffline'), color: CHROME.textDim };
    case 'no-name':
      return { text: t('world.waitingName'), color: CHROME.textDim };
    case 'busy':
      return { text: t('world.waitingBusy'), color: CHROME.textDim };
    case 'daily-limit':
      return { text: t('world.waitingLimit'), color: CHROME.textDim };
    case 'bad-token':
      return { text: t('world.waitingToken'), color: CHROME.textDim };
    default:
      return { text: t('world.waiting'), color: CHROME.textDim };
  }
}

/** The Result screen's line about the world table for this game, if it has one. */
export function resultLine(
  note: WorldNote | null | undefined,
  data: SaveData,
  run: boolean,
): WorldLine | null {
  if (!note) return null;
  if (note.kind === 'fallback')
    return { text: t(run ? 'world.fallbackRun' : 'world.fallback'), color: CHROME.textWarn };
  const record = recordById(data.world, note.id);
  return record ? recordLine(record) : null;
}
