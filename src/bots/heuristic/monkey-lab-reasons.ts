// Why the Monkey Lab heuristic likes an action, in words: what it does to the seat's points and
// to the nearest cage it could unlock (actions still needed), and what it does to a rival's,
// read from the seat's view only.

import type { Lang, Seat } from '../../engine/game.ts';
import { ACTIONS_PER_TURN, CAGES } from '../../games/monkey-lab/data.ts';
import { CARD_OF_MOVE } from '../../games/monkey-lab/state.ts';
import type { MLMove, MLView } from '../../games/monkey-lab/index.ts';
import { ROOM_COUNT, regionOf } from '../../games/monkey-lab/lab.ts';
import { cardName, itemName, roomName, seatName } from '../../games/monkey-lab/names.ts';
import { ML_WEIGHTS, actionsFor, after, endsWithGuard, read } from './monkey-lab.ts';
import type { Ctx, Pos } from './monkey-lab.ts';
import { num, say, sentence } from './reasons.ts';

/** The locked cage a seat could unlock soonest, with the actions it still needs. */
interface Nearest {
  readonly room: number;
  /** Monkeys in it; null for a face-down cage. */
  readonly monkeys: number | null;
  readonly actions: number;
}

/** Actions `seat` needs for the cage in `room` (a face-down one: walk there, then a guess). */
function actionsTo(ctx: Ctx, pos: Pos, seat: Seat, room: number): number {
  const c = pos.cage[room] as number;
  if (c >= 0) return actionsFor(ctx, pos, seat, c, room);
  return ((ctx.dist[pos.at[seat] as number] as number[])[room] as number) + ctx.w.hiddenActions;
}

/** The cage the heuristic's reach counts most for `seat` (as `reach` prices them). */
function nearest(ctx: Ctx, pos: Pos, seat: Seat): Nearest | null {
  let best: Nearest | null = null;
  let bestValue = 0;
  for (let r = 0; r < ROOM_COUNT; r++) {
    const c = pos.cage[r] as number;
    if (c === -1) continue;
    const monkeys = c >= 0 ? (CAGES[c] as (typeof CAGES)[number]).monkeys : null;
    const actions = actionsTo(ctx, pos, seat, r);
    const value = (monkeys ?? ctx.hiddenMonkeys) * ctx.w.gamma ** actions;
    if (value > bestValue) {
      bestValue = value;
      best = { room: r, monkeys, actions };
    }
  }
  return best;
}

const actionsWord = (n: number, lang: Lang): string =>
  lang === 'de' ? `${n} Aktion${n === 1 ? '' : 'en'}` : `${n} action${n === 1 ? '' : 's'}`;

function cageWords(ctx: Ctx, n: Nearest, lang: Lang): string {
  const room = roomName(ctx.lab, n.room, lang);
  if (n.monkeys === null)
    return say(lang, `the face-down cage in the ${room}`, `den verdeckten Käfig im Raum ${room}`);
  return say(
    lang,
    `the ${n.monkeys}-monkey cage in the ${room}`,
    `den Käfig mit ${n.monkeys} Affen im Raum ${room}`,
  );
}

/** How the move shortens the seat's way to the cage it counts most on afterwards. */
function ownProgress(ctx: Ctx, before: Pos, next: Pos, lang: Lang): string | null {
  const b = nearest(ctx, next, ctx.me);
  if (!b) return null;
  const was = actionsTo(ctx, before, ctx.me, b.room);
  if (b.actions >= was) return null;
  return say(
    lang,
    `brings you closer to ${cageWords(ctx, b, lang)}: ${actionsWord(b.actions, lang)} to unlock it instead of ${was}`,
    `bringt dich näher an ${cageWords(ctx, b, lang)}: noch ${actionsWord(b.actions, lang)} statt ${was} bis zum Öffnen`,
  );
}

/** The rival this move sets back most, in actions to its next cage (ML-6, ML-7). */
function rivalSetback(ctx: Ctx, before: Pos, next: Pos, lang: Lang): string | null {
  let best: string | null = null;
  let most = 0;
  for (let s = 0; s < ctx.players; s++) {
    if (s === ctx.me) continue;
    const a = nearest(ctx, before, s);
    const b = nearest(ctx, next, s);
    if (!a) continue;
    const lost = (b ? b.actions : a.actions + 5) - a.actions;
    if (lost > most) {
      most = lost;
      best = say(
        lang,
        `sets ${seatName(s, 'en')} back: ${b ? actionsWord(b.actions, lang) : 'many actions'} from a cage instead of ${a.actions}`,
        `wirft ${seatName(s, 'de')} zurück: ${b ? actionsWord(b.actions, lang) : 'viele Aktionen'} statt ${a.actions} bis zu einem Käfig`,
      );
    }
  }
  return best;
}

function explain(ctx: Ctx, pos: Pos, v: MLView, move: MLMove, lang: Lang): string | null {
  const me = ctx.me;
  const here = pos.at[me] as number;
  if (move.type === 'end') {
    const left = ACTIONS_PER_TURN - v.actions;
    return sentence([
      left > 0
        ? say(
            lang,
            `ends the turn with ${left} action${left > 1 ? 's' : ''} left: none of them would improve your position`,
            `beendet den Zug mit ${left} übrigen Aktion${left > 1 ? 'en' : ''}: keine verbesserte deine Lage`,
          )
        : say(lang, 'ends the turn', 'beendet den Zug'),
    ]);
  }
  if (move.type === 'unlock') {
    const c = pos.cage[here] as number;
    const monkeys = (CAGES[c] as (typeof CAGES)[number]).monkeys;
    const sharers = Array.from({ length: ctx.players }, (_, s) => s).filter(
      (s) => s !== me && regionOf(ctx.lab, here).includes(pos.at[s] as number),
    );
    return sentence([
      say(
        lang,
        `unlocks the cage: ${monkeys} monkeys for you (ML-3)`,
        `öffnet den Käfig: ${monkeys} Affen für dich (ML-3)`,
      ),
      sharers.length > 0 &&
        say(
          lang,
          `${sharers.map((s) => seatName(s, 'en')).join(' and ')} in the region gets a scoring tile too (ML-4)`,
          `${sharers.map((s) => seatName(s, 'de')).join(' und ')} in der Region bekommt auch ein Wertungsplättchen (ML-4)`,
        ),
    ]);
  }
  if (move.type === 'reveal')
    return sentence([
      say(
        lang,
        `turns the cage here face up before you work on it (ML-3): the cages nobody has seen hold ${num(ctx.hiddenMonkeys, lang)} monkeys on average`,
        `deckt den Käfig hier auf, bevor du ihn angehst (ML-3): die ungesehenen Käfige halten im Schnitt ${num(ctx.hiddenMonkeys, lang)} Affen`,
      ),
    ]);
  const next = after(ctx, pos, move);
  const clauses: (string | null)[] = [];
  if (move.type === 'combat')
    clauses.push(
      say(
        lang,
        `knocks ${seatName(move.target, 'en')} out of the room (ML-6)`,
        `wirft ${seatName(move.target, 'de')} aus dem Raum (ML-6)`,
      ),
    );
  if (move.type === 'steal' && move.target !== null)
    clauses.push(
      say(
        lang,
        `${seatName(move.target, 'en')} drops what it carries here (ML-7)`,
        `${seatName(move.target, 'de')} lässt hier fallen, was er trägt (ML-7)`,
      ),
    );
  if (move.type === 'take')
    clauses.push(
      say(
        lang,
        `picks up the ${itemName(move.item, 'en')}`,
        `nimmt den Gegenstand ${itemName(move.item, 'de')}`,
      ),
    );
  clauses.push(ownProgress(ctx, pos, next, lang));
  clauses.push(rivalSetback(ctx, pos, next, lang));
  const card = CARD_OF_MOVE[move.type];
  if (card >= 0)
    clauses.push(
      ctx.drain
        ? say(
            lang,
            `plays ${cardName(card, 'en')} so the deck runs out and the long game ends (ML-8)`,
            `spielt ${cardName(card, 'de')}, damit der Stapel ausgeht und die lange Partie endet (ML-8)`,
          )
        : say(
            lang,
            `costs the ${cardName(card, 'en')} card`,
            `kostet die Karte ${cardName(card, 'de')}`,
          ),
    );
  if (endsWithGuard(pos, me, move) && ACTIONS_PER_TURN - v.actions - 1 > 0)
    clauses.push(
      say(
        lang,
        "ends in the guard's room: the actions left this turn are lost (ML-2)",
        'endet im Raum des Wächters: die übrigen Aktionen des Zuges verfallen (ML-2)',
      ),
    );
  return sentence(clauses);
}

/** The reason for `move`, from `seat`'s view. */
export function explainMonkeyLab(
  view: MLView,
  move: MLMove,
  seat: Seat,
  lang: Lang,
): string | null {
  const { ctx, pos } = read(ML_WEIGHTS, view, seat);
  return explain(ctx, pos, view, move, lang);
}
