// The review's chart: each seat's chance to win over the game, drawn as SVG. A seat's line moves
// at its own decisions (the coach's estimate after the move it played), starts at the fair share
// and ends at the result; the seat shown is drawn strong and the others faint, its graded moves
// marked by grade, and under the lines a strip of the chance it lost at each move, so many small
// losses show as well as one big one. A click anywhere picks the nearest move of the seat shown;
// a line marks the replay's step. Lines differ in colour and dash, grades in shape, for every eye.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { GRADES } from '../../../src/bots/grades.ts';
import type { Grade } from '../../../src/bots/grades.ts';
import type { Shown } from './review-moves.tsx';
import type { GameReviewData, ReviewPoint } from './work.ts';
import { cw, pct, points } from './words.ts';

const LINES_H = 220;
const STRIP_H = 64;
const PAD = { left: 50, right: 12, top: 12, bottom: 28 };
/** Each seat's line colour, from the palette (coach.css: one set for light, one for dark). */
export const SEAT_COLOURS = [0, 1, 2, 3, 4].map((s) => `var(--seat-${s})`);
const DASHES = ['', '8 4', '3 3', '12 4 3 4', '2 6'];
/**
 * The strip's scale: the seat's biggest loss fills it, but never less than this (5 points), so a
 * game of small losses shows them and a game of none draws no noise tall.
 */
const STRIP_LEAST = 0.05;
/** A grade's mark on a line: a ring for an inaccuracy, a thick ring for a mistake, a disc for a blunder. */
const MARK_R: Record<Grade, number> = { inaccuracy: 4, mistake: 6, blunder: 7 };

/** The points of every seat's line: [move, chance] from the start to the end. */
export function seatLines(review: GameReviewData): [number, number][][] {
  return Array.from({ length: review.players }, (_, seat) => {
    const line: [number, number][] = [[0, 1 / review.players]];
    for (const p of review.points) if (p.seat === seat) line.push([p.index + 1, p.chance]);
    const end = review.final?.[seat];
    if (end !== undefined) line.push([review.moves, end]);
    return line;
  });
}

/** The move of `among` nearest to step `step` (its step is its index + 1), or null. */
export function nearest(among: readonly ReviewPoint[], step: number): ReviewPoint | null {
  let best: ReviewPoint | null = null;
  for (const p of among)
    if (!best || Math.abs(p.index + 1 - step) < Math.abs(best.index + 1 - step)) best = p;
  return best;
}

export function Chart({
  review,
  names,
  shown,
  at,
  onPick,
}: {
  review: GameReviewData;
  names: readonly string[];
  /** Whose moves are shown: that seat's line is strong, its grades marked, its losses in the strip. */
  shown: Shown;
  /** The replay's step, marked by a line. */
  at: number;
  /** A click on the chart: show the nearest move of the seat shown in the replay. */
  onPick: (step: number) => void;
}) {
  // Drawn at the figure's own width in pixels, so its words keep their size on every screen.
  const figure = useRef<HTMLElement>(null);
  const [W, setW] = useState(600);
  useLayoutEffect(() => {
    const el = figure.current;
    if (!el) return;
    const set = () => setW(Math.max(240, Math.round(el.clientWidth)));
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const lines = seatLines(review);
  const strip = shown !== 'all';
  const H = LINES_H + (strip ? STRIP_H : 0);
  const x = (m: number) => PAD.left + (m / Math.max(1, review.moves)) * (W - PAD.left - PAD.right);
  const y = (c: number) => PAD.top + (1 - c) * (LINES_H - PAD.top - PAD.bottom);
  const mine = review.points.filter((p) => shown === 'all' || p.seat === shown);
  const stripTop = Math.max(STRIP_LEAST, ...mine.map((p) => p.loss));
  const stripBase = LINES_H + STRIP_H - 8;
  const stripY = (loss: number) => stripBase - (loss / stripTop) * (STRIP_H - 30);
  const desc = cw('chartDesc', {
    lines: lines
      .map((l, s) => `${names[s] ?? s + 1} ${l.map(([, c]) => pct(c)).join(' → ')}`)
      .join('; '),
  });
  const pick = (e: MouseEvent) => {
    const svg = e.currentTarget as SVGSVGElement;
    const r = svg.getBoundingClientRect();
    const px = ((e.clientX - r.left) * W) / Math.max(1, r.width);
    const step = ((px - PAD.left) / (W - PAD.left - PAD.right)) * review.moves;
    const p = nearest(mine, step);
    if (p) onPick(p.index + 1);
  };
  const seatName = strip ? (names[shown] ?? String(shown + 1)) : '';
  return (
    <figure class="review-chart" ref={figure}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby="review-chart-title review-chart-desc"
        data-testid="review-chart"
        onClick={pick}
      >
        <title id="review-chart-title">{cw('chart')}</title>
        <desc id="review-chart-desc">{desc}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((c) => (
          <g key={c}>
            <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={y(c)} y2={y(c)} />
            <text class="axis" x={PAD.left - 6} y={y(c) + 5} text-anchor="end">
              {pct(c)}
            </text>
          </g>
        ))}
        <text class="axis" x={W - PAD.right} y={LINES_H - 6} text-anchor="end">
          {cw('moveAxis')} {review.moves}
        </text>
        <text class="axis" x={PAD.left} y={LINES_H - 6}>
          0
        </text>
        {lines.map((l, s) => (
          <polyline
            key={s}
            class={`seat-line${shown === 'all' || shown === s ? '' : ' faint'}`}
            data-seat={s}
            points={l.map(([m, c]) => `${x(m).toFixed(1)},${y(c).toFixed(1)}`).join(' ')}
            style={{ stroke: SEAT_COLOURS[s % SEAT_COLOURS.length] }}
            stroke-dasharray={DASHES[s % DASHES.length]}
          />
        ))}
        <line class="step-mark" x1={x(at)} x2={x(at)} y1={PAD.top} y2={H - 8} />
        {mine
          .filter((p) => p.grade)
          .map((p) => (
            <circle
              key={p.index}
              class={`grade-mark grade-${p.grade}`}
              data-grade={p.grade}
              data-index={p.index}
              cx={x(p.index + 1)}
              cy={y(p.chance)}
              r={MARK_R[p.grade as Grade]}
            />
          ))}
        {strip ? (
          <g class="loss-strip" data-testid="loss-strip">
            <text class="axis" x={PAD.left} y={LINES_H + 12}>
              {cw('lossStrip', { name: seatName })}
            </text>
            <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={stripBase} y2={stripBase} />
            <text class="axis" x={PAD.left - 6} y={stripY(stripTop) + 10} text-anchor="end">
              −{points(stripTop)}
            </text>
            {mine.map((p) =>
              p.loss > 0.0005 ? (
                <rect
                  key={p.index}
                  class={`loss-bar${p.grade ? ` grade-${p.grade}` : ''}`}
                  x={x(p.index + 1) - 1.5}
                  width={3}
                  y={stripY(p.loss)}
                  height={stripBase - stripY(p.loss)}
                />
              ) : null,
            )}
          </g>
        ) : null}
      </svg>
      <figcaption class="chart-legend">
        {names.map((n, s) => (
          <span key={s} class="legend-seat">
            <svg width="28" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                style={{ stroke: SEAT_COLOURS[s % SEAT_COLOURS.length] }}
                stroke-width="3"
                stroke-dasharray={DASHES[s % DASHES.length]}
              />
            </svg>
            {n}
          </span>
        ))}
        {GRADES.map((g) => (
          <span key={g} class="legend-seat">
            <svg width="18" height="18" aria-hidden="true">
              <circle class={`grade-mark grade-${g}`} cx="9" cy="9" r={MARK_R[g]} />
            </svg>
            {cw(`grade_${g}`)}
          </span>
        ))}
        <span class="muted chart-tap">{cw('chartTap')}</span>
      </figcaption>
    </figure>
  );
}
