// The Chimps on Mars board in the terminal: piles, every launch area, the open question, your
// hand, in English or German with the glossary's words (src/games/chimps-on-mars/glossary.ts),
// laid out for 80 columns. Card ids (c12) stay beside the names: moves are typed with them.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import { capitalised } from '../../engine/glossary.ts';
import { CARDS, LAUNCH_PARTS, ROUND_LIMIT } from '../../games/chimps-on-mars/data.ts';
import { GLOSSARY } from '../../games/chimps-on-mars/glossary.ts';
import { attackName, cardName, playerName } from '../../games/chimps-on-mars/names.ts';
import type { CMView } from '../../games/chimps-on-mars/view.ts';
import type { Style } from '../style.ts';
import { visibleLength } from '../text.ts';
import type { TerminalBoard } from './board.ts';

const WIDTH = 80;

const KIND_COLOURS: Record<string, string> = {
  launch: '32',
  power: '33',
  event: '31',
  crew: '36',
};

/** The sentences around the glossary's terms, per language. */
const FRAME = {
  en: {
    you: 'you',
    head: (round: number, turn: number, who: string) =>
      `Round ${round} of ${ROUND_LIMIT} · turn ${turn} · ${who} to play`,
    piles: (pile: number, discard: number) => `Main pile ${pile}, discard pile ${discard}.`,
    bottom: (cards: string) => `Under the main pile: ${cards}.`,
    win: (order: string) => `Win: exactly ${order}, in this order.`,
    handOf: (n: number) => `hand ${n}`,
    empty: '(no cards)',
    actions: 'Actions this turn',
    act: { draw: 'draw', play: 'play', discard: 'discard' },
    attackYou: (who: string, what: string) =>
      `${who} attacks you with ${what}: answer with a Banana, or let it happen.`,
    attackOther: (who: string, what: string, target: string) =>
      `${who} attacks ${target} with ${what}: waiting for the answer.`,
    revenge: (who: string, against: string) =>
      `${who} may take the Crocodile’s revenge on ${against}.`,
    meteor: (who: string) => `Meteor Shower: ${who} loses a launch card.`,
    trim: (who: string) => `${who} discards down to the hand limit.`,
    yourHand: 'Your hand',
    landed: (who: string, cards: string) => `${who} landed: ${cards}.`,
  },
  de: {
    you: 'du',
    head: (round: number, turn: number, who: string) =>
      `Runde ${round} von ${ROUND_LIMIT} · Zug ${turn} · ${who} ist am Zug`,
    piles: (pile: number, discard: number) => `Nachziehstapel ${pile}, Ablagestapel ${discard}.`,
    bottom: (cards: string) => `Unter dem Nachziehstapel: ${cards}.`,
    win: (order: string) => `Sieg: genau ${order}, in dieser Reihenfolge.`,
    handOf: (n: number) => `Hand ${n}`,
    empty: '(keine Karten)',
    actions: 'Aktionen in diesem Zug',
    act: { draw: 'ziehen', play: 'ausspielen', discard: 'abwerfen' },
    attackYou: (who: string, what: string) =>
      `${who} greift dich mit ${what} an: antworte mit einer Banane oder lass es geschehen.`,
    attackOther: (who: string, what: string, target: string) =>
      `${who} greift ${target} mit ${what} an: wartet auf die Antwort.`,
    revenge: (who: string, against: string) =>
      `${who} darf die Rache des Krokodils an ${against} nehmen.`,
    meteor: (who: string) => `Meteorschauer: ${who} verliert eine Startkarte.`,
    trim: (who: string) => `${who} wirft auf das Handlimit ab.`,
    yourHand: 'Deine Hand',
    landed: (who: string, cards: string) => `${who} ist gelandet: ${cards}.`,
  },
} as const;

/** Items on lines of at most `width` columns, each line after `indent`; an item never breaks. */
function pack(items: readonly string[], indent: string, sep = ' | '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line}${sep}${item}` : item;
    if (line && indent.length + visibleLength(next) > WIDTH) {
      lines.push(indent + line);
      line = item;
    } else line = next;
  }
  if (line) lines.push(indent + line);
  return lines;
}

function draw(v: CMView, viewer: Viewer, style: Style, lang: Lang): string[] {
  const F = FRAME[lang];
  const T = (key: keyof typeof GLOSSARY) => GLOSSARY[key][lang];
  const name = (seat: Seat) => playerName(seat, lang);
  const who = (seat: Seat) => (seat === viewer ? `${name(seat)} (${F.you})` : name(seat));
  const card = (id: number) =>
    `${style.paint(KIND_COLOURS[CARDS[id]?.kind ?? 'launch'] ?? '0', cardName(id, lang))} ${style.dim(`c${id + 1}`)}`;
  const out: string[] = [];
  const round = Math.ceil(v.turnNumber / v.players);
  out.push(
    style.bold(F.head(round, v.turnNumber, who(v.turn))) +
      (v.options.eventEffects ? `  [${capitalised(T('eventEffects'))}]` : ''),
  );
  out.push(style.dim(F.piles(v.pileSize, v.discardSize)));
  if (v.pileBottom.length)
    out.push(style.dim(F.bottom(v.pileBottom.map((id) => cardName(id, lang)).join(', '))));
  out.push(
    ...pack(F.win(LAUNCH_PARTS.map((p) => T(p)).join(' > ')).split(' '), '', ' ').map(style.dim),
  );
  for (let seat = 0; seat < v.players; seat++) {
    const area = (v.launch[seat] ?? []).map((id, at) =>
      id === null
        ? style.dim(`[${T('faceDown')}]`)
        : at === v.faceDownAt[seat]
          ? `${card(id)} ${style.dim(`(${T('faceDown')})`)}`
          : card(id),
    );
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    const shield = v.shielded[seat] ? `  [${T('protection')}]` : '';
    out.push(
      `${marker}${who(seat)}: ${F.handOf(v.handSizes[seat] ?? 0)}${shield}, ${T('launchArea')}:`,
    );
    out.push(...(area.length ? pack(area, '    ') : [`    ${style.dim(F.empty)}`]));
  }
  if (v.actions.length)
    out.push(style.dim(`${F.actions}: ${v.actions.map((a) => F.act[a]).join(', ')}`));
  const p = v.pending[0];
  const ask = (text: string) => out.push(...pack(text.split(' '), '', ' ').map(style.bold));
  if (p?.kind === 'reaction') {
    const what = attackName(p.attack, lang);
    ask(
      p.seat === viewer
        ? F.attackYou(who(p.attacker), what)
        : F.attackOther(who(p.attacker), what, who(p.seat)),
    );
  } else if (p?.kind === 'revenge') ask(F.revenge(who(p.seat), who(p.against)));
  else if (p?.kind === 'meteor') ask(F.meteor(who(p.seat)));
  else if (p?.kind === 'trim') ask(F.trim(who(p.seat)));
  if (typeof viewer === 'number') {
    const hand = v.hands[viewer];
    if (hand) {
      out.push(`${F.yourHand}:`);
      out.push(...(hand.length ? pack(hand.map(card), '    ') : [`    ${style.dim(F.empty)}`]));
    }
  }
  return out;
}

function resultDetails(v: CMView, lang: Lang): string[] {
  const r = v.result;
  if (!r) return [];
  const F = FRAME[lang];
  // An abandoned game says so in the shared results already.
  if (r.winner < 0) return [];
  const cards = (v.launch[r.winner] ?? []).map((id) => (id === null ? '?' : cardName(id, lang)));
  return pack(F.landed(playerName(r.winner, lang), cards.join(', ')).split(' '), '', ' ');
}

export const chimpsOnMarsBoard: TerminalBoard = {
  draw: (view, viewer, style, lang = 'en') => draw(view as CMView, viewer, style, lang),
  resultDetails: (view, _style, lang = 'en') => resultDetails(view as CMView, lang),
};
