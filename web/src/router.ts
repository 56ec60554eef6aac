// A small client router over the History API: / (lobby), /m/<id> (a match), /hotseat, /learn/<game>,
// /players/<username> (a profile) and /leaderboard/<game>[?page=<n>].

import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<() => void>();

export function navigate(url: string): void {
  history.pushState(null, '', url);
  for (const l of listeners) l();
}

/** The current path; re-renders the caller on navigation. */
export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** A link that navigates without reloading. */
export function linkClick(url: string) {
  return (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(url);
  };
}
