// Requests about a whole match that are not moves: the rematch and the record. They run in the
// match's step queue like everything else (`hub.serial`) and use only the hub's public parts.

import type { Lang, Result, Viewer } from '../engine/game.ts';
import { fail, ok } from '../engine/game.ts';
import { noMatch } from '../protocol/client-messages.ts';
import type { MatchInfo } from '../protocol/wire.ts';
import type { Hub } from './hub.ts';
import { badToken, keyOf, seatTaken } from './matches.ts';

/** A new match with the same game, options, settings and bots; the players keep their secrets. */
export function rematch(hub: Hub, id: string, token: string): Promise<Result<MatchInfo>> {
  return hub.serial(id, async () => {
    const live = await hub.load(id);
    if (!live) return noMatch(id);
    const key = keyOf(live.row, token);
    if (key?.as === 'spent') return seatTaken();
    if (key?.as !== 'secret')
      return fail(
        'bad-token',
        null,
        'Only a player of this match can ask for a rematch.',
        'Nur wer in dieser Partie spielt, kann eine Revanche verlangen.',
      );
    if (live.row.status !== 'finished')
      return fail(
        'not-finished',
        null,
        'A rematch can start once this match is over.',
        'Eine Revanche kann beginnen, sobald diese Partie vorbei ist.',
      );
    if (live.row.rematch) {
      const existing = await hub.info(live.row.rematch);
      if (existing) return ok(existing);
    }
    const created = await hub.create(
      {
        game: live.row.game,
        options: live.row.options,
        seats: live.row.seats.map((s) =>
          s.kind === 'bot' ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
        ),
        settings: live.row.settings,
        join: null,
      },
      live.row,
    );
    if (!created.ok) return created;
    const linked = await hub.updateMatch(live, () => ({ rematch: created.value.match.id }));
    if (!linked.ok) return linked;
    hub.audience.match(live);
    return ok(created.value.match);
  });
}

/**
 * The record of a match for a viewer: finished matches in full; running ones without secrets,
 * with the log in `lang`.
 */
export function recordFor(
  hub: Hub,
  id: string,
  token: string | null,
  lang: Lang = 'en',
): Promise<Result<unknown>> {
  return hub.serial(id, async () => {
    const live = await hub.load(id);
    if (!live) return noMatch(id);
    let viewer: Viewer = 'spectator';
    if (token !== null) {
      const key = keyOf(live.row, token);
      if (live.row.status !== 'finished' && !key) return badToken();
      if (live.row.status !== 'finished' && key?.as === 'spent') return seatTaken();
      if (key?.as === 'secret') viewer = key.seat;
    }
    return ok(live.record(await hub.store.moves(id), viewer, lang));
  });
}
