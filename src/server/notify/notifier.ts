// When to tell a person something, and in which words: it is their turn at a table (after a move,
// or when the table starts), or a game of theirs has ended. Nobody is told about the table they
// have open (a socket of theirs on this node sits at that seat), each event goes out once however
// many nodes see it (notify_sent), and each person chose their events and channels
// (notify_settings). E-mail lines wait for the next digest. A turn deadline near its end is told
// through `deadlineNear`, called by whatever keeps the deadlines.

import { findGame } from '../../games/index.ts';
import RULES_DE from '../../games/rules-help/de.ts';
import type { NotifyKind, NotifySettings, NotifyStore } from '../../store/notify.ts';
import type { Hub } from '../hub.ts';
import type { LiveMatch } from '../live.ts';
import { logError } from '../log.ts';
import type { Deliveries, Message } from './deliver.ts';

export interface NotifierOptions {
  /** The operator's public address (https://play.example.org); else each person's own. */
  readonly publicUrl: string | null;
  /** How often waiting e-mail lines go out as one digest per person (ms). */
  readonly digestMs: number;
  /** How often turn deadlines are looked at for "time is running out" (ms). */
  readonly deadlineScanMs: number;
}

/** Matches whose last looked-at state is remembered (the running ones, most recent first). */
const SEEN_MAX = 10_000;

/** "Time is running out" once a fifth of a turn's time is left. */
const NEAR_SHARE = 5;

const WORDS = {
  en: {
    turn: (game: string) => `Your turn in ${game}`,
    turnBody: (others: string) => (others ? `Against ${others}.` : 'Your move.'),
    deadline: (game: string) => `Time is running out in ${game}`,
    deadlineBody: (left: string) => `${left} left for your move.`,
    end: (game: string) => `${game} is over`,
    endBody: (place: number, of: number) => `You finished ${ordinal(place)} of ${of}.`,
    digest: 'Moontable: games waiting for you',
    test: 'Moontable: notifications work',
    testBody: 'This is how Moontable will tell you it is your turn.',
  },
  de: {
    turn: (game: string) => `Du bist am Zug: ${game}`,
    turnBody: (others: string) => (others ? `Gegen ${others}.` : 'Dein Zug.'),
    deadline: (game: string) => `Die Zeit wird knapp: ${game}`,
    deadlineBody: (left: string) => `Noch ${left} für deinen Zug.`,
    end: (game: string) => `${game} ist vorbei`,
    endBody: (place: number, of: number) => `Du bist ${place}. von ${of} geworden.`,
    digest: 'Moontable: Partien warten auf dich',
    test: 'Moontable: Benachrichtigungen funktionieren',
    testBody: 'So sagt dir Moontable, dass du am Zug bist.',
  },
} as const;

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

const gameName = (id: string, lang: 'en' | 'de'): string =>
  (lang === 'de' ? RULES_DE[id]?.title : undefined) ?? findGame(id)?.name ?? id;

export class Notifier {
  /** What was last looked at per match (version and status), so a redraw is not a new event. */
  private readonly seen = new Map<string, string>();
  private digest: NodeJS.Timeout | null = null;
  private scan: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly store: NotifyStore,
    readonly deliveries: Deliveries,
    private readonly opts: NotifierOptions,
  ) {}

  start(): void {
    this.hub.changes.push((live) =>
      this.changed(live).catch((e) => logError('notifications failed', e)),
    );
    this.scan = setInterval(
      () => void this.scanDeadlines().catch((e) => logError('the deadline scan failed', e)),
      this.opts.deadlineScanMs,
    );
    if (this.deliveries.email)
      this.digest = setInterval(
        () => void this.sendDigests().catch((e) => logError('the e-mail digest failed', e)),
        this.opts.digestMs,
      );
  }

  stop(): void {
    if (this.digest) clearInterval(this.digest);
    if (this.scan) clearInterval(this.scan);
    this.deliveries.close();
  }

  private async changed(live: LiveMatch): Promise<void> {
    const row = live.row;
    if (row.status === 'open') return;
    const key = `${row.version}:${row.status}`;
    if (this.seen.get(row.id) === key) return;
    // Kept in the order last changed; the longest unchanged goes first past SEEN_MAX (at worst
    // a redraw of it is looked at again, and notify_sent still tells each event once).
    this.seen.delete(row.id);
    if (row.status !== 'finished') this.seen.set(row.id, key);
    if (this.seen.size > SEEN_MAX) this.seen.delete(this.seen.keys().next().value as string);
    // Only a seat away from the table may be told (one at it sees the move): when every seat
    // that could be is at the table, as in nearly every move of a live game, the database is
    // not asked who holds them.
    const seated = (seat: number) => this.hub.audience.seated(row.id, seat);
    const mayTell =
      row.status === 'finished'
        ? row.seats.some((_, seat) => !seated(seat))
        : live.toAct().some((seat) => {
            const s = row.seats[seat];
            return s?.kind === 'human' && !s.takenOver && !seated(seat);
          });
    if (!mayTell) return;
    const holders = await this.store.holders(row.id);
    if (holders.size === 0) return;
    const names = row.seats.map((s, i) => s.name ?? `Player ${i + 1}`);
    if (row.status === 'finished') {
      const ranking = row.result?.ranking ?? [];
      for (const [seat, person] of holders) {
        if (seated(seat)) continue; // saw it end
        await this.tell(person, row.id, row.version, 'end', row.game, (w, game) => ({
          title: w.end(game),
          body: w.endBody(ranking[seat] ?? row.players, row.players),
        }));
      }
      return;
    }
    for (const seat of live.toAct()) {
      const person = holders.get(seat);
      const s = row.seats[seat];
      if (!person || s?.kind !== 'human' || s.takenOver) continue;
      if (seated(seat)) continue; // looking at the table now
      const others = names.filter((_, i) => i !== seat).join(', ');
      await this.tell(person, row.id, row.version, 'turn', row.game, (w, game) => ({
        title: w.turn(game),
        body: w.turnBody(others),
      }));
    }
  }

  /**
   * Turn deadlines (server/turns.ts) with a fifth or less of their time left: each seat's person
   * is told once per move (notify_sent), whichever node looks first.
   */
  async scanDeadlines(): Promise<void> {
    const now = this.hub.now();
    const due = await this.store.nearDeadlines(now, NEAR_SHARE);
    for (const d of due) {
      const holders = await this.store.holders(d.matchId);
      for (const seat of d.seats) {
        const person = holders.get(seat);
        if (!person || this.hub.audience.seated(d.matchId, seat)) continue;
        await this.deadlineNear(person, d.matchId, d.version, d.game, d.dueAt - now);
      }
    }
  }

  /** A turn deadline nears its end (`leftMs` to go): told once per move. */
  async deadlineNear(
    person: string,
    matchId: string,
    version: number,
    game: string,
    leftMs: number,
  ): Promise<void> {
    const minutes = Math.max(1, Math.round(leftMs / 60_000));
    const hours = Math.round(minutes / 60);
    const left = (lang: 'en' | 'de') =>
      minutes < 90
        ? lang === 'de'
          ? `${minutes} Min.`
          : `${minutes} minute${minutes === 1 ? '' : 's'}`
        : lang === 'de'
          ? `${hours} Std.`
          : `${hours} hours`;
    await this.tell(person, matchId, version, 'deadline', game, (w, name, lang) => ({
      title: w.deadline(name),
      body: w.deadlineBody(left(lang)),
    }));
  }

  private async tell(
    person: string,
    matchId: string,
    version: number,
    kind: NotifyKind,
    game: string,
    words: (
      w: (typeof WORDS)['en' | 'de'],
      game: string,
      lang: 'en' | 'de',
    ) => { title: string; body: string },
  ): Promise<void> {
    const settings = await this.store.settings(person);
    if (!wants(settings, kind)) return;
    const subs = await this.store.subscriptions(person);
    if (subs.length === 0 && !settings.webhook && !settings.email) return;
    if (!(await this.store.claim(person, matchId, version, kind, this.hub.now()))) return;
    const url = `${this.opts.publicUrl ?? settings.origin ?? ''}/m/${matchId}`;
    const said = words(WORDS[settings.lang], gameName(game, settings.lang), settings.lang);
    const m: Message = { ...said, url, event: { kind, match: matchId, game } };
    await this.deliveries.push(person, subs, m);
    if (settings.webhook) await this.deliveries.webhook(settings.webhook, m);
    if (settings.email && this.deliveries.email)
      await this.store.queueMail({
        personId: person,
        matchId,
        kind,
        line: `${m.title}. ${m.body}`,
        url,
        at: this.hub.now(),
      });
  }

  /** One e-mail per person with every line that waited since the last digest. */
  async sendDigests(): Promise<void> {
    const lines = await this.store.takeMail();
    const byPerson = new Map<string, typeof lines>();
    for (const l of lines) byPerson.set(l.personId, [...(byPerson.get(l.personId) ?? []), l]);
    for (const [person, mine] of byPerson) {
      const settings = await this.store.settings(person);
      if (!settings.email) continue;
      const w = WORDS[settings.lang];
      const text = mine
        .sort((a, b) => a.at - b.at)
        .map((l) => `- ${l.line}\n  ${l.url}`)
        .join('\n');
      await this.deliveries.mail(settings.email, w.digest, `${text}\n`);
    }
  }

  /** A test message on every channel the person set, now (e-mail too, not waiting). */
  async test(person: string): Promise<void> {
    const settings = await this.store.settings(person);
    const w = WORDS[settings.lang];
    const url = `${this.opts.publicUrl ?? settings.origin ?? ''}/`;
    const m: Message = {
      title: w.test,
      body: w.testBody,
      url,
      event: { kind: 'test', match: '', game: '' },
    };
    await this.deliveries.push(person, await this.store.subscriptions(person), m);
    if (settings.webhook) await this.deliveries.webhook(settings.webhook, m);
    if (settings.email)
      await this.deliveries.mail(settings.email, w.test, `${w.testBody}\n${url}\n`);
  }
}

function wants(s: NotifySettings, kind: NotifyKind): boolean {
  return kind === 'turn' ? s.yourTurn : kind === 'end' ? s.gameEnd : s.deadline;
}
