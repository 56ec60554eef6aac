// The lobby: set up a table (game, players, options, seats, time control), create it online or
// start it on this screen; invite and spectator links; open, running and held matches.

import { useEffect, useState } from 'preact/hooks';
import type { OptionValues } from '../../src/engine/game.ts';
import { GAMES } from '../../src/games/index.ts';
import { HEURISTICS } from '../../src/bots/index.ts';
import { call, heldSeats, holdSeat } from './api.ts';
import type { ApiError, MatchInfo } from './api.ts';
import { startHotseat } from './hotseat.tsx';
import { loadHotseat } from './hotseat-store.ts';
import type { HotseatSeat } from './hotseat.tsx';
import { t } from './i18n.ts';
import type { Key } from './i18n.ts';
import { linkClick, navigate } from './router.ts';
import { RulesButton } from './rules-help.tsx';

/** `program`: a human seat on the server, whose invite goes to `moontable bot` (a bot program). */
type SeatKind = 'me' | 'human' | 'program' | 'bot';

interface Created {
  match: MatchInfo;
  invites: { seat: number; token: string; url: string }[];
  spectate: string;
}

function CopyLink({ url, label }: { url: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <div class="link-row">
      <span>{label}</span>
      <input readOnly value={url} onFocus={(e) => (e.target as HTMLInputElement).select()} />
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
        {t('programHint')}{' '}
        <code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          npx moontable bot '{url}' --cmd "python3 my_bot.py"
        </code>
      </p>
    </div>
  );
}

function MatchList() {
  const [matches, setMatches] = useState<MatchInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      call<{ matches: MatchInfo[] }>('GET', '/api/matches?status=open,running&limit=50')
        .then((r) => live && setMatches(r.matches))
        .catch(() => live && setMatches([]));
    void load();
    const timer = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  const held = heldSeats();
  const name = (id: string) => GAMES.find((g) => g.id === id)?.name ?? id;
  const hotseat = loadHotseat();
  return (
    <>
      {hotseat ? (
        <section class="panel" data-testid="saved-hotseat">
          <a class="button primary" href="/hotseat" onClick={linkClick('/hotseat')}>
            {t('resumeHotseat')}
          </a>{' '}
          {name(hotseat.record.game)} · {hotseat.seats.map((s) => s.name).join(', ')} ·{' '}
          {hotseat.record.moves.length} {t('movesPlayed')}
        </section>
      ) : null}
      <section class="panel">
        <h2>{t('myMatches')}</h2>
        {held.length ? (
          <ul class="match-list" data-testid="my-matches">
            {held.slice(0, 20).map((h) => (
              <li key={h.match}>
                <a
                  href={`/m/${h.match}#token=${h.token}`}
                  onClick={linkClick(`/m/${h.match}#token=${h.token}`)}
                >
                  {t('rejoin')}
                </a>{' '}
                {name(h.game)} · {h.match} · {new Date(h.at).toLocaleString()}
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{t('noMatches')}</p>
        )}
      </section>
      <section class="panel">
        <h2>{t('openMatches')}</h2>
        {matches?.length ? (
          <ul class="match-list">
            {matches.map((m) => (
              <li key={m.id}>
                <a href={`/m/${m.id}`} onClick={linkClick(`/m/${m.id}`)}>
                  {t('watch')}
                </a>{' '}
                {name(m.game)} · {m.players} {t('players')} · {t(`status_${m.status}` as Key)} ·{' '}
                {m.seats.map((s) => s.name ?? '…').join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{t('noMatches')}</p>
        )}
      </section>
    </>
  );
}

export function Lobby() {
  const [gameId, setGameId] = useState(GAMES[0]?.id ?? '');
  const game = GAMES.find((g) => g.id === gameId) ?? GAMES[0];
  const [players, setPlayers] = useState(game?.minPlayers ?? 2);
  const [options, setOptions] = useState<Record<string, boolean | string>>({});
  const [kinds, setKinds] = useState<SeatKind[]>([
    'me',
    'bot',
    'bot',
    'bot',
    'bot',
    'bot',
    'bot',
    'bot',
  ]);
  const [names, setNames] = useState<string[]>([]);
  const [timed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState(10);
  const [increment, setIncrement] = useState(5);
  const [onTimeout, setOnTimeout] = useState<'forfeit' | 'takeover'>('forfeit');
  const [takeover, setTakeover] = useState(false);
  const [botSpec, setBotSpec] = useState('random');
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  if (!game) return <p>No games.</p>;
  // Bot levels this game has: a heuristic only where one is written for it.
  const botChoices = [
    'random',
    ...(HEURISTICS[game.id] ? ['heuristic'] : []),
    'ismcts:easy',
    'ismcts:normal',
    'ismcts:hard',
  ];
  const bot = botChoices.includes(botSpec) ? botSpec : 'random';
  const seats = kinds.slice(0, players);

  const create = async () => {
    setError(null);
    try {
      const body = {
        game: game.id,
        options: options as OptionValues,
        seats: seats.map((k) => (k === 'bot' ? { kind: 'bot', bot } : { kind: 'human' })),
        ...(timed
          ? {
              timeControl: {
                initialMs: minutes * 60_000,
                incrementMs: increment * 1000,
                onTimeout,
              },
            }
          : {}),
        ...(takeover || (timed && onTimeout === 'takeover')
          ? { takeover: { bot, graceMs: 60_000 } }
          : {}),
      };
      const res = await call<Created>('POST', '/api/matches', body);
      const me = seats.indexOf('me');
      const invite = res.invites.find((i) => i.seat === me);
      if (invite)
        holdSeat({
          match: res.match.id,
          game: game.id,
          token: invite.token,
          seat: me,
          joined: false,
          at: Date.now(),
        });
      setCreated(res);
    } catch (e) {
      setError(
        (e as { error?: ApiError }).error ?? { code: 'network', rule: null, message: String(e) },
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
      name: names[i]?.trim() || (k === 'bot' ? `${t('bot')} ${i + 1}` : `${t('seat')} ${i + 1}`),
    }));
    startHotseat({ game: game.id, players, options, seats: list });
  };

  return (
    <div class="lobby">
      <section class="panel setup">
        <h2>{t('newMatch')}</h2>
        <div class="game-row">
          <label>
            {t('game')}{' '}
            <select
              name="game"
              value={game.id}
              onChange={(e) => {
                const next = GAMES.find((g) => g.id === (e.target as HTMLSelectElement).value);
                if (!next) return;
                setGameId(next.id);
                setPlayers(next.minPlayers);
                setOptions({});
              }}
            >
              {GAMES.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <RulesButton game={game.id} />
        </div>
        <label>
          {t('players')}{' '}
          <select
            value={players}
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
            {game.options.map((o) =>
              o.kind === 'boolean' ? (
                <label key={o.key} title={o.description}>
                  <input
                    type="checkbox"
                    name={`option-${o.key}`}
                    checked={Boolean(options[o.key] ?? o.default)}
                    onChange={(e) =>
                      setOptions({ ...options, [o.key]: (e.target as HTMLInputElement).checked })
                    }
                  />{' '}
                  {o.label}
                </label>
              ) : (
                <label key={o.key} title={o.description}>
                  {o.label}{' '}
                  <select
                    name={`option-${o.key}`}
                    value={String(options[o.key] ?? o.default)}
                    onChange={(e) =>
                      setOptions({ ...options, [o.key]: (e.target as HTMLSelectElement).value })
                    }
                  >
                    {o.values.map((v) => (
                      <option key={v}>{v}</option>
                    ))}
                  </select>
                </label>
              ),
            )}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>{t('seats')}</legend>
          <label>
            {t('botLevel')}{' '}
            <select
              name="bot"
              value={bot}
              onChange={(e) => setBotSpec((e.target as HTMLSelectElement).value)}
            >
              {botChoices.map((b) => (
                <option key={b} value={b}>
                  {b}
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
                <option value="bot">
                  {t('bot')} ({bot})
                </option>
              </select>
              <input
                placeholder={t('yourName')}
                name={`name-${i}`}
                style={{ width: '8rem', minWidth: 0, flex: '1 1 8rem' }}
                value={names[i] ?? ''}
                onInput={(e) => {
                  const next = names.slice();
                  next[i] = (e.target as HTMLInputElement).value;
                  setNames(next);
                }}
                aria-label={`${t('seat')} ${i + 1}`}
              />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('timeControl')}</legend>
          <label>
            <input
              type="checkbox"
              name="timed"
              checked={timed}
              onChange={(e) => setTimed((e.target as HTMLInputElement).checked)}
            />{' '}
            {timed ? '' : t('none')}
          </label>
          {timed ? (
            <>
              <label>
                <input
                  type="number"
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
          <label>
            <input
              type="checkbox"
              checked={takeover}
              onChange={(e) => setTakeover((e.target as HTMLInputElement).checked)}
            />{' '}
            {t('takeoverAway')}
          </label>
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
            {error.message}
          </div>
        ) : null}
        {created ? (
          <div class="created" data-testid="created">
            <h3>{t('invites')}</h3>
            {created.invites.map((i) =>
              seats[i.seat] === 'me' ? (
                <p key={i.seat}>
                  <a
                    class="button primary"
                    data-testid="open-my-seat"
                    href={`/m/${created.match.id}#token=${i.token}`}
                    onClick={linkClick(`/m/${created.match.id}#token=${i.token}`)}
                  >
                    {t('open')} ({t('seat')} {i.seat + 1})
                  </a>
                </p>
              ) : seats[i.seat] === 'program' ? (
                <ProgramInvite key={i.seat} url={i.url} seat={i.seat} />
              ) : (
                <CopyLink key={i.seat} url={i.url} label={`${t('inviteFor')} ${i.seat + 1}`} />
              ),
            )}
            <CopyLink url={created.spectate} label={t('spectate')} />
            {seats.includes('me') ? null : (
              <button type="button" onClick={() => navigate(`/m/${created.match.id}`)}>
                {t('watch')}
              </button>
            )}
          </div>
        ) : null}
      </section>
      <MatchList />
    </div>
  );
}
