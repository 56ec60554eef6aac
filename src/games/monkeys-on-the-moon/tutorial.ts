// Learn to play Monkeys on the Moon: a two-player deal against Luna, twenty steps through
// civilization turns, auctions, a scorn card and a full ship. Data only (src/engine/tutorial.ts
// replays it); the web page is web/src/learn/, docs/learn.md describes the format.

import type { Tutorial } from '../../engine/tutorial.ts';

export const tutorial: Tutorial = {
  game: 'monkeys-on-the-moon',
  players: 2,
  options: {},
  seed: 'learn1',
  learner: 0,
  names: ['', 'Luna'],
  intro: {
    en: 'Six monkey tribes race along the track while you win their monkeys at auction and fly them home in ships. You play against Luna; every step shows one rule and asks for one move.',
    de: 'Sechs Affensippen laufen um die Wette, während du ihre Affen ersteigerst und in Raumschiffen heimfliegst. Du spielst gegen Luna; jeder Schritt zeigt eine Regel und verlangt einen Zug.',
  },
  steps: [
    {
      title: { en: 'Play a civilization card', de: 'Eine Zivilisationskarte spielen' },
      text: {
        en: 'Each round starts with civilization turns. Play a card from your hand: its tribe moves ahead on the track by the number on the card. You take 2 coins of the tribe you moved and pay 1 coin to its rival, the tribe across the circle. Play Counting to Eight for Brown.',
        de: 'Jede Runde beginnt mit Zivilisationszügen. Spiele eine Karte aus deiner Hand: Ihre Sippe rückt um die Zahl auf der Karte vor. Du nimmst 2 Münzen dieser Sippe und zahlst 1 Münze an ihren Rivalen, die Sippe gegenüber im Kreis. Spiele Bis acht zählen für Braun.',
      },
      move: 'play c1 brown',
      rules: ['MM-4'],
    },
    {
      before: ['play c13 green'],
      title: { en: 'Put a monkey up for auction', de: 'Einen Affen versteigern' },
      text: {
        en: 'Luna played her card too. Now come the bid turns: on yours you choose one of the monkeys on offer and everybody may bid for it. Put Sir Splash, a Blue monkey worth 5 status, up for bidding.',
        de: 'Luna hat ebenfalls eine Karte gespielt. Jetzt folgen die Ersteigerungszüge: In deinem wählst du einen der angebotenen Affen, und alle dürfen bieten. Biete Sir Splash an, einen blauen Affen mit 5 Status.',
      },
      move: 'select m23',
    },
    {
      title: { en: 'Bid with coins', de: 'Mit Münzen bieten' },
      text: {
        en: 'A bid is the coins you show. A coin of the monkey’s own tribe counts 3, a coin of one of its allies (its neighbours in the circle) counts 2, and a bid is at least 2. Brown is an ally of Blue: bid 2 with one Brown coin.',
        de: 'Ein Gebot sind die Münzen, die du zeigst. Eine Münze der eigenen Sippe des Affen zählt 3, eine Münze eines Verbündeten (seiner Nachbarn im Kreis) zählt 2, und ein Gebot ist mindestens 2. Braun ist mit Blau verbündet: Biete 2 mit einer braunen Münze.',
      },
      move: 'bid brown:1',
      rules: ['MM-1'],
    },
    {
      before: ['bid blue:1'],
      title: { en: 'Raise', de: 'Erhöhen' },
      text: {
        en: 'Luna showed one Blue coin: 3. To stay in you must bid more. Two Brown coins make 4.',
        de: 'Luna hat eine blaue Münze gezeigt: 3. Um dabeizubleiben, musst du mehr bieten. Zwei braune Münzen ergeben 4.',
      },
      move: 'bid brown:2',
      rules: ['MM-1'],
    },
    {
      before: ['bid blue:1,red:1'],
      title: { en: 'Pass', de: 'Passen' },
      text: {
        en: 'Luna bids 5. Passing takes you out of this auction, and only the winner pays, so your coins stay with you. Pass and let her have Sir Splash.',
        de: 'Luna bietet 5. Wer passt, ist bei dieser Versteigerung raus, und nur der Gewinner zahlt; deine Münzen bleiben also bei dir. Passe und überlass ihr Sir Splash.',
      },
      move: 'pass',
      rules: ['MM-2'],
    },
    {
      before: ['select m18', 'bid purple:1'],
      title: { en: 'Coins of two allies', de: 'Münzen zweier Verbündeter' },
      text: {
        en: 'Luna offers Sprout, a Green monkey, and bids 2. Coins of different allies add up: Red and Purple are both allies of Green here. Bid 4 with one Red and one Purple coin.',
        de: 'Luna bietet Sprout an, einen grünen Affen, und bietet 2. Münzen verschiedener Verbündeter zählen zusammen: Rot und Lila sind hier beide mit Grün verbündet. Biete 4 mit einer roten und einer lila Münze.',
      },
      move: 'bid red:1,purple:1',
      rules: ['MM-1'],
    },
    {
      before: ['bid green:1,purple:1'],
      title: { en: 'Keep coins for later', de: 'Münzen aufheben' },
      text: {
        en: 'Luna goes to 5. Coins are hard to come by; pass again. When the bid turns are over, everybody draws a card and a new round begins.',
        de: 'Luna geht auf 5. Münzen sind knapp; passe wieder. Wenn die Ersteigerungszüge vorbei sind, zieht jeder eine Karte, und eine neue Runde beginnt.',
      },
      move: 'pass',
    },
    {
      before: ['play c23 blue'],
      title: { en: 'Advance an ally', de: 'Einen Verbündeten vorrücken' },
      text: {
        en: 'A card may also move one of its tribe’s allies instead. Play Juggling Coconuts, a Brown card, to move Black 3: you take 2 Black coins and pay 1 to Black’s rival, Red.',
        de: 'Eine Karte darf stattdessen auch einen Verbündeten ihrer Sippe bewegen. Spiele Kokosnüsse jonglieren, eine braune Karte, um Schwarz 3 Felder vorzurücken: Du nimmst 2 schwarze Münzen und zahlst 1 an den Rivalen von Schwarz, Rot.',
      },
      move: 'play c4 black',
      rules: ['MM-4'],
    },
    {
      before: ['select m16', 'bid green:1'],
      title: { en: 'A full ship launches', de: 'Ein volles Raumschiff startet' },
      text: {
        en: 'Pickles would fill Luna’s ship. A won monkey boards its winner’s ship; a full ship launches at once and scores its points. Pass and watch it happen.',
        de: 'Pickles würde Lunas Raumschiff füllen. Ein gewonnener Affe steigt in das Raumschiff des Gewinners; ein volles Raumschiff startet sofort und bringt seine Punkte. Passe und sieh zu.',
      },
      move: 'pass',
      rules: ['MM-8'],
    },
    {
      before: ['ship s3'],
      title: { en: 'Your own auction', de: 'Deine eigene Versteigerung' },
      text: {
        en: 'Luna took a new ship. Your bid turn: put Duke Plum, a Purple monkey worth 5 status, up for bidding. Status decides who leads a tribe at the end.',
        de: 'Luna hat ein neues Raumschiff genommen. Dein Ersteigerungszug: Biete Duke Plum an, einen lila Affen mit 5 Status. Der Status entscheidet am Ende, wer eine Sippe anführt.',
      },
      move: 'select m36',
      rules: ['MM-11'],
    },
    {
      title: { en: 'Open the bidding', de: 'Das Bieten eröffnen' },
      text: {
        en: 'Black is an ally of Purple. Open with one Black coin: 2.',
        de: 'Schwarz ist mit Lila verbündet. Eröffne mit einer schwarzen Münze: 2.',
      },
      move: 'bid black:1',
      rules: ['MM-1'],
    },
    {
      before: ['bid black:1,green:1'],
      title: { en: 'Win the monkey', de: 'Den Affen gewinnen' },
      text: {
        en: 'Luna bids 4. One Black and one Purple coin make 2 + 3 = 5. Bid it; if Luna passes, you pay those coins and Duke Plum boards your ship.',
        de: 'Luna bietet 4. Eine schwarze und eine lila Münze ergeben 2 + 3 = 5. Biete das; passt Luna, zahlst du diese Münzen, und Duke Plum steigt in dein Raumschiff.',
      },
      move: 'bid black:1,purple:1',
      rules: ['MM-2'],
    },
    {
      before: ['pass'],
      title: { en: 'Push your tribes ahead', de: 'Deine Sippen nach vorn bringen' },
      text: {
        en: 'Duke Plum is aboard. Titles in tribes that finish high are worth most, so help Purple along: play Composing Fugues to move Purple 4.',
        de: 'Duke Plum ist an Bord. Titel in Sippen, die weit vorn ins Ziel kommen, zählen am meisten; hilf also Lila: Spiele Fugen komponieren, um Lila 4 Felder vorzurücken.',
      },
      move: 'play c12 purple',
      rules: ['MM-11'],
    },
    {
      before: ['play c34 green'],
      title: { en: 'Another monkey', de: 'Noch ein Affe' },
      text: {
        en: 'Luna could not pay a rival coin and took a scorn card. Your bid turn: put Shadow, a Black monkey, up for bidding.',
        de: 'Luna konnte keine Rivalen-Münze zahlen und hat eine Spottkarte genommen. Dein Ersteigerungszug: Biete Shadow an, einen schwarzen Affen.',
      },
      move: 'select m10',
    },
    {
      title: { en: 'An ally coin', de: 'Eine Münze eines Verbündeten' },
      text: {
        en: 'Purple is an ally of Black. Open with one Purple coin.',
        de: 'Lila ist mit Schwarz verbündet. Eröffne mit einer lila Münze.',
      },
      move: 'bid purple:1',
      rules: ['MM-1'],
    },
    {
      before: ['bid black:1'],
      title: { en: 'Outbid', de: 'Überbieten' },
      text: {
        en: 'Luna shows a Black coin: 3. Two Purple coins make 4.',
        de: 'Luna zeigt eine schwarze Münze: 3. Zwei lila Münzen ergeben 4.',
      },
      move: 'bid purple:2',
      rules: ['MM-1'],
    },
    {
      before: ['pass', 'select m30', 'bid blue:1'],
      title: { en: 'Let one go', de: 'Einen ziehen lassen' },
      text: {
        en: 'Shadow is yours. Luna offers Ruby and bids 2; you have no coins that count for Red left worth spending. Pass.',
        de: 'Shadow gehört dir. Luna bietet Ruby an und bietet 2; dir bleiben keine Münzen, die sich für Rot lohnen. Passe.',
      },
      move: 'pass',
    },
    {
      before: ['play c15 green pay:blue'],
      title: { en: 'Scorn', de: 'Spott' },
      text: {
        en: 'Play Whittling Spoons to move Black 2. Black’s rival is Red and you have no Red coin, so you take Red’s scorn card: it costs 2 points at the end unless you give it back. Advancing Red, winning a Red monkey or launching a Red ship returns it.',
        de: 'Spiele Löffel schnitzen, um Schwarz 2 Felder vorzurücken. Der Rivale von Schwarz ist Rot, und du hast keine rote Münze; also nimmst du die Spottkarte von Rot: Sie kostet am Ende 2 Punkte, wenn du sie nicht zurückgibst. Rot vorrücken, einen roten Affen gewinnen oder ein rotes Raumschiff starten gibt sie zurück.',
      },
      move: 'play c2 black',
      rules: ['MM-5', 'MM-6', 'MM-12'],
    },
    {
      before: ['select m5', 'bid black:1'],
      title: { en: 'Fill your ship', de: 'Dein Raumschiff füllen' },
      text: {
        en: 'Luna offers Rusty, a Brown monkey, for 2. A Brown coin counts 3 for him. Your ship is red and has room for three: win Rusty and it launches full, scores, and hands back the Red scorn card.',
        de: 'Luna bietet Rusty an, einen braunen Affen, für 2. Eine braune Münze zählt für ihn 3. Dein Raumschiff ist rot und hat Platz für drei: Gewinne Rusty, dann startet es voll, punktet und gibt die rote Spottkarte zurück.',
      },
      move: 'bid brown:1',
      rules: ['MM-1', 'MM-6', 'MM-8'],
    },
    {
      before: ['pass'],
      title: { en: 'A new ship', de: 'Ein neues Raumschiff' },
      text: {
        en: 'Your ship launched with three monkeys and scored 2 points. Take a new one from the pool: the Green ship needs only two monkeys and scores 1 when full.',
        de: 'Dein Raumschiff ist mit drei Affen gestartet und hat 2 Punkte gebracht. Nimm ein neues aus dem Vorrat: Das grüne Raumschiff braucht nur zwei Affen und bringt voll 1 Punkt.',
      },
      move: 'ship s7',
      rules: ['MM-8'],
    },
  ],
  outro: {
    en: 'That is the whole game: play cards to move tribes and earn coins, win monkeys with those coins, fill ships, avoid scorn. At the end the best-placed tribes give titles to the players with the most status in them.',
    de: 'Das ist das ganze Spiel: Karten spielen, um Sippen zu bewegen und Münzen zu verdienen, mit diesen Münzen Affen gewinnen, Raumschiffe füllen, Spott meiden. Am Ende vergeben die bestplatzierten Sippen Titel an die Spieler mit dem meisten Status darin.',
  },
};
