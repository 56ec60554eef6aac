// Why the Moon heuristic likes a move, in words: how much it adds to the seat's position in
// Hearts by the bot's count, which flag majorities it changes (MN-3), the Hearts it brings now,
// the resources it costs or gives, and what it keeps from the next seat, read from the seat's
// view only.

import type { Lang, Seat } from '../../../engine/game.ts';
import { FLAG_INDEX, flagTable, tableWinner } from '../../../games/moon/counting.ts';
import type { MoonMove, MoonView } from '../../../games/moon/index.ts';
import { flagName, resourceName } from '../../../games/moon/names.ts';
import { FLAGS, RESOURCES } from '../../../games/moon/vocabulary.ts';
import { list, num, player, say, sentence, signed } from '../reasons.ts';
import { tryMove } from './moves.ts';
import { read } from './position.ts';
import type { Ctx, Pos } from './position.ts';
import { flagValues, seatValue } from './price.ts';
import { MOON_WEIGHTS } from './weights.ts';

/** Parts smaller than this (in Hearts) are not worth a word. */
const SMALL = 0.3;

const heartsWord = (x: number, lang: Lang): string =>
  `${num(x, lang)} ${lang === 'de' ? (Math.abs(x) === 1 ? 'Herz' : 'Herzen') : Math.abs(x) === 1 ? 'Heart' : 'Hearts'}`;

/** The seat's worth in Hearts as the bot counts it, flag majorities included and apart. */
function worth(ctx: Ctx, p: Pos): { all: number; flags: number } {
  const t = flagTable(ctx.lib, p);
  const flags = flagValues(ctx, p, t)[ctx.me] as number;
  return { all: seatValue(ctx, p, ctx.me, t) + flags, flags };
}

/** Flags the move adds to the seat's settlement, and majorities it takes the lead in (MN-3). */
function flagClause(ctx: Ctx, p: Pos, q: Pos, gain: number, lang: Lang): string | null {
  const before = flagTable(ctx.lib, p);
  const after = flagTable(ctx.lib, q);
  const nf = FLAGS.length;
  const added: string[] = [];
  const leads: string[] = [];
  for (const f of FLAGS) {
    const i = FLAG_INDEX[f];
    const n =
      (after.counts[ctx.me * nf + i] as number) - (before.counts[ctx.me * nf + i] as number);
    if (n > 0) added.push(`+${n} ${flagName(f, lang)}`);
    if (tableWinner(after, i) === ctx.me && tableWinner(before, i) !== ctx.me)
      leads.push(flagName(f, lang));
  }
  if (added.length === 0 && Math.abs(gain) < SMALL) return null;
  const what =
    added.length > 0
      ? say(lang, `flags ${list(added, lang)}`, `Flaggen ${list(added, lang)}`)
      : say(lang, 'changes the flag majorities', 'ändert die Flaggenmehrheiten');
  const lead =
    leads.length > 0
      ? say(
          lang,
          `, you now lead ${list(leads, lang)}`,
          `, du führst jetzt bei ${list(leads, lang)}`,
        )
      : '';
  return `${what}${lead} (${say(lang, 'majorities', 'Mehrheiten')} ${signed(gain, lang)}, MN-3)`;
}

/** Resources the move spends and gains, e.g. "costs 2 Energy and 1 Water". */
function resourceClauses(ctx: Ctx, p: Pos, q: Pos, lang: Lang): string[] {
  const spent: string[] = [];
  const got: string[] = [];
  RESOURCES.forEach((r, i) => {
    const d =
      ((q.supply[ctx.me] as number[])[i] as number) - ((p.supply[ctx.me] as number[])[i] as number);
    if (d < 0) spent.push(`${-d} ${resourceName(r, lang)}`);
    if (d > 0) got.push(`${d} ${resourceName(r, lang)}`);
  });
  const rovers = (q.rovers[ctx.me] as number) - (p.rovers[ctx.me] as number);
  if (rovers > 0) got.push(`${rovers} Rover`);
  const out: string[] = [];
  if (got.length) out.push(say(lang, `gains ${list(got, lang)}`, `bringt ${list(got, lang)}`));
  if (spent.length)
    out.push(say(lang, `costs ${list(spent, lang)}`, `kostet ${list(spent, lang)}`));
  return out;
}

function explain(ctx: Ctx, move: MoonMove, lang: Lang): string | null {
  const { lib, me, view } = ctx;
  const p = ctx.pos;
  if (move.type === 'claim') {
    const rep = lib.reputation[move.card];
    if (rep)
      return sentence([
        say(
          lang,
          `claims ${lib.names.en[move.card]}, a Reputation worth ${heartsWord(rep.hearts, 'en')}`,
          `beansprucht ${lib.names.de[move.card]}, einen Ruf im Wert von ${heartsWord(rep.hearts, 'de')}`,
        ),
      ]);
  }
  // Parks are priced without the Construct their lent flags may open (that needs every legal move).
  const tried = tryMove(ctx, p, move, Infinity);
  if (!tried) return null;
  const { q, extra, denial } = tried;
  const a = worth(ctx, p);
  const b = worth(ctx, q);
  const gain = b.all - a.all + extra - denial;
  const value = say(
    lang,
    `worth about ${signed(gain, lang)} Hearts to you by the heuristic's count`,
    `nach der Rechnung der Heuristik etwa ${signed(gain, lang)} Herzen für dich wert`,
  );
  const lends =
    move.type === 'park' &&
    !view.turn.mainDone &&
    (lib.flags[move.card] ?? []).length > 0 &&
    say(
      lang,
      `its flags count for you this turn (MN-2)`,
      `seine Flaggen zählen diesen Zug für dich (MN-2)`,
    );
  const now = (q.hearts[me] as number) - (p.hearts[me] as number);
  return sentence([
    value,
    lends,
    now > 0 && say(lang, `${heartsWord(now, lang)} at once`, `${heartsWord(now, lang)} sofort`),
    flagClause(ctx, p, q, b.flags - a.flags, lang),
    ...resourceClauses(ctx, p, q, lang),
    denial >= SMALL &&
      say(
        lang,
        `it also keeps the card from ${player((me + 1) % ctx.players, 'en')}, who gets this hand next`,
        `außerdem bekommt ${player((me + 1) % ctx.players, 'de')} die Karte nicht, der diese Hand als Nächstes erhält`,
      ),
  ]);
}

/** The reason for `move`, from `seat`'s view. */
export function explainMoon(view: MoonView, move: MoonMove, seat: Seat, lang: Lang): string | null {
  return explain(read(MOON_WEIGHTS, view, seat), move, lang);
}
