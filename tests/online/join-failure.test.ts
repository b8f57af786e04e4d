/** What a player reads when the club will not let this copy of the game join: words, never a board. */
import { ErrorCode } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { joinMayWorkAgain } from '../../src/game/online/join-again';
import { joinFailure, problemText } from '../../src/game/online/online-words';
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

describe('a watch join refused at the club’s caps', () => {
  it('says the game is full of watchers, or that this network opened too many to watch, and is not retried', () => {
    const full = refusedJoin('not-allowed: This game has as many watchers as it takes (200).');
    const flood = refusedJoin('rate-limited: At most 50 joins to watch a minute from one address.');
    expect(joinFailure(full)).toEqual({
      name: false,
      notice: 'This game has as many watchers as it can take. Try again later.',
    });
    expect(joinFailure(flood).notice).toBe(
      'Too many games opened to watch from your network just now: wait a minute.',
    );
    setLanguage('pt');
    expect(joinFailure(full).notice).toBe(
      'Este jogo já tem tantos espectadores quantos aguenta. Tenta mais tarde.',
    );
    expect(joinMayWorkAgain(full) || joinMayWorkAgain(flood)).toBe(false);
  });
});

describe('a game refused at its address’s caps', () => {
  it('says so in the player’s words, not the club’s English', () => {
    const text = 'You have 3 games nobody has joined yet; join one or let it close first.';
    expect(problemText({ code: 'rate-limited', text })).toBe(
      'Too much at once from your network: finish or leave a game you opened, or wait a moment, then try again.',
    );
    setLanguage('nl');
    expect(problemText({ code: 'rate-limited', text })).not.toContain(text);
  });
});
