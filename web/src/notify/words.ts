// The notifications page's words in English and German.

import { lang } from '../i18n.ts';

const EN = {
  title: 'Notifications',
  loading: 'Loading…',
  when: 'Tell me when',
  yourTurn: 'it is my turn (not while I have the table open)',
  deadline: 'a turn-based deadline is near its end',
  gameEnd: 'a game of mine has ended',
  push: 'On this device',
  pushHint: 'Push messages reach this browser even when Moontable is closed.',
  pushOn: 'Send push messages here',
  pushOff: 'Stop push messages here',
  pushUnavailable:
    'This browser cannot receive push messages from here (it needs HTTPS and a browser that supports them).',
  pushDenied:
    'The browser did not allow notifications for Moontable; allow them in its site settings.',
  webhook: 'Webhook',
  webhookUrl: 'Address',
  webhookKind: 'Format',
  email: 'E-mail',
  emailAddress: 'Address for a digest of waiting games',
  save: 'Save',
  saved: 'Saved.',
  test: 'Send a test',
  testSent: 'A test message is on its way on every channel you set.',
  iphone:
    'On an iPhone or iPad, push messages arrive only in the installed app: Share, then “Add to Home Screen”.',
} as const;

const DE: Record<keyof typeof EN, string> = {
  title: 'Benachrichtigungen',
  loading: 'Lädt…',
  when: 'Sag mir Bescheid, wenn',
  yourTurn: 'ich am Zug bin (nicht, solange ich den Tisch offen habe)',
  deadline: 'eine Frist im Zugspiel bald abläuft',
  gameEnd: 'eine Partie von mir zu Ende ist',
  push: 'Auf diesem Gerät',
  pushHint: 'Push-Nachrichten erreichen diesen Browser, auch wenn Moontable geschlossen ist.',
  pushOn: 'Push-Nachrichten hierher schicken',
  pushOff: 'Keine Push-Nachrichten mehr hierher',
  pushUnavailable:
    'Dieser Browser kann von hier keine Push-Nachrichten empfangen (dafür braucht es HTTPS und einen Browser, der sie kann).',
  pushDenied:
    'Der Browser hat Benachrichtigungen für Moontable nicht erlaubt; erlaube sie in seinen Website-Einstellungen.',
  webhook: 'Webhook',
  webhookUrl: 'Adresse',
  webhookKind: 'Format',
  email: 'E-Mail',
  emailAddress: 'Adresse für eine Sammelmail wartender Partien',
  save: 'Speichern',
  saved: 'Gespeichert.',
  test: 'Test senden',
  testSent: 'Eine Testnachricht ist auf jedem eingerichteten Weg unterwegs.',
  iphone:
    'Auf iPhone und iPad kommen Push-Nachrichten nur in der installierten App an: Teilen, dann „Zum Home-Bildschirm“.',
};

export const nw = (key: keyof typeof EN): string => (lang() === 'de' ? DE[key] : EN[key]);
