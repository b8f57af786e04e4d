/**
 * The house rule (README.md, "Layout of the code"), checked on the source text itself (ESLint checks it
 * too, but only where its config reaches): nothing under src/core, src/ai or src/net imports phaser,
 * howler or a Node module, or refers to window, document, localStorage, sessionStorage, navigator,
 * process or Buffer. They run the same in Node, in a worker, in the browser and on the server. Every
 * file is read; none is skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PURE_FOLDERS = ['src/core', 'src/ai', 'src/net'];
const FORBIDDEN_MODULE =
  /^(phaser|howler|node:.*|fs|path|os|child_process|worker_threads|http|https|net|crypto|url|zlib)(\/|$)/;
const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'process',
  'Buffer',
];

interface Violation {
  readonly file: string;
  readonly line: number;
  readonly what: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

interface Stripped {
  /** The source with comments and the insides of strings blanked out (line breaks kept). */
  readonly code: string;
  /** Each string literal's text and the offset where it starts. */
  readonly strings: { text: string; at: number }[];
}

/** Blanks comments and string contents so names in prose or messages are not mistaken for code. */
function strip(source: string): Stripped {
  let code = '';
  const strings: { text: string; at: number }[] = [];
  let i = 0;
  const blank = (text: string): string => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    if (two === '//') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      code += blank(source.slice(i, stop));
      i = stop;
    } else if (two === '/*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      code += blank(source.slice(i, stop));
      i = stop;
    } else if (source[i] === "'" || source[i] === '"' || source[i] === '`') {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && source[j] !== quote) j += source[j] === '\\' ? 2 : 1;
      strings.push({ text: source.slice(i + 1, j), at: i });
      code += quote + blank(source.slice(i + 1, j)) + (j < source.length ? quote : '');
      i = j + 1;
    } else {
      code += source[i];
      i++;
    }
  }
  return { code, strings };
}

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/** Every breach of the house rule in one file's text. */
function houseRuleViolations(file: string, source: string): Violation[] {
  const { code, strings } = strip(source);
  const found: Violation[] = [];
  // A module specifier is the string right after `from`, `import`, `import(` or `require(`.
  for (const { text, at } of strings) {
    const before = code.slice(Math.max(0, at - 12), at);
    const isSpecifier = /(\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*$/.test(before);
    if (isSpecifier && FORBIDDEN_MODULE.test(text))
      found.push({ file, line: lineAt(source, at), what: `imports ${text}` });
    if (FORBIDDEN_GLOBALS.includes(text))
      found.push({ file, line: lineAt(source, at), what: `names the global "${text}" in a string` });
  }
  const names = new RegExp(
    `(globalThis\\s*\\.\\s*|self\\s*\\.\\s*|\\.\\s*)?\\b(${FORBIDDEN_GLOBALS.join('|')})\\b`,
    'g',
  );
  for (const match of code.matchAll(names)) {
    const prefix = match[1] ?? '';
    // `options.document` is someone's property, not the DOM; `globalThis.document` is the DOM.
    if (prefix.startsWith('.')) continue;
    found.push({ file, line: lineAt(source, match.index + prefix.length), what: `refers to ${match[2]}` });
  }
  return found.sort((a, b) => a.line - b.line);
}

describe('house rule: core, ai and net stay free of Phaser, Howler, the DOM and Node', () => {
  const files = PURE_FOLDERS.flatMap((dir) => filesUnder(join(ROOT, dir)));

  it('reads every file under src/core, src/ai and src/net', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const dir of PURE_FOLDERS)
      expect(
        files.some((file) => relative(ROOT, file).startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
    expect(files.some((file) => file.endsWith('rules.ts'))).toBe(true);
  });

  it('finds no import of phaser, howler or Node and no DOM or Node global', () => {
    const violations = files.flatMap((file) =>
      houseRuleViolations(relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(violations.map((v) => `${v.file}:${v.line}: ${v.what}`)).toEqual([]);
  });

  it('the reference rules in tests/reference import nothing from src', () => {
    const imports = filesUnder(join(ROOT, 'tests/reference')).flatMap((file) =>
      strip(readFileSync(file, 'utf8'))
        .strings.filter(({ text }) => /(^|\/)src(\/|$)/.test(text))
        .map(({ text }) => `${relative(ROOT, file)}: ${text}`),
    );
    expect(imports).toEqual([]);
  });
});

describe('the house-rule scanner', () => {
  it('catches each kind of breach and names its line', () => {
    const source = [
      "import Phaser from 'phaser';",
      "import { Howl } from 'howler';",
      "export * from 'phaser/src/math';",
      'const later = await import("howler");',
      'const width = window.innerWidth;',
      'globalThis.localStorage.setItem("a", "b");',
      "const store = globalThis['sessionStorage'];",
      'if (typeof navigator !== "undefined") document.title = "x";',
      "import { readFileSync } from 'node:fs';",
      'const argv = process.argv;',
    ].join('\n');
    expect(houseRuleViolations('bad.ts', source).map((v) => `${v.line}: ${v.what}`)).toEqual([
      '1: imports phaser',
      '2: imports howler',
      '3: imports phaser/src/math',
      '4: imports howler',
      '5: refers to window',
      '6: refers to localStorage',
      '7: names the global "sessionStorage" in a string',
      '8: refers to navigator',
      '8: refers to document',
      '9: imports node:fs',
      '10: refers to process',
    ]);
  });

  it('leaves comments, messages and other modules alone', () => {
    const source = [
      '// The window of moves; no document here. import x from "phaser"',
      "/* localStorage is the game layer's job */",
      "const text = 'a phaser-free navigator window';",
      "import { geometry } from './geometry';",
      'const depth = options.document + state.window;',
      "import type { Phaserish } from './phaser-like';",
    ].join('\n');
    expect(houseRuleViolations('good.ts', source)).toEqual([]);
  });
});
