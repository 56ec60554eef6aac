// A turn-based table's line under the board: its time per move and what a missed move does,
// and, when it is my move, how long I have left (from the inbox, GET /api/me/inbox, which knows
// my deadline moved on by any vacation).

import { useEffect, useState } from 'preact/hooks';
import type { TurnSettings } from '../../src/protocol/wire.ts';
import { t } from './i18n.ts';
import { fetchInbox, span } from './inbox-badge.tsx';

export function TurnLine({
  match,
  turn,
  myTurn,
  version,
}: {
  match: string;
  turn: TurnSettings;
  myTurn: boolean;
  version: number;
}) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setLeft(null);
    if (myTurn)
      void fetchInbox()
        .then((box) => {
          const item = box?.items.find((i) => i.id === match);
          if (live && box && item && item.deadline !== null) setLeft(item.deadline - box.now);
        })
        .catch(() => {});
    return () => {
      live = false;
    };
  }, [match, myTurn, version]);
  const rule = turn.onTimeout === 'bot' ? t('ruleBot') : t('ruleForfeit');
  return (
    <p class="muted turn-line" data-testid="turn-line">
      {t('turnLine', { time: span(turn.perMoveMs), rule })}
      {left !== null ? (
        <strong> {t('yourMoveDue', { time: span(Math.max(0, left)) })}</strong>
      ) : null}
    </p>
  );
}
