import { err, ok, type Result } from '../../core/result';
import type { ClubPlayer, ClubStore, GameEnd, NewClubGame, StoredGame, StoredMove } from './club-store';
import { memoryRatings } from './memory-ratings';
import { memoryWorld } from './memory-world';

/**
 * A ClubStore that keeps everything in this process: for tests, and for a club started without a
 * database. Same contract as the SQL store (idempotent moves, one end per game), nothing survives a
 * restart.
 */
export function memoryClubStore(): ClubStore {
  const players = new Map<string, ClubPlayer>();
  const passwords = new Map<string, string>();
  const tokenVersions = new Map<string, number>();
  const games = new Map<string, { game: NewClubGame; moves: StoredMove[]; end: GameEnd | null }>();
  const stored = (entry: { game: NewClubGame; moves: StoredMove[]; end: GameEnd | null }): StoredGame => ({
    ...entry.game,
    moves: entry.moves.map((move) => ({ ...move })),
    end: entry.end,
  });
  const newestFirst = (a: StoredGame, b: StoredGame): number => b.startedAt - a.startedAt;
  const { rows, ...ratings } = memoryRatings(() => [...games.values()].map(stored));
  const world = memoryWorld({
    nameOf: (id) => players.get(id)?.name ?? null,
    ratings: () => rows().ratings,
    changes: () => rows().changes,
  });

  return {
    ...ratings,
    world,
    async createPlayer(player: ClubPlayer): Promise<Result<ClubPlayer, 'taken'>> {
      for (const other of players.values()) if (other.nameKey === player.nameKey) return err('taken');
      players.set(player.id, { ...player });
      return ok({ ...player });
    },
    async playerById(id) {
      const player = players.get(id);
      return player ? { ...player } : null;
    },
    async playerByNameKey(nameKey) {
      for (const player of players.values()) if (player.nameKey === nameKey) return { ...player };
      return null;
    },
    async touchPlayer(id, at) {
      const player = players.get(id);
      if (player) players.set(id, { ...player, lastSeenAt: at });
    },
    async setPassword(playerId, hash) {
      if (!players.has(playerId)) return false;
      passwords.set(playerId, hash);
      return true;
    },
    async passwordOf(playerId) {
      return passwords.get(playerId) ?? null;
    },
    async tokenVersionOf(playerId) {
      return players.has(playerId) ? (tokenVersions.get(playerId) ?? 0) : null;
    },
    async revokeTokens(playerId) {
      if (!players.has(playerId)) return null;
      const next = (tokenVersions.get(playerId) ?? 0) + 1;
      tokenVersions.set(playerId, next);
      return next;
    },
    async createGame(game) {
      if (!games.has(game.id)) games.set(game.id, { game: { ...game }, moves: [], end: null });
    },
    async appendMove(gameId, move) {
      const entry = games.get(gameId);
      if (!entry) throw new Error(`appendMove: no game ${gameId}`);
      if (entry.moves.some((kept) => kept.ply === move.ply)) return;
      entry.moves.push({ ...move });
      entry.moves.sort((a, b) => a.ply - b.ply);
    },
    async replaceMoves(gameId, from, moves) {
      const entry = games.get(gameId);
      if (!entry) throw new Error(`replaceMoves: no game ${gameId}`);
      entry.moves = [...entry.moves.filter((kept) => kept.ply < from), ...moves.map((move) => ({ ...move }))];
    },
    async lastGameOfCode(code) {
      let last: NewClubGame | null = null;
      for (const { game } of games.values()) {
        if (game.code === code && (!last || game.startedAt >= last.startedAt)) last = game;
      }
      return last?.id ?? null;
    },
    async finishGame(gameId, end) {
      const entry = games.get(gameId);
      if (!entry) throw new Error(`finishGame: no game ${gameId}`);
      if (!entry.end) entry.end = { ...end };
    },
    async gameById(id) {
      const entry = games.get(id);
      return entry ? stored(entry) : null;
    },
    async gamesOf(playerId, limit) {
      return [...games.values()]
        .filter(({ game }) => game.x.id === playerId || game.o.id === playerId)
        .map(stored)
        .sort(newestFirst)
        .slice(0, limit);
    },
    async unfinishedGames() {
      return [...games.values()].filter((entry) => !entry.end).map(stored);
    },
    async close() {},
  };
}
