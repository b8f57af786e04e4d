/** Reads the perft table in tests/data/perft-classic.txt: `FEN;D1 N1;D2 N2;...`, `#` starts a comment. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface PerftRow {
  /** Line number in the file, for failure messages. */
  readonly line: number;
  readonly fen: string;
  /** Expected leaf counts by depth, in the order written. */
  readonly counts: readonly { readonly depth: number; readonly nodes: number }[];
}

export const PERFT_TABLE_PATH = fileURLToPath(new URL('../data/perft-classic.txt', import.meta.url));

/** The rows of a perft table, or the first malformed line with what is wrong with it. */
export function parsePerftTable(text: string, file: string): { rows: PerftRow[] } | { error: string } {
  const rows: PerftRow[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const content = lines[i].trim();
    if (content === '' || content.startsWith('#')) continue;
    const [fen, ...fields] = content.split(';');
    const counts: { depth: number; nodes: number }[] = [];
    for (const field of fields) {
      const match = /^D(\d+) (\d+)$/.exec(field.trim());
      if (!match) return { error: `${file}:${i + 1}: expected "D<depth> <nodes>", got "${field}"` };
      counts.push({ depth: Number(match[1]), nodes: Number(match[2]) });
    }
    if (counts.length === 0) return { error: `${file}:${i + 1}: no depths given for ${fen}` };
    rows.push({ line: i + 1, fen: fen.trim(), counts });
  }
  return { rows };
}

export function loadPerftTable(): PerftRow[] {
  const parsed = parsePerftTable(readFileSync(PERFT_TABLE_PATH, 'utf8'), PERFT_TABLE_PATH);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.rows;
}

/**
 * The rows' depths whose expected count stays within `cap` leaves, always keeping the shallowest one
 * so that no row goes unchecked.
 */
export function cappedCounts(row: PerftRow, cap: number): PerftRow['counts'] {
  const kept = row.counts.filter((count) => count.nodes <= cap);
  return kept.length > 0 ? kept : row.counts.slice(0, 1);
}
