// Client -> server: every inbound WebSocket frame is parsed here into a typed message or
// rejected with a typed error frame, and the error frames themselves are built here.

import type { RuleError } from '../engine/game.ts';
import { fail, isLang, LANGS } from '../engine/game.ts';
import type { Result, RefusalWords } from '../engine/game.ts';
import { textProblem } from '../engine/text.ts';
import { parseChatFrame } from './chat.ts';
import { isObject } from './read.ts';
import { parseUndoFrame } from './undo.ts';
import { MAX_MOVE_CHARS, PROTOCOL } from './wire.ts';
import type { ClientMessage, ErrorCode, ErrorMessage } from './wire.ts';

export const errorMessage = (
  code: ErrorCode | string,
  message: string,
  id: string | null = null,
  rule: string | null = null,
  words?: RefusalWords,
): ErrorMessage =>
  words
    ? { type: 'error', code, rule, message, words, id }
    : { type: 'error', code, rule, message, id };

/** The error frame of a refusal: its code, ruling, English `message` and its `words`. */
export const refusalMessage = (error: RuleError, id: string | null = null): ErrorMessage =>
  errorMessage(error.code, error.message, id, error.rule, error.words);

const isVersion = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

/** A short opaque id (match ids, request ids, tokens) with no surprises in it. */
export const isId = (x: unknown, max = 64): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max && /^[A-Za-z0-9_-]+$/.test(x);

/** The refusal for a match id the server does not know, in English and German. */
export const noMatch = (id: string): Result<never> =>
  fail('unknown-match', null, `There is no match ${id}.`, `Es gibt keine Partie ${id}.`);

/** A client's value quoted back in an error, cut short: an answer never echoes a whole frame. */
const echo = (x: unknown): string => {
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Parses one inbound frame. */
export function parseClientMessage(text: string): ClientMessage | ErrorMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return errorMessage('bad-json', 'The message is not valid JSON.');
  }
  if (!isObject(data)) return errorMessage('bad-message', 'A message must be a JSON object.');
  const id = isId(data.id) ? data.id : null;
  const bad = (why: string) =>
    errorMessage('bad-message', `Bad "${data.type}" message: ${why}`, id);
  switch (data.type) {
    case 'hello': {
      if (data.protocol !== undefined && data.protocol !== null && data.protocol !== PROTOCOL)
        return errorMessage(
          'unsupported-protocol',
          `This server speaks protocol ${PROTOCOL}, not ${JSON.stringify(data.protocol)}.`,
          id,
        );
      const { match, token, since, lang } = data;
      if (!isId(match)) return bad('"match" must be a match id.');
      if (token !== undefined && token !== null && !isId(token))
        return bad('"token" must be the token from an invite link.');
      if (since !== undefined && since !== null && !isVersion(since))
        return bad('"since" must be a version number.');
      if (lang !== undefined && lang !== null && !isLang(lang))
        return bad(`"lang" must be one of ${LANGS.join(', ')}.`);
      return {
        type: 'hello',
        match,
        token: isId(token) ? token : null,
        since: isVersion(since) ? since : null,
        lang: isLang(lang) ? lang : 'en',
      };
    }
    case 'move':
      if (!isVersion(data.version)) return bad('"version" must be the version the move is for.');
      if (typeof data.move !== 'string' || data.move.length === 0)
        return bad('"move" must be a move string.');
      if (data.move.length > MAX_MOVE_CHARS)
        return bad(`"move" is longer than ${MAX_MOVE_CHARS} characters.`);
      if (textProblem(data.move, MAX_MOVE_CHARS))
        return bad('"move" must be plain text (no control characters).');
      return { type: 'move', version: data.version, move: data.move, id };
    case 'leave':
      return { type: 'leave' };
    case 'ping':
      return { type: 'ping' };
    case 'undo-ask':
    case 'undo-answer': {
      const read = parseUndoFrame(data, id);
      return 'problem' in read ? bad(read.problem) : read;
    }
    default: {
      const chat = parseChatFrame(data, id);
      if (chat && 'type' in chat) return chat;
      if (chat) return errorMessage(chat.code, chat.en, id, null, { de: chat.de });
      return errorMessage(
        'unknown-type',
        `Unknown message type ${echo(data.type)}; expected hello, move, leave, ping, undo-ask, undo-answer or chat.`,
        id,
      );
    }
  }
}
