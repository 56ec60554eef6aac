// Learn to play Monkey Lab: a two-player deal (you are Red, Yellow plays against you), fourteen
// steps through moves, revealing and unlocking cages, items and cards. Data only
// (src/engine/tutorial.ts replays it); the web page is web/src/learn/, docs/learn.md describes it.

import type { Tutorial } from '../../engine/tutorial.ts';

export const tutorial: Tutorial = {
  game: 'monkey-lab',
  players: 2,
  options: {},
  seed: 'learn5',
  learner: 0,
  names: ['', 'Luna'],
  intro: {
    en: 'Your monkey sneaks through the lab, gathers items and unlocks cages; every monkey shown on a cage you open is a point. Luna plays the other monkey. Every step shows one rule and asks for one move.',
    de: 'Dein Affe schleicht durchs Labor, sammelt Gegenstände und öffnet Käfige; jeder Affe auf einem Käfig, den du öffnest, ist ein Punkt. Luna spielt den anderen Affen. Jeder Schritt zeigt eine Regel und verlangt einen Zug.',
  },
  steps: [
    {
      title: { en: 'Three actions', de: 'Drei Aktionen' },
      text: {
        en: 'A turn has up to 3 actions, in any mix. The simplest is a move through a doorway. Go to the Server Room.',
        de: 'Ein Zug hat bis zu 3 Aktionen, beliebig gemischt. Die einfachste ist ein Schritt durch eine Tür. Geh in den Serverraum.',
      },
      move: 'move sw1',
      rules: ['ML-1'],
    },
    {
      title: { en: 'Reveal the cage', de: 'Den Käfig aufdecken' },
      text: {
        en: 'Every room hides a cage. Revealing it shows how many monkeys it holds and which items open it. Reveal this one.',
        de: 'In jedem Raum steht ein verdeckter Käfig. Aufdecken zeigt, wie viele Affen er hält und welche Gegenstände ihn öffnen. Deck diesen auf.',
      },
      move: 'reveal',
      rules: ['ML-3'],
    },
    {
      title: { en: 'Unlock', de: 'Öffnen' },
      text: {
        en: 'This cage needs a microscope, and one lies on the floor here. Items on the floor of your room and the one you carry count. Unlock it: the cage and its 1 monkey are yours.',
        de: 'Dieser Käfig braucht ein Mikroskop, und eines liegt hier auf dem Boden. Es zählen die Gegenstände auf dem Boden deines Raums und der, den du trägst. Öffne ihn: Der Käfig mit seinem 1 Affen gehört dir.',
      },
      move: 'unlock',
      rules: ['ML-3'],
    },
    {
      before: ['move nw1', 'reveal', 'move nwo'],
      title: { en: 'Carry one item', de: 'Einen Gegenstand tragen' },
      text: {
        en: 'Luna revealed a cage that needs a scalpel, a microscope and a box. You may carry one item at a time; picking up another swaps it. Pick up the microscope.',
        de: 'Luna hat einen Käfig aufgedeckt, der Skalpell, Mikroskop und Kiste braucht. Du trägst höchstens einen Gegenstand; einen anderen aufzuheben tauscht ihn. Heb das Mikroskop auf.',
      },
      move: 'take microscope',
      rules: ['ML-5'],
    },
    {
      title: { en: 'The Lobby', de: 'Die Eingangshalle' },
      text: {
        en: 'The four lab boards meet at the Lobby. Walk there.',
        de: 'Die vier Laborteile treffen sich in der Eingangshalle. Geh dorthin.',
      },
      move: 'move lobby',
      rules: ['ML-1'],
    },
    {
      title: { en: 'Follow Luna', de: 'Luna folgen' },
      text: {
        en: 'Being near pays: when someone unlocks a cage, every other monkey in that room or one doorway away gets a scoring tile worth the cage’s monkeys minus one. Go to the File Room, where Luna’s big cage is.',
        de: 'Nähe lohnt sich: Öffnet jemand einen Käfig, bekommt jeder andere Affe in diesem Raum oder eine Tür entfernt ein Wertungsplättchen im Wert der Affen des Käfigs minus eins. Geh in den Aktenraum, wo Lunas großer Käfig steht.',
      },
      move: 'move nw1',
      rules: ['ML-4'],
    },
    {
      before: ['take microscope', 'move nw1', 'take scalpel'],
      title: { en: 'Play a card', de: 'Eine Karte spielen' },
      text: {
        en: 'Cards are actions too. Steal makes a monkey in your room drop what it carries. Luna just picked up a scalpel: play Steal on her.',
        de: 'Karten sind auch Aktionen. Stehlen lässt einen Affen in deinem Raum fallen, was er trägt. Luna hat gerade ein Skalpell aufgehoben: Spiel Stehlen gegen sie.',
      },
      move: 'steal yellow',
      rules: ['ML-7'],
    },
    {
      title: { en: 'Swap what you carry', de: 'Eintauschen, was du trägst' },
      text: {
        en: 'Picking up an item while you carry one leaves yours on the floor. Swap your microscope for the box.',
        de: 'Hebst du einen Gegenstand auf, während du einen trägst, bleibt deiner auf dem Boden. Tausche dein Mikroskop gegen die Kiste.',
      },
      move: 'take box',
      rules: ['ML-5'],
    },
    {
      title: { en: 'Keep what others need', de: 'Behalten, was andere brauchen' },
      text: {
        en: 'Now take the scalpel Luna dropped: she needs it for her cage. After a turn in which you played a card you draw back up to 2 cards.',
        de: 'Nimm jetzt das Skalpell, das Luna fallen gelassen hat: Sie braucht es für ihren Käfig. Nach einem Zug, in dem du eine Karte gespielt hast, ziehst du wieder auf 2 Karten auf.',
      },
      move: 'take scalpel',
      rules: ['ML-7'],
    },
    {
      before: ['take box', 'move nwo', 'reveal'],
      title: { en: 'Exchange', de: 'Austausch' },
      text: {
        en: 'Luna found a cage worth 4 in the Archive; it needs two microscopes and a cable. The Exchange card swaps all the floor items of two rooms. Swap the Archive with the Wash Room.',
        de: 'Luna hat im Archiv einen Käfig mit 4 Affen gefunden; er braucht zwei Mikroskope und ein Kabel. Die Karte Austausch vertauscht alle Bodengegenstände zweier Räume. Tausche Archiv und Spülraum.',
      },
      move: 'exchange nwo ne2',
      rules: ['ML-7'],
    },
    {
      title: { en: 'Combat', de: 'Kampf' },
      text: {
        en: 'Each monkey has its own combat item. Carrying it in the same room as a monkey that does not carry its own, you may fight it: it drops its item and you put it in any room. Take the microscope.',
        de: 'Jeder Affe hat seinen eigenen Kampfgegenstand. Trägst du ihn im selben Raum wie ein Affe, der seinen nicht trägt, darfst du ihn angreifen: Er lässt seinen Gegenstand fallen, und du setzt ihn in einen beliebigen Raum. Nimm das Mikroskop.',
      },
      move: 'take microscope',
      rules: ['ML-6'],
    },
    {
      title: { en: 'The guard', de: 'Der Wächter' },
      text: {
        en: 'A guard walks the lab: an action that ends in his room ends your turn (the first action of a turn is always allowed). Move into the Archive.',
        de: 'Ein Wächter geht durchs Labor: Endet eine Aktion in seinem Raum, endet dein Zug (die erste Aktion eines Zuges ist immer erlaubt). Geh ins Archiv.',
      },
      move: 'move nwo',
      rules: ['ML-2'],
    },
    {
      before: ['combat red sw2', 'unlock', 'move nw1'],
      title: { en: 'Fought off', de: 'Vertrieben' },
      text: {
        en: 'Luna carried her combat item and sent you to the Electrical Room, then unlocked her cage. Reveal the cage of the room you landed in.',
        de: 'Luna trug ihren Kampfgegenstand und hat dich in den Elektroraum geschickt, dann ihren Käfig geöffnet. Deck den Käfig des Raums auf, in dem du gelandet bist.',
      },
      move: 'reveal',
      rules: ['ML-6'],
    },
    {
      title: { en: 'The end', de: 'Das Ende' },
      text: {
        en: 'The game ends when all 12 cages in play are open, or when the cards run out. Monkeys on your cages plus your scoring tiles: most wins. Move on to the Boiler Room.',
        de: 'Das Spiel endet, wenn alle 12 Käfige im Spiel offen sind oder die Karten ausgehen. Affen auf deinen Käfigen plus deine Wertungsplättchen: Die meisten gewinnen. Geh weiter in den Heizungsraum.',
      },
      move: 'move swo',
      rules: ['ML-8'],
    },
  ],
  outro: {
    en: 'Reveal cages, bring the items together, unlock, and stay close when others are about to open theirs. Cards bend the rules for one action; the guard ends your turn.',
    de: 'Käfige aufdecken, Gegenstände zusammenbringen, öffnen, und in der Nähe bleiben, wenn andere ihren Käfig öffnen. Karten biegen die Regeln für eine Aktion; der Wächter beendet deinen Zug.',
  },
};
