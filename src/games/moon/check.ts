// Is a card set well formed? Every effect, count and trigger must be one the rules know, every
// deck must be big enough for every player count, and keys must be unique. Used on the built-in
// set by the tests and on any set loaded from JSON before a game may use it.

import type { CardSet, ExpeditionDef, ReputationDef, StructureDef } from './cards.ts';
import { LEVELS } from './cards.ts';
import { COLOURS, COUNT_KINDS, FLAGS, RESOURCES, STEP_KINDS, TRIGGER_KINDS } from './vocabulary.ts';
import type { Count, Formula, Requirement, Step, Trigger } from './vocabulary.ts';
import { HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, reputationsPerLevel, SOLO } from './rules-data.ts';

const GOODS_KEYS = [...RESOURCES, 'R', 'H', 'HX'];

/** The problems found in `set`, empty when it is well formed. */
export function checkCardSet(set: CardSet): string[] {
  const problems: string[] = [];
  const bad = (where: string, what: string): void => {
    problems.push(`${where}: ${what}`);
  };
  const obj = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!obj(set)) return ['the card set is not an object'];
  if (typeof set.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(set.id))
    bad('id', 'must be 1-40 characters a-z, 0-9 or -');
  for (const list of ['bases', 'structures', 'expeditions', 'reputations'] as const)
    if (!Array.isArray(set[list])) return [...problems, `${list}: must be a list`];

  const goods = (where: string, g: unknown) => {
    if (!obj(g)) return bad(where, 'must be an object of amounts');
    for (const [k, v] of Object.entries(g as object)) {
      if (!GOODS_KEYS.includes(k)) bad(where, `unknown good "${k}"`);
      if (!Number.isInteger(v) || (v as number) < 0) bad(where, `amount of ${k} must be >= 0`);
    }
  };
  const flags = (where: string, f: unknown) => {
    if (!Array.isArray(f) || f.some((x) => !FLAGS.includes(x)))
      bad(where, `must be a list of flags (${FLAGS.join(', ')})`);
  };
  const count = (where: string, c: Count | undefined) => {
    if (c === undefined || !obj(c) || !COUNT_KINDS.includes(c.of))
      return bad(where, 'unknown count');
    if (c.flag !== undefined && !FLAGS.includes(c.flag)) bad(where, 'unknown flag');
    if (c.colour !== undefined && !COLOURS.includes(c.colour)) bad(where, 'unknown colour');
    if (c.resource !== undefined && !RESOURCES.includes(c.resource)) bad(where, 'unknown resource');
    if (c.of === 'cards' && c.colour === undefined) bad(where, 'counting cards needs a colour');
    if (c.of === 'production' && c.resource === undefined)
      bad(where, 'counting production needs a resource');
    if (c.of === 'flagTypesAtLeast' && !Number.isInteger(c.n)) bad(where, 'needs n');
  };
  const formula = (where: string, f: Formula | undefined) => {
    if (f === undefined || !obj(f)) return bad(where, 'missing formula');
    count(where, f.count);
    if (typeof f.each !== 'number') bad(where, 'formula needs `each`');
  };
  const steps = (where: string, list: readonly Step[] | undefined) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return bad(where, 'must be a list of steps');
    list.forEach((s, i) => {
      const at = `${where}[${i}]`;
      if (!obj(s) || !STEP_KINDS.includes(s.do))
        return bad(at, `unknown effect "${String(s?.do)}"`);
      switch (s.do) {
        case 'pay':
        case 'gain':
          return goods(at, s.goods);
        case 'gainPer':
          if (!['H', 'R', ...RESOURCES].includes(s.what ?? '')) bad(at, 'gainPer needs `what`');
          return formula(at, s.formula);
        case 'spendFor':
          if (!RESOURCES.includes(s.resource as never)) bad(at, 'spendFor needs a resource');
          if (typeof s.each !== 'number') bad(at, 'spendFor needs `each`');
          return;
        case 'search':
          if (!['stack', 'discard', 'previousStack'].includes(s.from ?? ''))
            bad(at, 'search needs `from`');
          return;
        case 'pickResources':
        case 'payAny':
        case 'takeRewards':
        case 'heartsOnFlag':
          if (!Number.isInteger(s.n) || (s.n as number) < 1) bad(at, `${s.do} needs n >= 1`);
          return;
        case 'heartsOnThis':
          if (s.formula !== undefined) formula(at, s.formula);
          else if (!Number.isInteger(s.n)) bad(at, 'heartsOnThis needs n or a formula');
          return;
        case 'heartsOnGrey':
          if (!['each', 'choose', 'empty'].includes(s.target ?? '')) bad(at, 'needs `target`');
          return;
        case 'produceAgain':
          if (!['own', 'other'].includes(s.whose ?? '')) bad(at, 'needs `whose`');
          return;
        case 'freeConstruct':
          if (!['turn', 'next'].includes(s.when ?? '')) bad(at, 'needs `when`');
          return;
        case 'unflip':
          if (!['one', 'all'].includes(s.which ?? '')) bad(at, 'needs `which`');
          return;
        default:
          return;
      }
    });
  };
  const triggers = (where: string, list: readonly Trigger[] | undefined) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return bad(where, 'must be a list');
    list.forEach((t, i) => {
      if (!obj(t) || !TRIGGER_KINDS.includes(t.on)) return bad(`${where}[${i}]`, 'unknown trigger');
      steps(`${where}[${i}].then`, t.then);
    });
  };
  const requirements = (where: string, list: readonly Requirement[] | undefined) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return bad(where, 'must be a list');
    list.forEach((r, i) => count(`${where}[${i}]`, r?.count));
  };
  const keys = new Set<string>();
  const key = (where: string, k: unknown) => {
    if (typeof k !== 'string' || keys.has(k)) bad(where, `key "${String(k)}" missing or repeated`);
    keys.add(String(k));
  };

  set.bases.forEach((b, i) => {
    key(`bases[${i}]`, b.key);
    goods(`bases[${i}].production`, b.production);
    flags(`bases[${i}].flags`, b.flags);
  });
  set.structures.forEach((s: StructureDef, i) => {
    const at = `structures[${i}] ${s?.name}`;
    key(at, s.key);
    if (![1, 2, 3].includes(s.era)) bad(at, 'era must be 1, 2 or 3');
    if (!COLOURS.includes(s.colour)) bad(at, 'unknown colour');
    if (!Number.isInteger(s.copies) || s.copies < 1) bad(at, 'copies must be >= 1');
    if (!Number.isInteger(s.marked) || s.marked < 0 || s.marked > s.copies)
      bad(at, 'marked must be 0..copies');
    goods(`${at}.cost`, s.cost);
    goods(`${at}.production`, s.production);
    goods(`${at}.reward`, s.reward);
    flags(`${at}.requires`, s.requires);
    flags(`${at}.flags`, s.flags);
    steps(`${at}.flip`, s.flip);
    steps(`${at}.onBuild`, s.onBuild);
    triggers(`${at}.triggers`, s.triggers);
    if (s.tracks) formula(`${at}.tracks`, s.tracks);
    (s.endGame ?? []).forEach((f, j) => formula(`${at}.endGame[${j}]`, f));
    if (s.flip && s.colour !== 'pink') bad(at, 'only pink cards flip');
  });
  set.expeditions.forEach((e: ExpeditionDef, i) => {
    const at = `expeditions[${i}] ${e?.name}`;
    key(at, e.key);
    if (![0, 1, 2, 3].includes(e.era)) bad(at, 'era must be 0 (First) to 3');
    steps(`${at}.action`, e.action);
    triggers(`${at}.triggers`, e.triggers);
    requirements(`${at}.requires`, e.requires);
  });
  set.reputations.forEach((r: ReputationDef, i) => {
    const at = `reputations[${i}] ${r?.name}`;
    key(at, r.key);
    if (!LEVELS.includes(r.level)) bad(at, 'unknown level');
    requirements(`${at}.requires`, r.requires);
    steps(`${at}.claim`, r.claim);
    triggers(`${at}.triggers`, r.triggers);
  });
  if (problems.length > 0) return problems;

  // Sizes: every player count must be able to deal.
  for (let p = MIN_PLAYERS; p <= MAX_PLAYERS; p++) {
    const two = p === 2;
    const solo = p === 1;
    const bases = set.bases.filter((b) => !two || !b.marked).length;
    if (bases < p) bad('bases', `${bases} usable at ${p} players, need ${p}`);
    for (const era of [1, 2, 3] as const) {
      const n = set.structures
        .filter((s) => s.era === era)
        .reduce((sum, s) => sum + s.copies - (two ? s.marked : 0), 0);
      // Solo: the face-up hands, the discard pile's first card and a card per Rival turn
      // (one after each of the player's turns: a turn per hand, then per hand but one).
      const rivalTurns = 2 * SOLO.hands - 1;
      const need = solo ? SOLO.hands * SOLO.handSize + 1 + rivalTurns : p * HAND_SIZE(p) + 1;
      if (n < need) bad(`Era ${era} deck`, `${n} cards at ${p} players, need ${need}`);
      // Stretch-goal cards may be left out (option `psychic`): count without them.
      const exps = set.expeditions.filter(
        (e) => e.era === era && (!two || !e.marked) && !e.stretchGoal,
      ).length;
      const needExps = solo ? SOLO.hands : p - 1;
      if (exps < needExps)
        bad(`Era ${era} Expeditions`, `${exps} at ${p} players, need ${needExps}`);
    }
    const firsts = set.expeditions.filter((e) => e.era === 0 && e.players?.includes(p)).length;
    if (firsts !== (solo ? 0 : 1))
      bad('First Expeditions', `need exactly ${solo ? 'none' : 'one'} for ${p} players`);
    for (const level of LEVELS) {
      const n = set.reputations.filter((r) => r.level === level).length;
      if (n < reputationsPerLevel(p))
        bad(`${level} Reputations`, `${n}, need ${reputationsPerLevel(p)}`);
    }
  }
  return problems;
}
