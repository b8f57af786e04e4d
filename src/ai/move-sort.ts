/** Lists up to this long are sorted by insertion, longer ones by the native sort. */
const INSERTION_SORT = 32;

/**
 * Sorts moves[from, to) with their order scores by falling score, later-listed first among equals,
 * through packed keys (score, then place in the list) in `keys` and `spare` (scratch, at least as long
 * as the list): by insertion when there are few (most search nodes that get this far have about 17,
 * where calling the native sort costs more than the sorting), else by one native sort. The keys are
 * distinct, so both give the same order.
 */
export function sortMoves(
  moves: Int32Array,
  order: Int32Array,
  keys: Int32Array,
  spare: Int32Array,
  from: number,
  to: number,
): void {
  const n = to - from;
  if (n <= INSERTION_SORT) {
    for (let k = 0; k < n; k++) {
      const key = sortKey(order[from + k], k);
      const move = moves[from + k];
      let j = k;
      for (; j > 0 && keys[j - 1] < key; j--) {
        keys[j] = keys[j - 1];
        spare[j] = spare[j - 1];
      }
      keys[j] = key;
      spare[j] = move;
    }
    for (let k = 0; k < n; k++) {
      moves[from + k] = spare[k];
      order[from + k] = (keys[k] >> 10) - 4096;
    }
    return;
  }
  for (let k = 0; k < n; k++) {
    keys[k] = sortKey(order[from + k], k);
    spare[k] = moves[from + k];
  }
  const sorted = keys.subarray(0, n).sort();
  for (let k = 0; k < n; k++) {
    const key = sorted[n - 1 - k];
    moves[from + k] = spare[key & 1023];
    order[from + k] = (key >> 10) - 4096;
  }
}

/** An order score (clamped) and a place in the list, in one number that sorts by both. */
const sortKey = (score: number, place: number): number =>
  (Math.max(-4000, Math.min(60000, score)) + 4096) * 1024 + place;
