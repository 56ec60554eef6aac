// A rating's history as a line over its rated games, drawn as SVG at the figure's own width (as
// the review's chart, coach/chart.tsx), so its words keep their size on a phone.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RatingPoint } from '../../../src/protocol/ratings.ts';
import { formatNumber } from '../i18n.ts';
import { rw } from './words.ts';

const H = 180;
const PAD = { left: 48, right: 12, top: 12, bottom: 26 };

/** Round grid values covering the ratings, e.g. 1450 .. 1600 by 50. */
export function gridOf(values: readonly number[]): number[] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, 40);
  const step = [10, 20, 25, 50, 100, 200, 250, 500].find((s) => span / s <= 5) ?? 1000;
  const out: number[] = [];
  for (let v = Math.floor(lo / step) * step; v <= Math.ceil(hi / step) * step; v += step)
    out.push(v);
  return out;
}

export function RatingChart({
  points,
  game,
  testId,
}: {
  points: readonly RatingPoint[];
  game: string;
  testId: string;
}) {
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
  const grid = gridOf(points.map((p) => p.rating));
  const lo = grid[0]!;
  const hi = grid.at(-1)!;
  const n = points.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0.5 : i / (n - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) =>
    PAD.top + (1 - (v - lo) / Math.max(1, hi - lo)) * (H - PAD.top - PAD.bottom);
  const id = `${testId}-title`;
  return (
    <figure class="rating-chart" ref={figure}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={`${id} ${id}-desc`}
        data-testid={testId}
      >
        <title id={id}>{rw('chartTitle', { game })}</title>
        <desc id={`${id}-desc`}>
          {rw('chartDesc', { points: points.map((p) => formatNumber(p.rating)).join(', ') })}
        </desc>
        {grid.map((v) => (
          <g key={v}>
            <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text class="axis" x={PAD.left - 6} y={y(v) + 5} text-anchor="end">
              {formatNumber(v)}
            </text>
          </g>
        ))}
        <text class="axis" x={PAD.left} y={H - 6}>
          1
        </text>
        <text class="axis" x={W - PAD.right} y={H - 6} text-anchor="end">
          {rw('gameAxis')} {n}
        </text>
        <polyline
          class="rating-line"
          points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ')}
        />
        {points.map((p, i) => (
          <circle key={p.match} class="rating-dot" cx={x(i)} cy={y(p.rating)} r={3.5}>
            <title>{`${formatNumber(p.rating)} · ${rw('placeOf', { place: p.place, players: p.players })}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
