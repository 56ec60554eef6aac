// Log lines in words for a move just played, as one viewer may read them. A card only its
// owner may see reads by name for the owner and as "a card" for everyone else; the answer to
// an attack reads the same whether or not the target held a Banana. One function per language,
// each an exhaustive switch, so a new event without its German line does not compile.

import type { Lang, Seat, Viewer } from '../../engine/game.ts';
import type { CMEvent } from './events.ts';
import { attackLabel, attackName, cardLabel, cardName, playerLabel } from './names.ts';

function english(e: CMEvent, viewer: Viewer): string {
  const who = (seat: Seat): string => (seat === viewer ? 'You' : playerLabel(seat));
  const whose = (seat: Seat): string => (seat === viewer ? 'your' : `${playerLabel(seat)}'s`);
  const secret = (seat: Seat, card: number, hidden: boolean, shown = cardLabel(card)) =>
    hidden && seat !== viewer ? 'a face-down card' : shown;
  switch (e.e) {
    case 'turn':
      return `Turn ${e.turn}: ${whose(e.seat)} turn.`;
    case 'arrange':
      return `${who(e.seat)} rearranged the launch area: ${e.cards.map((id, at) => secret(e.seat, id, at === e.downAt, cardLabel(id) + (at === e.downAt ? ' (face down)' : ''))).join(', ')}.`;
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
      const answer = `${e.target === viewer ? 'you' : playerLabel(e.target)} may answer with a Banana`;
      return e.attack === 'revenge'
        ? `${who(e.seat)} took the Crocodile's revenge ${what}; ${answer}.`
        : `${who(e.seat)} played ${attackLabel(e.attack)} ${what}; ${answer}.`;
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
      return `The game is abandoned: nobody landed within ${e.rounds} rounds (Moontable's safety stop; nobody wins).`;
  }
}

function german(e: CMEvent, viewer: Viewer): string {
  const card = (id: number): string => cardName(id, 'de');
  const you = (seat: Seat): boolean => seat === viewer;
  const player = (seat: Seat): string => `Spieler ${seat + 1}`;
  const who = (seat: Seat): string => (you(seat) ? 'Du' : player(seat));
  const verb = (seat: Seat, du: string, er: string): string => (you(seat) ? du : er);
  const has = (seat: Seat): string => `${who(seat)} ${verb(seat, 'hast', 'hat')}`;
  /** "von dir" / "von Spieler 2", after a card's name. */
  const of = (seat: Seat): string => (you(seat) ? 'von dir' : `von ${player(seat)}`);
  const areaDat = (seat: Seat): string =>
    you(seat) ? 'deinem Startbereich' : `dem Startbereich von ${player(seat)}`;
  const areaNom = (seat: Seat): string =>
    you(seat) ? 'dein Startbereich' : `der Startbereich von ${player(seat)}`;
  const nextTurn = (seat: Seat): string =>
    you(seat) ? 'zu deinem nächsten Zug' : `zum nächsten Zug von ${player(seat)}`;
  const secret = (seat: Seat, id: number, hidden: boolean, shown = card(id)) =>
    hidden && !you(seat) ? 'eine verdeckte Karte' : shown;
  const list = (ids: readonly number[]): string => ids.map(card).join(' und ');
  switch (e.e) {
    case 'turn':
      return `Zug ${e.turn}: ${you(e.seat) ? 'du bist' : `${player(e.seat)} ist`} am Zug.`;
    case 'arrange':
      return `${has(e.seat)} den Startbereich umgeordnet: ${e.cards.map((id, at) => secret(e.seat, id, at === e.downAt, card(id) + (at === e.downAt ? ' (verdeckt)' : ''))).join(', ')}.`;
    case 'reshuffle':
      return `Der Nachziehstapel ist leer: der Ablagestapel wurde zu einem neuen Nachziehstapel mit ${e.cards} Karten gemischt.`;
    case 'draw':
      return you(e.seat)
        ? `Du hast ${card(e.card)} gezogen.`
        : `${player(e.seat)} hat eine Karte gezogen.`;
    case 'draw-event': {
      const where = {
        launch: 'es kommt offen in den Startbereich',
        bottom: 'dort liegt schon ein Ereignis, also kommt es unter den Nachziehstapel',
        discard: 'der Bananenschutz wirft es sofort ab',
      }[e.to];
      return `${has(e.seat)} ${card(e.card)} gezogen: ${where}.`;
    }
    case 'play':
      return e.down
        ? `${has(e.seat)} ${you(e.seat) ? card(e.card) : 'eine Karte'} verdeckt gespielt.`
        : `${has(e.seat)} ${card(e.card)} gespielt.`;
    case 'discard-hand':
      return `${has(e.seat)} ${you(e.seat) ? card(e.card) : 'eine Karte'} aus der Hand abgeworfen${e.trim ? ' (Handlimit)' : ''}.`;
    case 'discard-launch':
      return `${has(e.seat)} ${secret(e.seat, e.card, e.down, card(e.card) + (e.down ? ' (verdeckt)' : ''))} aus dem Startbereich abgeworfen${e.why === 'meteor' ? ' (Meteorschauer)' : ''}.`;
    case 'event-removed': {
      const how = {
        crew: `zusammen mit ${list(e.with)}, die ebenfalls gehen`,
        pair: `durch das passende Paar ${list(e.with)}`,
        banana: 'durch die Banane',
      }[e.how];
      return `${card(e.event)} wird aus ${areaDat(e.seat)} entfernt, ${how}.`;
    }
    case 'banana':
      return e.reaction
        ? `${has(e.seat)} mit einer Banane geantwortet: der Angriff fällt aus, und ${areaNom(e.seat)} ist bis ${nextTurn(e.seat)} geschützt.`
        : `${has(e.seat)} eine Banane gespielt: ${areaNom(e.seat)} ist bis ${nextTurn(e.seat)} geschützt.`;
    case 'attack': {
      const theirs = e.theirs === null ? 'eine verdeckte Karte' : card(e.theirs);
      const mine = e.mine === null ? 'eine verdeckte Karte' : card(e.mine);
      const answer = you(e.target) ? 'du kannst' : `${player(e.target)} kann`;
      const what =
        e.attack === 'swap'
          ? `${attackName(e.attack, 'de')} gespielt, um ${mine} ${of(e.seat)} gegen ${theirs} ${of(e.target)} zu tauschen`
          : e.attack === 'revenge'
            ? `die Rache des Krokodils gegen ${theirs} ${of(e.target)} genommen`
            : `${attackName(e.attack, 'de')} gegen ${theirs} ${of(e.target)} gespielt`;
      return `${has(e.seat)} ${what}; ${answer} mit einer Banane antworten.`;
    }
    case 'allow':
      return `${has(e.seat)} den Angriff (${attackName(e.attack, 'de')}) zugelassen.`;
    case 'swapped':
      return `${has(e.seat)} ${card(e.gave)} gegen ${card(e.took)} ${of(e.target)} getauscht; beide liegen offen.`;
    case 'stolen':
      return `${has(e.seat)} ${card(e.card)} ${of(e.target)} gestohlen.`;
    case 'destroyed': {
      const what = `${secret(e.target, e.card, e.down)} ${of(e.target)}`;
      return e.revenge
        ? `${has(e.seat)} die Rache des Krokodils genommen und ${what} abgeworfen.`
        : `${has(e.seat)} ${what} zerstört.`;
    }
    case 'no-revenge':
      return `${who(e.seat)} ${verb(e.seat, 'verzichtest', 'verzichtet')} auf Rache.`;
    case 'solar-flare':
      return `Sonneneruption: ${you(e.seat) ? 'deine verdeckte Karte' : `die verdeckte Karte von ${player(e.seat)}`} wird aufgedeckt: ${card(e.card)}.`;
    case 'no-meteor':
      return `Meteorschauer: ${who(e.seat)} ${verb(e.seat, 'hattest', 'hatte')} keine Startkarte zu verlieren.`;
    case 'end':
      return e.actions === 0 ? `${has(e.seat)} gepasst.` : `${has(e.seat)} den Zug beendet.`;
    case 'win':
      return `${has(e.seat)} den ersten Schimpansen auf dem Mars gelandet!`;
    case 'called-off':
      return `Das Spiel ist abgebrochen: in ${e.rounds} Runden ist niemand gelandet (Sicherheitsstopp von Moontable; niemand gewinnt).`;
  }
}

const LINE: Readonly<Record<Lang, (e: CMEvent, viewer: Viewer) => string>> = {
  en: english,
  de: german,
};

export function eventLine(e: CMEvent, viewer: Viewer, lang: Lang = 'en'): string {
  return LINE[lang](e, viewer);
}
