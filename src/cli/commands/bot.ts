// `moontable bot <invite-link> --cmd "<command>"`: a program plays an online seat, as lichess bot
// accounts do. The command takes the seat with the invite (keeping the seat's secret in the seat
// file, as `join` does, so the same link takes the seat again), starts the program and relays
// over the WebSocket: each time the seat is to act, the program gets the seat's view (as the
// server sent it: nothing more), the legal moves and its time, and its answer is sent as the
// move. It reconnects like a player when the connection drops and ends with the match.

import WebSocket from 'ws';
import type { GameResult } from '../../engine/game.ts';
import { ProgramBot, ProgramFault } from '../../bots/node/program.ts';
import { parseServerMessage } from '../../protocol/server-messages.ts';
import type { ClientFrame, ServerMessage, Snapshot } from '../../protocol/wire.ts';
import { requireInt } from '../args.ts';
import { UsageError } from '../errors.ts';
import { printable } from '../../engine/text.ts';
import { parseLink, seatKey } from './online.ts';

export interface BotFlags {
  cmd: string;
  name?: string;
  moveTime: string;
  /** Faults in a row (crash, timeout, illegal answer) before the seat is left to the server. */
  retries: string;
}

/** A frame that carries the table: what the seat may see and do at one version. */
type Table = Extract<ServerMessage, Snapshot>;

const log = (line: string) => console.error(`moontable bot: ${line}`);

export async function botCommand(link: string, opts: BotFlags): Promise<number> {
  const parsed = parseLink(link);
  const { origin, id } = parsed;
  if (!parsed.invite)
    throw new UsageError('a bot needs an invite link to its seat (.../m/<match>#invite=...)');
  const command = opts.cmd.trim();
  if (!command) throw new UsageError('--cmd needs the command that starts your program');
  const moveMs = requireInt(opts.moveTime, '--move-time', 1);
  const retries = requireInt(opts.retries, '--retries', 0);
  const name = (opts.name ?? `program ${command.split(/\s+/).pop()?.split('/').pop() ?? ''}`)
    .trim()
    .slice(0, 40);
  const key = (await seatKey(parsed, name, name))!;
  const { seat, token } = key;
  const match = key.match!;
  log(
    `seat ${seat + 1} of ${printable(match.game)} match ${id} taken as "${printable(name)}"; starting ${command}`,
  );

  const base = { game: match.game, players: match.players, options: match.options, seat };
  let program: ProgramBot | null = null;
  const ready = async (): Promise<ProgramBot> => {
    if (program?.alive) return program;
    program = new ProgramBot(command, { echoStderr: true });
    await program.start(base, 30_000);
    return program;
  };

  return new Promise<number>((resolve) => {
    let finished = false;
    let socket: WebSocket | null = null;
    let version: number | null = null;
    let latest: Table | null = null;
    let asking = false;
    let faults = 0;
    /** The move last sent, to send again (not to ask again) while the server is busy. */
    let sent: { type: 'move'; version: number; move: string } | null = null;
    let busyTries = 0;

    const finish = (code: number, result: GameResult | null = null) => {
      if (finished) return;
      finished = true;
      socket?.close();
      if (program?.alive) program.end({ game: match.game, seat, view: latest?.view, result });
      void (program?.quit() ?? Promise.resolve()).then(() => resolve(code));
    };

    const send = (m: ClientFrame) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(m));
    };

    const ask = async () => {
      const m = latest;
      if (asking || finished || !m || m.legal.length === 0) return;
      asking = true;
      const clocks = m.clocks;
      const timeMs = Math.max(1, Math.min(moveMs, clocks?.[seat] ?? moveMs));
      let move: string | null = null;
      try {
        const bot = await ready();
        move = await bot.move({
          ...base,
          view: m.view,
          legal: m.legal,
          timeMs,
        });
        faults = 0;
      } catch (e) {
        if (!(e instanceof ProgramFault)) throw e;
        faults++;
        log(`the program failed (${e.kind}: ${e.message}); ${faults} in a row`);
        program?.stop();
        if (faults > retries) {
          log('giving the seat back to the server: its takeover bot plays it from now on');
          send({ type: 'leave' });
          asking = false;
          return finish(1);
        }
      }
      asking = false;
      // The table moved on while the program thought: ask again on the new position.
      if (latest !== m || move === null) return void ask();
      sent = { type: 'move', version: m.version, move };
      send(sent);
    };

    /** The server is busy or asks to slow down: the same move again after a growing pause. */
    const sendAgainLater = () => {
      const again = sent!;
      const wait = Math.min(10_000, 500 * 2 ** busyTries++);
      log(`the server is busy; sending the move again in ${(wait / 1000).toFixed(1)} s`);
      setTimeout(() => {
        if (!finished && latest?.version === again.version) send(again);
      }, wait).unref();
    };

    const onMessage = (m: ServerMessage) => {
      if (finished) return;
      switch (m.type) {
        case 'welcome':
        case 'update':
        case 'match':
          break;
        case 'error':
          if (
            (m.code === 'busy' || m.code === 'rate-limited') &&
            sent &&
            sent.version === latest?.version
          )
            return sendAgainLater();
          log(`the server refused: ${printable(m.message)} (${printable(m.code)})`);
          return void ask();
        default:
          return;
      }
      latest = m;
      version = m.version;
      if (sent && version > sent.version) busyTries = 0;
      const info = m.type === 'update' ? undefined : m.match;
      if (m.result) {
        log('the match is over');
        return finish(0, m.result);
      }
      if (info?.status === 'finished') {
        log(`the match is over (seat ${Number(info.result?.forfeit) + 1} ran out of time)`);
        return finish(0);
      }
      void ask();
    };

    const connect = (attempt: number) => {
      const ws = new WebSocket(origin.replace(/^http/, 'ws') + '/ws');
      socket = ws;
      ws.on('open', () => {
        attempt = 0;
        const hello: ClientFrame = { type: 'hello', match: id, token, since: version };
        ws.send(JSON.stringify(hello));
      });
      ws.on('message', (data) => {
        const read = parseServerMessage(String(data));
        if (read.ok) onMessage(read.value);
        else if (read.error.code !== 'unknown-type') log(read.error.message);
      });
      ws.on('error', () => {});
      ws.on('close', () => {
        if (finished) return;
        const wait = Math.min(10_000, 500 * 2 ** attempt);
        log(`connection lost; reconnecting in ${(wait / 1000).toFixed(1)} s`);
        setTimeout(() => connect(attempt + 1), wait);
      });
    };

    connect(0);
  });
}
