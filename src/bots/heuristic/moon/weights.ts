// The Moon heuristic bot's prices, in Hearts: what a resource, a Rover, a flag lead, a flip or
// progress towards a Reputation is worth to it. Tournaments tune them (docs/bots.md).

/** The bot's prices, in Hearts. */
export interface MoonWeights {
  /** A resource in Eras I and II; in Era III it falls towards `lateResource` by the last turn. */
  readonly resource: number;
  readonly lateResource: number;
  /** A Rover in supply (a park to come, a flag tie-break). */
  readonly rover: number;
  /** How much rivals' prices weigh against the bot's own. */
  readonly rivalWeight: number;
  /** Share of what a card would give the next seat, counted for taking it from the hand. */
  readonly denial: number;
  /** Steepness of the chance to win a flag majority per flag of lead, early and late in an Era. */
  readonly leadEarly: number;
  readonly leadLate: number;
  /** Share of the later Eras' refills counted for a flag lead now (flags stay built). */
  readonly futureFlags: number;
  /** A pink card's flip, per Era it can still be flipped in. */
  readonly flip: number;
  /** A card with an ongoing reaction, per Era left. */
  readonly trigger: number;
  /** An Obelisk in the settlement, per Era left (an extra Construct from a later hand). */
  readonly obelisk: number;
  /** Share of a displayed Reputation's Hearts counted at full progress towards it. */
  readonly progress: number;
  /** A Construct from an unseen stack (search, reveal). */
  readonly blindBuild: number;
  /** Resources a seat may spend per turn left: more than that are worth `surplus` of a resource. */
  readonly spendPerTurn: number;
  readonly surplus: number;
  /** Small price for each resource of a type the hand's cards still need. */
  readonly need: number;
}

export const MOON_WEIGHTS: MoonWeights = {
  resource: 0.45,
  lateResource: 0.1,
  rover: 0.7,
  rivalWeight: 0.8,
  denial: 0.5,
  leadEarly: 1,
  leadLate: 4,
  futureFlags: 0.35,
  flip: 0.8,
  trigger: 0.5,
  obelisk: 1.2,
  progress: 0.7,
  blindBuild: 1.5,
  spendPerTurn: 1.5,
  surplus: 0.3,
  need: 0.15,
};
