import { isRecord, readJson } from './json-text';
import { isSupportedSize, MAX_SIZE, MIN_SIZE } from './geometry';
import type { Cell, Position } from './position';
import { err, ok, type Result } from './result';
import { isRuleset, RULESETS, type Ruleset } from './rules';
import { MAX_STRENGTH, MIN_STRENGTH } from './strengths';

/** The computer's strength range, which a level's opponent names (kept here for the callers that read it with the levels). */
export { MAX_STRENGTH, MIN_STRENGTH };

/** A level of the campaign, as parsed and checked from `levels/<id>.json`. */
export interface Level {
  /** The file name without `.json`, e.g. `w1-03`. */
  readonly id: string;
  readonly name: string;
  /** The starting position: the player is `x` and moves first. */
  readonly start: Position;
  /** `intro` is the line the opponent says before the game; on a boss level it is the boss's taunt. */
  readonly opponent: { readonly name: string; readonly strength: number; readonly intro?: string };
  readonly boss: boolean;
  readonly rules: Ruleset;
  /** Score for a gold medal; silver and bronze follow from it (see `medalFor` in progression.ts). */
  readonly par?: number;
  /** The level's words in other languages, by language code (`nl`, `pt`); English is the default. */
  readonly translations?: Readonly<Record<string, LevelWords>>;
}

/** A level's words in one language; any left out fall back to the English ones. */
export interface LevelWords {
  readonly name?: string;
  readonly opponent?: string;
  readonly intro?: string;
}

/** A world: a run of levels that ends with a boss level. */
export interface World {
  readonly id: string;
  readonly name: string;
  /** The world's name in other languages, by language code. */
  readonly translations?: Readonly<Record<string, string>>;
  readonly levels: readonly Level[];
}

/** The campaign in play order, as `levels/campaign.json` arranges it. */
export interface Campaign {
  readonly worlds: readonly World[];
}

/** Every level of the campaign in play order. */
export const campaignLevels = (campaign: Campaign): Level[] =>
  campaign.worlds.flatMap((world) => world.levels);

/** What is wrong in a level or campaign file, precise enough to find and fix by hand. */
export interface LevelProblem {
  readonly file: string;
  /** The JSON field, e.g. `opponent.strength`; `board` with row and column for a square. */
  readonly field?: string;
  /** 1-based, counted from the first row of the `board` array (the top of the board). */
  readonly row?: number;
  /** 1-based, counted from the left. */
  readonly column?: number;
  readonly message: string;
}

/** One line per problem: `levels/w2-03.json: board row 4, column 7: unknown symbol "q" ...`. */
export function problemText(problem: LevelProblem): string {
  const where: string[] = [];
  if (problem.field !== undefined) {
    let field = problem.field;
    if (problem.row !== undefined) field += ` row ${problem.row}`;
    if (problem.column !== undefined) field += `, column ${problem.column}`;
    where.push(field);
  }
  return [problem.file, ...where, problem.message].join(': ');
}

export const LEVEL_FIELDS = ['name', 'board', 'opponent', 'boss', 'rules', 'par', 'translations'] as const;
const OPPONENT_FIELDS = ['name', 'strength', 'intro'] as const;
const WORDS_FIELDS = ['name', 'opponent', 'intro'] as const;
/** A language code as the translations name it: two lower-case letters (`nl`, `pt`). */
export const LANGUAGE_CODE = /^[a-z]{2}$/;
const MAX_NAME = 40;
const MAX_INTRO = 160;
/** Level ids are file names: kept to lower-case letters, digits and dashes so URLs and saves stay plain. */
export const LEVEL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The level id a file path names: `levels/w1-03.json` → `w1-03`. */
export function levelIdOf(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.json$/i, '');
}

/** Reads JSON text without throwing; a syntax error names the line and column. */
export function parseJsonText(file: string, text: string): Result<unknown, LevelProblem[]> {
  const read = readJson(text);
  if (read.ok) return read;
  const { line, column, message } = read.error;
  return err([{ file, message: `not valid JSON at line ${line}, column ${column}: ${message}` }]);
}

const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'string'
        ? 'text'
        : typeof value;

function unknownFields(
  file: string,
  record: Record<string, unknown>,
  known: readonly string[],
  prefix = '',
): LevelProblem[] {
  return Object.keys(record)
    .filter((key) => !known.includes(key))
    .map((key) => ({
      file,
      field: prefix + key,
      message: `unknown field (expected ${known.join(', ')})`,
    }));
}

function text(
  file: string,
  field: string,
  value: unknown,
  max: number,
  problems: LevelProblem[],
): string | undefined {
  if (typeof value !== 'string') {
    problems.push({ file, field, message: `expected text, got ${kindOf(value)}` });
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed === '') problems.push({ file, field, message: 'expected text, got an empty string' });
  else if (trimmed.length > max)
    problems.push({ file, field, message: `is ${trimmed.length} characters long; at most ${max}` });
  else return trimmed;
  return undefined;
}

/** Reads the board rows (`x o . -`) into a starting position with `x` to move. */
export function parseBoard(file: string, value: unknown): Result<Position, LevelProblem[]> {
  const field = 'board';
  if (!Array.isArray(value) || value.length === 0) {
    return err([
      { file, field, message: `expected a list of rows of text like "x...o", got ${kindOf(value)}` },
    ]);
  }
  const problems: LevelProblem[] = [];
  const height = value.length;
  if (height < MIN_SIZE || height > MAX_SIZE) {
    problems.push({ file, field, message: `has ${height} rows; a board has ${MIN_SIZE} to ${MAX_SIZE}` });
  }
  const width = typeof value[0] === 'string' ? value[0].length : -1;
  const cells: Cell[] = [];
  value.forEach((row: unknown, r) => {
    if (typeof row !== 'string') {
      problems.push({ file, field, row: r + 1, message: `expected a row of text, got ${kindOf(row)}` });
      return;
    }
    if (row.length !== width) {
      problems.push({
        file,
        field,
        row: r + 1,
        message: `is ${row.length} squares wide, but row 1 is ${width}; every row must be as wide`,
      });
    }
    [...row].forEach((symbol, c) => {
      if (symbol === 'x' || symbol === 'o' || symbol === '.' || symbol === '-') cells.push(symbol);
      else
        problems.push({
          file,
          field,
          row: r + 1,
          column: c + 1,
          message: `unknown symbol "${symbol}" (expected x for the player, o for the opponent, . for empty or - for blocked)`,
        });
    });
  });
  if (problems.length === 0 && (width < MIN_SIZE || width > MAX_SIZE)) {
    problems.push({
      file,
      field,
      message: `is ${width} squares wide; a board has ${MIN_SIZE} to ${MAX_SIZE}`,
    });
  }
  if (problems.length > 0 || !isSupportedSize(width, height)) return err(problems);
  return ok({ width, height, cells: cells.join(''), turn: 'x', halfmoves: 0, fullmoves: 1 });
}

function parseOpponent(
  file: string,
  value: unknown,
  problems: LevelProblem[],
): Level['opponent'] | undefined {
  if (!isRecord(value)) {
    problems.push({
      file,
      field: 'opponent',
      message: `expected an object like {"name": "Colony", "strength": 1}, got ${kindOf(value)}`,
    });
    return undefined;
  }
  problems.push(...unknownFields(file, value, OPPONENT_FIELDS, 'opponent.'));
  const name = text(file, 'opponent.name', value.name, MAX_NAME, problems);
  const strength = value.strength;
  const strengthOk =
    typeof strength === 'number' &&
    Number.isInteger(strength) &&
    strength >= MIN_STRENGTH &&
    strength <= MAX_STRENGTH;
  if (!strengthOk) {
    problems.push({
      file,
      field: 'opponent.strength',
      message: `expected a whole number from ${MIN_STRENGTH} to ${MAX_STRENGTH}, got ${JSON.stringify(strength) ?? 'nothing'}`,
    });
  }
  const intro =
    value.intro === undefined ? undefined : text(file, 'opponent.intro', value.intro, MAX_INTRO, problems);
  if (name === undefined || !strengthOk) return undefined;
  return intro === undefined ? { name, strength } : { name, strength, intro };
}

/**
 * Reads `translations`: `{"nl": {"name": …, "opponent": …, "intro": …}, "pt": {…}}`, every part optional.
 * `read` checks one language's entry: a level's words, or a world's name (campaign.json).
 */
export function parseTranslations<T>(
  file: string,
  field: string,
  value: unknown,
  problems: LevelProblem[],
  read: (language: string, entry: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (!isRecord(value)) {
    problems.push({
      file,
      field,
      message: `expected an object of languages like {"nl": …, "pt": …}, got ${kindOf(value)}`,
    });
    return undefined;
  }
  const found: Record<string, T> = {};
  for (const [language, entry] of Object.entries(value)) {
    if (!LANGUAGE_CODE.test(language)) {
      problems.push({
        file,
        field: `${field}.${language}`,
        message: 'expected a two-letter language code such as "nl"',
      });
      continue;
    }
    const words = read(language, entry);
    if (words !== undefined) found[language] = words;
  }
  return found;
}

function parseLevelWords(
  file: string,
  language: string,
  value: unknown,
  problems: LevelProblem[],
): LevelWords | undefined {
  const field = `translations.${language}`;
  if (!isRecord(value)) {
    problems.push({
      file,
      field,
      message: `expected {"name": …, "opponent": …, "intro": …}, got ${kindOf(value)}`,
    });
    return undefined;
  }
  problems.push(...unknownFields(file, value, WORDS_FIELDS, `${field}.`));
  const words: { name?: string; opponent?: string; intro?: string } = {};
  if (value.name !== undefined) words.name = text(file, `${field}.name`, value.name, MAX_NAME, problems);
  if (value.opponent !== undefined)
    words.opponent = text(file, `${field}.opponent`, value.opponent, MAX_NAME, problems);
  if (value.intro !== undefined) words.intro = text(file, `${field}.intro`, value.intro, MAX_INTRO, problems);
  return words;
}

/** A world's name in one language, for campaign.json's `translations`. */
export function parseWorldName(
  file: string,
  field: string,
  value: unknown,
  problems: LevelProblem[],
): string | undefined {
  return text(file, field, value, MAX_NAME, problems);
}

/**
 * Parses one level file's JSON into a Level, or every problem found in it. Never throws. The board's
 * own rules (pieces, reachability, a first move) are `checkLevel`'s job.
 */
export function parseLevel(file: string, json: unknown): Result<Level, LevelProblem[]> {
  if (!isRecord(json)) {
    return err([
      { file, message: `expected a level object with ${LEVEL_FIELDS.join(', ')}, got ${kindOf(json)}` },
    ]);
  }
  const problems: LevelProblem[] = [];
  const id = levelIdOf(file);
  if (!LEVEL_ID.test(id)) {
    problems.push({ file, message: `the file name "${id}" must be lower-case letters, digits and dashes` });
  }
  problems.push(...unknownFields(file, json, LEVEL_FIELDS));
  for (const field of ['name', 'board', 'opponent'] as const) {
    if (!(field in json)) problems.push({ file, field, message: 'is missing' });
  }
  const name = 'name' in json ? text(file, 'name', json.name, MAX_NAME, problems) : undefined;
  const board = 'board' in json ? parseBoard(file, json.board) : undefined;
  if (board && !board.ok) problems.push(...board.error);
  const opponent = 'opponent' in json ? parseOpponent(file, json.opponent, problems) : undefined;

  const boss = json.boss ?? false;
  if (typeof boss !== 'boolean') {
    problems.push({ file, field: 'boss', message: `expected true or false, got ${JSON.stringify(boss)}` });
  }
  const rules = json.rules ?? 'arcade';
  if (!isRuleset(rules)) {
    problems.push({
      file,
      field: 'rules',
      message: `expected ${RULESETS.map((r) => `"${r}"`).join(' or ')}, got ${JSON.stringify(rules)}`,
    });
  }
  const par = json.par;
  if (par !== undefined && !(typeof par === 'number' && Number.isInteger(par) && par > 0)) {
    problems.push({
      file,
      field: 'par',
      message: `expected a whole number above 0, got ${JSON.stringify(par)}`,
    });
  }

  const translations =
    json.translations === undefined
      ? undefined
      : parseTranslations(file, 'translations', json.translations, problems, (language, entry) =>
          parseLevelWords(file, language, entry, problems),
        );

  if (problems.length > 0 || !name || !board?.ok || !opponent) return err(problems);
  const level: Level = {
    id,
    name,
    start: board.value,
    opponent,
    boss: boss === true,
    rules: rules as Ruleset,
    ...(typeof par === 'number' ? { par } : {}),
    ...(translations ? { translations } : {}),
  };
  return ok(level);
}

/** A level back as the JSON a file holds, for tools that write levels. */
export function levelToJson(level: Level): Record<string, unknown> {
  const { width, height, cells } = level.start;
  const board = Array.from({ length: height }, (_, r) => cells.slice(r * width, (r + 1) * width));
  return {
    name: level.name,
    board,
    opponent: level.opponent,
    boss: level.boss,
    ...(level.rules === 'arcade' ? {} : { rules: level.rules }),
    ...(level.par === undefined ? {} : { par: level.par }),
    ...(level.translations === undefined ? {} : { translations: level.translations }),
  };
}
