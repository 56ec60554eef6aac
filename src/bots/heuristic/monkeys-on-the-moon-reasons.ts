// Why the Monkeys on the Moon heuristic likes a move, in words: the parts of its price in VP
// (coins, scorn, track, titles, ships), read from the seat's view only.

import type { Lang, Seat } from '../../engine/game.ts';
import { MONKEYS, SHIPS } from '../../games/monkeys-on-the-moon/data.ts';
import type { Tribe } from '../../games/monkeys-on-the-moon/data.ts';
import type { MMMove, MMView } from '../../games/monkeys-on-the-moon/index.ts';
import { NAMES } from '../../games/monkeys-on-the-moon/names.ts';
import {
  MM_WEIGHTS,
  monkeyParts,
  monkeyValue,
  moveValue,
  playParts,
  read,
  shipValue,
} from './monkeys-on-the-moon.ts';
import type { Reading } from './monkeys-on-the-moon.ts';
import { num, say, sentence, signed } from './reasons.ts';

const vp = (x: number, lang: Lang) => `${signed(x, lang)} ${say(lang, 'VP', 'SP')}`;
/** Parts smaller than this are not worth a word. */
const SMALL = 0.25;

function playReason(r: Reading, move: Extract<MMMove, { type: 'play' }>, lang: Lang): string {
  const N = NAMES[lang];
  const p = playParts(r, move);
  const t = N.tribe(move.tribe);
  const track =
    p.spaces === 0
      ? say(lang, `${t} has finished and does not move`, `${t} ist im Ziel und zieht nicht`)
      : p.lead >= 1
        ? say(
            lang,
            `moves ${t}, where you lead in status, ${p.spaces} spaces (${vp(p.track, lang)})`,
            `bringt ${t}, wo du beim Status führst, ${p.spaces} Felder voran (${vp(p.track, lang)})`,
          )
        : p.lead > 0
          ? say(
              lang,
              `moves ${t}, where you have some status, ${p.spaces} spaces`,
              `bringt ${t}, wo du etwas Status hast, ${p.spaces} Felder voran`,
            )
          : p.lead < 0
            ? say(
                lang,
                `moves ${t} ${p.spaces} spaces, but rivals lead in its status (${vp(p.track, lang)})`,
                `bringt ${t} ${p.spaces} Felder voran, aber dort führen andere beim Status (${vp(p.track, lang)})`,
              )
            : say(lang, `moves ${t} ${p.spaces} spaces`, `bringt ${t} ${p.spaces} Felder voran`);
  const coins =
    p.coins > 0
      ? say(
          lang,
          `takes ${p.coins} ${t} coin${p.coins > 1 ? 's' : ''} (${vp(p.coinValue, lang)})`,
          `nimmt ${p.coins} ${t}-Münze${p.coins > 1 ? 'n' : ''} (${vp(p.coinValue, lang)})`,
        )
      : null;
  const scorn =
    p.scorn > 0
      ? say(
          lang,
          `returns your ${t} scorn (${vp(p.scorn, lang)}, MM-6)`,
          `gibt deine Spottkarte ${t} zurück (${vp(p.scorn, lang)}, MM-6)`,
        )
      : null;
  const paid = N.tribe(p.payment.tribe);
  const payment =
    p.payment.kind === 'coin'
      ? say(lang, `costs 1 ${paid} coin (MM-4)`, `kostet 1 ${paid}-Münze (MM-4)`)
      : p.payment.value < 0
        ? say(
            lang,
            `you take the ${paid} scorn (${vp(p.payment.value, lang)}, MM-5)`,
            `du nimmst die Spottkarte ${paid} (${vp(p.payment.value, lang)}, MM-5)`,
          )
        : null;
  return sentence([track, coins, scorn, payment]) as string;
}

/** What winning `monkey` does for the seat, as clauses. */
function monkeyClauses(r: Reading, monkey: number, lang: Lang): string[] {
  const N = NAMES[lang];
  const p = monkeyParts(r, monkey);
  const tribe = N.tribe((MONKEYS[monkey] as { tribe: Tribe }).tribe);
  const out: string[] = [];
  if (Math.abs(p.title) >= SMALL)
    out.push(
      p.title > 0
        ? say(
            lang,
            `its status is worth a better title in ${tribe} (${vp(p.title, lang)})`,
            `sein Status bringt dir einen besseren Titel bei ${tribe} näher (${vp(p.title, lang)})`,
          )
        : say(
            lang,
            `its status changes little in ${tribe}`,
            `sein Status ändert bei ${tribe} wenig`,
          ),
    );
  if (p.scorn > 0)
    out.push(
      say(
        lang,
        `winning it returns your ${tribe} scorn (${vp(p.scorn, lang)}, MM-6)`,
        `ihn zu gewinnen gibt deine Spottkarte ${tribe} zurück (${vp(p.scorn, lang)}, MM-6)`,
      ),
    );
  if (p.shipEffect === 'fills')
    out.push(
      say(
        lang,
        `it fills your ship, which launches (${vp(p.ship, lang)})`,
        `er füllt dein Raumschiff, das startet (${vp(p.ship, lang)})`,
      ),
    );
  else if (p.shipEffect === 'rival')
    out.push(
      say(
        lang,
        `a rival of a monkey aboard: your ship would launch early without its VP (${vp(p.ship, lang)}, MM-8)`,
        `Rivale eines Affen an Bord: dein Raumschiff startete früh ohne SP (${vp(p.ship, lang)}, MM-8)`,
      ),
    );
  else if (p.shipEffect === 'toward' && p.ship >= SMALL)
    out.push(
      say(
        lang,
        `one monkey closer to a full ship (${vp(p.ship, lang)})`,
        `ein Affe näher am vollen Raumschiff (${vp(p.ship, lang)})`,
      ),
    );
  return out;
}

function explain(r: Reading, move: MMMove, lang: Lang): string | null {
  const { v } = r;
  const N = NAMES[lang];
  switch (move.type) {
    case 'play':
      return playReason(r, move, lang);
    case 'select': {
      const worth = monkeyValue(r, move.monkey);
      const head = say(
        lang,
        `${N.monkey(move.monkey)} is worth about ${num(worth, lang)} VP to you`,
        `${N.monkey(move.monkey)} ist dir etwa ${num(worth, lang)} SP wert`,
      );
      const weak =
        moveValue(r, move) < worth - 1
          ? say(
              lang,
              'but you have few coins to bid for it',
              'aber du hast wenig Münzen, um mitzubieten',
            )
          : null;
      return sentence([head, ...monkeyClauses(r, move.monkey, lang), weak]);
    }
    case 'bid': {
      const a = v.auction;
      if (!a) return null;
      const worth = monkeyValue(r, a.monkey);
      const shown = move.coins.reduce((s, n) => s + n, 0);
      const price = shown * r.coinVp;
      return sentence([
        say(
          lang,
          `shows ${shown} coin${shown === 1 ? '' : 's'}, about ${num(price, lang)} VP at this stage, for a monkey worth about ${num(worth, lang)} VP to you`,
          `zeigt ${shown} Münze${shown === 1 ? '' : 'n'}, jetzt etwa ${num(price, lang)} SP, für einen Affen, der dir etwa ${num(worth, lang)} SP wert ist`,
        ),
        price > worth
          ? say(lang, 'more than it is worth', 'mehr, als er wert ist')
          : say(lang, 'less than it is worth', 'weniger, als er wert ist'),
      ]);
    }
    case 'pass': {
      const a = v.auction;
      if (!a) return null;
      const worth = monkeyValue(r, a.monkey);
      return sentence([
        say(
          lang,
          `keeps your coins: ${N.monkey(a.monkey)} is worth about ${num(worth, lang)} VP to you and the bid stands at ${a.value}`,
          `behält deine Münzen: ${N.monkey(a.monkey)} ist dir etwa ${num(worth, lang)} SP wert, das Gebot steht bei ${a.value}`,
        ),
      ]);
    }
    case 'ship': {
      const pending = v.pending[0];
      const board = pending?.kind === 'ship' ? pending.board : [];
      const card = SHIPS[move.ship] as { vp: number; colour: Tribe };
      const value = shipValue(r, move.ship, board);
      const fill = card.vp > 0 ? value / card.vp : 0;
      return sentence([
        say(
          lang,
          `${N.ship(move.ship)}: worth about ${num(value, lang)} VP to you`,
          `${N.ship(move.ship)}: dir etwa ${num(value, lang)} SP wert`,
        ),
        fill >= 0.8
          ? say(
              lang,
              'you can likely fill it before the end',
              'du kannst es wohl vor dem Ende füllen',
            )
          : say(
              lang,
              'it may not fill before the end',
              'es wird vor dem Ende vielleicht nicht voll',
            ),
        v.scorn[card.colour] === r.me
          ? say(
              lang,
              `launching it returns your ${N.tribe(card.colour)} scorn (MM-6)`,
              `sein Start gibt deine Spottkarte ${N.tribe(card.colour)} zurück (MM-6)`,
            )
          : null,
      ]);
    }
    case 'leave': {
      const stay = (v.aboard[r.me] as number[]).filter((m) =>
        move.tribes.includes((MONKEYS[m] as { tribe: Tribe }).tribe),
      ).length;
      return sentence([
        stay === 0
          ? say(lang, 'all your monkeys launch now, safe', 'alle deine Affen starten jetzt, sicher')
          : say(
              lang,
              `${stay} of your monkeys stay behind for the next ship (MM-7)`,
              `${stay} deiner Affen bleiben für das nächste Raumschiff zurück (MM-7)`,
            ),
      ]);
    }
  }
}

/** The reason for `move`, from `seat`'s view. */
export function explainMonkeysOnTheMoon(
  view: MMView,
  move: MMMove,
  seat: Seat,
  lang: Lang,
): string | null {
  return explain(read(MM_WEIGHTS, view, seat), move, lang);
}
