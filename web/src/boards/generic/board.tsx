// The board of a game without one of its own, made from the two things every game gives: the
// viewer's view and the legal moves' words. The view is shown as it is (its names as words, lists
// of plain values on one line, nested parts indented); the moves are buttons, grouped by the
// first word of their string form, on the board and, nine at a time, in the action bar (number
// keys 1-9). A game can ship with this and gain a board of its own later (docs/adding-a-game.md).

import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../../table/board.ts';
import { useStep } from '../../table/step.ts';
import type { StepButton } from '../../table/step.ts';
import { BAR_CHOICES, barChoices, groupMoves, keyWords } from './moves.ts';
import { gw } from './words.ts';

const plain = (x: unknown): boolean => x === null || typeof x !== 'object';

function Value({ value, top = false }: { value: unknown; top?: boolean }) {
  if (value === null || value === undefined) return <span class="muted">–</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span class="muted">{gw('none')}</span>;
    if (value.every(plain))
      return (
        <span class="generic-list">
          {value.map((x, i) => (
            <span key={i} class="generic-chip">
              {String(x)}
            </span>
          ))}
        </span>
      );
    return (
      <ol class="generic-items">
        {value.map((x, i) => (
          <li key={i}>
            <Value value={x} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl class="kv">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k} data-key={top ? k : undefined}>
            <dt>{keyWords(k)}</dt>
            <dd>
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}

export function GenericBoard({ view, legal, onMove }: BoardProps) {
  // A group of moves chosen in the action bar (its verb), until the moves change.
  const [chosen, setChosen] = useState<string | null>(null);
  const offered = legal.map((l) => l.move).join('\n');
  useEffect(() => setChosen(null), [offered]);
  const bar = barChoices(legal, chosen);
  const buttons: StepButton[] =
    bar.kind === 'groups'
      ? bar.groups.map((g) => ({
          label: `${g.verb} (${g.moves.length})`,
          step: g.verb,
          onClick: () => setChosen(g.verb),
        }))
      : bar.moves.slice(0, BAR_CHOICES).map((l) => ({ label: l.label, move: l.move, tip: l.move }));
  if (chosen !== null && bar.kind === 'moves')
    buttons.push({ label: gw('back'), onClick: () => setChosen(null) });
  useStep(
    legal.length === 0
      ? null
      : { prompt: gw(bar.kind === 'groups' ? 'chooseKind' : 'choose'), buttons },
  );
  return (
    <div class="generic-board" data-board="generic">
      {legal.length > 0 ? (
        <section class="generic-moves" aria-labelledby="generic-moves-title">
          <h3 id="generic-moves-title">{gw('moves')}</h3>
          {groupMoves(legal).map((g) => (
            <div key={g.verb} class="generic-group" role="group" aria-label={g.verb}>
              {g.moves.map((l) => (
                <button
                  key={l.move}
                  type="button"
                  data-move={l.move}
                  data-tip={l.move}
                  onClick={() => onMove(l.move)}
                >
                  {l.label}
                </button>
              ))}
            </div>
          ))}
        </section>
      ) : null}
      <section class="generic-view" aria-labelledby="generic-view-title">
        <h3 id="generic-view-title">{gw('table')}</h3>
        <Value value={view} top />
      </section>
    </div>
  );
}
