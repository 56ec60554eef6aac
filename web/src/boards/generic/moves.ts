// The generic board's moves: the legal moves grouped by the first word of their string form (the
// verb of the game's notation: `play 4`, `draw`), so a turn of many moves is two short choices.
// Pure, for the board and its tests.

import type { LegalMove } from '../../api.ts';

export interface MoveGroup {
  /** The first word of the moves' strings, e.g. `play`; its `data-step`. */
  readonly verb: string;
  readonly moves: readonly LegalMove[];
}

/** The most moves the action bar offers at once (its number keys are 1 to 9). */
export const BAR_CHOICES = 9;

export function groupMoves(legal: readonly LegalMove[]): MoveGroup[] {
  const groups = new Map<string, LegalMove[]>();
  for (const l of legal) {
    const verb = l.move.split(' ', 1)[0] ?? l.move;
    groups.set(verb, [...(groups.get(verb) ?? []), l]);
  }
  return [...groups].map(([verb, moves]) => ({ verb, moves }));
}

/**
 * The choices of the action bar: every move when they fit its number keys; else the groups
 * (each leads to its moves), or, in a group chosen, its moves.
 */
export function barChoices(
  legal: readonly LegalMove[],
  chosen: string | null,
): { kind: 'moves'; moves: readonly LegalMove[] } | { kind: 'groups'; groups: MoveGroup[] } {
  if (legal.length <= BAR_CHOICES) return { kind: 'moves', moves: legal };
  const groups = groupMoves(legal);
  const group = groups.find((g) => g.verb === chosen);
  if (group) return { kind: 'moves', moves: group.moves };
  return groups.length > 1 ? { kind: 'groups', groups } : { kind: 'moves', moves: legal };
}

/** `handSize` -> "hand size", `p2_score` -> "p2 score": a view's names as words. */
export const keyWords = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/**
 * The view's top-level names whose values a move changed, as the board's `data-key`s: the table
 * marks those rows as the last move and the log points at them.
 */
export function changedKeys(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
