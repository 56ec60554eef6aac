// The Chimps on Mars board in the terminal: piles, every launch area, the pending answer, your hand.

import type { Seat, Viewer } from '../../engine/game.ts';
import { CARDS, LAUNCH_PARTS } from '../../games/chimps-on-mars/data.ts';
import { attackLabel, cardLabel, playerLabel } from '../../games/chimps-on-mars/names.ts';
import type { CMView } from '../../games/chimps-on-mars/view.ts';
import type { Style } from '../style.ts';
import type { TerminalBoard } from './board.ts';

const KIND_COLOURS: Record<string, string> = {
  launch: '32',
  power: '33',
  event: '31',
  crew: '36',
};

const who = (seat: Seat, viewer: Viewer) =>
  seat === viewer ? `${playerLabel(seat)} (you)` : playerLabel(seat);

function draw(v: CMView, viewer: Viewer, style: Style): string[] {
  const card = (id: number) =>
    `${style.paint(KIND_COLOURS[CARDS[id]?.kind ?? 'launch'] ?? '0', cardLabel(id))} ${style.dim(`c${id + 1}`)}`;
  const out: string[] = [];
  const round = Math.ceil(v.turnNumber / v.players);
  out.push(
    style.bold(`Round ${round} · turn ${v.turnNumber} · ${who(v.turn, viewer)} to play`) +
      (v.options.eventEffects ? '  [event effects]' : ''),
  );
  out.push(
    style.dim(
      `Main pile ${v.pileSize}${v.pileBottom.length ? ` (at the bottom: ${v.pileBottom.map(cardLabel).join(', ')})` : ''}, discard pile ${v.discardSize}. Win: ${LAUNCH_PARTS.length} cards in order Chimp > Booster > Spaceship > Landing Ticket, nothing else.`,
    ),
  );
  for (let seat = 0; seat < v.players; seat++) {
    const area = (v.launch[seat] ?? []).map((id, at) =>
      id === null
        ? style.dim('[face down]')
        : at === v.faceDownAt[seat]
          ? `${card(id)} ${style.dim('(face down)')}`
          : card(id),
    );
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    const shield = v.shielded[seat] ? ' [Banana: protected]' : '';
    out.push(
      `${marker}${who(seat, viewer).padEnd(15)} hand ${v.handSizes[seat]}${shield}  launch: ${area.join(' | ') || '-'}`,
    );
  }
  if (v.actions.length) out.push(style.dim(`Actions this turn: ${v.actions.join(', ')}`));
  const p = v.pending[0];
  if (p?.kind === 'reaction') {
    out.push(
      style.bold(
        p.seat === viewer
          ? `${who(p.attacker, viewer)} plays ${attackLabel(p.attack)} on you: answer with a Banana, or let it resolve.`
          : `${who(p.attacker, viewer)} plays ${attackLabel(p.attack)} on ${who(p.seat, viewer)}: waiting for the answer (Banana or not).`,
      ),
    );
  } else if (p?.kind === 'revenge') {
    out.push(style.bold(`${who(p.seat, viewer)} may take the Crocodile's revenge.`));
  } else if (p?.kind === 'meteor') {
    out.push(style.bold(`Meteor Shower: ${who(p.seat, viewer)} loses a launch card.`));
  } else if (p?.kind === 'trim') {
    out.push(style.bold(`${who(p.seat, viewer)} discards down to the hand limit.`));
  }
  if (typeof viewer === 'number') {
    const hand = v.hands[viewer];
    if (hand) out.push(`Your hand: ${hand.map(card).join(', ') || '-'}`);
  }
  return out;
}

function resultDetails(v: CMView): string[] {
  const r = v.result;
  if (!r) return [];
  return [
    r.winner >= 0
      ? `${playerLabel(r.winner)} landed: ${(v.launch[r.winner] ?? []).map((id) => (id === null ? '?' : cardLabel(id))).join(', ')}.`
      : 'Nobody landed.',
  ];
}

export const chimpsOnMarsBoard: TerminalBoard = {
  draw: (view, viewer, style) => draw(view as CMView, viewer, style),
  resultDetails: (view) => resultDetails(view as CMView),
};
