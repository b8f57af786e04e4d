/**
 * The Universal Game Interface (cutegames' UGI: UCI with `query`) for Oxono, as a pure state machine:
 * command lines in, effects out. It owns the protocol (parsing, the position, time from the clocks,
 * the answers' format) and does no I/O: the host (scripts/ugi.ts) prints lines, runs searches off its
 * input thread and reports them back with `searchDone`, so `isready`, `stop` and `quit` are answered
 * while a search runs. Positions and moves are core's text (OXONO.md); moves go out compact (`Xc3b3`).
 */
import { oxonoOutcome, playOxono } from '../../core/oxono/game';
import { moveText, readMove } from '../../core/oxono/move';
import { startPosition, type OxonoPosition } from '../../core/oxono/position';
import { readPosition } from '../../core/oxono/text';
import type { OxonoLimits } from './search';

export interface UgiSearchJob {
  readonly id: number;
  readonly position: OxonoPosition;
  /** Nodes, depth and time; the host adds its stop flag. */
  readonly limits: Omit<OxonoLimits, 'stop'>;
}

/** What a finished search reports: its move as core's move number, and what it saw. */
export interface UgiSearchDone {
  readonly move: number;
  readonly depth: number;
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
}

export type UgiEffect =
  | { readonly kind: 'print'; readonly line: string }
  | { readonly kind: 'search'; readonly job: UgiSearchJob }
  /** Raise the stop flag; `thenQuit` when a `quit` waits for the answer (the host may not wait long). */
  | { readonly kind: 'stop'; readonly thenQuit: boolean }
  | { readonly kind: 'clear' }
  | { readonly kind: 'quit' };

export interface UgiIdentity {
  readonly name: string;
  readonly author: string;
}

const GO_NUMBERS = ['p1time', 'p2time', 'p1inc', 'p2inc', 'movetime', 'nodes', 'depth', 'movestogo'] as const;
type GoNumber = (typeof GO_NUMBERS)[number];
const isGoNumber = (word: string): word is GoNumber => (GO_NUMBERS as readonly string[]).includes(word);
/** Kept back from every clock budget for the pipe and the process. */
const OVERHEAD_MS = 20;
/** A decisive game is short: plan for this many more moves of our own when no movestogo is given. */
const MOVES_AHEAD = 12;

const print = (line: string): UgiEffect => ({ kind: 'print', line });
const info = (text: string): UgiEffect => print(`info string ${text}`);

export class OxonoUgiSession {
  private position: OxonoPosition = startPosition();
  private nextId = 1;
  /** The search whose bestmove is still owed. */
  private running: number | null = null;
  /** Commands that arrived while a search ran and would change what it works on. */
  private readonly waiting: string[] = [];
  private quitting = false;

  constructor(private readonly identity: UgiIdentity) {}

  receive(line: string): UgiEffect[] {
    const words = line
      .trim()
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return [];
    const [command, ...args] = words;
    if (this.running !== null) {
      if (command === 'stop') return [{ kind: 'stop', thenQuit: false }];
      if (command === 'quit') {
        this.quitting = true;
        return [{ kind: 'stop', thenQuit: true }];
      }
      if (command === 'isready') return [print('readyok')];
      // A query answers at once unless a held command would change the position first.
      if (command === 'query' && this.waiting.length === 0) return this.query(args);
      this.waiting.push(line);
      return [];
    }
    switch (command) {
      case 'ugi':
        return [
          print(`id name ${this.identity.name}`),
          print(`id author ${this.identity.author}`),
          print('ugiok'),
        ];
      case 'isready':
        return [print('readyok')];
      case 'uginewgame':
        this.position = startPosition();
        return [{ kind: 'clear' }];
      case 'position':
        return this.setPosition(args);
      case 'go':
        return this.go(args);
      case 'query':
        return this.query(args);
      case 'stop':
        return [];
      case 'setoption':
        return [info('no options: setoption ignored')];
      case 'quit':
        return [{ kind: 'quit' }];
      default:
        return [
          info(
            `unknown command "${command}" (expected ugi, isready, uginewgame, position, go, query, stop, quit)`,
          ),
        ];
    }
  }

  /** The search `id` has ended: `info` and `bestmove`, then whatever waited for it. */
  searchDone(id: number, result: UgiSearchDone): UgiEffect[] {
    if (id !== this.running) return [];
    this.running = null;
    const effects: UgiEffect[] = [
      print(
        `info depth ${result.depth} score cp ${result.score} nodes ${result.nodes} time ${result.timeMs}` +
          ` nps ${Math.round((result.nodes * 1000) / Math.max(1, result.timeMs))}`,
      ),
      print(`bestmove ${moveText(result.move, 'compact')}`),
    ];
    if (this.quitting) return [...effects, { kind: 'quit' }];
    for (const line of this.waiting.splice(0)) {
      effects.push(...this.receive(line));
      if (this.running !== null) break;
    }
    return effects;
  }

  private setPosition(args: string[]): UgiEffect[] {
    const movesAt = args.indexOf('moves');
    const head = movesAt < 0 ? args : args.slice(0, movesAt);
    const moves = movesAt < 0 ? [] : args.slice(movesAt + 1);
    let position: OxonoPosition;
    if (head[0] === 'startpos' && head.length === 1) position = startPosition();
    else if (head[0] === 'fen' && head.length > 1) {
      const read = readPosition(head.slice(1).join(' '));
      if (!read.ok) return [info(`error: position fen: ${read.error}`)];
      position = read.value;
    } else return [info('error: position needs "startpos" or "fen <position>", then optionally "moves …"')];
    for (const text of moves) {
      const move = readMove(text);
      if (!move.ok) return [info(`error: position: ${move.error}`)];
      if (oxonoOutcome(position) !== null) return [info(`error: position: the game is over before ${text}`)];
      const played = playOxono(position, move.value);
      if (!played.ok) return [info(`error: position: ${played.error}`)];
      position = played.value.position;
    }
    this.position = position;
    return [];
  }

  private query(args: string[]): UgiEffect[] {
    const end = oxonoOutcome(this.position);
    switch (args[0]) {
      case 'gameover':
        return [print(`response ${end !== null}`)];
      case 'p1turn':
        return [print(`response ${this.position.turn === 'pink'}`)];
      case 'result': {
        const result =
          end === null ? 'none' : end.winner === null ? 'draw' : end.winner === 'x' ? 'p1win' : 'p2win';
        return [print(`response ${result}`)];
      }
      default:
        return [info(`error: query "${args[0] ?? ''}": expected gameover, p1turn or result`)];
    }
  }

  private go(args: string[]): UgiEffect[] {
    const numbers: Partial<Record<GoNumber, number>> = {};
    let infinite = false;
    for (let i = 0; i < args.length; i++) {
      const word = args[i];
      if (word === 'infinite') infinite = true;
      else if (isGoNumber(word)) {
        const text = args[++i] ?? '';
        if (!/^\d+$/.test(text)) return [info(`error: go: ${word} needs a whole number, got "${text}"`)];
        numbers[word] = Number(text);
      } else
        return [
          info(`error: go: unknown parameter "${word}" (expected ${GO_NUMBERS.join(', ')} or infinite)`),
        ];
    }
    if (oxonoOutcome(this.position) !== null)
      return [info('error: go: the game is over'), print('bestmove 0000')];
    const limits: { nodes?: number; depth?: number; timeMs?: number } = {};
    if (numbers.nodes !== undefined) limits.nodes = Math.max(1, numbers.nodes);
    if (numbers.depth !== undefined) limits.depth = Math.max(1, numbers.depth);
    const time = infinite ? undefined : this.timeFor(numbers);
    if (time !== undefined) limits.timeMs = time;
    if (!infinite && limits.nodes === undefined && limits.depth === undefined && limits.timeMs === undefined)
      limits.timeMs = 1000;
    const id = this.nextId++;
    this.running = id;
    return [{ kind: 'search', job: { id, position: this.position, limits } }];
  }

  /** Milliseconds for this move: movetime as given, or a share of the mover's clock plus its increment. */
  private timeFor(numbers: Partial<Record<GoNumber, number>>): number | undefined {
    if (numbers.movetime !== undefined) return Math.max(1, numbers.movetime - 5);
    const pink = this.position.turn === 'pink';
    const clock = pink ? numbers.p1time : numbers.p2time;
    if (clock === undefined) return undefined;
    const increment = (pink ? numbers.p1inc : numbers.p2inc) ?? 0;
    const movesLeft = Math.max(1, numbers.movestogo ?? MOVES_AHEAD);
    const share = clock / movesLeft + increment * 0.8;
    return Math.max(1, Math.min(share, clock / 3) - OVERHEAD_MS);
  }
}
