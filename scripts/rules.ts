/**
 * `npm run rules -- [--game ataxx|oxono] [--rules arcade|classic] "<position>" "<move>"`: plays one move
 * and prints the position after it, then how the move left the game as the last line (`none`, `draw`,
 * Oxono's `win colour`/`win symbol`/`win colour+symbol`, Ataxx's `win x`/`win o`). An illegal move
 * prints why and exits 1. See rules-command.ts.
 */
import { rulesCommand } from './rules-command.ts';

const result = rulesCommand(process.argv.slice(2));
for (const line of result.out) console.log(line);
for (const line of result.errors) console.error(line);
process.exitCode = result.code;
