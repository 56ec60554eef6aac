// The words of a `choose` move: what the answer does for the decision it answers, and the card
// that asked ("Gain Metal (Smelter)", not "Choose Metal"), so a log line says what a choice was
// for. The decision and its card come from the state before the move.

import type { Lang } from '../../engine/game.ts';
import type { Choice } from './choices.ts';
import { libraryOf } from './library.ts';
import { flagName, resourceName } from './names.ts';
import type { Decision, MoonState } from './state.ts';

/** Solo: a face-up hand's cards and Expedition, e.g. `Solar Panels, Garage + Thrifty Expedition`. */
function soloHand(s: MoonState, i: number, names: readonly (string | undefined)[]): string {
  const cards = (s.solo?.hands[i] ?? []).map((id) => names[id] ?? '?').join(', ');
  const exp = s.solo?.expeditions[i] ?? -1;
  return `${cards}${exp >= 0 ? ` + ${names[exp] ?? '?'}` : ''}`;
}

/** Words of one answer, by the decision's kind; `null` when the kind has no words for it. */
type Phrase = (d: Decision, c: Choice, thing: string) => string | null;

const EN: Phrase = (d, c, thing) => {
  const none = c.type === 'none';
  switch (d.kind) {
    case 'hand':
      return `Take hand ${c.type === 'hand' ? c.hand + 1 : '?'}: ${thing}`;
    case 'search':
      return none ? 'Construct nothing from the pile' : null;
    case 'spend':
      return `Spend ${thing} ${resourceName(d.resource, 'en')} for Hearts`;
    case 'pick':
      return `Gain ${thing}`;
    case 'payAny':
      return `Pay ${thing}`;
    case 'exchange':
      return `Swap ${thing}`;
    case 'takeRewards':
      return none
        ? 'Take no more Assimilation rewards'
        : `Take the Assimilation reward of ${thing}`;
    case 'give':
      return `Give ${thing}`;
    case 'produce':
      return `Let ${thing} produce`;
    case 'flagReward':
      return `Put the Hearts on the ${thing} Flag Reward`;
    case 'convert':
      if (none) return 'Convert nothing more';
      if (d.target === null) return `Convert into ${thing}`;
      return `Convert ${thing} into ${resourceName(d.target, 'en')}`;
    case 'unflip':
      return `Flip ${thing} back`;
    case 'cycle':
      return `Discard ${thing} to draw the top stack card`;
    case 'swap':
      return `Swap ${thing} with the top of the discard pile`;
    case 'recall':
      return `Bring a Rover home from ${thing}`;
    case 'greyHeart':
      return `Put the Heart on ${thing}`;
    case 'rewardResource':
      return `Take ${thing} from the reward`;
    case 'reveal':
      return null;
  }
};

const DE: Phrase = (d, c, thing) => {
  const none = c.type === 'none';
  switch (d.kind) {
    case 'hand':
      return `Hand ${c.type === 'hand' ? c.hand + 1 : '?'} nehmen: ${thing}`;
    case 'search':
      return none ? 'Nichts aus dem Stapel bauen' : null;
    case 'spend':
      return `${thing} ${resourceName(d.resource, 'de')} für Herzen ausgeben`;
    case 'pick':
      return `${thing} bekommen`;
    case 'payAny':
      return `${thing} zahlen`;
    case 'exchange':
      return `${thing} tauschen`;
    case 'takeRewards':
      return none
        ? 'Keine weitere Assimilationsprämie nehmen'
        : `Die Assimilationsprämie von ${thing} nehmen`;
    case 'give':
      return `${thing} geben`;
    case 'produce':
      return `${thing} produzieren lassen`;
    case 'flagReward':
      return `Die Herzen auf die Flaggenprämie ${thing} legen`;
    case 'convert':
      if (none) return 'Nichts weiter umwandeln';
      if (d.target === null) return `In ${thing} umwandeln`;
      return `${thing} in ${resourceName(d.target, 'de')} umwandeln`;
    case 'unflip':
      return `${thing} zurückdrehen`;
    case 'cycle':
      return `${thing} ablegen und die oberste Stapelkarte ziehen`;
    case 'swap':
      return `${thing} mit der obersten Karte des Ablagestapels tauschen`;
    case 'recall':
      return `Einen Rover von ${thing} heimholen`;
    case 'greyHeart':
      return `Das Herz auf ${thing} legen`;
    case 'rewardResource':
      return `${thing} aus der Prämie nehmen`;
    case 'reveal':
      return null;
  }
};

/** The thing a choice names: a card, a resource, a flag, a trade, a gift, an amount. */
function thingOf(s: MoonState, c: Choice, lang: Lang): string {
  const names = libraryOf(s.options.cardSet).names[lang];
  const res = (r: Parameters<typeof resourceName>[0]) => resourceName(r, lang);
  const de = lang === 'de';
  switch (c.type) {
    case 'card':
      return names[c.card] ?? '?';
    case 'hand':
      return soloHand(s, c.hand, names);
    case 'resource':
      return res(c.resource);
    case 'flag':
      return flagName(c.flag, lang);
    case 'exchange':
      return `${res(c.give)} ${de ? 'gegen' : 'for'} ${res(c.get)}`;
    case 'gift':
      return de
        ? `1 ${res(c.resource)} an Spieler ${c.to + 1}`
        : `1 ${res(c.resource)} to Player ${c.to + 1}`;
    case 'convert':
      return `${c.n} ${res(c.resource)}`;
    case 'amount':
      return String(c.n);
    case 'none':
      return de ? 'nichts weiter' : 'nothing more';
  }
}

/**
 * "Gain Metal (Smelter)": the answer `choice` to the state's pending decision, with the card whose
 * effect asked. Without a decision (a typed move out of turn) it says "Choose ...".
 */
export function chooseLabel(s: MoonState, choice: Choice, lang: Lang): string {
  const thing = thingOf(s, choice, lang);
  const d = s.decision;
  const said = d ? (lang === 'de' ? DE : EN)(d, choice, thing) : null;
  if (said === null) return lang === 'de' ? `Wählen: ${thing}` : `Choose ${thing}`;
  // The card whose effect is running asked (solo's choice of a hand is the turn's own).
  const card = d && d.kind !== 'hand' ? s.tasks[0]?.card : undefined;
  const cause = card === undefined ? undefined : libraryOf(s.options.cardSet).names[lang][card];
  return cause ? `${said} (${cause})` : said;
}
