// The Moon board's words in English and German (chosen with `lang()`): concepts from the game's
// glossary (src/games/moon/glossary.ts), the sentences around them here, and the tooltips that
// say each card's cost, power and what it scores. Facts and numbers only; the wording is our own.

import { GLOSSARY } from '../../../../src/games/moon/glossary.ts';
import type { MoonTerm } from '../../../../src/games/moon/glossary.ts';
import type { Library } from '../../../../src/games/moon/library.ts';
import { colourName, flagName as flagNameIn } from '../../../../src/games/moon/names.ts';
import { resourceName } from '../../../../src/games/moon/names.ts';
import type { Decision } from '../../../../src/games/moon/state.ts';
import { RESOURCES } from '../../../../src/games/moon/vocabulary.ts';
import type {
  Colour,
  Flag,
  Formula,
  Goods,
  Requirement,
  Resource,
  Reward,
  Step,
  Trigger,
} from '../../../../src/games/moon/vocabulary.ts';
import { lang } from '../../i18n.ts';
import { EN } from './sentences.ts';
import type { Word } from './sentences.ts';

export type DecisionKind = Decision['kind'];

/** A glossary term in the page's language. */
export const G = (key: MoonTerm): string => GLOSSARY[key][lang()];
/** The German sentences, once de.ts has brought them (only German pages load them). */
let DE: Readonly<Record<Word, string>> | null = null;
export const germanSentences = (de: Readonly<Record<Word, string>>): void => {
  DE = de;
};
/** A sentence of the board in the page's language (English until the German ones are here). */
export const w = (key: Word): string => (lang() === 'de' && DE ? DE[key] : EN[key]);
/** A sentence with `{n}`-style holes filled. */
export const wf = (key: Word, values: Readonly<Record<string, string | number>>): string =>
  w(key).replace(/\{(\w+)\}/g, (all, k: string) => String(values[k] ?? all));

export const decisionText = (kind: DecisionKind) => w(`dec_${kind}`);
export const flagName = (f: Flag) => flagNameIn(f, lang());
export const resName = (r: Resource) => resourceName(r, lang());
export const colour = (c: Colour | 'base') => colourName(c, lang());

const ERA_NUMERALS = ['I', 'II', 'III'];
export const era = (n: number) => ERA_NUMERALS[n - 1] ?? String(n);

export const hearts = (n: number) => `${n} ${n === 1 ? G('heart') : G('hearts')}`;
export const rovers = (n: number) => `${n} ${n === 1 ? G('rover') : G('rovers')}`;

// ---------------------------------------------------------------------------------------------
// Colours

export type Kind = Colour | 'base';
export const MOON_FILL: Readonly<Record<Kind, string>> = {
  base: '#1f7a70',
  blue: '#2458b3',
  yellow: '#f0c419',
  grey: '#5f6673',
  pink: '#c23b84',
  red: '#b3261e',
};
/** Text on a card of that colour: dark on yellow, white elsewhere (contrast). */
export const ink = (k: Kind) => (k === 'yellow' ? '#1c1f26' : '#fff');
export const RES_FILL: Readonly<Record<Resource, string>> = {
  E: '#a35f00',
  W: '#1c6fb8',
  B: '#2e7d32',
  M: '#555c68',
};

export const kindOf = (lib: Library, id: number): Kind => lib.structure[id]?.colour ?? 'base';
/** A card's name in the page's language. */
export const cardName = (lib: Library, id: number) => lib.names[lang()][id] ?? '?';

// ---------------------------------------------------------------------------------------------
// Goods, formulas, requirements and powers in words

/** A bag of goods in words: `2 Energy, 1 Metal, 1 Rover, 2 Hearts`; Hearts times X spelled out. */
export function goods(g: Reward | Goods | undefined): string {
  if (!g) return '';
  const parts: string[] = [];
  for (const r of RESOURCES) if (g[r]) parts.push(`${g[r]} ${resName(r)}`);
  if (g.R) parts.push(rovers(g.R));
  if (g.H) parts.push(hearts(g.H));
  const hx = (g as Reward).HX;
  if (hx) parts.push(wf('heartsTimesX', { n: hx }));
  return parts.join(', ');
}

/** What a count counts, e.g. `pink cards`, `Industry flags`, `Rovers in supply`. */
function counted(c: Formula['count']): string {
  const what = [
    c.flag ? flagName(c.flag) : '',
    c.colour ? colour(c.colour) : '',
    c.resource ? resName(c.resource) : '',
    wf(`cnt_${c.of}`, { n: c.n ?? 1 }),
  ].filter(Boolean);
  return what.join(' ');
}

/** A formula in words: `1 Heart × pink cards ÷ 2 (times X, at most 6)`. */
export function formulaText(f: Formula, unit = f.each === 1 ? G('heart') : G('hearts')): string {
  const extra = [f.x ? w('timesX') : '', f.max !== undefined ? wf('atMost', { n: f.max }) : '']
    .filter(Boolean)
    .join(', ');
  const per = f.per && f.per > 1 ? ` ÷ ${f.per}` : '';
  return `${f.each} ${unit} × ${counted(f.count)}${per}${extra ? ` (${extra})` : ''}`;
}

/** A Reputation card's requirement in words, e.g. `at least 2 pink cards`. */
export function requirementText(r: Requirement): string {
  const bound = [
    r.atLeast !== undefined ? wf('atLeast', { n: r.atLeast }) : '',
    r.atMost !== undefined ? wf('atMost', { n: r.atMost }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${bound} ${counted(r.count)}`;
}

/** One effect step in words (the card data's primitives; details where the data gives them). */
export function stepText(s: Step): string {
  const n = ('n' in s ? s.n : undefined) ?? ('max' in s ? s.max : undefined) ?? 1;
  switch (s.do) {
    case 'pay':
      return `${w('pw_pay')} ${goods(s.goods)}`;
    case 'gain':
      return `${w('pw_gain')} ${goods(s.goods)}`;
    case 'gainPer': {
      const unit =
        !s.what || s.what === 'H' ? undefined : s.what === 'R' ? G('rovers') : resName(s.what);
      return s.formula ? `${w('pw_gain')} ${formulaText(s.formula, unit)}` : w('pw_gain');
    }
    case 'heartsOnThis':
      return s.formula
        ? `${w('pw_heartsOnThis')}: ${formulaText(s.formula)}`
        : w('pw_heartsOnThis');
    case 'spendFor':
      return wf('pw_spendFor', { what: s.resource ? resName(s.resource) : G('resources') });
    default:
      return wf(`pw_${s.do}`, { n });
  }
}

const triggerText = (t: Trigger) =>
  `${wf(`on_${t.on}`, { colours: (t.colours ?? []).map(colour).join('/') || G('structure') })}: ${t.then.map(stepText).join('; ')}`;

/** Every power a card of the library has, as sentences. */
export function powers(lib: Library, id: number): string[] {
  const s = lib.structure[id];
  const e = lib.expedition[id];
  const r = lib.reputation[id];
  const out: string[] = [];
  const steps = (label: Word, list: readonly Step[] | undefined) => {
    if (list?.length) out.push(`${w(label)}: ${list.map(stepText).join('; ')}`);
  };
  steps('onBuild', s?.onBuild);
  steps('flip', s?.flip);
  steps('bonusAction', e?.action);
  steps('onClaim', r?.claim);
  for (const t of [...(s?.triggers ?? []), ...(e?.triggers ?? []), ...(r?.triggers ?? [])])
    out.push(triggerText(t));
  const mods = s?.modifiers ?? e?.modifiers ?? r?.modifiers;
  if (mods?.discount) out.push(wf('mod_discount', { n: mods.discount.n }));
  if (mods?.flipsPerTurn) out.push(wf('mod_flips', { n: mods.flipsPerTurn }));
  if (mods?.productionPicks) out.push(wf('mod_picks', { n: mods.productionPicks }));
  if (mods?.ignoreFlagFor) out.push(wf('mod_ignore', { n: mods.ignoreFlagFor }));
  if (mods?.reckless) out.push(w('mod_reckless'));
  if (s?.tracks) out.push(`${w('tracks')}: ${formulaText(s.tracks)}`);
  for (const f of s?.endGame ?? []) out.push(`${w('endGame')}: ${formulaText(f)}`);
  if (s?.obelisk) out.push(w('obeliskPower'));
  if (e?.requires?.length) out.push(`${w('needs')}: ${e.requires.map(requirementText).join(', ')}`);
  return out;
}

/** A card's tooltip: name, kind, cost, needs, production, flags, Hearts, reward and powers. */
export function cardTip(lib: Library, id: number): string {
  const name = cardName(lib, id);
  const s = lib.structure[id];
  const b = lib.base[id];
  const e = lib.expedition[id];
  const r = lib.reputation[id];
  const lines: string[] = [];
  if (s) {
    lines.push(`${name}: ${colour(s.colour)} · ${G('era')} ${era(s.era)}`);
    lines.push(`${capital(G('cost'))}: ${goods(s.cost) || w('free')}`);
    if (s.requires.length) lines.push(`${w('needsFlags')}: ${s.requires.map(flagName).join(', ')}`);
    const prod = [
      goods(s.production),
      s.productionChoice ? wf('ofOneType', { n: s.productionChoice.n }) : '',
    ].filter(Boolean);
    if (prod.length) lines.push(`${capital(G('production'))}: ${prod.join(', ')}`);
    if (s.flags.length) lines.push(`${capital(G('flags'))}: ${s.flags.map(flagName).join(', ')}`);
    if (s.hearts) lines.push(`${w('printedHearts')}: ${s.hearts}`);
    lines.push(`${G('assimilationReward')}: ${goods(s.reward) || '–'}`);
  } else if (b) {
    lines.push(`${name}: ${G('base')} (${colour('blue')} + ${colour('yellow')})`);
    if (Object.keys(b.production).length)
      lines.push(`${capital(G('production'))}: ${goods(b.production)}`);
    if (b.flags.length) lines.push(`${capital(G('flags'))}: ${b.flags.map(flagName).join(', ')}`);
  } else if (e) {
    lines.push(`${name}: ${G('expedition')}${e.era ? ` · ${G('era')} ${era(e.era)}` : ''}`);
  } else if (r) {
    lines.push(`${name}: ${G('reputation')} (${G(r.level)}) · ${hearts(r.hearts)}`);
    lines.push(`${w('needs')}: ${r.requires.map(requirementText).join(', ')}`);
  } else lines.push(name);
  lines.push(...powers(lib, id));
  return lines.join('. ');
}

export const capital = (t: string) => t.slice(0, 1).toLocaleUpperCase() + t.slice(1);
