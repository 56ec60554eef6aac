// Loading an answer for a page: the value, or the error worded for the reader, or still loading.
// Also the games' names (from /api/games), which both pages show.

import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../../../src/engine/game.ts';
import { readGamesAnswer } from '../../../src/protocol/server-messages.ts';
import { call } from '../api.ts';
import { gameName } from '../catalog.ts';
import { lang } from '../i18n.ts';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: string };

/** GETs `path` and reads it with `read`; loads again when `path` changes. */
export function useAnswer<T>(path: string, read: (json: unknown) => Result<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    call('GET', path, read).then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (e: unknown) => live && setLoaded({ state: 'failed', message: (e as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return loaded;
}

/** Game ids and their names in the reader's language, in the server's order; [] until loaded. */
export function useGameNames(): { id: string; name: string }[] {
  const games = useAnswer('/api/games', readGamesAnswer);
  return games.state === 'ready'
    ? games.value.games.map((g) => ({ id: g.id, name: gameName(g, lang()) }))
    : [];
}
