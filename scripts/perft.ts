/**
 * `npm run perft -- [--game ataxx|oxono] [--rules arcade|classic] [--engine bits|board] [--divide]
 * "<position>" <depth>`: counts the leaves of the move tree (Ataxx, classic rules, by default; `--game
 * oxono` takes an Oxono position) and prints `nodes N` as its last line.
 * `--divide` first prints each legal move with its own count, to compare with another engine move by
 * move; `--engine board` counts on core's Board instead of the engine's bitboards (the default).
 */
import { perftCommand } from './perft-command.ts';

const result = perftCommand(process.argv.slice(2));
for (const line of result.out) console.log(line);
for (const line of result.errors) console.error(line);
process.exitCode = result.code;
