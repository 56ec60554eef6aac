// What a table is, in words, before anyone sits down at it: the game, the player count, and
// every setting that changes how it plays (rated, pace and clocks, hints, a bot for leavers,
// the game's own options). The game's name and option words come from /api/games, asked once.

import { useEffect, useState } from 'preact/hooks';
import { optionWords } from '../../../src/engine/game.ts';
import { readGamesAnswer } from '../../../src/protocol/server-messages.ts';
import { TURN_TIMES_MS } from '../../../src/protocol/wire.ts';
import { call } from '../api.ts';
import type { GameInfo, MatchInfo } from '../api.ts';
import { gameName } from '../catalog.ts';
import { lang, playersText, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { ww } from './words.ts';

let games: Promise<readonly GameInfo[]> | null = null;

/**
 * The game's facts from the server: undefined while they are asked for, null if they never
 * come (the page then names the game by its id and leaves its options out).
 */
export function useGameInfo(id: string): GameInfo | null | undefined {
  const [info, setInfo] = useState<GameInfo | null | undefined>(undefined);
  useEffect(() => {
    games ??= call('GET', '/api/games', readGamesAnswer).then((r) => r.games);
    let live = true;
    games.then(
      (list) => live && setInfo(list.find((g) => g.id === id) ?? null),
      () => {
        games = null;
        if (live) setInfo(null);
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return info;
}

/** The game's name in the page's language (its id until the server's facts came). */
export const titleOf = (info: GameInfo | null | undefined, id: string): string =>
  info ? gameName(info, lang()) : id;

const TURN_WORDS: readonly Key[] = ['hour1', 'hours12', 'day1', 'days3', 'days7'];

/** One setting in words; `id` names it for the page (`rated`, `pace`, `option-<key>`, ...). */
export interface Fact {
  readonly id: string;
  readonly text: string;
}

/** The table's settings as short phrases, in the page's language. */
export function settingFacts(match: MatchInfo, info: GameInfo | null): Fact[] {
  const s = match.settings;
  const facts: Fact[] = [
    { id: 'players', text: playersText(match.players) },
    { id: 'rated', text: ww(s.rated ? 'rated' : 'unrated') },
  ];
  if (s.turn) {
    const at = TURN_TIMES_MS.findIndex((ms) => ms === s.turn?.perMoveMs);
    const time = TURN_WORDS[at];
    const each = time ? t(time) : `${s.turn.perMoveMs} ms`;
    facts.push({ id: 'pace', text: t('paceTurn', { time: each }) });
    facts.push({
      id: 'missed',
      text: t(s.turn.onTimeout === 'bot' ? 'missedBot' : 'missedForfeit'),
    });
  } else if (s.timeControl) {
    const min = Math.round(s.timeControl.initialMs / 60_000);
    const sec = Math.round(s.timeControl.incrementMs / 1000);
    facts.push({ id: 'pace', text: ww('clock', { min, sec }) });
  } else facts.push({ id: 'pace', text: ww('noClock') });
  facts.push({ id: 'hints', text: ww(s.hints ? 'hintsOn' : 'hintsOff') });
  if (s.takeover) facts.push({ id: 'takeover', text: t('takeoverAway') });
  for (const o of info?.options ?? []) {
    const words = optionWords(o, lang());
    const value = match.options[o.key] ?? o.default;
    const said =
      o.kind === 'boolean' ? ww(value === true ? 'on' : 'off') : words.values[String(value)];
    facts.push({ id: `option-${o.key}`, text: `${words.label}: ${said ?? String(value)}` });
  }
  return facts;
}

/** The game's name as a heading and its settings as a list, once the game's facts came. */
export function GameSummary({
  match,
  info,
}: {
  match: MatchInfo;
  info: GameInfo | null | undefined;
}) {
  if (info === undefined) return null;
  return (
    <div class="game-facts" data-testid="game-facts">
      <h3>{titleOf(info, match.game)}</h3>
      <ul aria-label={ww('gameFacts')}>
        {settingFacts(match, info).map((f) => (
          <li
            key={f.id}
            data-fact={f.id}
            // The hints setting, read before joining (coach.test.ts).
            {...(f.id === 'hints'
              ? { 'data-testid': 'hints-info', 'data-hints': String(match.settings.hints) }
              : {})}
          >
            {f.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
