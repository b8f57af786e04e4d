import * as v from 'valibot';
import { checkRecord } from '../ai/record-check';
import { ENGINE_VERSION } from '../ai/version';
import { FIRST_GAME } from '../core/games';
import type { Level } from '../core/level';
import { levelHash } from '../core/level-hash';
import { ratingPools, RatingPoolSchema } from '../net/ratings';
import { refusal, type Refusal } from '../net/refusal';
import { issueText } from '../net/issue-text';
import {
  SeedRequestSchema,
  SubmissionSchema,
  TokenSchema,
  WORLD_PAGE_SIZE,
  WORLD_PATHS,
  WORLD_SUBMISSIONS_PER_DAY,
  WorldPageSchema,
  type RecordAnswer,
  type RecordRefusal,
  type SeedRefusal,
  type Submission,
  type SubmissionVerdict,
  type WorldTable,
} from '../net/world';
import { checkingHere, checkingInCluster, type CheckingPlayers } from './checking-players';
import type { ClubContext } from './club-context';
import { EngineBusy } from './engine-pool';
import type { Reply } from './http-routes';
import type { ClubPlayer } from './storage/club-store';
import type { PageQuery, WorldPageRows } from './storage/world-store';
import { boardOfRecord, boardOfRequest, seedMismatch, type IssuedSeed } from './world-seeds';

const DAY_MS = 86_400_000;
/** The players table counts rated games over this many days. */
const RECENT_DAYS = 30;

/** What a world route needs of the request beyond its path and body. */
export interface WorldRequest {
  /** The Authorization header, `Bearer <token>`. */
  readonly authorization?: string;
  readonly query: URLSearchParams;
}

const refused = (
  status: number,
  reason: RecordRefusal | SeedRefusal,
  detail: string,
  at: { game?: number; ply?: number } = {},
): Reply => {
  const verdict: RecordAnswer = { verdict: 'refused', reason, detail, ...at };
  return { status, body: verdict };
};

/** The records route's answer when its body could not be read (too large, or not JSON). */
export const unreadableRecord = (why: Refusal): Reply =>
  refused(why.text.includes('larger') ? 413 : 400, 'malformed', why.text);

/**
 * The world leaderboards' routes (`WORLD_PATHS`): seeds issued when a game starts; records submitted
 * with their seed's ticket, replayed in the engine pool and kept; the players, arcade and level tables a
 * page at a time, each with the asking player's own row.
 */
export class WorldRoutes {
  /** Players with a record being checked: one at a time each (in every process of a cluster). */
  private readonly checking: CheckingPlayers;

  constructor(
    private readonly context: ClubContext,
    private readonly playerOf: (token: string) => Promise<ClubPlayer | null>,
  ) {
    this.checking = context.cluster ? checkingInCluster(context.cluster.presence) : checkingHere();
  }

  /** Answers a world route, or null when the path is none of them. */
  answer(method: string, path: string, body: unknown, request: WorldRequest): Promise<Reply> | null {
    if (path === WORLD_PATHS.records) return method === 'POST' ? this.submit(body, request) : null;
    if (path === WORLD_PATHS.seeds) return method === 'POST' ? this.seed(body, request) : null;
    if (method !== 'GET') return null;
    if (path === WORLD_PATHS.players) return this.players(request);
    if (path === WORLD_PATHS.arcade) return this.arcade(request);
    const level = /^\/api\/world\/levels\/([^/]{1,64})$/.exec(path);
    if (level) return this.level(decodeURIComponent(level[1]), request);
    return null;
  }

  /** A seed for a campaign level or an arcade run the player starts: its ticket goes with the record. */
  private async seed(body: unknown, request: WorldRequest): Promise<Reply> {
    const player = await this.caller(request);
    if (!player) return { status: 401, body: refusal('bad-token', 'a signed-in player asks for seeds') };
    const parsed = v.safeParse(SeedRequestSchema, body);
    if (!parsed.success) return malformed(issueText(parsed.issues));
    const asked = parsed.output;
    if (asked.kind === 'level' && !this.context.levels.some((level: Level) => level.id === asked.levelId)) {
      return { status: 404, body: refusal('not-found', `no campaign level ${asked.levelId}`) };
    }
    const board = boardOfRequest(asked);
    const { id, ...ticket } = await this.context.seeds.issue(player.id, board);
    await this.context.store.world.issueSeed(player.id, board, id, this.context.now());
    return { status: 201, body: ticket };
  }

  private async submit(body: unknown, request: WorldRequest): Promise<Reply> {
    const player = await this.caller(request);
    if (!player)
      return refused(401, 'bad-token', 'a signed-in player submits records (Authorization: Bearer)');
    // Read before anything is counted: a malformed record costs none of the day's submissions.
    const parsed = v.safeParse(SubmissionSchema, body);
    if (!parsed.success) return refused(400, 'malformed', issueText(parsed.issues));
    const submission = parsed.output;
    if (submission.ticket === undefined) {
      return refused(
        200,
        'unranked',
        'the game was started without a seed from the club (offline): it is not ranked on the world tables',
      );
    }
    const issued = await this.context.seeds.read(submission.ticket, player.id);
    if (!issued.ok) return refused(200, issued.error.reason, issued.error.detail);
    const mismatch = seedMismatch(submission, issued.value);
    if (mismatch) return refused(200, mismatch.reason, mismatch.detail, { game: mismatch.game });
    if (!(await this.checking.take(player.id)))
      return refused(429, 'busy', 'a record of this player is being checked');
    try {
      return await this.check(player, submission, issued.value);
    } finally {
      // (A hold that cannot be given back now expires by itself.)
      await this.checking.give(player.id).catch(() => undefined);
    }
  }

  /** Counts the submission, uses its seed, replays it and keeps it: the player holds their one check. */
  private async check(player: ClubPlayer, submission: Submission, issued: IssuedSeed): Promise<Reply> {
    const { store, now } = this.context;
    const day = Math.floor(now() / DAY_MS);
    if (!(await store.world.takeSubmission(player.id, day, WORLD_SUBMISSIONS_PER_DAY))) {
      return refused(429, 'daily-limit', `${WORLD_SUBMISSIONS_PER_DAY} submissions a day (UTC) at most`);
    }
    const board = boardOfRecord(submission);
    const use = await store.world.useSeed(player.id, board, issued.id, now());
    if (use !== 'used') {
      const why =
        use === 'used-before'
          ? 'this seed made a record already'
          : 'a later seed was issued for this level or run, which replaces this one';
      return refused(200, 'seed-used', why);
    }
    const started = performance.now();
    let checked: Awaited<ReturnType<typeof checkRecord>>;
    try {
      checked = await checkRecord(submission, this.context.levels, (game) =>
        this.context.computer.engines.checkComputerMoves(game),
      );
    } catch (error) {
      // Not checked, so not used: the same record may come again.
      await store.world.unuseSeed(player.id, board, issued.id);
      if (error instanceof EngineBusy)
        return refused(429, 'busy', "the club's engines are busy; try again later");
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    if (!checked.ok) {
      const { reason, detail, game, ply } = checked.error;
      this.context.log(`world record of ${player.id} refused (${reason}) in ${ms} ms: ${detail}`);
      return refused(200, reason, detail, { game, ply });
    }
    const record = checked.value;
    const kept = await store.world.keepRecord({
      // Levels and arcade runs are the first game's own (Ataxx's campaign), so are their records.
      game: FIRST_GAME,
      playerId: player.id,
      kind: record.kind,
      levelId: record.levelId,
      levelHash: record.levelHash,
      engineVersion: ENGINE_VERSION,
      points: record.points,
      cleared: record.cleared,
      initials: submission.kind === 'arcade' ? submission.initials : null,
      record: submission,
      at: now(),
    });
    this.context.log(
      `world record of ${player.id} accepted: ${record.kind} ${record.levelId ?? ''} ${record.points} points, ` +
        `${record.computerMoves} computer moves replayed in ${ms} ms`,
    );
    const verdict: SubmissionVerdict = {
      verdict: 'accepted',
      table: record.kind,
      levelId: record.levelId,
      score: record.points,
      place: kept.place,
      improved: kept.improved,
    };
    return { status: 200, body: verdict };
  }

  private async players(request: WorldRequest): Promise<Reply> {
    const pool = v.safeParse(RatingPoolSchema, request.query.get('pool'));
    if (!pool.success) return malformed(`pool must be one of ${ratingPools().join(', ')}`);
    // From the start of a UTC day, so the tables' day counts and the rows agree (sql-world-players.ts).
    const since = (Math.floor(this.context.now() / DAY_MS) - RECENT_DAYS) * DAY_MS;
    return this.table(request, (query) => this.context.store.world.playersTable(pool.output, since, query));
  }

  private arcade(request: WorldRequest): Promise<Reply> {
    return this.table(request, (query) => this.context.store.world.arcadeTable(query));
  }

  private async level(levelId: string, request: WorldRequest): Promise<Reply> {
    const level = this.context.levels.find((each: Level) => each.id === levelId);
    if (!level) return { status: 404, body: refusal('not-found', `no campaign level ${levelId}`) };
    const hash = levelHash(level);
    return this.table(request, (query) => this.context.store.world.levelTable(level.id, hash, query));
  }

  private async table(
    request: WorldRequest,
    read: (query: PageQuery) => Promise<WorldPageRows>,
  ): Promise<Reply> {
    const page = v.safeParse(WorldPageSchema, request.query.get('page') ?? 0);
    if (!page.success) return malformed('page must be a whole number from 0');
    const you = await this.caller(request);
    const rows = await read({
      offset: page.output * WORLD_PAGE_SIZE,
      limit: WORLD_PAGE_SIZE,
      playerId: you?.id ?? null,
    });
    const table: WorldTable = { ...rows, page: page.output };
    return { status: 200, body: table };
  }

  /** The player the Authorization header's token names, if any. */
  private async caller(request: WorldRequest): Promise<ClubPlayer | null> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '');
    const token = bearer ? v.safeParse(TokenSchema, bearer[1]) : null;
    return token?.success ? this.playerOf(token.output) : null;
  }
}

const malformed = (text: string): Reply => ({ status: 400, body: refusal('malformed', text) });
