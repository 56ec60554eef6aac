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
  search: 'construct one card from the pile you are searching (paying for it), or none',
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
  const name = (id: number) =>
    `${style.paint(COLOUR_CODES[colourOf(id)], lib.name[id] ?? '?')} ${style.dim(`c${id + 1}`)}`;
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
  return { name, detail, colourOf };
}

function draw(v: MoonView, viewer: Viewer, style: Style): string[] {
  const lib = libraryOf(v.options.cardSet);
  const p = painter(lib, style);
  const who = (seat: Seat) => (seat === viewer ? `Player ${seat + 1} (you)` : `Player ${seat + 1}`);
  const state = v as unknown as MoonState; // counting reads public fields only
  const out: string[] = [];
  out.push(
    style.bold(
      `Moon · Era ${ERA_NAMES[v.era - 1] ?? v.era} · round ${v.round}${v.over ? ' · game over' : ''} · X = ${v.x}`,
    ) + style.dim(`   card set: ${lib.set.name}`),
  );
  const reward = (f: string) =>
    f === 'X' ? `X ${v.x}` : `${f} ${v.flagHearts[FLAGS.indexOf(f as never)]}`;
  out.push(
    `Flag Rewards: ${FLAG_REWARD_CARDS.map((card) => `[${card.map(reward).join(' | ')}]`).join(' ')}`,
  );
  for (const level of ['bronze', 'silver', 'gold'] as const) {
    const cards = v.reputations.filter((id) => lib.reputation[id]?.level === level);
    out.push(
      `  ${level.padEnd(6)} reputations: ${cards.map((id) => `${lib.name[id]} ${style.dim(`c${id + 1}`)}`).join(', ') || '-'}`,
    );
  }
  const top = v.discard.at(-1);
  out.push(
    `Discard pile (${v.discard.length}): ${top === undefined ? '-' : `top ${p.name(top)}`}   ${style.dim(`stacks ${v.stackSizes.join('/')}`)}`,
  );

  for (let seat = 0; seat < v.players; seat++) {
    const marker = v.toAct.includes(seat) ? style.bold('> ') : '  ';
    const sup = v.supply[seat] ?? [];
    const onMine = (v.settlements[seat] ?? []).reduce((n, id) => n + (v.roverOn[id] ?? 0), 0);
    const flags = FLAGS.map((f) => {
      const n = flagCount(lib, state, seat, f);
      const lead = n > 0 && flagWinner(lib, state, f) === seat ? '*' : '';
      return `${f} ${n}${lead}`;
    }).join(' ');
    const exp = v.handExpedition[seat];
    const expText =
      exp === null || exp === undefined
        ? 'an Expedition'
        : exp < 0
          ? 'no Expedition'
          : (lib.name[exp] ?? '?');
    out.push(
      `${marker}${style.bold(who(seat).padEnd(16))} ${v.hearts[seat]} Hrt · ${RESOURCES.map((r, i) => `${r} ${sup[i]}`).join(' ')} · Rovers ${v.rovers[seat]} (+${onMine} parked here) · ${flags}`,
    );
    out.push(
      style.dim(
        `      hand ${v.handSizes[seat]} cards with ${expText}; reputations: ${(v.claimed[seat] ?? []).map((id) => lib.name[id]).join(', ') || '-'}`,
      ),
    );
    for (const colour of ['base', ...COLOURS] as const) {
      const cards = (v.settlements[seat] ?? []).filter((id) => p.colourOf(id) === colour);
      if (cards.length === 0) continue;
      const text = cards.map((id) => {
        const marks = [
          v.roverOn[id] ? `${v.roverOn[id]} Rover` : '',
          v.cardHearts[id] ? `${v.cardHearts[id]} Hrt` : '',
          v.flipped.includes(id) ? 'flipped' : '',
        ].filter(Boolean);
        return `${p.name(id)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
      });
      out.push(`      ${colour.padEnd(6)} ${text.join(', ')}`);
    }
  }
  if (v.solo) out.push(...soloLines(v, v.solo, lib, p, style));
  if (v.revealed.length) out.push(`Revealed: ${v.revealed.map(p.detail).join(', ')}`);
  if (typeof viewer === 'number') {
    const hand = v.hands[viewer];
    if (hand) {
      out.push(style.bold('Your hand:'));
      for (const id of hand) out.push(`  ${p.detail(id)}`);
    }
    const searching = v.decision?.kind === 'search' ? v.stacks[v.decision.pile] : null;
    if (searching && v.decision?.seat === viewer)
      out.push(`You are searching: ${searching.map(p.name).join(', ')}`);
    if (v.decision && v.decision.seat === viewer)
      out.push(style.bold(`Your choice: ${DECISIONS[v.decision.kind]}`));
  }
  out.push(
    style.dim(
      `Flags: ${FLAGS.map((f) => `${f} ${FLAG_NAMES[f]}`).join(', ')}; * = winning now. This card set is the Moontable project's own design.`,
    ),
  );
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
