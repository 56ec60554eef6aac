// Boards by game id, each its own chunk, loaded the first time a table of that game opens; a game
// without one is drawn by the generic board (generic/: the view and the legal moves' words), a
// chunk too, so the four games' tables do not carry it. A board may load its German sentences
// only for German pages (moon/de.ts): boards are kept per language.

import { useEffect, useState } from 'preact/hooks';
import { lang } from '../i18n.ts';
import type { BoardModule, WebBoard } from '../table/board.ts';

const LOADERS: Readonly<Record<string, () => Promise<BoardModule>>> = {
  'monkeys-on-the-moon': () => import('./monkeys-on-the-moon/index.ts'),
  moon: () => (lang() === 'de' ? import('./moon/de.ts') : import('./moon/index.ts')),
  'monkey-lab': () => import('./monkey-lab/index.ts'),
  'chimps-on-mars': () => import('./chimps-on-mars/index.ts'),
};

const GENERIC = (): Promise<BoardModule> => import('./generic/index.ts');

const loaded = new Map<string, WebBoard>();

const keyOf = (game: string) => `${game}/${lang()}`;

/** The board of `game` if its chunk has arrived (for the page's language), else undefined. */
export const boardNow = (game: string): WebBoard | undefined => loaded.get(keyOf(game));

/** Loads the board of `game` (once per language). */
export async function loadBoard(game: string): Promise<WebBoard> {
  const key = keyOf(game);
  const board = loaded.get(key) ?? (await (LOADERS[game] ?? GENERIC)()).board;
  loaded.set(key, board);
  return board;
}

/**
 * The board of `game` for a page to hand its table: undefined until its chunk has arrived, and
 * while the game is not known yet ('': a match before its welcome).
 */
export function useBoard(game: string): WebBoard | undefined {
  const now = boardNow(game);
  const [, arrived] = useState<WebBoard | null>(null);
  useEffect(() => {
    if (now || !game) return;
    let live = true;
    void loadBoard(game).then((board) => live && arrived(board));
    return () => {
      live = false;
    };
  }, [game, now]);
  return now;
}
