/** The few parts of the untyped `glicko2` package (mmai/glicko2js) the club uses. */
declare module 'glicko2' {
  interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  interface Glicko2Ranking {
    makePlayer(rating: number, rd: number, vol: number): Glicko2Player;
    /** Each match: [player, opponent, the player's score (1, 0.5, 0)]; one call is one rating period. */
    updateRatings(matches: readonly (readonly [Glicko2Player, Glicko2Player, number])[]): void;
  }
  const glicko2: {
    Glicko2: new (settings?: { tau?: number; rating?: number; rd?: number; vol?: number }) => Glicko2Ranking;
  };
  export default glicko2;
}
