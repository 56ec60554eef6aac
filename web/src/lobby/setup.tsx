// "Set up a table", the longer way for people who want choices: game, players, options (in the
// page's language), bot strength, who sits where, clocks or a turn-based pace; then an online table with invite
// links, or a hot-seat game on this screen. The creator's own seat is taken at creation (its
// secret stays in this browser) and the page goes to the table's waiting room, which holds the
// invite links; each other seat's link takes it once. A creator who sits nowhere gets the links here.

import { useState } from 'preact/hooks';
import { cw } from '../coach/words.ts';
import { optionWords, refusalText } from '../../../src/engine/game.ts';
import { loadMe } from '../account/me.ts';
import { ApiFailure, call, holdSeat } from '../api.ts';
import type { ApiError, GameInfo } from '../api.ts';
import type { HotseatSeat } from '../hotseat-store.ts';
import { gameName } from '../catalog.ts';
import { lang, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { BOT_LEVELS, botSeatName, DEFAULT_BOT } from '../levels.ts';
import { navigate } from '../router.ts';
import { RulesButton } from '../rules-help.tsx';
import { readCreateAnswer } from '../../../src/protocol/server-messages.ts';
import { TURN_TIMES_MS } from '../../../src/protocol/wire.ts';
import type { CreateRequest, CreateResponse } from '../../../src/protocol/wire.ts';

/** `program`: a human seat on the server, whose invite goes to `moontable bot` (a bot program). */
type SeatKind = 'me' | 'human' | 'program' | 'bot';

/** The times per move a turn-based table offers (TURN_TIMES_MS), with their words. */
const TURN_CHOICES: readonly (readonly [number, Key])[] = TURN_TIMES_MS.map(
  (ms, i) => [ms, (['hour1', 'hours12', 'day1', 'days3', 'days7'] as const)[i]!] as const,
);

export function CopyLink({ url, label }: { url: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <div class="link-row">
      <label>
        <span>{label}</span>
        <input readOnly value={url} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      </label>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setDone(true));
        }}
      >
        {done ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

/** The invite of a seat left for a program, and the command that connects one to it. */
function ProgramInvite({ url, seat }: { url: string; seat: number }) {
  return (
    <div class="program-invite" data-testid={`program-invite-${seat}`}>
      <CopyLink url={url} label={`${t('programFor')} ${seat + 1}`} />
      <p class="muted">
        {t('programHint')} <code>npx moontable bot '{url}' --cmd "python3 my_bot.py"</code>
      </p>
    </div>
  );
}

export interface SetupProps {
  readonly games: readonly GameInfo[];
  readonly gameId: string;
  readonly onGame: (id: string) => void;
  /** The name the lobby remembers, for "You" and for hot-seat seats left unnamed. */
  readonly myName: string;
}

export function Setup({ games, gameId, onGame, myName }: SetupProps) {
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [players, setPlayers] = useState(game?.minPlayers ?? 2);
  const [options, setOptions] = useState<Record<string, boolean | string>>({});
  const [kinds, setKinds] = useState<SeatKind[]>(['me', ...Array<SeatKind>(7).fill('bot')]);
  const [names, setNames] = useState<string[]>([]);
  const [timed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState(10);
  const [increment, setIncrement] = useState(5);
  const [onTimeout, setOnTimeout] = useState<'forfeit' | 'takeover'>('forfeit');
  const [takeover, setTakeover] = useState(false);
  /** 0: live; else a turn-based table's time per move (ms). */
  const [perMove, setPerMove] = useState(0);
  const [missed, setMissed] = useState<'bot' | 'forfeit'>('bot');
  const [bot, setBot] = useState(DEFAULT_BOT);
  const [hints, setHints] = useState(false);
  const [rated, setRated] = useState(false);
  const [created, setCreated] = useState<CreateResponse | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  if (!game) return null;
  const count = Math.min(Math.max(players, game.minPlayers), game.maxPlayers);
  const seats = kinds.slice(0, count);

  const create = async () => {
    setError(null);
    try {
      const me = seats.indexOf('me');
      // The creator sits under the name typed for the seat, else the lobby's, else the
      // person's own (a guest's made-up name): never under "Seat 1".
      const mine =
        names[me]?.trim() ||
        myName.trim() ||
        (await loadMe().then(
          (m) => m.name,
          () => '',
        )) ||
        t('guest');
      const body: CreateRequest = {
        game: game.id,
        ...(me >= 0 ? { join: { seat: me, name: mine } } : {}),
        options,
        seats: seats.map((k) => (k === 'bot' ? { kind: 'bot', bot } : { kind: 'human' })),
        ...(perMove > 0 ? { turn: { perMoveMs: perMove, onTimeout: missed, bot } } : {}),
        ...(timed && perMove === 0
          ? {
              timeControl: {
                initialMs: minutes * 60_000,
                incrementMs: increment * 1000,
                onTimeout,
              },
            }
          : {}),
        ...(perMove === 0 && (takeover || (timed && onTimeout === 'takeover'))
          ? { takeover: { bot, graceMs: 60_000 } }
          : {}),
        ...(hints ? { hints: true } : {}),
        ...(rated ? { rated: true } : {}),
      };
      const res = await call('POST', '/api/matches', readCreateAnswer, body);
      if (res.token !== undefined && res.seat !== undefined)
        holdSeat({
          match: res.match.id,
          game: game.id,
          token: res.token,
          seat: res.seat,
          joined: true,
          at: Date.now(),
          invites: res.invites.map((i) => ({
            seat: i.seat,
            url: i.url,
            ...(seats[i.seat] === 'program' ? { program: true } : {}),
          })),
        });
      // The creator is at the table at once: its waiting room has the links.
      if (res.seat !== undefined) navigate(`/m/${res.match.id}`);
      else setCreated(res);
    } catch (e) {
      setError(
        e instanceof ApiFailure ? e.error : { code: 'network', rule: null, message: String(e) },
      );
    }
  };

  const hotseat = () => {
    if (seats.includes('program')) {
      setError({ code: 'program-seat', rule: null, message: t('programNoHotseat') });
      return;
    }
    setError(null);
    const list: HotseatSeat[] = seats.map((k, i) => ({
      kind: k === 'bot' ? 'bot' : 'human',
      ...(k === 'bot' ? { bot } : {}),
      name:
        names[i]?.trim() ||
        (k === 'bot'
          ? botSeatName(i, bot)
          : k === 'me' && myName.trim()
            ? myName.trim()
            : `${t('seat')} ${i + 1}`),
    }));
    const config = { game: game.id, players: count, options, seats: list };
    // The record's code comes with the hot-seat page, not with the lobby.
    void import('../hotseat-store.ts').then((h) => {
      h.saveHotseat(h.newSavedHotseat(config, h.randomSeed()));
      navigate('/hotseat');
    });
  };

  return (
    <section class="panel setup" id="setup" aria-labelledby="setup-title">
      <h2 id="setup-title">{t('setUp')}</h2>
      <div class="game-row">
        <label>
          {t('game')}{' '}
          <select
            name="game"
            value={game.id}
            onChange={(e) => {
              const next = games.find((g) => g.id === (e.target as HTMLSelectElement).value);
              if (!next) return;
              onGame(next.id);
              setPlayers(next.minPlayers);
              setOptions({});
            }}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {gameName(g, lang())}
              </option>
            ))}
          </select>
        </label>
        <RulesButton game={game.id} />
      </div>
      <label>
        {t('players')}{' '}
        <select
          value={count}
          name="players"
          onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}
        >
          {Array.from(
            { length: game.maxPlayers - game.minPlayers + 1 },
            (_, i) => game.minPlayers + i,
          ).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {game.options.length ? (
        <fieldset>
          <legend>{t('options')}</legend>
          {game.options.map((o) => {
            const words = optionWords(o, lang());
            return o.kind === 'boolean' ? (
              <label key={o.key} class="option">
                <input
                  type="checkbox"
                  name={`option-${o.key}`}
                  checked={Boolean(options[o.key] ?? o.default)}
                  onChange={(e) =>
                    setOptions({ ...options, [o.key]: (e.target as HTMLInputElement).checked })
                  }
                />{' '}
                <span>
                  <strong>{words.label}</strong>
                  <span class="muted option-hint">{words.description}</span>
                </span>
              </label>
            ) : (
              <label key={o.key} class="option">
                <span>
                  <strong>{words.label}</strong>
                  <span class="muted option-hint">{words.description}</span>
                </span>
                <select
                  name={`option-${o.key}`}
                  value={String(options[o.key] ?? o.default)}
                  onChange={(e) =>
                    setOptions({ ...options, [o.key]: (e.target as HTMLSelectElement).value })
                  }
                >
                  {o.values.map((v) => (
                    <option key={v} value={v}>
                      {words.values[v]}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('seats')}</legend>
        <label>
          {t('botLevel')}{' '}
          <select
            name="bot"
            value={bot}
            onChange={(e) => setBot((e.target as HTMLSelectElement).value)}
          >
            {BOT_LEVELS.map((b) => (
              <option key={b.spec} value={b.spec}>
                {b[lang()]} – {lang() === 'de' ? b.deHint : b.enHint}
              </option>
            ))}
          </select>
        </label>
        {seats.map((k, i) => (
          <div class="seat-row" key={i}>
            <span>
              {t('seat')} {i + 1}
            </span>
            <select
              name={`seat-${i}`}
              value={k}
              aria-label={`${t('whoSits')} ${i + 1}`}
              onChange={(e) =>
                setKinds(
                  kinds.map((x, j) =>
                    j === i ? ((e.target as HTMLSelectElement).value as SeatKind) : x,
                  ),
                )
              }
            >
              <option value="me">{t('you')}</option>
              <option value="human">{t('human')}</option>
              <option value="program">{t('program')}</option>
              <option value="bot">{t('bot')}</option>
            </select>
            <input
              placeholder={k === 'bot' ? botSeatName(i, bot) : t('yourName')}
              name={`name-${i}`}
              value={names[i] ?? ''}
              onInput={(e) => {
                const next = names.slice();
                next[i] = (e.target as HTMLInputElement).value;
                setNames(next);
              }}
              aria-label={`${t('nameOfSeat')} ${i + 1}`}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('timeControl')}</legend>
        <label>
          {t('pace')}{' '}
          <select
            name="pace"
            data-testid="pace"
            value={String(perMove)}
            onChange={(e) => setPerMove(Number((e.target as HTMLSelectElement).value))}
          >
            <option value="0">{t('paceLive')}</option>
            {TURN_CHOICES.map(([ms, key]) => (
              <option key={ms} value={String(ms)}>
                {t('paceTurn', { time: t(key) })}
              </option>
            ))}
          </select>
        </label>
        {perMove > 0 ? (
          <label>
            {t('missedMove')}{' '}
            <select
              name="missed"
              data-testid="missed"
              value={missed}
              onChange={(e) =>
                setMissed((e.target as HTMLSelectElement).value as 'bot' | 'forfeit')
              }
            >
              <option value="bot">{t('missedBot')}</option>
              <option value="forfeit">{t('missedForfeit')}</option>
            </select>
          </label>
        ) : null}
        {perMove === 0 ? (
          <label>
            <input
              type="checkbox"
              name="timed"
              checked={timed}
              onChange={(e) => setTimed((e.target as HTMLInputElement).checked)}
            />{' '}
            {t('withClocks')}
          </label>
        ) : null}
        {timed && perMove === 0 ? (
          <>
            <label>
              <input
                type="number"
                name="minutes"
                min={1}
                max={180}
                value={minutes}
                onInput={(e) => setMinutes(Number((e.target as HTMLInputElement).value))}
              />{' '}
              {t('minutes')}
            </label>
            <label>
              <input
                type="number"
                name="increment"
                min={0}
                max={600}
                value={increment}
                onInput={(e) => setIncrement(Number((e.target as HTMLInputElement).value))}
              />{' '}
              {t('increment')}
            </label>
            <label>
              {t('onTimeout')}{' '}
              <select
                name="on-timeout"
                value={onTimeout}
                onChange={(e) =>
                  setOnTimeout((e.target as HTMLSelectElement).value as 'forfeit' | 'takeover')
                }
              >
                <option value="forfeit">{t('forfeit')}</option>
                <option value="takeover">{t('takeoverOpt')}</option>
              </select>
            </label>
          </>
        ) : null}
        {perMove === 0 ? (
          <label>
            <input
              type="checkbox"
              name="takeover"
              checked={takeover}
              onChange={(e) => setTakeover((e.target as HTMLInputElement).checked)}
            />{' '}
            {t('takeoverAway')}
          </label>
        ) : null}
        <label>
          <input
            type="checkbox"
            name="hints"
            data-testid="hints-setting"
            checked={hints}
            disabled={rated}
            onChange={(e) => setHints((e.target as HTMLInputElement).checked)}
          />{' '}
          {cw('hintsSetting')}
        </label>
        {count > 1 ? (
          <label>
            <input
              type="checkbox"
              name="rated"
              data-testid="rated-setting"
              checked={rated}
              onChange={(e) => {
                const on = (e.target as HTMLInputElement).checked;
                setRated(on);
                if (on) setHints(false);
              }}
            />{' '}
            {t('ratedSetting')}
          </label>
        ) : null}
      </fieldset>
      <div class="actions">
        <button type="button" class="primary" data-testid="create" onClick={() => void create()}>
          {t('create')}
        </button>
        <button type="button" data-testid="hotseat" onClick={hotseat}>
          {t('newHotseat')}
        </button>
      </div>
      {error ? (
        <div class="error" role="alert">
          {refusalText(error, lang())}
        </div>
      ) : null}
      {created ? (
        <div class="created" data-testid="created">
          <h3>{t('invites')}</h3>
          {created.invites.length > 0 ? <p class="muted">{t('inviteOnce')}</p> : null}
          {created.invites.map((i) =>
            seats[i.seat] === 'program' ? (
              <ProgramInvite key={i.seat} url={i.url} seat={i.seat} />
            ) : (
              <CopyLink key={i.seat} url={i.url} label={`${t('inviteFor')} ${i.seat + 1}`} />
            ),
          )}
          <CopyLink url={created.spectate} label={t('spectate')} />
          <button type="button" onClick={() => navigate(`/m/${created.match.id}`)}>
            {t('watch')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
