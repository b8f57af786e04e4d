/** What a player reads when the club will not let this copy of the game join: words, never a board. */
import { ErrorCode } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { joinMayWorkAgain } from '../../src/game/online/join-again';
import { joinFailure } from '../../src/game/online/online-words';
import { setLanguage } from '../../src/game/base/i18n';
import { checkProtocol } from '../../src/net/protocol';

/** The error the SDK rejects a join with when onAuth refuses it (the server's message, its code). */
function refusedJoin(message: string): Error {
  return Object.assign(new Error(message), { code: ErrorCode.AUTH_FAILED });
}

/** The club's own refusal of a client that sends no protocol version, as the join error carries it. */
function outdated(): Error {
  const checked = checkProtocol({ token: 't' });
  if (checked.ok) throw new Error('a join without a version was let in');
  return refusedJoin(`${checked.error.code}: ${checked.error.text}`);
}

afterEach(() => setLanguage('en'));

describe('a join refused because the game is out of date', () => {
  it('says so in the player’s words, and does not ask for a name again', () => {
    expect(joinFailure(outdated())).toEqual({
      name: false,
      notice: 'This copy of the game is out of date: reload the page to update it.',
    });
    setLanguage('nl');
    expect(joinFailure(outdated()).notice).toBe(
      'Deze versie van het spel is verouderd: laad de pagina opnieuw om bij te werken.',
    );
  });

  it('is not tried again: only reloading helps', () => {
    expect(joinMayWorkAgain(outdated())).toBe(false);
  });

  it('still tells a refused token apart: that one asks for a name again', () => {
    expect(joinFailure(refusedJoin('bad-token: join with a valid player token')).name).toBe(true);
  });
});
