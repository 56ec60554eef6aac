// Learn to play Moon: a two-player deal against Luna, fourteen steps through the first turns of
// Era I: Rovers, Construct, Assimilate, Expeditions and flags. Data only (src/engine/tutorial.ts
// replays it); the web page is web/src/learn/, docs/learn.md describes the format.

import type { Tutorial } from '../../engine/tutorial.ts';

export const tutorial: Tutorial = {
  game: 'moon',
  players: 2,
  options: {},
  seed: 'learn1',
  learner: 0,
  names: ['', 'Luna'],
  intro: {
    en: 'You and Luna each build a settlement on the Moon from hands of cards that pass between you. Hearts win. Every step shows one rule and asks for one move.',
    de: 'Du und Luna baut je eine Siedlung auf dem Mond, aus Kartenhänden, die zwischen euch wandern. Herzen gewinnen. Jeder Schritt zeigt eine Regel und verlangt einen Zug.',
  },
  steps: [
    {
      title: { en: 'Park a Rover', de: 'Einen Rover parken' },
      text: {
        en: 'Once per turn you may park one of your two Rovers on another player’s card that produces. It produces for you at once, and the Rover stays with that player until the Era ends. Park on Luna’s Base B: 1 Metal for you.',
        de: 'Einmal pro Zug darfst du einen deiner zwei Rover auf eine Karte eines Mitspielers parken, die produziert. Sie produziert sofort für dich, und der Rover bleibt bis zum Ende der Ära bei diesem Spieler. Parke auf Lunas Basis B: 1 Metall für dich.',
      },
      move: 'park c2',
      rules: ['MN-2'],
    },
    {
      title: { en: 'Construct a card', de: 'Eine Karte bauen' },
      text: {
        en: 'Your main action each turn is to Construct one card from your hand (pay its cost, have its flags) or to Assimilate it. Ice Vapers costs nothing: build it. As a blue card it produces 1 Water in every Production.',
        de: 'Deine Hauptaktion in jedem Zug: eine Karte aus deiner Hand bauen (Kosten zahlen, Flaggen haben) oder sie assimilieren. Eisverdampfer kostet nichts: Bau ihn. Als blaue Karte produziert er in jeder Produktion 1 Wasser.',
      },
      move: 'build c9',
      rules: ['MN-1'],
    },
    {
      title: { en: 'Your Expedition', de: 'Deine Expedition' },
      text: {
        en: 'Every hand comes with an Expedition, usable once per turn. The First Expedition lets you throw away one hand card and draw a new one from the Era stack. Use it.',
        de: 'Zu jeder Hand gehört eine Expedition, einmal pro Zug nutzbar. Mit der Ersten Expedition wirfst du eine Handkarte ab und ziehst eine neue vom Ära-Stapel. Nutze sie.',
      },
      move: 'expedition',
      rules: ['MN-1'],
    },
    {
      title: { en: 'Choose what to throw away', de: 'Wählen, was weg soll' },
      text: {
        en: 'Some effects ask for a choice before the turn goes on. Particle Beam is out of reach for now: swap it for a fresh card.',
        de: 'Manche Effekte verlangen eine Wahl, bevor der Zug weitergeht. Teilchenstrahl ist vorerst außer Reichweite: Tausche ihn gegen eine neue Karte.',
      },
      move: 'choose c31',
    },
    {
      title: { en: 'End the turn', de: 'Den Zug beenden' },
      text: {
        en: 'With your main action done, end the turn. When everybody has played, the hands (and their Expeditions) pass to the left: next turn you play from Luna’s old hand.',
        de: 'Deine Hauptaktion ist erledigt: Beende den Zug. Wenn alle gespielt haben, wandern die Hände (mit ihren Expeditionen) nach links: Im nächsten Zug spielst du aus Lunas alter Hand.',
      },
      move: 'end',
      rules: ['MN-1'],
    },
    {
      before: ['build c22', 'expedition', 'choose M>E', 'end'],
      title: { en: 'Assimilate', de: 'Assimilieren' },
      text: {
        en: 'Instead of building a card you may Assimilate it: discard it and take the reward shown on it. Charger needs an Industry flag you do not have yet, but assimilated it gives 2 Energy.',
        de: 'Statt eine Karte zu bauen, darfst du sie assimilieren: abwerfen und die aufgedruckte Belohnung nehmen. Die Ladestation braucht eine Industrie-Flagge, die du noch nicht hast, aber assimiliert bringt sie 2 Energie.',
      },
      move: 'assim c33',
      rules: ['MN-1'],
    },
    {
      title: { en: 'A Rover on a yellow card', de: 'Ein Rover auf einer gelben Karte' },
      text: {
        en: 'Luna built Landing Strip, a yellow card. A Rover parked on a yellow card lends you its flags for this turn. Park there.',
        de: 'Luna hat die Landebahn gebaut, eine gelbe Karte. Ein Rover auf einer gelben Karte leiht dir ihre Flaggen für diesen Zug. Parke dort.',
      },
      move: 'park c22',
      rules: ['MN-2'],
    },
    {
      title: { en: 'Trade resources', de: 'Rohstoffe tauschen' },
      text: {
        en: 'This hand brought the Trading Expedition: it turns one resource into another. Use it.',
        de: 'Diese Hand hat die Handelsexpedition mitgebracht: Sie macht aus einem Rohstoff einen anderen. Nutze sie.',
      },
      move: 'expedition',
    },
    {
      title: { en: 'Energy for Metal', de: 'Energie für Metall' },
      text: {
        en: 'Most Structures cost Metal. Trade 1 Energy for 1 Metal.',
        de: 'Die meisten Bauwerke kosten Metall. Tausche 1 Energie gegen 1 Metall.',
      },
      move: 'choose E>M',
    },
    {
      title: { en: 'Hands are secret', de: 'Hände sind geheim' },
      text: {
        en: 'End the turn. Your hand and Expedition are secret; your settlement, your resources and the discard pile are open for all to see.',
        de: 'Beende den Zug. Deine Hand und deine Expedition sind geheim; deine Siedlung, deine Rohstoffe und den Ablagestapel sieht jeder.',
      },
      move: 'end',
      rules: ['MN-5'],
    },
    {
      before: ['build c27', 'expedition', 'choose c38', 'end'],
      title: { en: 'Flags', de: 'Flaggen' },
      text: {
        en: 'Workshop costs 1 Metal and shows an Industry flag. In each Scoring, the player with the most flags of a kind takes the Hearts waiting under it. Build it.',
        de: 'Die Werkstatt kostet 1 Metall und zeigt eine Industrie-Flagge. In jeder Wertung nimmt, wer die meisten Flaggen einer Art hat, die Herzen, die darunter liegen. Bau sie.',
      },
      move: 'build c23',
      rules: ['MN-3'],
    },
    {
      title: { en: 'Ties on flags', de: 'Gleichstand bei Flaggen' },
      text: {
        en: 'If two players tie on a flag, Rovers decide: those still in your supply plus those on your own cards. Keep that in mind, and end the turn.',
        de: 'Haben zwei Spieler gleich viele Flaggen einer Art, entscheiden die Rover: die in deinem Vorrat plus die auf deinen eigenen Karten. Merk dir das und beende den Zug.',
      },
      move: 'end',
      rules: ['MN-3'],
    },
    {
      before: ['build c39', 'claim c133', 'choose c39', 'end'],
      title: { en: 'Production', de: 'Produktion' },
      text: {
        en: 'Luna claimed a Reputation card (once per turn, when you meet its condition; it brings Hearts at the end). Each Era starts with Production: your Base and your blue cards produce. Solar Panels is free and adds 1 Energy to every Production from now on. Build it.',
        de: 'Luna hat eine Ansehenskarte genommen (einmal pro Zug, wenn du ihre Bedingung erfüllst; sie bringt am Ende Herzen). Jede Ära beginnt mit der Produktion: Deine Basis und deine blauen Karten produzieren. Die Solarmodule kosten nichts und bringen ab jetzt in jeder Produktion 1 Energie. Bau sie.',
      },
      move: 'build c6',
      rules: ['MN-1'],
    },
    {
      title: { en: 'Three Eras', de: 'Drei Ären' },
      text: {
        en: 'End the turn. After the hands are played out comes Scoring; after the third Era, Heart tokens, Hearts on your cards and on your Reputation cards add up, and the most Hearts win.',
        de: 'Beende den Zug. Wenn die Hände ausgespielt sind, folgt die Wertung; nach der dritten Ära zählen Herzmarker, Herzen auf deinen Karten und auf deinen Ansehenskarten, und die meisten Herzen gewinnen.',
      },
      move: 'end',
      rules: ['MN-4'],
    },
  ],
  outro: {
    en: 'Build what your flags and resources allow, assimilate what you cannot use, park Rovers where they help you most, and watch the flags: they decide the Hearts of every Scoring.',
    de: 'Bau, was Flaggen und Rohstoffe erlauben, assimiliere, was du nicht brauchen kannst, parke Rover, wo sie dir am meisten helfen, und behalte die Flaggen im Blick: Sie entscheiden die Herzen jeder Wertung.',
  },
};
