// Chimps on Mars: every card and number, apart from the rules code.
// Values marked PROPOSAL in ../shared/specs/chimps-on-mars.md (card mix, models, event names)
// are the project's own choices; an owner of the game can swap in printed values here.

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

/** The launch parts in winning order (CM-2). */
export const LAUNCH_PARTS = ['chimp', 'booster', 'spaceship', 'ticket'] as const;
export type LaunchPart = (typeof LAUNCH_PARTS)[number];
/** Booster and Spaceship models; one of each of a model is a matching pair (CM-6). */
export const MODELS = ['red-comet', 'blue-nebula', 'silver-orbit'] as const;
export type Model = (typeof MODELS)[number];
export const POWERS = ['swap', 'steal', 'destroy', 'banana'] as const;
export type Power = (typeof POWERS)[number];
export const EVENTS = ['dust-storm', 'solar-flare', 'meteor-shower', 'engine-failure'] as const;
export type EventName = (typeof EVENTS)[number];
export const CREW = ['duck', 'tortoise', 'crocodile'] as const;
export type CrewKind = (typeof CREW)[number];

export type Card =
  | { readonly kind: 'launch'; readonly part: LaunchPart; readonly model: Model | null }
  | { readonly kind: 'power'; readonly power: Power }
  | { readonly kind: 'event'; readonly event: EventName }
  | { readonly kind: 'crew'; readonly crew: CrewKind };

/** Copies per kind (PROPOSAL counts; the totals per category are FACT). */
export const LAUNCH_COPIES: Readonly<Record<'chimp' | 'ticket', number>> = { chimp: 5, ticket: 5 };
/** Boosters and Spaceships: this many copies of each model. */
export const COPIES_PER_MODEL = 2;
export const POWER_COPIES: Readonly<Record<Power, number>> = {
  swap: 5,
  steal: 4,
  destroy: 4,
  banana: 3,
};
export const CREW_COPIES: Readonly<Record<CrewKind, number>> = {
  duck: 4,
  tortoise: 4,
  crocodile: 2,
};

function buildDeck(): Card[] {
  const cards: Card[] = [];
  const repeat = (n: number, card: Card) => {
    for (let i = 0; i < n; i++) cards.push(card);
  };
  repeat(LAUNCH_COPIES.chimp, { kind: 'launch', part: 'chimp', model: null });
  for (const part of ['booster', 'spaceship'] as const)
    for (const model of MODELS) repeat(COPIES_PER_MODEL, { kind: 'launch', part, model });
  repeat(LAUNCH_COPIES.ticket, { kind: 'launch', part: 'ticket', model: null });
  for (const power of POWERS) repeat(POWER_COPIES[power], { kind: 'power', power });
  for (const event of EVENTS) cards.push({ kind: 'event', event });
  for (const crew of CREW) repeat(CREW_COPIES[crew], { kind: 'crew', crew });
  return cards;
}

/** The 52 cards; a card's index in this list is its id everywhere in the state. */
export const CARDS: readonly Card[] = buildDeck();
export const CARD_COUNT = CARDS.length;

/** Cards dealt to each player at setup (CM-1). */
export const DEAL_SIZE = 4;
/** Most cards a hand may hold: no draw at this size, discard down to it at the end (CM-4, CM-9). */
export const HAND_LIMIT = 4;
/** Launch-area capacity, and with an Event there (CM-4). */
export const LAUNCH_CAPACITY = 4;
export const LAUNCH_CAPACITY_WITH_EVENT = 6;
/** Actions per turn (CM-4), and under Dust Storm (event effects variant). */
export const MAX_ACTIONS = 2;
export const MAX_ACTIONS_DUST_STORM = 1;
/**
 * Moontable's own safety stop: after this many rounds (every player one turn) without a landing
 * the game is abandoned, with no winner. The rulebook has no end but a landing, and random play
 * can discard and draw forever; see docs/games/chimps-on-mars.md.
 */
export const ROUND_LIMIT = 60;
/** Every seat's place in an abandoned game: nobody is first, the losers' place after a landing. */
export const ABANDONED_PLACE = 2;
/**
 * More moves than one turn can take (docs/games/chimps-on-mars.md counts at most 10: arrange 1,
 * the 3 Bananas, two actions, a Meteor Shower choice, end, one hand-limit discard; or arrange,
 * Bananas, the power-up, the answer, the revenge, the attacker's answer to it, a Meteor Shower
 * choice, a hand-limit discard).
 */
export const MOVES_PER_TURN_BOUND = 12;

// Derived lookups for the hot path.
export const isEvent = (id: number): boolean => CARDS[id]?.kind === 'event';
export const isLaunch = (id: number): boolean => CARDS[id]?.kind === 'launch';
export const isCrew = (id: number): boolean => CARDS[id]?.kind === 'crew';
export const powerOf = (id: number): Power | null => {
  const c = CARDS[id];
  return c?.kind === 'power' ? c.power : null;
};
export const partOf = (id: number): LaunchPart | null => {
  const c = CARDS[id];
  return c?.kind === 'launch' ? c.part : null;
};
export const crewOf = (id: number): CrewKind | null => {
  const c = CARDS[id];
  return c?.kind === 'crew' ? c.crew : null;
};
export const eventOf = (id: number): EventName | null => {
  const c = CARDS[id];
  return c?.kind === 'event' ? c.event : null;
};
export const modelOf = (id: number): Model | null => {
  const c = CARDS[id];
  return c?.kind === 'launch' ? c.model : null;
};
/** Position of a launch part in the winning order, 0..3; other cards sort after (4). */
export const launchRank = (id: number): number => {
  const part = partOf(id);
  return part === null ? LAUNCH_PARTS.length : LAUNCH_PARTS.indexOf(part);
};
