// Who this browser is. On load the page asks `GET /api/me`, which gives a visitor without a
// session a guest identity at once (an httpOnly cookie ties every seat they take to it). The
// name is kept in localStorage too (`moontable.name`, read at once by the lobby and the join
// form): a browser that remembered a name before it had an identity hands that name to its new
// guest; otherwise the server's name is the one remembered. Small: it is part of the first page.

import { useEffect, useState } from 'preact/hooks';
import { call, savedName, saveName } from '../api.ts';
import { readMeAnswer as readMe } from '../../../src/protocol/identity.ts';
import type { Me } from '../../../src/protocol/identity.ts';

export type { Me };

/** The person this browser last synced its name with. */
const PERSON = 'moontable.person';
/** A name typed here that the server has not taken yet (the page may close meanwhile). */
const PENDING = 'moontable.name.pending';

let current: Me | null = null;
let loading: Promise<Me> | null = null;
/** How often the identity was set: an answer asked for before a newer one must not undo it. */
let changes = 0;
const listeners = new Set<(me: Me | null) => void>();

export const me = (): Me | null => current;

/** Tells every page that shows the identity (the header, /me) that it changed. */
export function setMe(next: Me | null): void {
  changes++;
  current = next;
  if (next) {
    localStorage.setItem(PERSON, next.id);
    saveName(next.name);
  }
  for (const l of listeners) l(next);
}

export function onMe(listener: (me: Me | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who this is (once per page load unless `again`); a guest is made at once. */
export function loadMe(again = false): Promise<Me> {
  if (loading && !again) return loading;
  const before = changes;
  const asked = call('GET', '/api/me', readMe).then(async (answer) => {
    // Signed in (or out, or renamed) while this was asked: the newer identity stands, and the
    // name remembered here must not be given to the account now behind the cookie.
    if (changes !== before && current) return current;
    const remembered = savedName().trim();
    const known = localStorage.getItem(PERSON);
    // A new guest for a browser that already had a name takes that name; so does the person
    // when a name typed here had not reached the server yet.
    const first = answer.kind === 'guest' && known !== answer.id;
    const typed = known === answer.id && localStorage.getItem(PENDING) !== null;
    if ((first || typed) && remembered && remembered !== answer.name)
      answer = await call('POST', '/api/me/name', readMe, { name: remembered }).catch(() => answer);
    localStorage.removeItem(PENDING);
    if (changes !== before && current) return current;
    setMe(answer);
    return answer;
  });
  loading = asked;
  asked.catch(() => {
    if (loading === asked) loading = null;
  });
  return asked;
}

/** Saves a new name for this person (and in this browser); the server's refusal is thrown. */
export async function rename(name: string): Promise<Me> {
  const next = await call('POST', '/api/me/name', readMe, { name: name.trim() });
  localStorage.removeItem(PENDING);
  setMe(next);
  return next;
}

let typing: ReturnType<typeof setTimeout> | undefined;

/**
 * A name typed into a field (the lobby's): remembered here at once, and given to the person a
 * moment after the typing stops; a refusal goes to `onRefused`.
 */
export function typedName(name: string, onRefused: (e: unknown) => void): void {
  saveName(name.trim());
  localStorage.setItem(PENDING, '1');
  clearTimeout(typing);
  typing = setTimeout(() => {
    const next = name.trim();
    if (!next) return;
    // The session first: a name typed before the page knew who this is waits for it.
    loadMe()
      .then(async (who) => {
        if (next === who.name) localStorage.removeItem(PENDING);
        else await rename(next);
      })
      .catch(onRefused);
  }, 800);
}

/** The identity, re-rendering the caller when it changes (null until the server has answered). */
export function useMe(): Me | null {
  const [who, setWho] = useState<Me | null>(current);
  useEffect(() => {
    const off = onMe(setWho);
    // It may have arrived between the first render and this effect.
    setWho(current);
    return off;
  }, []);
  return who;
}
