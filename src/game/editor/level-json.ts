/**
 * A drawn board as the level JSON that `levels/` accepts, and back: export a board to turn it into a
 * campaign level by a pull request, import a level file (or a pasted one) to change it in the editor.
 * Parsing is core's level parser, so the problems are the level checker's own words.
 */
import { levelToJson, parseJsonText, parseLevel, problemText, type Level } from '../../core/level';
import { err, ok, type Result } from '../../core/result';
import { STRENGTHS } from '../../ai/strength';
import { draftOf, startOf, type BoardDraft } from './board-draft';

/** The name a pasted level is parsed under (its id must be a level id). */
const PASTED_FILE = 'my-board.json';
/** A level needs an opponent: a two-player board exports with the middle of the ladder. */
const DEFAULT_STRENGTH = 5;

/** The draft as a level file's JSON text, named `name`. */
export function levelJsonOf(draft: BoardDraft, name: string): string {
  const strength = draft.opponent ?? DEFAULT_STRENGTH;
  const level: Level = {
    id: 'my-board',
    name: name.trim() || 'My board',
    start: startOf(draft),
    opponent: { name: STRENGTHS[strength - 1].name, strength },
    boss: false,
    rules: draft.rules,
  };
  return `${JSON.stringify(levelToJson(level), null, 2)}\n`;
}

/** A level file's JSON text as a draft (its board, ending and opponent), or every problem in it. */
export function draftOfLevelJson(text: string): Result<BoardDraft, string[]> {
  const json = parseJsonText(PASTED_FILE, text);
  if (!json.ok) return err(json.error.map(problemText));
  const level = parseLevel(PASTED_FILE, json.value);
  if (!level.ok) return err(level.error.map(problemText));
  const { start, rules, opponent } = level.value;
  return ok(draftOf({ start, rules, opponent: opponent.strength }));
}
