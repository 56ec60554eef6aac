// Rules help in English, in Moontable's own words (facts and numbers from the games' specs and
// docs/games/*.md; ruling ids as cited in refusals). The web client loads it on demand
// (web/src/rules-help.tsx); the terminal table prints it (`rules`).

import type { RulesBook } from './types.ts';

const rules: RulesBook = {
  'monkeys-on-the-moon': {
    title: 'Monkeys on the Moon',
    summary:
      '2-4 players. Six monkey tribes race along the tribe track while you buy monkeys with favor coins and fly them home in ships.',
    sections: [
      {
        kind: 'goal',
        heading: 'Goal',
        points: [
          'Score the most points: from titles in the tribes that finish best on the track, and from ships you launch full.',
          'The six tribes (Brown, Black, Green, Blue, Red, Purple) sit in a random alliance circle. The two neighbours of a tribe are its allies; the tribe opposite is its rival.',
          'Monkey cards, civilization cards, ships and the points table are Moontable’s own values where the published game does not print them (see the docs).',
        ],
      },
      {
        kind: 'turn',
        heading: 'A round',
        points: [
          'Civilization turns, from the moonstone holder to the left: play a card from your hand and advance its tribe or one of that tribe’s allies by the number on the card. Take 2 coins of the advanced tribe (1 if you hold its scorn card), then pay 1 coin to its rival (MM-4).',
          'If you cannot pay the rival, you take its scorn card. If you already hold that scorn, the scorn chain goes on: pay an ally of the rival, or take the scorn card of an ally you cannot pay (MM-5). The board asks you which.',
          'Advancing a tribe, winning one of its monkeys or launching a ship of its colour gives its scorn card back (MM-6).',
          'Bid turns, in the same order: choose a monkey from the monkeys on offer and auction it. Bids are shown coins: 3 per coin of the monkey’s tribe, 2 per coin of an ally; at least 2 in total. Raise or pass; a player who passed is out for that monkey. Only the winner pays (MM-1, MM-2).',
          'The won monkey boards your ship. A full ship launches and scores its points, you take a bonus coin of its colour (not while you hold that colour’s scorn card) and pick a new ship. A monkey that is the rival of one already aboard launches the ship early, without points (MM-8).',
          'Coins in hand are secret; everything on the table is public (MM-3).',
        ],
      },
      {
        kind: 'end',
        heading: 'End and winner',
        points: [
          'After the last civilization card is played and every bid turn of that round is done, all ships launch as they are; unfilled ships score no points (MM-10).',
          'Tribes are ranked by their place on the track (finished first, then by position). In each tribe, the player with the most status on launched monkeys of that tribe is Supreme Leader, the next is Undersecretary; they score the points table for that place (7/4 for the first tribe down to 2/0) (MM-11). With two players only a sole Leader scores.',
          'Score = titles + full ships − 2 per scorn card you hold (MM-12). Most points wins.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Ties',
        points: [
          'Tied Leaders split the Leader’s and Undersecretary’s points, rounded down, and nobody is Undersecretary; tied Undersecretaries split its points (MM-11).',
          'Equal scores: most monkeys launched wins, then most status points; still equal, the place is shared (MM-12).',
          'Unfinished tribes tied on the track are ordered by the game’s seeded draw (MM-10).',
        ],
      },
      {
        kind: 'rulings',
        heading: 'Variants',
        points: [
          'Maximum Scorn: a scorn card you hold at the end removes your launched monkeys of that tribe before titles.',
          'Monkey Treachery: the first tribe to reach or pass space 9 (the white dot) swaps places with its clockwise neighbour in the circle; ships that now carry rivals launch at once and their owners choose which monkeys stay behind (MM-7).',
        ],
      },
    ],
  },
  moon: {
    title: 'Moon',
    summary:
      '1-5 players, three Eras of drafting: build a settlement on the Moon from the cards passed around the table, or alone against the Rival.',
    sections: [
      {
        kind: 'goal',
        heading: 'Goal',
        points: [
          'Have the most Hearts after the third Era.',
          'The card set you play with is Moontable’s own design, made to fit every number the published rules give.',
        ],
      },
      {
        kind: 'turn',
        heading: 'An Era and a turn',
        points: [
          'Each Era: Production (your Base and blue cards produce), then Construction, then Scoring.',
          'Construction: everybody gets a hand of Structure cards (8 at 2 players, 7 at 3-4, 6 at 5) and an Expedition. Hands pass to the left after each round of turns.',
          'Your turn: you must Construct a card from your hand (pay its resources, meet its flag requirement) or Assimilate it (discard it for its reward) (MN-1).',
          'Before or after that, once each per turn: park a Rover on another player’s blue or yellow card, flip one pink card, use your Expedition, claim one Reputation card. Then end your turn (MN-1).',
          'A Rover on a blue card produces for you at once; on a yellow card its flags count for you this turn. The Rover then belongs to the card’s owner until the Era ends (MN-2).',
          'Your hand and Expedition are secret; settlements, supplies and the discard pile are public (MN-5). With two players the turn order stays the same for a whole Era, and the first player changes at every Era (MN-6).',
        ],
      },
      {
        kind: 'end',
        heading: 'Scoring and the end',
        points: [
          'In each Scoring phase the player with the most flags of each of the five types takes the Hearts under it; then X drops by one (X is 3 during Era I, 2 in Era II, 1 in Era III); then Hearts on your cards score.',
          'After the third Era: Heart tokens + Hearts printed on grey cards and their formulas + Hearts on Reputation cards. Most Hearts wins.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Ties',
        points: [
          'A flag tie goes to the player with more Rovers in supply plus Rovers on their own cards; if still tied nobody takes the Hearts and they stay for the next Era (MN-3).',
          'The rules give no tie-break for the final score: equal Hearts share the place.',
        ],
      },
      {
        kind: 'rulings',
        heading: 'Our readings',
        points: [
          'Hearts that follow a count (such as the Distiller) are recomputed after every move (MN-4).',
          'A card effect that needs a choice pauses the turn until you choose.',
          'Capable makes your very next Construct free (this turn or your next); it cannot wait for a dearer card.',
          'Solo (our own reading of a proposal, not the published solo rules): four face-up hands of two cards, each with an Expedition. Take a turn with each hand you choose; after each turn the Rival reveals the top card of the Era stack and scores a Heart per card of that colour it already has (at most X + 1). After the fourth turn it removes the hand with the dearest card; then a turn with each hand left. Its flags count for the Flag Rewards (2 Rovers in a tie). Beat its Hearts.',
        ],
      },
    ],
  },
  'monkey-lab': {
    title: 'Monkey Lab',
    summary:
      '2-4 players. Monkeys sneak through a lab of four boards, gather items and unlock cages while a guard walks the rooms.',
    sections: [
      {
        kind: 'goal',
        heading: 'Goal',
        points: [
          'Score the most points: the monkeys pictured on the cages you unlock plus the scoring tiles you collect by being near when others unlock.',
        ],
      },
      {
        kind: 'turn',
        heading: 'A turn',
        points: [
          'Up to 3 actions, in any mix and repeats allowed; you may end early (ML-1): move through a doorway, pick up / swap / drop an item (you carry at most one, ML-5), reveal the cage in your room, unlock it, fight, or play a card.',
          'Unlock needs every item the cage shows among the floor items of your room and the one you carry; the cage must have been revealed first (ML-3).',
          'When you unlock, every other monkey in that room or one doorway away gets a scoring tile worth the cage’s monkeys minus one (ML-4).',
          'Combat: in the same room, carrying your own combat item, against a monkey not carrying its own; it drops its item and you put it in any room (ML-6).',
          'Cards: Move One Item, Exchange, Steal, Move Twice, Move Guard. After a turn in which you played a card you refill to 2 (ML-7).',
          'The guard: if an action ends in his room, your turn ends (the first action of a turn is always allowed) (ML-2).',
        ],
      },
      {
        kind: 'end',
        heading: 'End and winner',
        points: [
          'The game ends after a turn when all 12 cages in play are unlocked, or when no card is left to draw and the player whose turn just ended holds none (ML-8).',
          'Score = monkeys on your cages + your scoring tiles. Most points wins.',
          'The first player is drawn at random; turns go to the left (ML-9).',
        ],
      },
      {
        kind: 'ties',
        heading: 'Ties',
        points: ['Most cage tiles wins; still equal, it is a draw (ML-8).'],
      },
    ],
  },
  'chimps-on-mars': {
    title: 'Chimps on Mars',
    summary:
      '3-5 players. Race to land a chimp on Mars: assemble the four launch cards in your launch area before anybody else.',
    sections: [
      {
        kind: 'goal',
        heading: 'Goal',
        points: [
          'Be the first whose launch area holds exactly Chimp, Booster, Spaceship and Landing Ticket, in that order, with no Event and nothing else (CM-2, CM-3). Models need not match.',
        ],
      },
      {
        kind: 'turn',
        heading: 'A turn',
        points: [
          'Everybody starts with 4 cards; the first player is drawn at random and play goes to the right (CM-1).',
          'First, rearrange your launch area for free. Then either take one or two different actions — draw, play a Launch or Crew card (at most one face down), discard — or play one Swap, Steal or Destroy against an opponent (CM-4).',
          'Cards never go back from the launch area to a hand (CM-5). At the end of your turn discard down to 4 cards (CM-9).',
          'A drawn Event goes face up into your launch area and blocks your win. It leaves with two different crew kinds, a matching Booster and Spaceship, or a Banana (CM-6).',
          'Swap trades a launch-area card with an opponent’s, Steal takes one, Destroy discards one (CM-7). The target may answer with a Banana, which cancels the attack and protects them until their next turn (CM-8).',
        ],
      },
      {
        kind: 'end',
        heading: 'End and winner',
        points: [
          'You win at once when your launch area is complete, checked after rearranging and after each of your own actions (CM-3).',
          'Moontable adds a limit: after 60 rounds without a landing the game is a draw.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Ties',
        points: [
          'There is only one winner, the first to land; the others share second place. A game that reaches the round limit is a draw for all.',
        ],
      },
    ],
  },
};

export default rules;
