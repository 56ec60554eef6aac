// Why the Chimps on Mars heuristic likes a move, in words: what it does to the seat's launch area
// (parts towards a landing, cards that block it, Events) and to the rival it attacks, read from
// the seat's view only.

import type { Lang, Seat } from '../../engine/game.ts';
import {
  HAND_LIMIT,
  LAUNCH_PARTS,
  isEvent,
  partOf,
  powerOf,
} from '../../games/chimps-on-mars/data.ts';
import type { CMMove, CMView } from '../../games/chimps-on-mars/index.ts';
import { attackName, cardName, playerName } from '../../games/chimps-on-mars/names.ts';
import { DOWN } from '../../games/chimps-on-mars/state.ts';
import {
  CM_WEIGHTS,
  arrive,
  myCard,
  read,
  removeRef,
  theirArea,
  threat,
} from './chimps-on-mars.ts';
import type { Reading } from './chimps-on-mars.ts';
import { say, sentence } from './reasons.ts';

/** Distinct launch parts in an area (a face-down card of a rival counts as unknown). */
const partsIn = (area: readonly (number | null)[]): number =>
  new Set(area.flatMap((id) => (id === null ? [] : (partOf(id) ?? [])))).size;

const hasEvent = (area: readonly (number | null)[]): number | undefined =>
  area.find((id): id is number => id !== null && isEvent(id));

const of4 = (n: number, lang: Lang): string =>
  say(
    lang,
    `${n} of ${LAUNCH_PARTS.length} launch parts`,
    `${n} von ${LAUNCH_PARTS.length} Startteilen`,
  );

function playReason(r: Reading, card: number, down: boolean, lang: Lang): string | null {
  const before = r.area;
  const after = arrive(before, card);
  const event = hasEvent(before);
  const name = cardName(card, lang);
  const clauses: (string | null)[] = [];
  if (event !== undefined && hasEvent(after) === undefined)
    clauses.push(
      say(
        lang,
        `${name} clears the ${cardName(event, 'en')} from your area (CM-6)`,
        `${name} räumt ${cardName(event, 'de')} aus deinem Bereich (CM-6)`,
      ),
    );
  if (partsIn(after) > partsIn(before))
    clauses.push(
      say(
        lang,
        `adds a ${name}: ${of4(partsIn(after), lang)} in your area`,
        `legt ${name} aus: ${of4(partsIn(after), lang)} in deinem Bereich`,
      ),
    );
  else if (clauses.length === 0)
    clauses.push(
      say(
        lang,
        `${name} must leave your area again before a landing (CM-3)`,
        `${name} muss vor einer Landung wieder aus deinem Bereich (CM-3)`,
      ),
    );
  if (down && partOf(card) !== null)
    clauses.push(
      say(
        lang,
        'face down, so no rival can aim at it',
        'verdeckt, damit niemand sie gezielt angreifen kann',
      ),
    );
  return sentence(clauses);
}

function attackReason(
  r: Reading,
  move: Extract<CMMove, { type: 'swap' | 'steal' | 'destroy' }>,
  lang: Lang,
): string | null {
  const { w, v } = r;
  const theirs = theirArea(r, move.target);
  const after = removeRef(theirs, move.theirs, v.faceDownAt[move.target] as number);
  const who = playerName(move.target, lang);
  const card = move.theirs === DOWN ? null : move.theirs;
  const what =
    card === null ? say(lang, 'face-down card', 'verdeckte Karte') : cardName(card, lang);
  const clauses: (string | null)[] = [];
  if (move.type === 'destroy')
    clauses.push(
      say(lang, `destroys ${who}'s ${what} (CM-7)`, `zerstört die Karte ${what} von ${who} (CM-7)`),
    );
  else {
    const gets =
      card !== null && partOf(card) !== null && !r.area.some((id) => partOf(id) === partOf(card));
    clauses.push(
      move.type === 'steal'
        ? say(lang, `takes ${who}'s ${what} (CM-7)`, `nimmt ${who} die Karte ${what} weg (CM-7)`)
        : say(
            lang,
            `swaps your ${cardName(myCard(r, move.mine), 'en')} for ${who}'s ${what} (CM-7)`,
            `tauscht deine Karte ${cardName(myCard(r, move.mine), 'de')} gegen ${what} von ${who} (CM-7)`,
          ),
    );
    if (gets) clauses.push(say(lang, 'a launch part you lack', 'ein Startteil, das dir fehlt'));
  }
  if (threat(w, after) < threat(w, theirs))
    clauses.push(
      say(
        lang,
        `${who} had ${of4(partsIn(theirs), lang)} and is set back`,
        `${who} hatte ${of4(partsIn(theirs), lang)} und wird zurückgeworfen`,
      ),
    );
  clauses.push(
    say(
      lang,
      'it takes your whole turn, and a Banana may stop it (CM-8)',
      'kostet deinen ganzen Zug, und eine Banane kann es abwehren (CM-8)',
    ),
  );
  return sentence(clauses);
}

function explain(r: Reading, move: CMMove, lang: Lang): string | null {
  const { v, area, hand } = r;
  switch (move.type) {
    case 'arrange':
      return sentence([
        say(
          lang,
          'puts your launch area in launch order: your chimp lands (CM-3)',
          'bringt deinen Startbereich in Startreihenfolge: dein Schimpanse landet (CM-3)',
        ),
      ]);
    case 'draw':
      return sentence([
        hand.length < HAND_LIMIT
          ? say(
              lang,
              `your hand has room for ${HAND_LIMIT - hand.length} more (CM-4)`,
              `deine Hand hat Platz für ${HAND_LIMIT - hand.length} weitere (CM-4)`,
            )
          : say(lang, 'draws a card', 'zieht eine Karte'),
      ]);
    case 'play':
      return playReason(r, move.card, move.down, lang);
    case 'discard': {
      const fromHand = v.pending[0]?.kind === 'trim' || hand.includes(move.card);
      const card = fromHand ? move.card : myCard(r, move.card);
      const name = cardName(card, lang);
      if (fromHand)
        return sentence([
          say(
            lang,
            `lets go of ${name}, a card your hand can spare`,
            `gibt ${name} ab, eine Handkarte, die du entbehren kannst`,
          ),
        ]);
      return sentence([
        isEvent(card)
          ? say(lang, `removes the ${name} from your area`, `entfernt ${name} aus deinem Bereich`)
          : say(
              lang,
              `removes ${name} from your area: it would stop the landing (CM-3)`,
              `entfernt ${name} aus deinem Bereich: die Karte verhinderte die Landung (CM-3)`,
            ),
      ]);
    }
    case 'banana': {
      const p = v.pending[0];
      if (p?.kind === 'reaction')
        return sentence([
          say(
            lang,
            `stops ${playerName(p.attacker, 'en')}'s ${attackName(p.attack, 'en')} on your ${cardName(myCard(r, p.theirs), 'en')} (CM-8)`,
            `wehrt ${attackName(p.attack, 'de')} von ${playerName(p.attacker, 'de')} gegen deine Karte ${cardName(myCard(r, p.theirs), 'de')} ab (CM-8)`,
          ),
        ]);
      const event = hasEvent(area);
      return sentence([
        event !== undefined
          ? say(
              lang,
              `clears the ${cardName(event, 'en')} from your area (CM-8)`,
              `räumt ${cardName(event, 'de')} aus deinem Bereich (CM-8)`,
            )
          : say(lang, 'plays the Banana', 'spielt die Banane'),
      ]);
    }
    case 'allow':
      return sentence([
        hand.some((id) => powerOf(id) === 'banana')
          ? say(
              lang,
              'lets the attack go through: it costs you less than your Banana is worth',
              'lässt den Angriff zu: er kostet dich weniger, als deine Banane wert ist',
            )
          : say(lang, 'you have no Banana to answer with', 'du hast keine Banane zur Abwehr'),
      ]);
    case 'swap':
    case 'steal':
    case 'destroy':
      return attackReason(r, move, lang);
    case 'revenge': {
      const p = v.pending[0];
      if (move.card === null || p?.kind !== 'revenge') return null;
      const card = move.card === DOWN ? null : move.card;
      return sentence([
        say(
          lang,
          `the Crocodile's revenge takes ${playerName(p.against, 'en')}'s ${card === null ? 'face-down card' : cardName(card, 'en')}, their most threatening (CM-7)`,
          `die Rache des Krokodils trifft ${card === null ? 'die verdeckte Karte' : cardName(card, 'de')} von ${playerName(p.against, 'de')}, die gefährlichste (CM-7)`,
        ),
      ]);
    }
    case 'meteor':
      if (move.card === null) return null;
      return sentence([
        say(
          lang,
          `gives up ${cardName(myCard(r, move.card), 'en')}, your least useful launch card`,
          `gibt ${cardName(myCard(r, move.card), 'de')} ab, deine am wenigsten nützliche Startkarte`,
        ),
      ]);
    case 'end':
      return null;
  }
}

/** The reason for `move`, from `seat`'s view. */
export function explainChimpsOnMars(
  view: CMView,
  move: CMMove,
  seat: Seat,
  lang: Lang,
): string | null {
  return explain(read(CM_WEIGHTS, view, seat), move, lang);
}
