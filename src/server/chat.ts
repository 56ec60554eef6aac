// Table chat: who reads what at each match on this node, lines written (checked, rate-limited
// per person, stored, then sent), mutes, reports, and the bans that stop a person or an address
// block. Players' lines are read by everyone at the table; spectators' by spectators only, so a
// player never reads a kibitzer. A line stored on one node reaches the others by NOTIFY on the
// chat channel (store/chat.ts), as moves do on the match channel.

import { createHash, randomBytes } from 'node:crypto';
import type { Lang, Viewer } from '../engine/game.ts';
import { CHAT_HISTORY } from '../protocol/chat.ts';
import type { ChatClientMessage, ChatLine } from '../protocol/chat.ts';
import { errorMessage } from '../protocol/client-messages.ts';
import type { ServerMessage } from '../protocol/wire.ts';
import type { ChatChannel, ChatRow, ChatStore } from '../store/chat.ts';
import { Bans } from './bans.ts';
import type { LiveMatch } from './live.ts';
import { RateLimiter } from './limits.ts';
import { logError } from './log.ts';

/** One socket bound to a match, as chat sees it. */
export interface Member {
  readonly match: string;
  /**
   * Who this socket is at the table for chat: its seat, or the seat its person holds (a player
   * watching from a spectator's link is still a player: no kibitzers' channel for them).
   */
  readonly viewer: Viewer;
  readonly lang: Lang;
  /** The person writing from this socket: the seat's holder, else the socket's session; null: none. */
  readonly person: string | null;
  /** People this person muted (everywhere). */
  mutes: Set<string>;
  readonly send: (m: ServerMessage) => void;
}

/** What chat asks of the hub: a match in memory. */
export interface ChatHub {
  load(id: string): Promise<LiveMatch | null>;
}

/** Stands for a person at one table: the same in all their lines there, different elsewhere. */
export const authorOf = (match: string, person: string): string =>
  createHash('sha256').update(`${match}:${person}`).digest('base64url').slice(0, 12);

const channelOf = (viewer: Viewer): ChatChannel =>
  viewer === 'spectator' ? 'spectators' : 'players';

/** Players read the players' channel; spectators read both. */
const readable = (viewer: Viewer): ChatChannel[] =>
  viewer === 'spectator' ? ['players', 'spectators'] : ['players'];

const lineOf = (r: ChatRow): ChatLine => ({
  id: r.id,
  channel: r.channel,
  seat: r.seat,
  name: r.name,
  author: authorOf(r.matchId, r.personId),
  text: r.text,
  phrase: r.phrase,
  at: r.at,
});

type Announcement =
  { kind: 'line'; node: string; match: string; line: ChatLine } | { kind: 'bans' };

export class Chat {
  private readonly members = new Map<string, Set<Member>>();
  private readonly limiter: RateLimiter;
  readonly bans = new Bans();
  /** This node, so it skips its own announcements (its readers heard at once). */
  private readonly node = randomBytes(6).toString('base64url');
  private heardQueue: Promise<void> = Promise.resolve();

  constructor(
    readonly store: ChatStore,
    private readonly hub: ChatHub,
    rate: readonly [number, number],
    private readonly now: () => number = Date.now,
  ) {
    this.limiter = new RateLimiter(rate[0], rate[1], now);
  }

  async start(): Promise<void> {
    // Announcements are handled in the order they came: a line after a ban is judged after it.
    await this.store.listen((p) => {
      this.heardQueue = this.heardQueue.then(() => this.heard(p as Announcement));
    });
    await this.reloadBans();
  }

  async reloadBans(): Promise<void> {
    this.bans.set(await this.store.bans());
  }

  private async heard(p: Announcement): Promise<void> {
    try {
      if (p?.kind === 'bans') await this.reloadBans();
      else if (p?.kind === 'line' && p.node !== this.node) this.deliver(p.match, p.line);
    } catch (e) {
      logError('chat announcement failed', e);
    }
  }

  /** A socket said hello: it reads the match's chat from now on, starting with its history. */
  async join(
    match: string,
    viewer: Viewer,
    lang: Lang,
    session: Promise<string | null>,
    send: (m: ServerMessage) => void,
  ): Promise<Member> {
    let person: string | null = null;
    if (viewer !== 'spectator') {
      const live = await this.hub.load(match);
      const seat = live?.row.seats[viewer];
      person =
        (await this.store.holder(match, viewer)) ??
        (seat?.kind === 'human' ? (seat.person ?? null) : null);
    }
    person ??= await session;
    // A player who opened the spectators' link reads and writes as their seat.
    if (viewer === 'spectator' && person !== null)
      viewer = (await this.store.seatOf(match, person)) ?? 'spectator';
    const member: Member = {
      match,
      viewer,
      lang,
      person,
      mutes: new Set(person === null ? [] : await this.store.mutes(person)),
      send,
    };
    let set = this.members.get(match);
    if (!set) this.members.set(match, (set = new Set()));
    set.add(member);
    await this.history(member);
    return member;
  }

  leave(member: Member): void {
    const set = this.members.get(member.match);
    set?.delete(member);
    if (set?.size === 0) this.members.delete(member.match);
  }

  private mutedOf(member: Member): string[] {
    return [...member.mutes].map((p) => authorOf(member.match, p));
  }

  private async history(member: Member): Promise<void> {
    const rows = await this.store.recent(member.match, readable(member.viewer), CHAT_HISTORY);
    member.send({
      type: 'chat-history',
      lines: rows.map(lineOf),
      muted: this.mutedOf(member),
      canWrite: member.person !== null && !this.bans.person(member.person),
      you: member.person === null ? null : authorOf(member.match, member.person),
    });
  }

  /** Sends a line to every reader of its channel on this node. */
  private deliver(match: string, line: ChatLine): void {
    const frame: ServerMessage = { type: 'chat', line };
    for (const m of this.members.get(match) ?? [])
      if (line.channel === 'players' || m.viewer === 'spectator') m.send(frame);
  }

  /** Handles one chat frame from a socket bound as `member`, from `address`. */
  async handle(member: Member, msg: ChatClientMessage, address: string): Promise<void> {
    const send = member.send;
    const refuse = (code: string, en: string, de: string, extra: object = {}) =>
      send({ ...errorMessage(code, en, msg.id, null, { de }), ...extra });
    if (msg.type === 'chat-history') return this.history(member);
    const person = member.person;
    if (person === null)
      return refuse(
        'no-session',
        'Chat needs a session: open the table in a browser (your seat or a spectator with a session).',
        'Der Chat braucht eine Sitzung: öffne den Tisch im Browser.',
      );
    switch (msg.type) {
      case 'chat': {
        if (this.bans.person(person) || this.bans.address(address))
          return refuse(
            'banned',
            'You may not chat on this server.',
            'Du darfst auf diesem Server nicht chatten.',
          );
        if (!this.limiter.take(person)) {
          const retryAfter = Math.max(
            1,
            Math.ceil((1 - this.limiter.level(person) * this.limiter.burst) / this.limiter.rate),
          );
          return refuse(
            'rate-limited',
            `Too many chat lines; wait ${retryAfter} s.`,
            `Zu viele Chat-Zeilen; warte ${retryAfter} s.`,
            { retryAfter },
          );
        }
        const live = await this.hub.load(member.match);
        const seat = member.viewer === 'spectator' ? null : member.viewer;
        const seatRow = seat === null ? undefined : live?.row.seats[seat];
        const name =
          (seatRow?.kind === 'human' ? seatRow.name : null) ??
          (await this.store.personName(person)) ??
          '?';
        const row = await this.store.add({
          matchId: member.match,
          personId: person,
          seat,
          name,
          channel: channelOf(member.viewer),
          text: msg.text,
          phrase: msg.phrase,
          at: this.now(),
        });
        const line = lineOf(row);
        this.deliver(member.match, line);
        await this.store
          .announce({ kind: 'line', node: this.node, match: member.match, line })
          .catch((e) => logError('announcing a chat line failed', e));
        return;
      }
      case 'chat-mute': {
        const writers = new Set(await this.store.writers(member.match));
        const live = await this.hub.load(member.match);
        for (const s of live?.row.seats ?? [])
          if (s.kind === 'human' && s.person) writers.add(s.person);
        const target = [...writers].find((p) => authorOf(member.match, p) === msg.author);
        if (target === undefined || target === person)
          return refuse(
            'unknown-message',
            'Nobody at this table writes as that author.',
            'An diesem Tisch schreibt niemand unter diesem Verfasser.',
          );
        await this.store.setMute(person, target, msg.mute, this.now());
        for (const set of this.members.values())
          for (const m of set) {
            if (m.person !== person) continue;
            if (msg.mute) m.mutes.add(target);
            else m.mutes.delete(target);
            m.send({ type: 'chat-muted', muted: this.mutedOf(m) });
          }
        return;
      }
      case 'chat-report': {
        const row = await this.store.message(msg.message);
        if (!row || row.matchId !== member.match || !readable(member.viewer).includes(row.channel))
          return refuse(
            'unknown-message',
            `There is no chat line ${msg.message} at this table.`,
            `An diesem Tisch gibt es keine Chat-Zeile ${msg.message}.`,
          );
        const report = await this.store.report(row.id, person, msg.reason, this.now());
        return send({ type: 'chat-reported', message: row.id, report });
      }
    }
  }
}
