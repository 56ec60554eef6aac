// The Monkey Lab board in the terminal: a map of the lab (room codes, doorways, who is where),
// then each room on a line (name, doorways, cage, items, monkeys, the guard), then the players;
// in English or German with the glossary's words (src/games/monkey-lab/glossary.ts). Room codes
// stay as they are: they are what a player types in moves. Every line fits 80 columns.

import type { Lang, Viewer } from '../../engine/game.ts';
import { capitalised } from '../../engine/glossary.ts';
import { CAGES, MONKEYS } from '../../games/monkey-lab/data.ts';
import { mlTerm } from '../../games/monkey-lab/glossary.ts';
import { labFor, LOBBY, MAP_CELLS, roomCode, ROOM_COUNT } from '../../games/monkey-lab/lab.ts';
import { cardName, itemName, roomName, seatName } from '../../games/monkey-lab/names.ts';
import type { MLView } from '../../games/monkey-lab/view.ts';
import type { Style } from '../style.ts';
import { visibleLength } from '../text.ts';
import type { TerminalBoard } from './board.ts';

const PAINT: Record<string, string> = { red: '31', yellow: '33', green: '32', purple: '35' };
const CELL = 11;
/** The guard's mark on the map: a symbol, never a letter a monkey colour could share. */
const GUARD = '#';

const FRAME = {
  en: {
    head: (sides: string, who: string, n: number, stopped: boolean, outside: boolean) =>
      `Monkey Lab, sides ${sides}; turn of ${who}: ${n} of 3 actions taken${stopped ? ', stopped by the guard' : ''}${outside ? '; guard outside' : ''}`,
    over: (turns: number) => `Monkey Lab: the game is over after ${turns} turns`,
    legend: '=== and """ are doorways, | and --- walls; # guard; letters monkeys.',
    outside: 'The guard is still outside the lab.',
    rooms: 'Rooms (→ doorways): cage | items on the floor | monkeys',
    faceDown: 'face down',
    monkeysN: (n: number) => `${n} ${n === 1 ? 'monkey' : 'monkeys'}`,
    needs: 'needs',
    you: 'you',
    nothing: 'nothing',
    fights: 'wins a combat with',
    in: 'in',
    none: 'none',
    cards: 'Cards',
    hidden: (n: number) => `${n} face down`,
    deck: (deck: number, discard: number) => `Deck ${deck} cards, discard pile ${discard}.`,
  },
  de: {
    head: (sides: string, who: string, n: number, stopped: boolean, outside: boolean) =>
      `Affenlabor, Seiten ${sides}; am Zug: ${who}, ${n} von 3 Aktionen gemacht${stopped ? ', vom Wächter aufgehalten' : ''}${outside ? '; Wächter draußen' : ''}`,
    over: (turns: number) => `Affenlabor: das Spiel ist nach ${turns} Zügen vorbei`,
    legend: '=== und """ sind Durchgänge, | und --- Wände; # Wächter; Buchstaben Affen.',
    outside: 'Der Wächter steht noch vor dem Labor.',
    rooms: 'Räume (→ Durchgänge): Käfig | Gegenstände am Boden | Affen',
    faceDown: 'verdeckt',
    monkeysN: (n: number) => `${n} ${n === 1 ? 'Affe' : 'Affen'}`,
    needs: 'braucht',
    you: 'du',
    nothing: 'nichts',
    fights: 'gewinnt Kämpfe mit',
    in: 'in',
    none: 'keine',
    cards: 'Karten',
    hidden: (n: number) => `${n} verdeckt`,
    deck: (deck: number, discard: number) =>
      `Nachziehstapel ${deck} Karten, Ablagestapel ${discard}.`,
  },
} as const;

/** A monkey's mark on the map: the first letters of its colour that no other colour shares. */
function markOf(seat: number, lang: Lang): string {
  const names = MONKEYS.map((_, s) => seatName(s, lang));
  const mine = names[seat] ?? '?';
  for (let n = 1; n <= mine.length; n++) {
    const head = mine.slice(0, n);
    if (names.every((o, s) => s === seat || !o.startsWith(head))) return head;
  }
  return mine;
}

/** Words of a list, wrapped into lines of at most 80 columns after `indent`. */
function wrap(indent: string, parts: readonly string[], sep = ', '): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const [i, p] of parts.entries()) {
    const piece = i < parts.length - 1 ? `${p}${sep.trimEnd()}` : p;
    if (line.trim() && line.length + 1 + piece.length > 80) {
      lines.push(line);
      line = indent;
    }
    line += (line.trim() ? ' ' : '') + piece;
  }
  if (line.trim()) lines.push(line);
  return lines;
}

function drawMap(v: MLView, style: Style, lang: Lang): string[] {
  const lab = labFor(v.sides);
  const grid: number[][] = Array.from({ length: 4 }, () => new Array<number>(4).fill(LOBBY));
  for (let r = 1; r < ROOM_COUNT; r++) {
    const [row, col] = MAP_CELLS[r] as readonly [number, number];
    (grid[row] as number[])[col] = r;
  }
  const door = (a: number, b: number) => a !== b && (lab.adjacent[a] as number[]).includes(b);
  const label = (r: number) => {
    const marks =
      (v.guard === r ? GUARD : '') +
      v.at.flatMap((at, seat) => (at === r ? [markOf(seat, lang)] : [])).join('');
    const text = `${roomCode(r)}${marks ? ` ${marks}` : ''}`;
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
  lines.push(style.dim(`  ${FRAME[lang].legend}`));
  return lines;
}

const monkey = (seat: number, style: Style, lang: Lang) =>
  style.paint(PAINT[MONKEYS[seat]?.colour ?? ''] ?? '0', seatName(seat, lang));

function draw(view: unknown, viewer: Viewer, style: Style, lang: Lang = 'en'): string[] {
  const v = view as MLView;
  const F = FRAME[lang];
  const lab = labFor(v.sides);
  const item = (i: number) => itemName(i, lang);
  const out: string[] = [
    style.bold(
      v.result
        ? F.over(v.turns)
        : F.head(v.sides.join(''), seatName(v.turn, lang), v.actions, v.stopped, v.guard < 0),
    ),
    ...drawMap(v, style, lang),
  ];
  // Over, the guard's place is told in the rooms; before it enters, in the head line.
  if (v.guard < 0 && v.result) out.push(`  ${F.outside}`);
  out.push(style.dim(`  ${F.rooms}`));
  // One line a room where it fits, so the board and the moves share a 40-row screen (issue 31):
  // names and doorways in columns as wide as this lab's longest (the lobby's doorways aside).
  const doorsOf = (r: number) => (lab.adjacent[r] as number[]).map(roomCode).join(' ');
  const rooms = Array.from({ length: ROOM_COUNT }, (_, r) => r);
  const nameWidth = Math.max(...rooms.map((r) => roomName(lab, r, lang).length));
  const doorWidth = Math.max(...rooms.filter((r) => r !== LOBBY).map((r) => doorsOf(r).length));
  for (const r of rooms) {
    const parts: string[] = [];
    const c = v.cage[r] as number;
    if (c >= 0) {
      const cage = CAGES[c] as (typeof CAGES)[number];
      parts.push(
        `${capitalised(mlTerm('cage', lang))} ${F.monkeysN(cage.monkeys)}, ${F.needs} ${cage.needs.map(item).join(' + ')}`,
      );
    } else if (v.hidden[r]) parts.push(`${capitalised(mlTerm('cage', lang))} ${F.faceDown}`);
    const items = (v.floor[r] as number[]).map(item);
    if (items.length) parts.push(items.join(', '));
    const here = v.at.flatMap((at, seat) => (at === r ? [monkey(seat, style, lang)] : []));
    if (here.length) parts.push(here.join(' '));
    if (v.guard === r) parts.push(style.bold(capitalised(mlTerm('guard', lang))));
    const head = (doors: string) =>
      `  ${style.bold(roomCode(r).padEnd(5))} ${roomName(lab, r, lang).padEnd(nameWidth)} ${style.dim(`→ ${doors}`)}`;
    // In columns where that fits, else without the doorways' padding, else on two lines.
    const line = [doorsOf(r).padEnd(doorWidth), doorsOf(r)]
      .map((doors) => `${head(doors)}  ${parts.join(' | ')}`)
      .find((l) => visibleLength(l) <= 80);
    if (!parts.length) out.push(head(doorsOf(r)));
    else if (line) out.push(line);
    else out.push(head(doorsOf(r)), ...wrap('        ', parts, ' | '));
  }
  for (let seat = 0; seat < v.players; seat++) {
    const carried = v.carry[seat] as number;
    const hand = v.hands[seat];
    const tiles = v.tiles[seat];
    const won = v.cages[seat] as number[];
    const cagePoints = won.reduce((n, c) => n + (CAGES[c]?.monkeys ?? 0), 0);
    out.push(
      `  ${monkey(seat, style, lang)}${seat === viewer ? ` (${F.you})` : ''} ${F.in} ${roomCode(v.at[seat] as number)}, ${mlTerm('carries', lang)} ${carried >= 0 ? item(carried) : F.nothing}; ${F.fights} ${item(MONKEYS[seat]?.combat ?? 0)}`,
    );
    const cards = hand
      ? hand.map((k) => cardName(k, lang)).join(', ') || F.none
      : String(v.handSizes[seat]);
    out.push(
      ...wrap(
        '    ',
        [
          `${F.cards}: ${cards}`,
          `${capitalised(mlTerm('cageTiles', lang))}: ${won.length ? `${won.length} (${F.monkeysN(cagePoints)})` : F.none}`,
          `${capitalised(mlTerm('scoringTiles', lang))}: ${tiles ? tiles.join(' + ') || F.none : F.hidden(v.tileCounts[seat] ?? 0)}`,
        ],
        '; ',
      ),
    );
  }
  out.push(`  ${F.deck(v.deckSize, v.discard.length)}`);
  return out;
}

export const monkeyLabBoard: TerminalBoard = { draw };
