// The table chat's words in English and German (its quick phrases are in
// src/protocol/chat.ts, where the server and every client read them).

import { lang } from '../i18n.ts';

const EN = {
  chat: 'Chat',
  unread: '{n} unread',
  placeholder: 'Say something (500 characters at most)',
  send: 'Send',
  phrases: 'Quick phrases',
  mute: 'Mute',
  muteLabel: 'Mute {name}: hide their messages',
  unmute: 'Unmute',
  muted: 'Muted:',
  report: 'Report',
  reportLabel: 'Report this message by {name} to the moderators',
  reported: 'Reported',
  empty: 'No messages yet.',
  spectator: 'spectator',
  spectatorsNote: 'Spectators also see each other here; the players do not.',
  noSession: 'Open the table in your browser with your own session to write here.',
  close: 'Close chat',
} as const;

type ChatKey = keyof typeof EN;

const DE: Record<ChatKey, string> = {
  chat: 'Chat',
  unread: '{n} ungelesen',
  placeholder: 'Schreib etwas (höchstens 500 Zeichen)',
  send: 'Senden',
  phrases: 'Schnelle Sätze',
  mute: 'Stumm',
  muteLabel: '{name} stummschalten: Nachrichten ausblenden',
  unmute: 'Wieder zeigen',
  muted: 'Stummgeschaltet:',
  report: 'Melden',
  reportLabel: 'Diese Nachricht von {name} den Moderatoren melden',
  reported: 'Gemeldet',
  empty: 'Noch keine Nachrichten.',
  spectator: 'Zuschauer',
  spectatorsNote: 'Zuschauer sehen hier auch einander; die Spieler nicht.',
  noSession: 'Öffne den Tisch in deinem Browser mit deiner eigenen Sitzung, um hier zu schreiben.',
  close: 'Chat schließen',
};

export function chw(key: ChatKey, vars: Readonly<Record<string, string>> = {}): string {
  const text = (lang() === 'de' ? DE : EN)[key];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}
