// The lab as data: four double-sided quarter boards around the central lobby (spec: board).
// Rooms are numbered 0 = lobby, then 1 + 3q + k for quadrant q (NW, NE, SE, SW clockwise) and
// k = 0 (I1, inner edge toward the clockwise neighbour), 1 (O, outer corner), 2 (I2, inner edge
// toward the counter-clockwise neighbour). Board n lies in quadrant n - 1.

export type Side = 'A' | 'B';
export const LOBBY = 0;
export const ROOM_COUNT = 13;
export const QUADRANTS = ['nw', 'ne', 'se', 'sw'] as const;
/** Suffixes of a quadrant's rooms in move strings: I1, O, I2. */
export const SLOTS = ['1', 'o', '2'] as const;

/** Symbolic doorway ends within one board side. */
type End = 'L' | 'I1' | 'O' | 'I2';

export interface BoardSide {
  readonly title: string;
  /** Room names for I1, O, I2. */
  readonly rooms: readonly [string, string, string];
  /** The same rooms' names in German (our own wording). */
  readonly roomsDe: readonly [string, string, string];
  readonly doors: readonly (readonly [End, End])[];
}

/** Board sides by board (1..4) and side. */
export const BOARDS: readonly Readonly<Record<Side, BoardSide>>[] = [
  {
    A: {
      title: 'Surgery',
      rooms: ['Operating Room', 'Recovery Ward', 'Scrub Room'],
      roomsDe: ['Operationssaal', 'Aufwachraum', 'Waschraum'],
      doors: [
        ['L', 'I1'],
        ['L', 'I2'],
        ['I1', 'O'],
        ['O', 'I2'],
      ],
    },
    B: {
      title: 'Records',
      rooms: ['File Room', 'Archive', 'Copy Room'],
      roomsDe: ['Aktenraum', 'Archiv', 'Kopierraum'],
      doors: [
        ['L', 'I1'],
        ['I1', 'O'],
        ['O', 'I2'],
      ],
    },
  },
  {
    A: {
      title: 'Optics',
      rooms: ['Microscopy Lab', 'Darkroom', 'Prep Room'],
      roomsDe: ['Mikroskopielabor', 'Dunkelkammer', 'Vorbereitungsraum'],
      doors: [
        ['L', 'I2'],
        ['I2', 'O'],
        ['O', 'I1'],
      ],
    },
    B: {
      title: 'Animal Care',
      rooms: ['Feeding Station', 'Kennel', 'Wash Room'],
      roomsDe: ['Futterstelle', 'Zwinger', 'Spülraum'],
      doors: [
        ['L', 'I1'],
        ['L', 'I2'],
        ['I1', 'O'],
      ],
    },
  },
  {
    A: {
      title: 'Storage',
      rooms: ['Loading Dock', 'Warehouse', 'Supply Closet'],
      roomsDe: ['Laderampe', 'Lagerhalle', 'Vorratskammer'],
      doors: [
        ['L', 'I1'],
        ['L', 'I2'],
        ['O', 'I2'],
      ],
    },
    B: {
      title: 'Offices',
      rooms: ['Reception', "Director's Office", 'Break Room'],
      roomsDe: ['Empfang', 'Direktorenbüro', 'Pausenraum'],
      doors: [
        ['L', 'I1'],
        ['L', 'I2'],
        ['I1', 'O'],
        ['O', 'I2'],
      ],
    },
  },
  {
    A: {
      title: 'Chemistry',
      rooms: ['Chem Lab', 'Fume Hood Room', 'Glassware Room'],
      roomsDe: ['Chemielabor', 'Abzugsraum', 'Glaswarenlager'],
      doors: [
        ['L', 'I1'],
        ['L', 'I2'],
        ['I2', 'O'],
      ],
    },
    B: {
      title: 'Utilities',
      rooms: ['Server Room', 'Boiler Room', 'Electrical Room'],
      roomsDe: ['Serverraum', 'Heizungsraum', 'Elektroraum'],
      doors: [
        ['L', 'I1'],
        ['I1', 'O'],
        ['O', 'I2'],
      ],
    },
  },
];

/**
 * Where each room sits on the 4 x 4 map of the lab (row, column); the lobby fills the middle
 * 2 x 2. Used by the terminal board.
 */
export const MAP_CELLS: readonly (readonly [number, number])[] = [
  [1, 1],
  [0, 1],
  [0, 0],
  [1, 0], // NW: I1, O, I2
  [1, 3],
  [0, 3],
  [0, 2], // NE
  [3, 2],
  [3, 3],
  [2, 3], // SE
  [2, 0],
  [3, 0],
  [3, 1], // SW
];

export const roomIndex = (quadrant: number, slot: number): number => 1 + 3 * quadrant + slot;
export const quadrantOf = (room: number): number => Math.floor((room - 1) / 3);
export const slotOf = (room: number): number => (room - 1) % 3;

const SLOT_OF_END: Record<Exclude<End, 'L'>, number> = { I1: 0, O: 1, I2: 2 };

/** The lab for one choice of sides: room names and, per room, the rooms one doorway away. */
export interface Lab {
  readonly names: readonly string[];
  /** The room names in German, in the same order. */
  readonly namesDe: readonly string[];
  readonly adjacent: readonly (readonly number[])[];
}

const labs = new Map<string, Lab>();

/** The lab for `sides` (one side letter per board), built once and cached. */
export function labFor(sides: readonly Side[]): Lab {
  const key = sides.join('');
  const cached = labs.get(key);
  if (cached) return cached;
  const names = ['Lobby'];
  const namesDe = ['Eingangshalle'];
  const sets: Set<number>[] = Array.from({ length: ROOM_COUNT }, () => new Set<number>());
  const link = (a: number, b: number) => {
    (sets[a] as Set<number>).add(b);
    (sets[b] as Set<number>).add(a);
  };
  sides.forEach((side, q) => {
    const board = (BOARDS[q] as Readonly<Record<Side, BoardSide>>)[side];
    names.push(...board.rooms);
    namesDe.push(...board.roomsDe);
    const at = (end: End) => (end === 'L' ? LOBBY : roomIndex(q, SLOT_OF_END[end]));
    for (const [a, b] of board.doors) link(at(a), at(b));
    // I1 of each board opens onto I2 of its clockwise neighbour, whatever the sides.
    link(roomIndex(q, 0), roomIndex((q + 1) % QUADRANTS.length, 2));
  });
  const lab: Lab = { names, namesDe, adjacent: sets.map((s) => [...s].sort((a, b) => a - b)) };
  labs.set(key, lab);
  return lab;
}

/** The room and every room one doorway away (the card glossary's region). */
export const regionOf = (lab: Lab, room: number): number[] =>
  [room, ...(lab.adjacent[room] as number[])].sort((a, b) => a - b);

/** A room's code in move strings: `lobby`, `nw1`, `nwo`, `nw2`, `ne1`, ... */
export const roomCode = (room: number): string =>
  room === LOBBY ? 'lobby' : `${QUADRANTS[quadrantOf(room)]}${SLOTS[slotOf(room)]}`;

export const parseRoom = (word: string | undefined): number => {
  for (let r = 0; r < ROOM_COUNT; r++) if (roomCode(r) === word) return r;
  return -1;
};
