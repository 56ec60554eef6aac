/** Whether dist/ under `root` is current: built, and no file under src/ changed since. */
export function distIsFresh(root: string): boolean;
