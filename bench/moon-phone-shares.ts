// Moon on a 390x844 phone over many games: the share of the screen the board shows at every
// decision (the checker's measure, test/web/checker.ts), per game its least, 5th percentile and
// median, then over all games; the decisions under WORST described (prompt, the bar's buttons,
// the drawer) and shot. Too slow for the suite (a game is 1-2 minutes); issue 31's figures.
//
// Usage (the client built first, one browser file at a time on a shared machine):
//   npm run build:web && MOONTABLE_WEB_BUILT=1 nice -n 10 node --import tsx --test \
//     bench/moon-phone-shares.ts
// GAMES lists the games as players:lang:seed (the seed picks the clicks; the deal is the
// server's own), LANES how many play at once (2), WORST the share under which a decision is
// described (0.55), OUT the folder for games.jsonl, worst.jsonl and the screenshots.

import { appendFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { inspect, PHONE, settle } from '../test/web/checker.ts';
import { browserSuite, createTable } from '../test/web/helpers.ts';
import { openPage, playToTheEnd } from '../test/web/table-helpers.ts';

const { server, browser } = await browserSuite();
const OUT = process.env.OUT ?? '/tmp/moon-phone-shares';
mkdirSync(OUT, { recursive: true });
const WORST = Number(process.env.WORST ?? 0.55);
const GAMES = process.env.GAMES ?? '1:en:1,2:de:2,3:en:3,4:de:4,5:en:5,2:en:6,3:de:7,5:de:8';
const games = GAMES.split(',').map((g, i) => {
  const [players, lang, seed] = g.split(':');
  return { players: Number(players), lang: lang === 'de' ? 'de' : 'en', seed: Number(seed ?? i) };
});

/** What squeezes the board: the prompt, the bar's buttons and height, the drawer. */
const DESCRIBE = `(() => {
  const bar = document.querySelector('[data-testid=action-bar]');
  const hand = document.querySelector('.at-hand');
  const h = (el) => el ? Math.round(el.getBoundingClientRect().height) : 0;
  return {
    prompt: document.querySelector('[data-testid=prompt]')?.textContent ?? '',
    buttons: [...(bar?.querySelectorAll('button') ?? [])].map((b) => b.textContent),
    bar: h(bar),
    drawer: hand ? { height: h(hand), open: hand.classList.contains('open') } : null,
  };
})()`;

const all: number[] = [];
const at = (sorted: readonly number[], q: number) => sorted[Math.floor(sorted.length * q)] ?? 0;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe(
  'Moon on a phone: the board at every decision',
  { concurrency: Number(process.env.LANES ?? 2) },
  () => {
    for (const g of games)
      test(`${g.players} players (${g.lang}), clicks ${g.seed}`, async () => {
        const { page } = await openPage(browser, server.url, PHONE, g.lang as 'en' | 'de');
        await createTable(page, server.url, { game: 'moon', players: g.players });
        await page.locator('[data-board=moon]').waitFor();
        const tag = `${g.players}p-${g.lang}-${g.seed}`;
        const shares: number[] = [];
        const decisions = await playToTheEnd(
          page,
          g.seed,
          async (_where, k) => {
            await settle(page);
            const f = await inspect(page);
            shares.push(f.boardShare);
            if (f.boardShare >= WORST) return;
            const file = join(OUT, `${tag}-${k}.png`);
            await page.screenshot({ path: file });
            const seen = {
              tag,
              decision: k,
              share: f.boardShare,
              ...((await page.evaluate(DESCRIBE)) as Record<string, unknown>),
              file,
            };
            appendFileSync(join(OUT, 'worst.jsonl'), `${JSON.stringify(seen)}\n`);
          },
          { max: 3000 },
        );
        all.push(...shares);
        const s = [...shares].sort((a, b) => a - b);
        const line = { tag, decisions, least: s[0], p5: at(s, 0.05), median: at(s, 0.5) };
        appendFileSync(join(OUT, 'games.jsonl'), `${JSON.stringify(line)}\n`);
        console.log(
          `${tag}: ${decisions} decisions, least ${pct(s[0] ?? 0)}, median ${pct(at(s, 0.5))}`,
        );
        await page.close();
      });
  },
);

after(() => {
  const s = [...all].sort((a, b) => a - b);
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(
    `${games.length} games, ${s.length} decisions: least ${pct(s[0] ?? 0)}, 5th percentile ${pct(at(s, 0.05))}, median ${pct(at(s, 0.5))} (load ${load})`,
  );
});
