import { err, ok, type Result } from './result';

/** A JSON object (not null, not a list): the shape every file and save reader checks first. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON.parse that never throws and, on bad text, says where: line, column and what was expected there.
 * The engines' own messages do not always give a position, and a hand-edited level needs one.
 */
export function readJson(text: string): Result<unknown, { line: number; column: number; message: string }> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const found = findJsonError(text);
    const before = text.slice(0, found.offset).split('\n');
    return err({
      line: before.length,
      column: before[before.length - 1].length + 1,
      message: found.message || (error instanceof Error ? error.message : String(error)),
    });
  }
}

class Stop {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

/** Walks the text as the JSON grammar does and returns the first place it breaks. */
function findJsonError(text: string): { offset: number; message: string } {
  let i = 0;
  const fail = (expected: string): never => {
    const got = i >= text.length ? 'the end of the text' : JSON.stringify(text[i]);
    throw new Stop(i, `expected ${expected}, found ${got}`);
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const string = (): void => {
    if (text[i] !== '"') fail('a double-quoted string');
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n') fail('a closing double quote before the line ends');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail('a closing double quote');
    i++;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      while (true) {
        space();
        string();
        space();
        if (text[i] !== ':') fail("':' after the field name");
        i++;
        value();
        space();
        if (text[i] === '}') return void i++;
        if (text[i] !== ',') fail("',' or '}'");
        i++;
      }
    }
    if (ch === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      while (true) {
        value();
        space();
        if (text[i] === ']') return void i++;
        if (text[i] !== ',') fail("',' or ']'");
        i++;
      }
    }
    if (ch === '"') return string();
    const word = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!word) fail('a value (text in double quotes, a number, true, false, null, a list or an object)');
    i += (word as RegExpExecArray)[0].length;
  };
  try {
    value();
    space();
    if (i < text.length) fail('the end of the text');
    return { offset: 0, message: '' };
  } catch (stop) {
    if (stop instanceof Stop) return { offset: stop.offset, message: stop.message };
    return { offset: 0, message: '' };
  }
}
