// Online play from the terminal: `moontable create` sets up a match on a server and prints its
// invite links; `moontable join <link>` takes a seat (or watches, with a spectator link) and
// plays over the WebSocket, reconnecting by itself when the connection drops. An invite takes
// its seat once; the seat's secret the server hands out then is kept in the seat file
// (seat-file.ts) and opens the seat from then on. Whatever the server sends is printed through
// `printable`: a name or a line from the network never reaches the terminal raw.

import WebSocket from 'ws';
import type { Lang, Result, Viewer } from '../../engine/game.ts';
import { printable } from '../../engine/text.ts';
import {
  parseServerMessage,
  readCreateAnswer,
  readErrorAnswer,
  readJoinAnswer,
} from '../../protocol/server-messages.ts';
import type {
  ClientFrame,
  CreateRequest,
  CreateSeat,
  MatchInfo,
  MoveFrame,
  ServerMessage,
  Snapshot,
} from '../../protocol/wire.ts';
import { findGame } from '../../games/index.ts';
import { requireGame, requireLang } from '../args.ts';
import { boardFor } from '../boards/index.ts';
import { formatRuleError, UsageError } from '../errors.ts';
import type { LineInput } from '../input.ts';
import { stdinLines } from '../input.ts';
import { printScores } from '../result.ts';
import { heldSeat, holdSeat } from '../seat-file.ts';
import { styleFor } from '../style.ts';

export interface CreateFlags {
  server: string;
  seats: string;
  option: string[];
  timeControl?: string;
  takeover?: string;
  json?: boolean;
}

const CALL_TIMEOUT_MS = 15_000;

/**
 * Calls the HTTP API and reads its answer with `read` (protocol/server-messages.ts); a refusal
 * becomes a UsageError in `lang`, made printable.
 */
export async function call<T>(
  url: string,
  init: RequestInit,
  read: (json: unknown) => Result<T>,
  lang: Lang = 'en',
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    throw new UsageError(`cannot reach the server at ${new URL(url).origin}`);
  }
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const e = readErrorAnswer(body);
    const words = (lang !== 'en' ? e?.words?.[lang] : undefined) ?? e?.message;
    throw new UsageError(
      printable(`${words ?? `the server answered ${res.status}`} (${e?.code ?? res.status})`),
    );
  }
  const answer = read(body);
  if (!answer.ok) throw new UsageError(`${answer.error.message} (${answer.error.code})`);
  return answer.value;
}

/**
 * The secret of the seat an invite link opens: kept from an earlier run, or handed out now by
 * joining with the invite under `name` (which spends the invite). With a kept secret and a
 * name given, the seat is renamed. Null for a spectator link.
 */
export async function seatKey(
  link: { origin: string; id: string; invite: string | null },
  name: string | undefined,
  fallbackName: string,
  lang: Lang = 'en',
): Promise<{ seat: number; token: string; match: MatchInfo | null } | null> {
  const { origin, id, invite } = link;
  if (!invite) return null;
  const held = heldSeat(origin, id, invite);
  if (held && name === undefined) return { seat: held.seat, token: held.token, match: null };
  const joined = await call(
    `${origin}/api/matches/${id}/join`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: held?.token ?? invite, name: name ?? fallbackName }),
    },
    readJoinAnswer,
    lang,
  );
  const seat = { seat: joined.seat, token: joined.token };
  const warning = holdSeat(origin, id, invite, { ...seat, at: Date.now() });
  if (warning) console.error(`moontable: ${warning}`);
  return { ...seat, match: joined.match };
}

export async function createCommand(gameId: string, opts: CreateFlags): Promise<void> {
  const game = requireGame(gameId);
  const seats = opts.seats.split(',').map((w): CreateSeat => {
    const [kind, bot] = w.trim().split(':');
    if (kind === 'human') return { kind: 'human' };
    if (kind === 'bot') return { kind: 'bot', bot: bot ?? 'random' };
    throw new UsageError(`a seat is "human" or "bot[:name]", not "${w}"`);
  });
  const options: Record<string, string | boolean> = {};
  for (const pair of opts.option) {
    const [key, value] = pair.split('=');
    if (!key || value === undefined)
      throw new UsageError(`--option takes key=value, not "${pair}"`);
    options[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  const [minutes, increment = '0'] = opts.timeControl?.split('+') ?? [];
  const body: CreateRequest = {
    game: game.id,
    options,
    seats,
    ...(opts.timeControl
      ? {
          timeControl: {
            initialMs: Math.round(Number(minutes) * 60_000),
            incrementMs: Math.round(Number(increment) * 1000),
            onTimeout: opts.takeover ? 'takeover' : 'forfeit',
          },
        }
      : {}),
    ...(opts.takeover ? { takeover: { bot: opts.takeover, graceMs: 60_000 } } : {}),
  };
  const created = await call(
    `${opts.server.replace(/\/$/, '')}/api/matches`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    readCreateAnswer,
  );
  if (opts.json) {
    console.log(JSON.stringify(created));
    return;
  }
  console.log(`${game.name} match ${printable(created.match.id)} created.`);
  for (const i of created.invites)
    console.log(
      `  seat ${i.seat + 1}: moontable join '${printable(i.url)}'   (share with that player)`,
    );
  console.log(`  spectators: moontable join '${printable(created.spectate)}'`);
  console.log('Each invite link takes its seat once: whoever joins first holds the seat.');
}

export interface JoinFlags {
  name?: string;
  /** Language the server words move labels and log lines in: en (default) or de. */
  lang?: string;
}

/** Reads a link of the form http://host/m/<id>#invite=<invite> (`#token=` from older servers). */
export function parseLink(link: string): { origin: string; id: string; invite: string | null } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new UsageError(
      `"${printable(link)}" is not a link (expected http://host/m/<match>#invite=...)`,
    );
  }
  const id = /^\/m\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
  if (!id)
    throw new UsageError(`"${printable(link)}" is not a match link (expected .../m/<match>)`);
  const hash = new URLSearchParams(url.hash.slice(1));
  return { origin: url.origin, id, invite: hash.get('invite') ?? hash.get('token') };
}

/** A frame that carries the table: what the seat may see and do at one version. */
type Table = Extract<ServerMessage, Snapshot>;
/** Sends a frame to the server. */
type Send = (frame: ClientFrame) => void;

/** Reconnection attempts after a lost connection (about five minutes) before giving up. */
const MAX_RECONNECTS = 35;
const BUSY_RETRY_MS = 1000;

export async function joinCommand(
  link: string,
  opts: JoinFlags,
  input: LineInput = stdinLines(),
): Promise<number> {
  const parsed = parseLink(link);
  const { origin, id } = parsed;
  const lang = requireLang(opts.lang);
  const style = styleFor(process.stdout);
  const print = (line = '') => console.log(line);
  const key = await seatKey(parsed, opts.name, process.env.USER || 'Player', lang);
  const token = key?.token ?? null;
  let version: number | null = null;
  let viewer: Viewer = 'spectator';
  let gameId = '';
  let names: (string | null)[] = [];
  let asking = false;
  let latest: Table | null = null;
  let sent: MoveFrame | null = null;

  return new Promise<number>((resolve) => {
    let finished = false;
    let socket: WebSocket | null = null;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      input.close();
      socket?.close();
      resolve(code);
    };

    // Before the first welcome, a server that cannot be reached (or refuses the hello) ends the
    // command at once; after it, a lost connection is retried with a growing pause, for a while.
    let welcomed = false;
    let failures = 0;
    const wsUrl = origin.replace(/^http/, 'ws') + '/ws';
    const fatal = (line: string) => {
      console.error(`moontable: ${line}`);
      finish(2);
    };
    const connect = () => {
      const ws = new WebSocket(wsUrl);
      socket = ws;
      let answered = false;
      const send: Send = (m) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(m));
      };
      ws.on('open', () => send({ type: 'hello', match: id, token, since: version, lang }));
      ws.on('message', (data) => {
        const read = parseServerMessage(String(data));
        if (!read.ok) {
          // A kind of frame a newer server may send is passed over; a broken one is said.
          if (read.error.code !== 'unknown-type') console.error(`moontable: ${read.error.message}`);
          return;
        }
        const m = read.value;
        if (!answered) {
          answered = true;
          // The answer to hello: a welcome, or why this link cannot be played.
          if (m.type === 'error') return fatal(printable(formatRuleError(m, lang)));
          welcomed = true;
          failures = 0;
        }
        onMessage(m, send);
      });
      ws.on('error', () => {});
      ws.on('close', (code, reason) => {
        if (finished) return;
        failures++;
        if (!welcomed && failures >= 3)
          return fatal(`cannot reach the server at ${origin} (${wsUrl})`);
        if (failures > MAX_RECONNECTS)
          return fatal(`lost the server at ${origin}; join again with the same link later`);
        const wait = Math.min(10_000, 500 * 2 ** (failures - 1));
        const why = reason.length > 0 ? ` (${printable(String(reason))}, ${code})` : '';
        print(style.dim(`Connection lost${why}; reconnecting in ${Math.round(wait / 1000)} s...`));
        setTimeout(connect, wait);
      });
    };

    const draw = (m: Table) => {
      const game = findGame(gameId);
      if (!game) return;
      print();
      for (const line of boardFor(gameId).draw(m.view, viewer, style, lang)) print(line);
    };

    const ask = async (m: Table, send: Send) => {
      if (asking) return;
      asking = true;
      const legal = m.legal;
      draw(m);
      print(style.bold('Your move:'));
      legal.forEach((l, i) =>
        print(
          `  ${String(i + 1).padStart(3)}. ${printable(l.label)}  ${style.dim(printable(l.move))}`,
        ),
      );
      const line = await input.ask('> ');
      asking = false;
      if (line === null) return finish(1);
      const text = line.trim();
      if (latest !== m) {
        // The table changed while we waited: ask again on the new one, if it is still our move.
        const now: Table | null = latest;
        if (now && now.legal.length > 0) return ask(now, send);
        return;
      }
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      const move = Number.isNaN(n) ? text : legal[n - 1]?.move;
      if (!move) {
        print(`Choose 1 to ${legal.length}, or type a move.`);
        return ask(m, send);
      }
      sent = { type: 'move', version: m.version, move };
      send(sent);
    };

    const onMessage = (m: ServerMessage, send: Send) => {
      switch (m.type) {
        case 'welcome': {
          gameId = m.match.game;
          names = m.match.seats.map((s) => (s.name === null ? null : printable(s.name)));
          viewer = m.seat ?? 'spectator';
          const events = m.events ?? [];
          for (const e of events) for (const l of e.lines) print(`  ${printable(l)}`);
          print(
            style.bold(
              `Connected to match ${id} as ${viewer === 'spectator' ? 'a spectator' : `seat ${viewer + 1}`}.`,
            ),
          );
          break;
        }
        case 'update':
          for (const l of m.event.lines) print(`  ${printable(l)}`);
          break;
        case 'match': {
          const match: MatchInfo = m.match;
          names = match.seats.map((s) => (s.name === null ? null : printable(s.name)));
          const forfeit = match.result?.forfeit;
          if (match.status === 'finished' && typeof forfeit === 'number') {
            print(style.bold(`Seat ${forfeit + 1} ran out of time: the match is over.`));
            return finish(0);
          }
          if (match.status === 'running' && m.version === 0 && !asking) print('The match starts.');
          break;
        }
        case 'error':
          if (m.code === 'busy' && sent && latest?.version === sent.version) {
            // The server is briefly overloaded: send the same move again in a moment.
            const again = sent;
            print(style.dim('The server is busy; sending the move again...'));
            setTimeout(() => {
              if (latest?.version === again.version) send(again);
            }, BUSY_RETRY_MS);
            return;
          }
          print(style.bold(printable(formatRuleError(m, lang))));
          if (latest && latest.legal.length > 0) void ask(latest, send);
          return;
        default:
          return;
      }
      latest = m;
      version = m.version;
      if (m.result) {
        draw(m);
        print();
        printScores(
          findGame(gameId) ?? { id: gameId },
          m.result,
          m.view,
          print,
          names,
          style,
          lang,
        );
        return finish(0);
      }
      if (m.legal.length > 0) void ask(m, send);
      else if (m.type === 'welcome' && m.toAct.length === 0)
        print('Waiting for the other seats to fill.');
    };

    connect();
  });
}
