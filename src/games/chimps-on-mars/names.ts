// Names of Chimps on Mars cards for people: labels in moves, logs, errors and the board.

import { CARDS } from './data.ts';
import type { Attack } from './state.ts';

const WORDS: Readonly<Record<string, string>> = {
  chimp: 'Chimp',
  booster: 'Booster',
  spaceship: 'Spaceship',
  ticket: 'Landing Ticket',
  'red-comet': 'Red Comet',
  'blue-nebula': 'Blue Nebula',
  'silver-orbit': 'Silver Orbit',
  swap: 'Swap',
  steal: 'Steal',
  destroy: 'Destroy',
  banana: 'Banana',
  'dust-storm': 'Dust Storm',
  'solar-flare': 'Solar Flare',
  'meteor-shower': 'Meteor Shower',
  'engine-failure': 'Engine Failure',
  duck: 'Duck',
  tortoise: 'Tortoise',
  crocodile: 'Crocodile',
};

export const word = (key: string): string => WORDS[key] ?? key;

/** "Booster (Red Comet)", "Banana", "Dust Storm (Event)", "Duck (crew)". */
export function cardLabel(id: number): string {
  const c = CARDS[id];
  if (!c) return `card ${id}`;
  switch (c.kind) {
    case 'launch':
      return c.model ? `${word(c.part)} (${word(c.model)})` : word(c.part);
    case 'power':
      return word(c.power);
    case 'event':
      return `${word(c.event)} (Event)`;
    case 'crew':
      return `${word(c.crew)} (crew)`;
  }
}

export const attackLabel = (a: Attack): string => word(a);

/** "Player 2" for seat 1: people count from one. */
export const playerLabel = (seat: number): string => `Player ${seat + 1}`;
