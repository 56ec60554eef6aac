// The Moon board in the terminal: Era, X and the Flag Rewards, the Reputation cards, each
// settlement by colour with supplies, Rovers and flags, the viewer's hand, and in the solo game
// the Rival and the face-up hands.

import type { Seat, Viewer } from '../../engine/game.ts';
import { flagCount, flagWinner } from '../../games/moon/counting.ts';
import { libraryOf } from '../../games/moon/library.ts';
import type { Library } from '../../games/moon/library.ts';
import { FLAG_REWARD_CARDS } from '../../games/moon/rules-data.ts';
import { rivalColours, rivalFlags } from '../../games/moon/solo.ts';
import type { MoonState, SoloState } from '../../games/moon/state.ts';
import type { MoonView } from '../../games/moon/view.ts';
import { COLOURS, FLAGS, FLAG_NAMES, RESOURCES } from '../../games/moon/vocabulary.ts';
import type { Colour, Goods, Reward } from '../../games/moon/vocabulary.ts';
import type { Style } from '../style.ts';
import { hang, wrap } from '../text.ts';
import type { TerminalBoard } from './board.ts';

const COLOUR_CODES: Record<Colour | 'base', string> = {
  blue: '34',
  yellow: '33',
  grey: '37',
  pink: '35',
  red: '31',
  base: '36',
};
const ERA_NAMES = ['I', 'II', 'III'];
const DECISIONS: Record<NonNullable<MoonView['decision']>['kind'], string> = {
  search: 'a card of the pile you search to construct (paying for it), or none',
  spend: 'how many to spend for Hearts',
  pick: 'a resource type to gain',
  payAny: 'a resource to pay',
  exchange: 'a resource to swap for another type',
  takeRewards: 'a discard-pile card whose Assimilation reward you take, or none',
  give: 'a player and the resource you give them',
  reveal: 'construct or assimilate one of the revealed cards',
  produce: 'a blue card to produce with',
  flagReward: 'the Flag Reward that gets the Hearts',
  convert: 'the type to convert into, then what to convert',
  unflip: 'a flipped card to flip back',
  cycle: 'a hand card to discard before drawing',
  swap: 'a hand card to swap with the top of the discard pile',
  recall: 'a card of yours whose Rover comes back to your supply',
  greyHeart: 'a grey card to put the Heart on',
  rewardResource: 'one resource from that reward',
  hand: 'the face-up hand to take this turn with',
};

const goods = (g: Reward | Goods): string => {
  const parts = Object.entries(g)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => (k === 'HX' ? `${n === 1 ? '' : n}X Hrt` : `${n}${k === 'H' ? ' Hrt' : k}`));
  return parts.join('+') || 'free';
};

function painter(lib: Library, style: Style) {
  const colourOf = (id: number): Colour | 'base' => lib.structure[id]?.colour ?? 'base';
  /** A card's name in its colour, without its id (settlements). */
  const short = (id: number) => style.paint(COLOUR_CODES[colourOf(id)], lib.name[id] ?? '?');
  const name = (id: number) => `${short(id)} ${style.dim(`c${id + 1}`)}`;
  const detail = (id: number) => {
    const s = lib.structure[id];
    if (!s) return name(id);
    const req = s.requires.length ? ` needs ${s.requires.join('+')}` : '';
    const shows = [
      Object.keys(s.production).length ? `prod ${goods(s.production)}` : '',
      s.productionChoice ? `prod ${s.productionChoice.n} of one type` : '',
      s.flags.length ? `flags ${s.flags.join('+')}` : '',
      s.hearts ? `${s.hearts} Hrt` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${name(id)} ${style.dim(`[${s.colour}, cost ${goods(s.cost)}${req}${shows ? `; ${shows}` : ''}; assim ${goods(s.reward)}]`)}`;
  };
  return { name, short, detail, colourOf };
}

/** Board width: a 5-player game in a late Era fits an 80x40 terminal (with a few moves listed). */
const WIDTH = 80;

function draw(v: MoonView, viewer: Viewer, style: Style): string[] {
  const lib = libraryOf(v.options.cardSet);
  const p = painter(lib, style);
  const who = (seat: Seat) => (seat === viewer ? `Player ${seat + 1} (you)` : `Player ${seat + 1}`);
  const state = v as unknown as MoonState; // counting reads public fields only
  const out: string[] = [];
  const top = v.discard.at(-1);
  const title = `Moon · Era ${ERA_NAMES[v.era - 1] ?? v.era} · round ${v.round}${v.over ? ' · game over' : ''} · X = ${v.x}`;
  const discard = ` · discard ${v.discard.length}${top === undefined ? '' : `, top ${lib.name[top]}`}`;
  const set = `   card set: ${lib.set.name}`;
  const room = Math.max(0, WIDTH - title.length - discard.length);
  out.push(style.bold(title) + discard + style.dim(room > 20 ? set.slice(0, room) : ''));
  const reward = (f: string) =>
    f === 'X' ? `X ${v.x}` : `${f} ${v.flagHearts[FLAGS.indexOf(f as never)]}`;
  out.push(
    `Flag Rewards: ${FLAG_REWARD_CARDS.map((card) => `[${card.map(reward).join(' | ')}]`).join(' ')}   ${style.dim(`stacks ${v.stackSizes.join('/')}`)}`,
  );
  const levels = (['bronze', 'silver', 'gold'] as const).flatMap((level) => {
    const cards = v.reputations.filter((id) => lib.reputation[id]?.level === level);
    return cards.length
      ? [`${level} ${cards.map((id) => `${lib.name[id]} ${style.dim(`c${id + 1}`)}`).join(', ')}`]
      : [];
  });
  out.push(...hang(`Reputations: ${levels.join(' · ') || '-'}`, WIDTH));

  for (let seat = 0; seat < v.players; seat++) {
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    const sup = v.supply[seat] ?? [];
    const onMine = (v.settlements[seat] ?? []).reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
    // Flags held (none shown for a type at 0), * for the current leader (MN-3).
    const flags = FLAGS.flatMap((f) => {
      const n = flagCount(lib, state, seat, f);
      return n > 0 ? [`${f} ${n}${flagWinner(lib, state, f) === seat ? '*' : ''}`] : [];
    }).join(' ');
    // An Expedition still held face down is the usual case and goes unsaid.
    const exp = v.handExpedition[seat];
    const expText =
      exp === null || exp === undefined
        ? null
        : exp < 0
          ? 'Expedition used'
          : (lib.name[exp] ?? '?');
    const claimed = (v.claimed[seat] ?? []).map((id) => lib.name[id]).join(', ');
    out.push(
      `${marker}${style.bold(who(seat).padEnd(15))} ${v.hearts[seat]} Hrt · ${RESOURCES.map((r, i) => `${r} ${sup[i]}`).join(' ')} · Rovers ${v.rovers[seat]} (+${onMine} parked) · hand ${v.handSizes[seat]}`,
    );
    // Flags, Expedition, Reputations and the settlement by colour, as one wrapped paragraph.
    const parts = [
      `flags ${flags || '-'}`,
      expText,
      claimed ? `reputations: ${claimed}` : null,
    ].flatMap((t) => (t ? [style.dim(t)] : []));
    for (const colour of ['base', ...COLOURS] as const) {
      const cards = (v.settlements[seat] ?? []).filter((id) => p.colourOf(id) === colour);
      if (cards.length === 0) continue;
      const text = cards.map((id) => {
        const marks = [
          v.roverOn[id] ? `${v.roverOn[id]} Rover` : '',
          v.cardHearts[id] ? `${v.cardHearts[id]} Hrt` : '',
          v.flipped.includes(id) ? 'flipped' : '',
        ].filter(Boolean);
        return `${p.short(id)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
      });
      parts.push(colour === 'base' ? text.join(', ') : `${colour}: ${text.join(', ')}`);
    }
    out.push(...wrap(parts.join('; '), WIDTH, '    '));
  }
  if (v.revealed.length) {
    out.push('Revealed:');
    for (const id of v.revealed)
      out.push(...hang(p.detail(id), WIDTH - 2, '    ').map((l) => `  ${l}`));
  }
  if (v.solo) out.push(...soloLines(v, v.solo, lib, p, style));
  if (typeof viewer === 'number') {
    const hand = v.hands[viewer];
    if (hand) {
      out.push(style.bold('Your hand:'));
      for (const id of hand)
        out.push(...hang(p.detail(id), WIDTH - 2, '    ').map((l) => `  ${l}`));
    }
    const searching = v.decision?.kind === 'search' ? v.stacks[v.decision.pile] : null;
    if (searching && v.decision?.seat === viewer)
      out.push(
        ...hang(`You are searching: ${searching.map((id) => lib.name[id]).join(', ')}`, WIDTH),
      );
    if (v.decision && v.decision.seat === viewer)
      out.push(...hang(`Your choice: ${DECISIONS[v.decision.kind]}`, WIDTH).map(style.bold));
  }
  out.push(style.dim(`Flags: ${FLAGS.map((f) => `${f} ${FLAG_NAMES[f]}`).join(', ')}; * leads`));
  return out;
}

/** Solo: the Rival (Hearts, flags, cards by colour) and the face-up hands of the round. */
function soloLines(
  v: MoonView,
  solo: SoloState,
  lib: Library,
  p: ReturnType<typeof painter>,
  style: Style,
): string[] {
  const flags = FLAGS.map((f) => {
    const n = rivalFlags(lib, solo, f);
    return `${f} ${n}${n > 0 && flagWinner(lib, v as unknown as MoonState, f) === v.players ? '*' : ''}`;
  }).join(' ');
  const colours = Object.entries(rivalColours(lib, solo))
    .map(([c, n]) => `${c} ${n}`)
    .join(', ');
  const out = [
    `  ${style.bold('The Rival'.padEnd(16))} ${solo.hearts} Hrt · ${flags} · cards: ${colours || '-'}`,
    style.bold(`Solo round ${v.round === 1 ? 'A' : 'B'}: the face-up hands`),
  ];
  solo.hands.forEach((hand, i) => {
    const state =
      i === solo.current
        ? 'in play'
        : i === solo.removed
          ? 'removed by the Rival'
          : solo.played[i]
            ? 'played this round'
            : 'open';
    const exp = solo.expeditions[i] ?? -1;
    const cards = i === solo.current ? (v.hands[0] ?? []) : hand;
    const withExp = i === solo.current ? (v.handExpedition[0] ?? -1) : exp;
    out.push(
      `  hand ${i + 1} (${state}): ${cards.map(p.name).join(', ') || '-'}${(withExp ?? -1) >= 0 ? ` + ${lib.name[withExp as number]}` : ''}`,
    );
  });
  return out;
}

function resultDetails(v: MoonView): string[] {
  const r = v.result;
  if (!r) return [];
  const out = ['Player     tokens  printed  formulas  reputations'];
  for (let seat = 0; seat < v.players; seat++)
    out.push(
      `Player ${String(seat + 1).padEnd(3)} ${String(r.tokens[seat]).padStart(6)} ${String(r.printed[seat]).padStart(8)} ${String(r.formulas[seat]).padStart(9)} ${String(r.reputations[seat]).padStart(12)}`,
    );
  if (r.opponent) {
    const margin = (r.scores[0] ?? 0) - r.opponent.score;
    out.push(
      margin > 0
        ? `You beat the Rival by ${margin} Hearts.`
        : margin === 0
          ? 'A tie with the Rival: you share the first place.'
          : `The Rival wins by ${-margin} Hearts.`,
    );
  }
  return out;
}

export const moonBoard: TerminalBoard = {
  draw: (view, viewer, style) => draw(view as MoonView, viewer, style),
  resultDetails: (view) => resultDetails(view as MoonView),
};
