// Table chat on the match socket: the frames a client sends (`chat`, `chat-history`,
// `chat-mute`, `chat-report`), the frames the server sends back, the quick phrases with their
// words in every language, and one parser per direction. Browser-safe: engine imports only.

import type { Lang } from '../engine/game.ts';
import { textProblem, textRefusal } from '../engine/text.ts';
import { count, list, nullable, object, oneOf, string } from './read.ts';

/** Longest chat line (characters, after trimming). */
export const CHAT_MAX = 500;
/** Longest reason given with a report. */
export const REPORT_REASON_MAX = 200;
/** Lines of history a client is sent when it joins or asks. */
export const CHAT_HISTORY = 100;

/** Players' chat is read by everyone at the table; spectators' by spectators only. */
export const CHAT_CHANNELS = ['players', 'spectators'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** Quick phrases: an id on the wire, words in the reader's language. */
export const PHRASES = {
  'good-luck': { en: 'Good luck!', de: 'Viel Glück!' },
  'have-fun': { en: 'Have fun!', de: 'Viel Spaß!' },
  'well-played': { en: 'Well played!', de: 'Gut gespielt!' },
  thanks: { en: 'Thanks!', de: 'Danke!' },
  thinking: { en: 'Thinking...', de: 'Ich überlege...' },
  sorry: { en: 'Sorry!', de: 'Entschuldigung!' },
  'one-moment': { en: 'One moment, please.', de: 'Einen Moment, bitte.' },
} as const satisfies Record<string, Record<Lang, string>>;
export type PhraseId = keyof typeof PHRASES;
export const PHRASE_IDS = Object.keys(PHRASES) as PhraseId[];

export const isPhrase = (x: unknown): x is PhraseId =>
  typeof x === 'string' && Object.prototype.hasOwnProperty.call(PHRASES, x);

/** A phrase in `lang`, or its id for a phrase this client does not know (a newer server's). */
export const phraseText = (id: string, lang: Lang): string =>
  isPhrase(id) ? PHRASES[id][lang] : id;

// ---- client -> server ---------------------------------------------------------------------------

export type ChatClientMessage =
  | {
      readonly type: 'chat';
      /** Exactly one of `text` (plain, trimmed) and `phrase` is set. */
      readonly text: string | null;
      readonly phrase: PhraseId | null;
      readonly id: string | null;
    }
  | { readonly type: 'chat-history'; readonly id: string | null }
  | {
      readonly type: 'chat-mute';
      /** The author alias of a line (ChatLine.author). */
      readonly author: string;
      readonly mute: boolean;
      readonly id: string | null;
    }
  | {
      readonly type: 'chat-report';
      readonly message: number;
      readonly reason: string | null;
      readonly id: string | null;
    };

/** A refusal of a chat frame: its code and English and German words. */
export interface ChatProblem {
  readonly code: 'bad-chat' | 'bad-message';
  readonly en: string;
  readonly de: string;
}

const isAlias = (x: unknown): x is string =>
  typeof x === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(x);

/**
 * Reads a chat frame (already a JSON object whose `type` starts with `chat`); null for a type
 * that is not chat's. A line is trimmed, then must be 1 to CHAT_MAX characters of plain text:
 * HTML is text like any other (clients show it as text), control characters are refused.
 */
export function parseChatFrame(
  data: Readonly<Record<string, unknown>>,
  id: string | null,
): ChatClientMessage | ChatProblem | null {
  const bad = (en: string, de: string): ChatProblem => ({ code: 'bad-message', en, de });
  switch (data.type) {
    case 'chat': {
      const { text, phrase } = data;
      if (phrase !== undefined && phrase !== null) {
        if (text !== undefined && text !== null)
          return bad(
            'Bad "chat" message: give "text" or "phrase", not both.',
            'Ungültige Chat-Nachricht: "text" oder "phrase", nicht beides.',
          );
        if (!isPhrase(phrase))
          return bad(
            `Bad "chat" message: "phrase" must be one of ${PHRASE_IDS.join(', ')}.`,
            `Ungültige Chat-Nachricht: "phrase" muss eines von ${PHRASE_IDS.join(', ')} sein.`,
          );
        return { type: 'chat', text: null, phrase, id };
      }
      if (typeof text !== 'string')
        return bad(
          'Bad "chat" message: "text" must be a string (or give a "phrase").',
          'Ungültige Chat-Nachricht: "text" muss eine Zeichenkette sein (oder gib eine "phrase" an).',
        );
      const trimmed = text.trim();
      const problem = textProblem(trimmed, CHAT_MAX);
      if (problem) {
        const why = textRefusal(problem, { en: 'message', de: 'Die Nachricht' }, CHAT_MAX);
        return { code: 'bad-chat', ...why };
      }
      return { type: 'chat', text: trimmed, phrase: null, id };
    }
    case 'chat-history':
      return { type: 'chat-history', id };
    case 'chat-mute':
      if (!isAlias(data.author))
        return bad(
          'Bad "chat-mute" message: "author" must be the author of a chat line.',
          'Ungültige Nachricht "chat-mute": "author" muss der Verfasser einer Chat-Zeile sein.',
        );
      if (data.mute !== undefined && typeof data.mute !== 'boolean')
        return bad(
          'Bad "chat-mute" message: "mute" must be true or false.',
          'Ungültige Nachricht "chat-mute": "mute" muss true oder false sein.',
        );
      return { type: 'chat-mute', author: data.author, mute: data.mute !== false, id };
    case 'chat-report': {
      const { message, reason } = data;
      if (typeof message !== 'number' || !Number.isSafeInteger(message) || message < 1)
        return bad(
          'Bad "chat-report" message: "message" must be the id of a chat line.',
          'Ungültige Nachricht "chat-report": "message" muss die Nummer einer Chat-Zeile sein.',
        );
      if (reason !== undefined && reason !== null) {
        const problem =
          typeof reason === 'string' ? textProblem(reason.trim(), REPORT_REASON_MAX) : 'empty';
        if (problem && problem !== 'empty') {
          const why = textRefusal(problem, { en: 'reason', de: 'Der Grund' }, REPORT_REASON_MAX);
          return { code: 'bad-message', ...why };
        }
        if (typeof reason !== 'string')
          return bad(
            'Bad "chat-report" message: "reason" must be a string.',
            'Ungültige Nachricht "chat-report": "reason" muss eine Zeichenkette sein.',
          );
      }
      const why = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
      return { type: 'chat-report', message, reason: why, id };
    }
    default:
      return null;
  }
}

// ---- server -> client ---------------------------------------------------------------------------

/** One chat line as a reader gets it. */
export interface ChatLine {
  readonly id: number;
  readonly channel: ChatChannel;
  /** The writer's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly name: string;
  /** Stands for the writer at this table (the same in every line of theirs); mute by it. */
  readonly author: string;
  /** Plain text: show it as text, never as HTML. Null for a quick phrase. */
  readonly text: string | null;
  /** A quick phrase's id, shown in the reader's language (`phraseText`). */
  readonly phrase: string | null;
  readonly at: number;
}

export type ChatServerMessage =
  | { readonly type: 'chat'; readonly line: ChatLine }
  | {
      readonly type: 'chat-history';
      readonly lines: readonly ChatLine[];
      /** Authors the reader muted: their lines are not shown. */
      readonly muted: readonly string[];
      /** Whether this reader may write (false: no session, or banned). */
      readonly canWrite: boolean;
      /** The reader's own author alias at this table, or null without a session. */
      readonly you: string | null;
    }
  | { readonly type: 'chat-muted'; readonly muted: readonly string[] }
  | { readonly type: 'chat-reported'; readonly message: number; readonly report: number };

type Obj = Readonly<Record<string, unknown>>;

const chatLine = (x: unknown, at: string): ChatLine => {
  const o = object(x, at);
  return {
    id: count(o.id, `${at}.id`),
    channel: oneOf(CHAT_CHANNELS)(o.channel, `${at}.channel`),
    seat: nullable(count)(o.seat, `${at}.seat`),
    name: string(o.name, `${at}.name`),
    author: string(o.author, `${at}.author`),
    text: nullable(string)(o.text, `${at}.text`),
    phrase: nullable(string)(o.phrase, `${at}.phrase`),
    at: count(o.at, `${at}.at`),
  };
};

const aliases = list(string);

/** Reads a chat frame from the server (inside parseServerMessage's `attempt`); null if not chat. */
export function readChatFrame(o: Obj): ChatServerMessage | null {
  switch (o.type) {
    case 'chat':
      return { type: 'chat', line: chatLine(o.line, 'line') };
    case 'chat-history':
      return {
        type: 'chat-history',
        lines: list(chatLine)(o.lines, 'lines'),
        muted: aliases(o.muted, 'muted'),
        canWrite: o.canWrite === true,
        you: typeof o.you === 'string' ? o.you : null,
      };
    case 'chat-muted':
      return { type: 'chat-muted', muted: aliases(o.muted, 'muted') };
    case 'chat-reported':
      return {
        type: 'chat-reported',
        message: count(o.message, 'message'),
        report: count(o.report, 'report'),
      };
    default:
      return null;
  }
}
