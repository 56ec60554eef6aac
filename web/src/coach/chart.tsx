// The review's chart: each seat's chance to win over the game, drawn as SVG. A seat's line moves
// at its own decisions (the coach's estimate after the move it played), starts at the fair share
// and ends at the result; mistakes are ringed. Lines differ in colour and dash, for every eye.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameReviewData } from './work.ts';
import { cw, pct } from './words.ts';

const H = 220;
const PAD = { left: 50, right: 12, top: 12, bottom: 28 };
export const SEAT_COLOURS = ['#1f5fbf', '#b3261e', '#1b7f3b', '#8a4fbf', '#a35f00'];
const DASHES = ['', '8 4', '3 3', '12 4 3 4', '2 6'];

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

export function Chart({
  review,
  names,
  onPick,
}: {
  review: GameReviewData;
  names: readonly string[];
  /** A click on a mistake's ring: show that move in the replay. */
  onPick: (move: number) => void;
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
  const x = (m: number) => PAD.left + (m / Math.max(1, review.moves)) * (W - PAD.left - PAD.right);
  const y = (c: number) => PAD.top + (1 - c) * (H - PAD.top - PAD.bottom);
  const desc = cw('chartDesc', {
    lines: lines
      .map((l, s) => `${names[s] ?? s + 1} ${l.map(([, c]) => pct(c)).join(' → ')}`)
      .join('; '),
  });
  return (
    <figure class="review-chart" ref={figure}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby="review-chart-title review-chart-desc"
        data-testid="review-chart"
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
        <text class="axis" x={W - PAD.right} y={H - 6} text-anchor="end">
          {cw('moveAxis')} {review.moves}
        </text>
        <text class="axis" x={PAD.left} y={H - 6}>
          0
        </text>
        {lines.map((l, s) => (
          <polyline
            key={s}
            class="seat-line"
            data-seat={s}
            points={l.map(([m, c]) => `${x(m).toFixed(1)},${y(c).toFixed(1)}`).join(' ')}
            stroke={SEAT_COLOURS[s % SEAT_COLOURS.length]}
            stroke-dasharray={DASHES[s % DASHES.length]}
          />
        ))}
        {review.points
          .filter((p) => p.mistake)
          .map((p) => (
            <circle
              key={p.index}
              class="mistake-dot"
              cx={x(p.index + 1)}
              cy={y(p.chance)}
              r={6}
              stroke={SEAT_COLOURS[p.seat % SEAT_COLOURS.length]}
              onClick={() => onPick(p.index + 1)}
            />
          ))}
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
                stroke={SEAT_COLOURS[s % SEAT_COLOURS.length]}
                stroke-width="3"
                stroke-dasharray={DASHES[s % DASHES.length]}
              />
            </svg>
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
