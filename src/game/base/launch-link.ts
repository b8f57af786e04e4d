import {
  countPieces,
  err,
  isRuleset,
  ok,
  outcome,
  parseFen,
  RULESETS,
  toFen,
  type Position,
  type Result,
  type Ruleset,
} from '../../core';
import { boardCodeProblemText, decodeBoard } from '../../core/board-code';
import { MAX_STRENGTH, MIN_STRENGTH } from '../../core/level';

/** What the page's address asks for on arrival. */
export type LaunchLink =
  | { readonly kind: 'none' }
  /** `lockedBy`: the level is still locked (it plays as practice) until this level is won. */
  | { readonly kind: 'level'; readonly levelId: string; readonly lockedBy?: string }
  | {
      readonly kind: 'versus';
      readonly start: string;
      readonly rules: Ruleset;
      /** `&opponent=1..10` (a strength) plays the computer at that strength; without it, two players share the device. */
      readonly opponent: number | null;
    }
  /** `?game=<id>`: a kept game from the club, opened in the replay viewer. */
  | { readonly kind: 'game'; readonly gameId: string }
  /** `?player=<name>`: a club player's profile. */
  | { readonly kind: 'player'; readonly name: string }
  | LinkError;

/** Why a link cannot be opened: the title says it in the player's language (`link.<code>`). */
export const LINK_ERROR_CODES = [
  'levelAndBoard',
  'noLevelId',
  'noSuchLevel',
  'badBoard',
  'oneSided',
  'gameOver',
  'badRules',
  'badOpponent',
  'gameNotAlone',
  'noGameId',
  'badGameId',
] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

/**
 * A link that cannot be opened: a code the title turns into words, the words' values (a level id, the
 * strength range), and the technical detail in English for the console.
 */
export interface LinkError {
  readonly kind: 'error';
  readonly code: LinkErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
  readonly detail: string;
}

const refuse = (
  code: LinkErrorCode,
  detail: string,
  params: Readonly<Record<string, string | number>> = {},
): LinkError => ({ kind: 'error', code, params, detail: `Link: ${detail}` });

/** A kept game's id as the club names them (its route accepts no other). */
const GAME_ID = /^[\w-]{1,64}$/;

/**
 * Checks a board for a Versus game: a valid FEN with pieces on both sides and a game still to play.
 * Returns the parsed position or the reason it cannot be played.
 */
export function checkVersusBoard(fen: string, rules: Ruleset): Result<Position> {
  const parsed = parseFen(fen);
  if (!parsed.ok) return parsed;
  const counts = countPieces(parsed.value);
  if (counts.x === 0 || counts.o === 0) return err('FEN: both x and o need at least one piece');
  if (outcome(parsed.value, rules)) return err(`FEN: this game is already over under ${rules} rules`);
  return ok(parsed.value);
}

/**
 * Reads `?level=<id>`, `?fen=<FEN>&rules=arcade|classic[&opponent=1..10]` or `?game=<id>` from a query
 * string. Never throws: a bad value becomes an error code the title screen puts into words. `levelIds`
 * are the campaign's level ids; `lockedBy` names the level still to win before a locked one opens (null
 * when it is open): a locked level opens as practice.
 */
export function readLaunchLink(
  search: string,
  levelIds: readonly string[],
  lockedBy: (id: string) => string | null = () => null,
): LaunchLink {
  const query = new URLSearchParams(search);
  const level = query.get('level');
  const boardCode = query.get('board');
  const fen = boardCode === null ? query.get('fen') : boardLinkFen(boardCode, query.get('fen'));
  if (typeof fen === 'object' && fen !== null) return fen;
  const game = query.get('game');
  const player = query.get('player')?.trim() ?? '';
  // A name as the club allows them (at most 20 characters); anything else is no link at all.
  if (player !== '' && player.length <= 40 && level === null && fen === null && game === null) {
    return { kind: 'player', name: player };
  }
  if (game !== null) {
    if (level !== null || fen !== null)
      return refuse('gameNotAlone', 'game= opens a replay on its own, without level= or fen=');
    const id = game.trim();
    if (id === '') return refuse('noGameId', 'game= needs the id of a kept game');
    if (!GAME_ID.test(id)) return refuse('badGameId', `"${id.slice(0, 80)}" is not a game id`);
    return { kind: 'game', gameId: id };
  }
  if (level !== null && fen !== null) return refuse('levelAndBoard', 'use either level= or fen=, not both');
  if (level !== null) {
    const id = level.trim();
    if (id === '') return refuse('noLevelId', 'level= needs a level id, e.g. level=w1-01');
    if (!levelIds.includes(id))
      return refuse('noSuchLevel', `there is no level "${id}"`, { id: id.slice(0, 40) });
    const first = lockedBy(id);
    return first === null ? { kind: 'level', levelId: id } : { kind: 'level', levelId: id, lockedBy: first };
  }
  if (fen !== null) {
    const rulesText = query.get('rules') ?? 'arcade';
    if (!isRuleset(rulesText))
      return refuse('badRules', `rules "${rulesText}" is unknown (use ${RULESETS.join(' or ')})`);
    const board = checkVersusBoard(fen, rulesText);
    if (!board.ok) {
      const code = board.error.includes('both x and o')
        ? 'oneSided'
        : board.error.includes('already over')
          ? 'gameOver'
          : 'badBoard';
      return refuse(code, board.error);
    }
    if (boardCode !== null) {
      const shared = decodeBoard(boardCode);
      if (shared.ok)
        return {
          kind: 'versus',
          start: fen.trim(),
          rules: shared.value.rules,
          opponent: shared.value.opponent,
        };
    }
    const opponentText = query.get('opponent');
    const opponent = opponentText === null ? null : Number(opponentText);
    if (
      opponent !== null &&
      !(Number.isInteger(opponent) && opponent >= MIN_STRENGTH && opponent <= MAX_STRENGTH)
    ) {
      return refuse(
        'badOpponent',
        `opponent "${opponentText}" must be a strength from ${MIN_STRENGTH} to ${MAX_STRENGTH}`,
        { min: MIN_STRENGTH, max: MAX_STRENGTH },
      );
    }
    return { kind: 'versus', start: fen.trim(), rules: rulesText, opponent };
  }
  return { kind: 'none' };
}

/**
 * A share code's board (`?board=<code>`) as FEN for the checks a pasted board gets; a code that cannot
 * be read is refused with its reason. With `fen=` as well the link is ambiguous.
 */
function boardLinkFen(code: string, fen: string | null): string | LinkError {
  if (fen !== null) return refuse('levelAndBoard', 'use either board= or fen=, not both');
  const shared = decodeBoard(code);
  if (!shared.ok) return refuse('badBoard', boardCodeProblemText(shared.error));
  return toFen(shared.value.start);
}

/** The query parameters a launch link uses. */
export const LINK_PARAMS = ['level', 'fen', 'rules', 'opponent', 'game', 'board', 'player'] as const;

/**
 * The query string without the launch link's parameters, every other one kept exactly as written (so
 * `?renderer=canvas` stays): the address after a link is followed, so a reload resumes instead.
 */
export function withoutLink(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter(
      (part) =>
        part !== '' && !(LINK_PARAMS as readonly string[]).includes(decodeURIComponent(part.split('=')[0])),
    );
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
