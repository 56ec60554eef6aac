// The table chat's state in the browser, apart from the DOM: the lines this reader may read,
// whom they muted (kept on the server, shown here), whether they may write, the last refusal,
// and what arrived unread while the panel was closed. The match page feeds it the socket's chat
// frames and gives it a way to send.

import type { RuleError } from '../../../src/engine/game.ts';
import type { ChatLine, ChatServerMessage, PhraseId } from '../../../src/protocol/chat.ts';
import type { ClientFrame, ErrorMessage } from '../../../src/protocol/wire.ts';

export interface ChatState {
  readonly lines: readonly ChatLine[];
  readonly muted: ReadonlySet<string>;
  readonly canWrite: boolean;
  /** This reader's own author alias at the table. */
  readonly you: string | null;
  readonly error: RuleError | null;
  readonly unread: number;
  readonly open: boolean;
  /** Lines this reader reported (in this page). */
  readonly reported: ReadonlySet<number>;
}

/** Request ids of chat frames start so; an error with one belongs to the chat. */
const PREFIX = 'chat-';

export const isChatFrame = (m: { type: string }): m is ChatServerMessage =>
  m.type === 'chat' ||
  m.type === 'chat-history' ||
  m.type === 'chat-muted' ||
  m.type === 'chat-reported';

export class ChatModel {
  state: ChatState = {
    lines: [],
    muted: new Set(),
    canWrite: false,
    you: null,
    error: null,
    unread: 0,
    open: false,
    reported: new Set(),
  };
  private readonly listeners = new Set<() => void>();
  private sent = 0;
  /**
   * Sends a frame on the match's socket (set by the page); false while the socket is not open
   * (reconnecting, e.g. at the match's start): the frame then waits for the next hello.
   */
  send: (frame: ClientFrame) => boolean = () => false;
  private pending: ClientFrame[] = [];

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  /** True for an error frame that answers one of the chat's frames. */
  owns(e: ErrorMessage): boolean {
    return e.id?.startsWith(PREFIX) === true;
  }

  fail(e: ErrorMessage): void {
    this.set({
      error: {
        code: e.code,
        rule: e.rule,
        message: e.message,
        ...(e.words ? { words: e.words } : {}),
      },
    });
  }

  /** Lines shown: all but the muted authors'. */
  visible(): ChatLine[] {
    return this.state.lines.filter((l) => !this.state.muted.has(l.author));
  }

  receive(m: ChatServerMessage): void {
    switch (m.type) {
      case 'chat-history': {
        this.set({ lines: m.lines, muted: new Set(m.muted), canWrite: m.canWrite, you: m.you });
        // The socket said hello again: what waited for it goes now.
        const waiting = this.pending;
        this.pending = [];
        for (const f of waiting) if (!this.send(f)) this.pending.push(f);
        return;
      }
      case 'chat': {
        const line = m.line;
        if (this.state.lines.some((l) => l.id === line.id)) return;
        const counts =
          !this.state.open && line.author !== this.state.you && !this.state.muted.has(line.author);
        return this.set({
          lines: [...this.state.lines, line].slice(-200),
          unread: this.state.unread + (counts ? 1 : 0),
          ...(line.author === this.state.you ? { error: null } : {}),
        });
      }
      case 'chat-muted':
        return this.set({ muted: new Set(m.muted) });
      case 'chat-reported':
        return this.set({ reported: new Set([...this.state.reported, m.message]) });
    }
  }

  setOpen(open: boolean): void {
    this.set({ open, unread: open ? 0 : this.state.unread });
  }

  private frame(f: Record<string, unknown>): void {
    const frame = { ...f, id: `${PREFIX}${++this.sent}` } as unknown as ClientFrame;
    if (!this.send(frame)) this.pending.push(frame);
  }

  say(text: string): void {
    this.set({ error: null });
    this.frame({ type: 'chat', text });
  }

  phrase(id: PhraseId): void {
    this.set({ error: null });
    this.frame({ type: 'chat', phrase: id });
  }

  mute(author: string, mute: boolean): void {
    this.frame({ type: 'chat-mute', author, mute });
  }

  report(message: number): void {
    this.frame({ type: 'chat-report', message });
  }
}
