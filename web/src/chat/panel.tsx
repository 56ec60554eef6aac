// The table chat at an online table: a panel under the game log (below the table on a phone)
// that opens and closes (a badge counts what came while it was closed), the lines as plain
// text (never HTML), quick phrases in the reader's language, and Mute and Report per line.

import { useEffect, useRef, useState } from 'preact/hooks';
import { refusalText } from '../../../src/engine/game.ts';
import { CHAT_MAX, PHRASE_IDS, phraseText } from '../../../src/protocol/chat.ts';
import type { ChatLine } from '../../../src/protocol/chat.ts';
import { lang } from '../i18n.ts';
import type { ChatModel } from './model.ts';
import { chw } from './words.ts';
import './chat.css';

function useModel(model: ChatModel) {
  const [, render] = useState(0);
  useEffect(() => model.subscribe(() => render((n) => n + 1)), [model]);
  return model.state;
}

const said = (l: ChatLine): string => l.text ?? phraseText(l.phrase ?? '', lang());

export function ChatPanel({ model }: { model: ChatModel }) {
  const state = useModel(model);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const lines = model.visible();
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, state.open]);
  // Names of the muted authors, from their lines this page has.
  const mutedNames = [...state.muted].map((author) => ({
    author,
    name: [...state.lines].reverse().find((l) => l.author === author)?.name ?? '?',
  }));
  const submit = (e: Event) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    model.say(text);
    setDraft('');
  };
  return (
    <section class="panel chat" data-testid="chat" aria-label={chw('chat')}>
      <button
        type="button"
        class="chat-toggle"
        aria-expanded={state.open}
        data-testid="chat-toggle"
        onClick={() => model.setOpen(!state.open)}
      >
        {chw('chat')}
        {state.unread > 0 ? (
          <span class="chat-badge" data-testid="chat-unread">
            {chw('unread', { n: String(state.unread) })}
          </span>
        ) : null}
      </button>
      {state.open ? (
        <div class="chat-body">
          <ol
            class="chat-lines"
            ref={list}
            data-testid="chat-lines"
            aria-live="polite"
            tabIndex={0}
          >
            {lines.length === 0 ? <li class="muted">{chw('empty')}</li> : null}
            {lines.map((l) => (
              <li
                key={l.id}
                data-testid="chat-line"
                data-author={l.author}
                data-channel={l.channel}
              >
                <span class="chat-name">
                  {l.name}
                  {l.seat === null ? ` (${chw('spectator')})` : ''}:
                </span>{' '}
                <span class="chat-text" data-testid="chat-text">
                  {said(l)}
                </span>
                {l.author !== state.you && state.you !== null ? (
                  <span class="chat-line-actions">
                    <button
                      type="button"
                      data-testid="chat-mute"
                      aria-label={chw('muteLabel', { name: l.name })}
                      onClick={() => model.mute(l.author, true)}
                    >
                      {chw('mute')}
                    </button>
                    <button
                      type="button"
                      data-testid="chat-report"
                      aria-label={chw('reportLabel', { name: l.name })}
                      disabled={state.reported.has(l.id)}
                      onClick={() => model.report(l.id)}
                    >
                      {state.reported.has(l.id) ? chw('reported') : chw('report')}
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          {mutedNames.length > 0 ? (
            <p class="chat-muted" data-testid="chat-muted">
              {chw('muted')}{' '}
              {mutedNames.map((m) => (
                <button
                  key={m.author}
                  type="button"
                  data-testid="chat-unmute"
                  onClick={() => model.mute(m.author, false)}
                >
                  {chw('unmute')} {m.name}
                </button>
              ))}
            </p>
          ) : null}
          {state.canWrite ? (
            <>
              <div class="chat-phrases" role="group" aria-label={chw('phrases')}>
                {PHRASE_IDS.map((id) => (
                  <button
                    key={id}
                    type="button"
                    data-testid={`chat-phrase-${id}`}
                    onClick={() => model.phrase(id)}
                  >
                    {phraseText(id, lang())}
                  </button>
                ))}
              </div>
              <form class="chat-form" onSubmit={submit}>
                <input
                  data-testid="chat-input"
                  aria-label={chw('placeholder')}
                  placeholder={chw('placeholder')}
                  maxLength={CHAT_MAX}
                  value={draft}
                  onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
                />
                <button type="submit" class="primary" data-testid="chat-send">
                  {chw('send')}
                </button>
              </form>
            </>
          ) : (
            <p class="muted">{chw('noSession')}</p>
          )}
          {state.error ? (
            <div class="error" role="alert" data-testid="chat-error">
              {refusalText(state.error, lang())}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
