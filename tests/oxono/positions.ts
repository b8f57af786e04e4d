/**
 * Hand-made Oxono positions, each built to reach one rule that the start position's perft never does
 * (OXONO.md): jumps, teleports, the place-anywhere pawn, the square the totem just left, a used-up
 * symbol, early wins and the 32nd pawn. Boards are written as the position text's six rows (rank 6
 * first); `textOf` adds the side to move and the reserves the board implies, so each row stays readable.
 */

/** The position text of a board: the side follows from the pawns each player has placed. */
export function textOf(rows: readonly string[]): string {
  const board = rows.join('/');
  const count = (cell: string): number => [...board].filter((c) => c === cell).length;
  const pink = count('x') + count('o');
  const black = count('X') + count('O');
  const side = pink === black ? 1 : 2;
  return `${board} ${side} ${8 - count('x')} ${8 - count('o')} ${8 - count('X')} ${8 - count('O')}`;
}

export interface Named {
  readonly name: string;
  readonly text: string;
}

export const RULE_POSITIONS: readonly Named[] = [
  { name: 'the start', text: '....../....../..@.../...*../....../...... 1 8 8 8 8' },
  {
    // The O totem on c4 is enclosed; each direction's run ends on an empty square: c6, c2, a4, e4.
    name: 'a jump in four directions',
    text: textOf(['......', '..x...', '.X@o..', '..O*..', '......', '......']),
  },
  {
    // The X totem on a1 is enclosed by the O totem (a2) and a pawn (b1): it jumps over either.
    name: 'a jump over the other totem',
    text: textOf(['.....O', '......', '......', '......', '@.....', '*x....']),
  },
  {
    // The X totem on a1 with its row and column full: no jump anywhere, so it may go on any empty square.
    name: 'a teleport',
    text: textOf(['o.....', 'X..O..', 'x.@.X.', 'O.....', 'o.....', '*xXoOx']),
  },
  {
    // The X totem on f3 jumps up to f6, whose neighbours are all taken: the pawn goes anywhere.
    name: 'a jump to a square with no empty neighbour (place-anywhere pawn)',
    text: textOf(['....X.', '.....O', '..@..x', '....O*', '.....o', 'x.....']),
  },
  {
    // The X totem on c1 can only step to c2, whose one empty neighbour is c1, the square it just left.
    name: 'the square just left as the only pawn square',
    text: textOf(['....o.', '......', '....@.', '..X...', '.X.o..', '.x*O..']),
  },
  {
    // Pink has placed all 8 X pawns and black all 8 O pawns: each holds one totem only.
    name: 'a used-up symbol on each side',
    text: textOf(['xO.xO.', 'Ox.Ox.', '..@...', '...*..', 'xO..xO', 'Ox..Ox']),
  },
  {
    // Pink has x, o, x on a1, b1, c1 and the X totem on d3 can slide to d2: X d2 d1 is a colour line.
    name: 'a win in one for pink (colour)',
    text: textOf(['O.O.X.', '......', '..@...', '...*..', '......', 'xox...']),
  },
  {
    // x X . X on rank 1 with the X totem above c2: pink's x on c1 makes an X line with black's pawns.
    name: "a win in one for pink with black's pawns (symbol)",
    text: textOf(['.....o', '......', '....@.', '..*...', '......', 'xX.X..']),
  },
  {
    // Black to move, 31 pawns down, one O left: the O totem jumps to d6 and the last pawn goes anywhere; no line.
    name: 'the 32nd pawn, drawn',
    text: '.Xo.xX/XxOoXx/oOx@oO/Oo*xOo/xXoOxX/XxOoX. 2 0 0 0 1',
  },
  {
    // Black's last O pawn on c4 fills rank 4 with six O symbols; on d3 it makes five down the d file.
    name: 'the 32nd pawn, a win',
    text: 'xXoXx*/XxOoXx/oO.OoO/Oo.@Oo/xXoOxX/Xx.oXx 2 0 0 0 1',
  },
  {
    // The X totem on a4 is enclosed; up, its run reaches the edge (no jump); down it lands on a2, right on d4.
    name: 'an enclosed totem on the edge, one run reaching the edge',
    text: textOf(['x....o', 'O.....', '*Xo...', 'X.....', '......', '.....@']),
  },
  {
    // Both totems enclosed: X on b5 jumps to b3 or d5, O on e2 to e4 or c2.
    name: 'both totems enclosed',
    text: textOf(['.x....', 'X*o...', '.O....', '....X.', '...O@o', '....x.']),
  },
  {
    name: 'black to move after X c3 b3',
    text: textOf(['......', '......', '..@...', '.x*...', '......', '......']),
  },
  {
    // Black's O, X, O down the f file from f1; the O totem slides to e4, and O e4 f4 is black's colour line.
    name: 'a win in one for black (colour)',
    text: textOf(['xo....', '......', '..@...', '.....O', '...*.X', 'o.x..O']),
  },
  {
    // x X . X x on rank 1: pink's X pawn on c1 makes a line of five X symbols.
    name: 'a symbol line of five in one',
    text: textOf(['......', '......', '....@.', '..*...', '......', 'xX.Xx.']),
  },
  {
    // Pink's x on a1, b2, c3 and d4 within reach: a diagonal, which never wins.
    name: 'a diagonal within reach',
    text: textOf(['O.O.O.', '......', '.....*', '..x...', '.x....', 'x.@...']),
  },
  {
    // x x @ x on rank 1: a pawn on e1 is cut off by the O totem; the O totem leaving c1 lets an o fill it.
    name: 'a totem in the line, which can leave it',
    text: textOf(['.O.X.O', '......', '......', '....*.', '......', 'xx@x..']),
  },
  {
    name: 'a used-up symbol, the other way round',
    text: textOf(['oX.oX.', 'Xo.Xo.', '..@...', '...*..', 'oX..oX', 'Xo..Xo']),
  },
  {
    // As the teleport, with a pink pawn on d3: black's X totem may teleport into the hole on d4, then
    // its pawn goes anywhere.
    name: 'a teleport into a hole (place-anywhere pawn)',
    text: textOf(['o.....', 'X..O..', 'x.@.X.', 'O..o..', 'o.....', '*xXoOx']),
  },
  {
    // 30 pawns down, pink to move with one X: the X totem on c3 is walled in and teleports; black's last
    // O follows, and the game is over at 32 pawns, so nothing counts at depth 3.
    name: 'the last two pawns',
    text: textOf(['.Xo..X', 'XxOoXx', 'oOx@oO', 'Oo*xOo', 'xXoOxX', 'XxOoX.']),
  },
  {
    name: 'a middle game, black to move',
    text: textOf(['..o...', '.X.x..', '..@O..', '.o.*x.', '..X...', '......']),
  },
  {
    name: 'a middle game, pink to move',
    text: textOf(['xO.X..', '.oXo..', 'O.*.x.', '.x@O..', '..oX..', '......']),
  },
];
