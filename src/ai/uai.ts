import {
  legalMoves,
  moveToText,
  parseFen,
  parseMoveText,
  PASS_TEXT,
  perft,
  play,
  startPosition,
  type Move,
  type Position,
} from '../core';
import { goTime } from './clock';
import { boardPicture, infoLine } from './uai-text';
import { greedyMove } from './greedy';
import type { SearchInfo, SearchLimits, SearchResult } from './types';

export { infoLine } from './uai-text';

/**
 * The Universal Ataxx Interface as a pure state machine: command lines in, effects out. It owns the
 * protocol (parsing, the position, options, time management, output format) and does no I/O; the host
 * prints lines, runs searches off its input thread and reports them back with `searchInfo`/`searchDone`,
 * so `isready`, `stop` and `quit` are answered while a search runs.
 */

/** UAI plays standard Ataxx: a stuck side passes. */
export const UAI_RULES = 'classic' as const;

export interface UaiSearchJob {
  readonly id: number;
  readonly position: Position;
  /** Depth, nodes and time; the host adds its shared stop flag. */
  readonly limits: SearchLimits;
  /**
   * Milliseconds after the `go` by which the host must answer even if the search has not (its thread
   * was held up): it then calls `searchOverdue`, which answers the last completed iteration's move.
   */
  readonly answerWithinMs?: number;
}

export type UaiEffect =
  | { readonly kind: 'print'; readonly line: string }
  | { readonly kind: 'search'; readonly job: UaiSearchJob }
  /** Raise the stop flag; `thenQuit` when a `quit` is waiting for the answer (the host may not wait long). */
  | { readonly kind: 'stop'; readonly thenQuit: boolean }
  | { readonly kind: 'hash'; readonly megabytes: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'quit' };

export interface UaiIdentity {
  readonly name: string;
  readonly author: string;
}

interface SpinOption {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly initial: number;
}

const HASH: SpinOption = { name: 'Hash', min: 1, max: 1024, initial: 16 };
/** Milliseconds kept back from every clock budget for process and pipe latency (not from movetime). */
const OVERHEAD: SpinOption = { name: 'MoveOverhead', min: 0, max: 5000, initial: 20 };
const SPIN_OPTIONS = [HASH, OVERHEAD];

const GO_NUMBERS = ['wtime', 'btime', 'winc', 'binc', 'movestogo', 'depth', 'nodes', 'movetime'] as const;
type GoNumber = (typeof GO_NUMBERS)[number];
const isGoNumber = (word: string): word is GoNumber => (GO_NUMBERS as readonly string[]).includes(word);

/** Commands that would change what a running search works on wait until it has answered. */
const WAIT_FOR_SEARCH = new Set(['position', 'go', 'setoption', 'uainewgame', 'perft', 'd']);
const MAX_PERFT_DEPTH = 10;
const MISSING_CLOCK_MS = 1000;
interface Running {
  readonly id: number;
  readonly position: Position;
  readonly infinite: boolean;
  stopped: boolean;
  /** A bestmove ready before `stop` came during `go infinite`, which must wait for it. */
  held: string | null;
  /** The best move of the last completed iteration, for an answer the search is late with. */
  lastMove: Move | null;
  /** Nodes of the last info line printed: a search that ends past them reports its whole count. */
  reportedNodes: number;
}

export class UaiSession {
  private position: Position = startPosition();
  private readonly values = new Map<SpinOption, number>(SPIN_OPTIONS.map((o) => [o, o.initial]));
  private running: Running | null = null;
  private readonly waiting: string[] = [];
  private nextId = 1;
  private quitting = false;

  constructor(private readonly identity: UaiIdentity = { name: 'Infection', author: 'the Infection team' }) {}

  /** Whether a `go` is still waiting for its bestmove. */
  get searching(): boolean {
    return this.running !== null;
  }

  /** The position the next `go` will search. */
  get current(): Position {
    return this.position;
  }

  /** Handles one input line. */
  receive(line: string): UaiEffect[] {
    const words = line
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '');
    if (words.length === 0) return [];
    const [command, ...args] = words;
    if (this.running && WAIT_FOR_SEARCH.has(command)) {
      this.waiting.push(line);
      return [];
    }
    switch (command) {
      case 'uai':
        return this.hello();
      case 'isready':
        return [print('readyok')];
      case 'uainewgame':
        this.position = startPosition();
        return [{ kind: 'clear' }];
      case 'setoption':
        return this.setOption(args);
      case 'position':
        return this.setPosition(args);
      case 'go':
        return this.go(args);
      case 'stop':
        return this.stop();
      case 'perft':
        return this.perft(args);
      case 'd':
        return this.display();
      case 'debug':
        return [];
      case 'quit':
        if (!this.running) return [{ kind: 'quit' }];
        // The running search still answers, and what waited for it still runs (but starts no search).
        this.quitting = true;
        return this.stop();
      default:
        return [error(`unknown command "${command}" (expected uai, isready, position, go, stop, quit…)`)];
    }
  }

  /** The `info` line for one finished iteration of the running search. */
  searchInfo(id: number, info: SearchInfo): UaiEffect[] {
    if (!this.running || this.running.id !== id) return [];
    if (info.pv.length > 0) this.running.lastMove = info.pv[0];
    this.running.reportedNodes = info.nodes;
    return [print(infoLine(info, this.running.position))];
  }

  /**
   * The search has not answered by the job's `answerWithinMs`: answer now with the last completed
   * iteration's move (a quick greedy move before the first), and stop the search.
   */
  searchOverdue(id: number): UaiEffect[] {
    const running = this.running;
    if (!running || running.id !== id || running.infinite) return [];
    const { position } = running;
    const move = running.lastMove ?? greedyMove(position, UAI_RULES, 0);
    const answer = `bestmove ${moveToText(move, position.width, position.height)}`;
    return [{ kind: 'stop', thenQuit: false }, ...this.finish(answer)];
  }

  /** The search has ended: answers `bestmove` (or holds it for `go infinite`) and runs what waited. */
  searchDone(id: number, result: SearchResult): UaiEffect[] {
    const running = this.running;
    if (!running || running.id !== id) return [];
    const effects: UaiEffect[] = [];
    const legal = legalMoves(running.position, UAI_RULES);
    let move = result.move;
    if (!legal.includes(move)) {
      const text = moveToText(move, running.position.width, running.position.height);
      move = legal[0];
      effects.push(
        error(`the search returned ${text}, which is not legal here; playing the first legal move`),
      );
    }
    // A search stopped inside an iteration has searched past its last info line: one more line reports
    // every node and the whole time (with the last completed iteration's depth, score and line), as a
    // tournament manager records the last info before bestmove.
    if (result.depth > 0 && result.nodes > running.reportedNodes)
      effects.push(print(infoLine(result, running.position)));
    const answer = `bestmove ${moveToText(move, running.position.width, running.position.height)}`;
    if (running.infinite && !running.stopped) {
      running.held = answer;
      return effects;
    }
    return [...effects, ...this.finish(answer)];
  }

  private hello(): UaiEffect[] {
    return [
      print(`id name ${this.identity.name}`),
      print(`id author ${this.identity.author}`),
      ...SPIN_OPTIONS.map((o) =>
        print(`option name ${o.name} type spin default ${o.initial} min ${o.min} max ${o.max}`),
      ),
      print('uaiok'),
    ];
  }

  private setOption(args: string[]): UaiEffect[] {
    const valueAt = args.indexOf('value');
    if (args[0] !== 'name' || args.length < 2 || valueAt === 1) {
      return [error('setoption: expected "setoption name <name> value <value>"')];
    }
    const name = args.slice(1, valueAt === -1 ? undefined : valueAt).join(' ');
    const option = SPIN_OPTIONS.find((o) => o.name.toLowerCase() === name.toLowerCase());
    if (!option) return [error(`setoption: unknown option "${name}" (options: Hash, MoveOverhead)`)];
    const text = valueAt === -1 ? '' : args.slice(valueAt + 1).join(' ');
    if (!/^-?\d+$/.test(text) || Number(text) < option.min || Number(text) > option.max) {
      return [
        error(
          `setoption: ${option.name} needs a whole number from ${option.min} to ${option.max}, got "${text}"`,
        ),
      ];
    }
    this.values.set(option, Number(text));
    return option === HASH ? [{ kind: 'hash', megabytes: Number(text) }] : [];
  }

  private setPosition(args: string[]): UaiEffect[] {
    const movesAt = args.indexOf('moves');
    const head = movesAt === -1 ? args : args.slice(0, movesAt);
    let start: Position;
    if (head[0] === 'startpos' && head.length === 1) start = startPosition();
    else if (head[0] === 'fen' && head.length > 1) {
      const parsed = parseFen(head.slice(1).join(' '));
      if (!parsed.ok) return [error(`position: ${parsed.error}`)];
      start = parsed.value;
    } else return [error('position: expected "position startpos" or "position fen <FEN>", then "moves …"')];

    // Moves up to a bad one are kept, so the engine still answers for the last good position.
    let position = start;
    const moves = movesAt === -1 ? [] : args.slice(movesAt + 1);
    for (let i = 0; i < moves.length; i++) {
      const parsed = parseMoveText(moves[i], position.width, position.height);
      const played = parsed.ok ? play(position, parsed.value, UAI_RULES) : parsed;
      if (!played.ok) {
        this.position = position;
        return [error(`position: move ${i + 1} "${moves[i]}": ${played.error}; kept the position before it`)];
      }
      position = played.value.position;
    }
    this.position = position;
    return [];
  }

  private go(args: string[]): UaiEffect[] {
    const numbers: Partial<Record<GoNumber, number>> = {};
    let infinite = false;
    for (let i = 0; i < args.length; i++) {
      const word = args[i];
      if (word === 'infinite') infinite = true;
      else if (isGoNumber(word)) {
        const text = args[++i] ?? '';
        if (!/^-?\d+$/.test(text)) return [error(`go: ${word} needs a whole number, got "${text}"`)];
        numbers[word] = Number(text);
      } else
        return [error(`go: unknown parameter "${word}" (expected ${GO_NUMBERS.join(', ')} or infinite)`)];
    }
    for (const key of ['depth', 'nodes', 'movestogo'] as const) {
      if (numbers[key] !== undefined && numbers[key] < 1) return [error(`go: ${key} must be at least 1`)];
    }

    const position = this.position;
    const running: Running = {
      id: this.nextId++,
      position,
      infinite,
      stopped: false,
      held: null,
      lastMove: null,
      reportedNodes: 0,
    };
    this.running = running;
    const legal = legalMoves(position, UAI_RULES);
    if (legal.length === 0 || (legal.length === 1 && legal[0] === -1)) {
      // A finished game or a forced pass needs no search.
      const answer = `bestmove ${PASS_TEXT}`;
      if (infinite) {
        running.held = answer;
        return [];
      }
      return this.finish(answer);
    }
    const timed =
      numbers.movetime !== undefined || numbers.wtime !== undefined || numbers.btime !== undefined;
    if (
      legal.length === 1 &&
      timed &&
      !infinite &&
      numbers.depth === undefined &&
      numbers.nodes === undefined
    ) {
      // One move on the clock: nothing to think about, so none of the time is spent.
      return this.finish(`bestmove ${moveToText(legal[0], position.width, position.height)}`);
    }
    const ownClock = position.turn === 'x' ? 'btime' : 'wtime';
    const otherClock = position.turn === 'x' ? 'wtime' : 'btime';
    const warnings: UaiEffect[] = [];
    if (
      numbers[ownClock] === undefined &&
      numbers[otherClock] !== undefined &&
      numbers.movetime === undefined
    ) {
      // Answer anyway, in a modest time, rather than search without end on a clock that is not ours.
      warnings.push(
        error(
          `go: ${position.turn} is to move, so its clock is ${ownClock}, which is missing; thinking ${MISSING_CLOCK_MS} ms`,
        ),
      );
      numbers.movetime = MISSING_CLOCK_MS;
    }
    const time = infinite ? null : goTime(numbers, position, this.values.get(OVERHEAD) ?? OVERHEAD.initial);
    const limits: SearchLimits = {
      ...(numbers.depth !== undefined && !infinite ? { depth: numbers.depth } : {}),
      ...(numbers.nodes !== undefined && !infinite ? { nodes: numbers.nodes } : {}),
      ...time?.limits,
    };
    const answer = time?.answerWithinMs;
    const job: UaiSearchJob = {
      id: running.id,
      position,
      limits,
      ...(answer ? { answerWithinMs: answer } : {}),
    };
    return [...warnings, { kind: 'search', job }];
  }

  private stop(): UaiEffect[] {
    const running = this.running;
    if (!running) return [];
    running.stopped = true;
    if (running.held !== null) return this.finish(running.held);
    return [{ kind: 'stop', thenQuit: this.quitting }];
  }

  /** Prints the answer, then handles the commands that waited for it (until one starts a search). */
  private finish(answer: string): UaiEffect[] {
    this.running = null;
    const effects: UaiEffect[] = [print(answer)];
    while (this.waiting.length > 0 && !this.running) {
      const line = this.waiting.shift() as string;
      if (!(this.quitting && line.trim().startsWith('go'))) effects.push(...this.receive(line));
    }
    if (this.quitting) effects.push({ kind: 'quit' });
    return effects;
  }

  private perft(args: string[]): UaiEffect[] {
    const text = args[0] ?? '';
    if (args.length !== 1 || !/^\d+$/.test(text) || Number(text) > MAX_PERFT_DEPTH) {
      return [error(`perft: expected a depth from 0 to ${MAX_PERFT_DEPTH}, got "${args.join(' ')}"`)];
    }
    return [print(`nodes ${perft(this.position, Number(text), UAI_RULES)}`)];
  }

  /** A picture of the board for people at the console (Stockfish's `d`). */
  private display(): UaiEffect[] {
    return boardPicture(this.position, UAI_RULES).map(print);
  }
}

const print = (line: string): UaiEffect => ({ kind: 'print', line });
const error = (message: string): UaiEffect => print(`info string error: ${message}`);
