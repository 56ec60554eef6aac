// The Monkey Lab board in the terminal: a map of the room graph (codes and doorways), then each
// room with its doors, cage, items, monkeys and the guard, then the players.

import type { Viewer } from '../../engine/game.ts';
import { CAGES, CARD_NAMES, ITEMS, MONKEYS } from '../../games/monkey-lab/data.ts';
import { labFor, LOBBY, MAP_CELLS, roomCode, ROOM_COUNT } from '../../games/monkey-lab/lab.ts';
import type { MLView } from '../../games/monkey-lab/view.ts';
import type { Style } from '../style.ts';
import type { TerminalBoard } from './board.ts';

const PAINT: Record<string, string> = { red: '31', yellow: '33', green: '32', purple: '35' };
const CELL = 11;

function drawMap(v: MLView, style: Style): string[] {
  const lab = labFor(v.sides);
  const grid: number[][] = Array.from({ length: 4 }, () => new Array<number>(4).fill(LOBBY));
  for (let r = 1; r < ROOM_COUNT; r++) {
    const [row, col] = MAP_CELLS[r] as readonly [number, number];
    (grid[row] as number[])[col] = r;
  }
  const door = (a: number, b: number) =>
    a !== b && ((lab.adjacent[a] as number[]).includes(b) as boolean);
  const label = (r: number) => {
    const marks =
      (v.guard === r ? 'G' : '') +
      v.at
        .flatMap((at, seat) => (at === r ? [(MONKEYS[seat]?.colour ?? '?')[0] as string] : []))
        .join('');
    const text = `${r === LOBBY ? 'LOBBY' : roomCode(r)}${marks ? ` ${marks}` : ''}`;
    return style.bold(text.padEnd(CELL));
  };
  const lines: string[] = [];
  for (let row = 0; row < 4; row++) {
    const cells = grid[row] as number[];
    let line = '  ';
    for (let col = 0; col < 4; col++) {
      const r = cells[col] as number;
      const lobbyRun = r === LOBBY && (row !== 1 || col !== 1); // one label for the lobby
      line += lobbyRun ? ' '.repeat(CELL) : label(r);
      if (col < 3) {
        const next = cells[col + 1] as number;
        line += r === LOBBY && next === LOBBY ? '   ' : door(r, next) ? '===' : ' | ';
      }
    }
    lines.push(line);
    if (row < 3) {
      let under = '  ';
      for (let col = 0; col < 4; col++) {
        const a = cells[col] as number;
        const b = (grid[row + 1] as number[])[col] as number;
        const mark = a === LOBBY && b === LOBBY ? ' ' : door(a, b) ? '"' : '-';
        under += `${mark.repeat(3)}${' '.repeat(CELL - 3)}${col < 3 ? '   ' : ''}`;
      }
      lines.push(under);
    }
  }
  lines.push(
    style.dim('  === and """ are doorways; | and --- are walls. G guard; r y g p monkeys.'),
  );
  return lines;
}

const monkey = (seat: number, style: Style) => {
  const c = MONKEYS[seat]?.colour ?? '?';
  return style.paint(PAINT[c] ?? '0', c.charAt(0).toUpperCase() + c.slice(1));
};

function draw(view: unknown, viewer: Viewer, style: Style): string[] {
  const v = view as MLView;
  const lab = labFor(v.sides);
  const out: string[] = [
    style.bold(
      `Monkey Lab, sides ${v.sides.join('')}, turn of ${monkey(v.turn, style)}: ${v.actions} action(s) taken${v.stopped ? ', stopped by the guard' : ''}`,
    ),
    ...drawMap(v, style),
    '',
  ];
  if (v.guard < 0) out.push('  The guard is on the grass outside the lab.');
  for (let r = 0; r < ROOM_COUNT; r++) {
    const parts: string[] = [];
    const c = v.cage[r] as number;
    if (c >= 0) {
      const cage = CAGES[c] as (typeof CAGES)[number];
      parts.push(`cage ${cage.monkeys}: ${cage.needs.map((i) => ITEMS[i]).join('+')}`);
    } else if (v.hidden[r]) parts.push('cage face down');
    const items = (v.floor[r] as number[]).map((i) => ITEMS[i]);
    if (items.length) parts.push(`items ${items.join(', ')}`);
    const here = v.at.flatMap((at, seat) => (at === r ? [monkey(seat, style)] : []));
    if (here.length) parts.push(`monkeys ${here.join(' ')}`);
    if (v.guard === r) parts.push(style.bold('GUARD'));
    const doors = (lab.adjacent[r] as number[]).map(roomCode).join(' ');
    out.push(
      `  ${style.bold(roomCode(r).padEnd(5))} ${(lab.names[r] as string).padEnd(18)} ${style.dim(`doors ${doors}`)}`,
    );
    if (parts.length) out.push(`        ${parts.join(' | ')}`);
  }
  out.push('');
  for (let seat = 0; seat < v.players; seat++) {
    const carried = v.carry[seat] as number;
    const combat = ITEMS[MONKEYS[seat]?.combat ?? 0];
    const hand = v.hands[seat];
    const tiles = v.tiles[seat];
    const cagePoints = (v.cages[seat] as number[]).reduce(
      (n, c) => n + (CAGES[c]?.monkeys ?? 0),
      0,
    );
    out.push(
      `  ${monkey(seat, style)}${seat === viewer ? ' (you)' : ''} in ${roomCode(v.at[seat] as number)}, carries ${carried >= 0 ? ITEMS[carried] : 'nothing'} (combat: ${combat}); ` +
        `cards ${hand ? hand.map((k) => CARD_NAMES[k]).join(', ') || 'none' : v.handSizes[seat]}; ` +
        `cages ${(v.cages[seat] as number[]).length} (${cagePoints} monkeys); tiles ${tiles ? `[${tiles.join(' ')}]` : `${v.tileCounts[seat]} face down`}`,
    );
  }
  out.push(`  Deck ${v.deckSize}, discard ${v.discard.length}.`);
  return out;
}

export const monkeyLabBoard: TerminalBoard = { draw };
