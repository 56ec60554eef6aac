// Optional sounds at the table: a short chime when it becomes the viewer's turn and a little
// fanfare when the game ends. Off unless the player turns them on (kept in localStorage), made
// with WebAudio oscillators (no audio files to load). `soundFor` decides, without a browser.

export type Sound = 'turn' | 'end';

const KEY = 'moontable.sounds';

const store = (): Pick<Storage, 'getItem' | 'setItem'> | undefined =>
  (globalThis as { localStorage?: Storage }).localStorage;

/** Whether the player turned sounds on (off by default). */
export const soundsOn = (): boolean => store()?.getItem(KEY) === 'on';

export function setSounds(on: boolean): void {
  store()?.setItem(KEY, on ? 'on' : 'off');
}

/** What the table is at: the viewer's turn, the game over. */
export interface TableMoment {
  readonly mine: boolean;
  readonly over: boolean;
}

/** The sound a change of moment calls for: the game ending, else the viewer's turn starting. */
export function soundFor(before: TableMoment, now: TableMoment): Sound | null {
  if (now.over && !before.over) return 'end';
  if (now.mine && !before.mine && !now.over) return 'turn';
  return null;
}

/** The notes of each sound: frequency in Hz, start and length in seconds. */
const NOTES: Readonly<Record<Sound, readonly (readonly [number, number, number])[]>> = {
  turn: [
    [660, 0, 0.12],
    [880, 0.12, 0.2],
  ],
  end: [
    [523, 0, 0.16],
    [659, 0.16, 0.16],
    [784, 0.32, 0.16],
    [1047, 0.48, 0.4],
  ],
};

let audio: AudioContext | null = null;

/**
 * Gets the audio ready; call it from the click that turns sounds on, since browsers only let a
 * page start sound after a gesture.
 */
export function wakeAudio(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctx) return;
  audio ??= new Ctx();
  if (audio.state === 'suspended') void audio.resume();
}

/** Plays `sound` softly if the player turned sounds on. */
export function play(sound: Sound): void {
  if (!soundsOn()) return;
  wakeAudio();
  if (!audio) return;
  const t0 = audio.currentTime + 0.02;
  for (const [hz, at, len] of NOTES[sound]) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.value = hz;
    // A quick rise and a soft fall, so no click at either end.
    gain.gain.setValueAtTime(0, t0 + at);
    gain.gain.linearRampToValueAtTime(0.12, t0 + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, t0 + at + len);
    osc.connect(gain).connect(audio.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.05);
  }
}
