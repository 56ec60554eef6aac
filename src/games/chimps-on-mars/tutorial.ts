// Learn to play Chimps on Mars: a three-player deal against Luna and Kiko, fourteen steps
// through playing and drawing cards, rearranging, attacks and the Banana window. Data only
// (src/engine/tutorial.ts replays it); the web page is web/src/learn/, docs/learn.md describes it.

import type { Tutorial } from '../../engine/tutorial.ts';

export const tutorial: Tutorial = {
  game: 'chimps-on-mars',
  players: 3,
  options: {},
  seed: 'learn1',
  learner: 0,
  names: ['', 'Luna', 'Kiko'],
  intro: {
    en: 'The first to line up Chimp, Booster, Spaceship and Landing Ticket in their launch area lands on Mars and wins. You play against Luna and Kiko; every step shows one rule and asks for one move.',
    de: 'Wer zuerst Schimpanse, Rakete, Raumkapsel und Landeticket in seinem Startbereich aufreiht, landet auf dem Mars und gewinnt. Du spielst gegen Luna und Kiko; jeder Schritt zeigt eine Regel und verlangt einen Zug.',
  },
  steps: [
    {
      title: { en: 'Play a card face down', de: 'Eine Karte verdeckt spielen' },
      text: {
        en: 'A turn is one or two different actions: draw, play a card into your launch area, or discard. One card a turn may go in face down, so the others cannot aim at it. Play your Spaceship face down.',
        de: 'Ein Zug besteht aus einer oder zwei verschiedenen Aktionen: ziehen, eine Karte in den Startbereich spielen oder abwerfen. Eine Karte pro Zug darf verdeckt hinein, damit die anderen sie nicht gezielt treffen. Spiel deine Raumkapsel verdeckt.',
      },
      move: 'play c17 down',
      rules: ['CM-4'],
    },
    {
      title: { en: 'Draw', de: 'Ziehen' },
      text: {
        en: 'Your second action must differ from the first: draw a card. Play goes to the right, so Kiko is next, then Luna.',
        de: 'Deine zweite Aktion muss sich von der ersten unterscheiden: Zieh eine Karte. Gespielt wird nach rechts, also ist Kiko dran, dann Luna.',
      },
      move: 'draw',
      rules: ['CM-1', 'CM-4'],
    },
    {
      before: ['play c6 down', 'draw', 'play c11 down', 'draw'],
      title: { en: 'The Chimp', de: 'Der Schimpanse' },
      text: {
        en: 'Your launch area must end up holding exactly Chimp, Booster, Spaceship and Landing Ticket, in that order. Play your Chimp.',
        de: 'Am Ende muss dein Startbereich genau Schimpanse, Rakete, Raumkapsel und Landeticket halten, in dieser Reihenfolge. Spiel deinen Schimpansen.',
      },
      move: 'play c5',
      rules: ['CM-2'],
    },
    {
      title: { en: 'Hand limit', de: 'Handlimit' },
      text: {
        en: 'Draw again. At the end of your turn you discard down to 4 cards.',
        de: 'Zieh noch einmal. Am Ende deines Zuges wirfst du auf 4 Karten ab.',
      },
      move: 'draw',
      rules: ['CM-9'],
    },
    {
      before: ['discard c43', 'draw', 'play c21', 'draw'],
      title: { en: 'Rearrange for free', de: 'Kostenlos umordnen' },
      text: {
        en: 'Before your actions you may rearrange your launch area at no cost. Put the Chimp first, ahead of the Spaceship.',
        de: 'Vor deinen Aktionen darfst du deinen Startbereich kostenlos umordnen. Leg den Schimpansen nach vorn, vor die Raumkapsel.',
      },
      move: 'arrange c5,down',
      rules: ['CM-4'],
    },
    {
      title: { en: 'A Booster', de: 'Eine Rakete' },
      text: {
        en: 'Models need not match: any Booster will do. Play the Blue Nebula Booster.',
        de: 'Die Modelle müssen nicht zusammenpassen: Jede Rakete taugt. Spiel die Rakete Blauer Nebel.',
      },
      move: 'play c9',
      rules: ['CM-2'],
    },
    {
      title: { en: 'Cards stay put', de: 'Karten bleiben liegen' },
      text: {
        en: 'A card in your launch area never goes back to your hand. Draw to end your turn.',
        de: 'Eine Karte im Startbereich kehrt nie auf die Hand zurück. Zieh, um deinen Zug zu beenden.',
      },
      move: 'draw',
      rules: ['CM-5'],
    },
    {
      before: ['swap down p1:c5'],
      title: { en: 'Under attack', de: 'Angegriffen' },
      text: {
        en: 'Kiko plays Swap: her face-down card for your Chimp. A Banana would cancel the attack and protect you until your next turn, but you hold none. Let it happen.',
        de: 'Kiko spielt Tausch: ihre verdeckte Karte gegen deinen Schimpansen. Eine Banane würde den Angriff aufheben und dich bis zu deinem nächsten Zug schützen, aber du hast keine. Lass es geschehen.',
      },
      move: 'allow',
      rules: ['CM-7', 'CM-8'],
    },
    {
      before: ['discard c47', 'draw'],
      title: { en: 'Order again', de: 'Neu ordnen' },
      text: {
        en: 'You got Kiko’s Red Comet Booster. Rearrange: the two Boosters first, then the Spaceship, to make room for a new Chimp in front.',
        de: 'Du hast Kikos Rakete Roter Komet bekommen. Ordne um: erst die beiden Raketen, dann die Raumkapsel, damit vorn Platz für einen neuen Schimpansen ist.',
      },
      move: 'arrange c9,c6,down',
      rules: ['CM-4'],
    },
    {
      title: { en: 'A new Chimp', de: 'Ein neuer Schimpanse' },
      text: {
        en: 'Play the Chimp you drew.',
        de: 'Spiel den Schimpansen, den du gezogen hast.',
      },
      move: 'play c2',
      rules: ['CM-2'],
    },
    {
      title: { en: 'Nothing extra', de: 'Nichts zu viel' },
      text: {
        en: 'Your launch area must hold exactly the four cards, nothing more. Discard the second Booster from it.',
        de: 'Dein Startbereich muss genau die vier Karten halten, nicht mehr. Wirf die zweite Rakete daraus ab.',
      },
      move: 'discard c6',
      rules: ['CM-3'],
    },
    {
      before: ['play c10 down', 'draw', 'destroy p1:c9'],
      title: { en: 'Destroy', de: 'Zerstörung' },
      text: {
        en: 'Luna plays Destroy on your Booster: it goes to the discard pile. No Banana in hand; let it resolve.',
        de: 'Luna spielt Zerstörung auf deine Rakete: Sie kommt auf den Ablagestapel. Keine Banane auf der Hand; lass es geschehen.',
      },
      move: 'allow',
      rules: ['CM-7', 'CM-8'],
    },
    {
      title: { en: 'Close the gap', de: 'Die Lücke schließen' },
      text: {
        en: 'Rearrange your Chimp and Spaceship side by side again.',
        de: 'Leg deinen Schimpansen und deine Raumkapsel wieder nebeneinander.',
      },
      move: 'arrange c2,down',
      rules: ['CM-4'],
    },
    {
      title: { en: 'Steal', de: 'Diebstahl' },
      text: {
        en: 'An attack is a whole turn: one Swap, Steal or Destroy instead of your actions. Steal Luna’s Landing Ticket; she may still answer with a Banana.',
        de: 'Ein Angriff ist ein ganzer Zug: ein Tausch, Diebstahl oder eine Zerstörung statt deiner Aktionen. Stiehl Lunas Landeticket; sie darf noch mit einer Banane antworten.',
      },
      move: 'steal p2:c21',
      rules: ['CM-4', 'CM-7', 'CM-8'],
    },
  ],
  outro: {
    en: 'Build the four cards in order, hide one card a turn face down, keep a Banana for the attack that hurts, and strike when someone is one card from Mars.',
    de: 'Leg die vier Karten in der richtigen Reihenfolge, verdecke eine Karte pro Zug, heb eine Banane für den Angriff auf, der weh tut, und schlag zu, wenn jemand eine Karte vor dem Mars steht.',
  },
};
