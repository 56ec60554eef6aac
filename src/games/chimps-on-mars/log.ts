// Log lines in words for a move just played, as one viewer may read them. A card only its
// owner may see reads by name for the owner and as "a card" for everyone else; the answer to
// an attack reads the same whether or not the target held a Banana.

import type { Seat, Viewer } from '../../engine/game.ts';
import type { CMEvent } from './events.ts';
import { attackLabel, cardLabel, playerLabel } from './names.ts';

export function eventLine(e: CMEvent, viewer: Viewer): string {
  const who = (seat: Seat): string => (seat === viewer ? 'You' : playerLabel(seat));
  const whose = (seat: Seat): string => (seat === viewer ? 'your' : `${playerLabel(seat)}'s`);
  const secret = (seat: Seat, card: number, hidden: boolean, shown = cardLabel(card)) =>
    hidden && seat !== viewer ? 'a face-down card' : shown;
  switch (e.e) {
    case 'turn':
      return `Turn ${e.turn}: ${whose(e.seat)} turn.`;
    case 'arrange':
      return `${who(e.seat)} rearranged the launch area into launch order.`;
    case 'reshuffle':
      return `The main pile ran out: the discard pile was shuffled into a new main pile of ${e.cards} cards.`;
    case 'draw':
      return e.seat === viewer
        ? `You drew ${cardLabel(e.card)}.`
        : `${playerLabel(e.seat)} drew a card.`;
    case 'draw-event': {
      const where = {
        launch: 'it goes face up into the launch area',
        bottom: 'an Event is already there, so it goes under the main pile',
        discard: 'the Banana protection discards it at once',
      }[e.to];
      return `${who(e.seat)} drew ${cardLabel(e.card)}: ${where}.`;
    }
    case 'play':
      return e.down
        ? `${who(e.seat)} played ${e.seat === viewer ? `${cardLabel(e.card)} ` : 'a card '}face down.`
        : `${who(e.seat)} played ${cardLabel(e.card)}.`;
    case 'discard-hand':
      return `${who(e.seat)} discarded ${e.seat === viewer ? cardLabel(e.card) : 'a card'} from hand${e.trim ? ' (hand limit)' : ''}.`;
    case 'discard-launch':
      return `${who(e.seat)} discarded ${secret(e.seat, e.card, e.down, cardLabel(e.card) + (e.down ? ' (face down)' : ''))} from the launch area${e.why === 'meteor' ? ' (Meteor Shower)' : ''}.`;
    case 'event-removed': {
      const how = {
        crew: `with ${e.with.map(cardLabel).join(' and ')}, which go too`,
        pair: `by the matching ${e.with.map(cardLabel).join(' and ')}`,
        banana: 'by the Banana',
      }[e.how];
      return `${cardLabel(e.event)} is removed from ${whose(e.seat)} launch area ${how}.`;
    }
    case 'banana':
      return e.reaction
        ? `${who(e.seat)} answered with a Banana: the attack is cancelled, and ${whose(e.seat)} launch area is protected until ${whose(e.seat)} next turn.`
        : `${who(e.seat)} played a Banana: ${whose(e.seat)} launch area is protected until ${whose(e.seat)} next turn.`;
    case 'attack': {
      const theirs = e.theirs === null ? 'face-down card' : cardLabel(e.theirs);
      const mine = e.mine === null ? 'face-down card' : cardLabel(e.mine);
      const what =
        e.attack === 'swap'
          ? `to swap ${whose(e.seat)} ${mine} for ${whose(e.target)} ${theirs}`
          : `on ${whose(e.target)} ${theirs}`;
      return `${who(e.seat)} played ${attackLabel(e.attack)} ${what}; ${e.target === viewer ? 'you' : playerLabel(e.target)} may answer with a Banana.`;
    }
    case 'allow':
      return `${who(e.seat)} let the ${attackLabel(e.attack)} resolve.`;
    case 'swapped':
      return `${who(e.seat)} swapped ${cardLabel(e.gave)} for ${whose(e.target)} ${cardLabel(e.took)}; both lie face up.`;
    case 'stolen':
      return `${who(e.seat)} stole ${whose(e.target)} ${cardLabel(e.card)}.`;
    case 'destroyed':
      return `${who(e.seat)} ${e.revenge ? "took the Crocodile's revenge and discarded" : 'destroyed'} ${whose(e.target)} ${secret(e.target, e.card, e.down)}.`;
    case 'no-revenge':
      return `${who(e.seat)} took no revenge.`;
    case 'solar-flare':
      return `Solar Flare: ${whose(e.seat)} face-down card turns face up: ${cardLabel(e.card)}.`;
    case 'no-meteor':
      return `Meteor Shower: ${who(e.seat)} had no launch card to lose.`;
    case 'end':
      return e.actions === 0 ? `${who(e.seat)} passed.` : `${who(e.seat)} ended the turn.`;
    case 'win':
      return `${who(e.seat)} landed the first chimp on Mars!`;
    case 'called-off':
      return `Nobody landed in ${e.rounds} rounds: the flight is called off.`;
  }
}

export function eventLines(events: readonly CMEvent[], viewer: Viewer): string[] {
  return events.map((e) => eventLine(e, viewer));
}
