// The WebSocket endpoint. A socket says `hello` to bind to one match as a seat or a spectator,
// then sends moves and pings. Every socket lives within budgets: sockets per network, per wide
// network and per server (whose last tenth is kept for networks holding few), a hello's cost
// from the read budgets (a spectator's is shed under load, a seat's never), frames per second
// (a flood gets one `rate-limited` answer, then silence, then the door), bytes queued for a
// client that does not read, a `hello` within a time limit, and a heartbeat that drops peers
// that went away without closing.

import type { WebSocket } from 'ws';
import type { Viewer } from '../engine/game.ts';
import type { Client } from './audience.ts';
import type { Chat, Member } from './chat.ts';
import type { Hub } from './hub.ts';
import { Counter, RateLimiter } from './limits.ts';
import type { Limits } from './limits.ts';
import type { Load } from './load.ts';
import { logError } from './log.ts';
import type { Metrics } from './metrics.ts';
import { errorMessage, parseClientMessage, refusalMessage } from '../protocol/client-messages.ts';
import { CLOSE, MAX_FRAME_BYTES, TOO_BIG_REASON } from '../protocol/wire.ts';
import type { ServerMessage } from '../protocol/wire.ts';
import { networkOf } from './networks.ts';
import type { Network } from './networks.ts';
import { LOG_MOVES_PER_UNIT, REFUSAL_PAUSE_MS } from './reads.ts';
import type { ReadBudgets } from './reads.ts';

type SocketLimits = Pick<
  Limits,
  | 'wsRate'
  | 'socketsPerAddress'
  | 'socketsPerWide'
  | 'maxSockets'
  | 'ipv4Prefix'
  | 'helloTimeoutMs'
  | 'heartbeatMs'
  | 'sendBufferBytes'
>;

/** The network connection under a WebSocket, whose writes can be held and let go together. */
export interface Stream {
  cork(): void;
  uncork(): void;
}

/** The hub sends one message object to every client with the same viewer and language. */
const serialized = new WeakMap<ServerMessage, string>();

function toJson(m: ServerMessage): string {
  let json = serialized.get(m);
  if (json === undefined) serialized.set(m, (json = JSON.stringify(m)));
  return json;
}

/** A socket's signs of life: a frame since the last heartbeat, a ping not yet answered. */
interface Heard {
  heard: boolean;
  pinged: boolean;
}

export class Sockets {
  private readonly open = new Map<WebSocket, Heard>();
  private readonly perNet = new Counter();
  private readonly perWide = new Counter();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly limits: SocketLimits,
    private readonly load: Load,
    private readonly metrics: Metrics | null,
    private readonly reads: ReadBudgets,
    private readonly chat: Chat,
  ) {}

  get count(): number {
    return this.open.size;
  }

  /**
   * Every `heartbeatMs`, pings each socket that sent nothing since the last beat (one that did
   * needs no ping: it is there, and its frames keep proxies from calling the line idle); one
   * that answered neither that ping nor with a frame by the next beat is dropped.
   */
  start(): void {
    this.heartbeat = setInterval(() => {
      for (const [socket, state] of this.open) {
        if (state.pinged && !state.heard) {
          this.refuse('silent');
          socket.terminate();
          continue;
        }
        state.pinged = false;
        if (state.heard) {
          state.heard = false;
          continue;
        }
        state.pinged = true;
        socket.ping();
      }
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Closes every socket with 1001 (the server is going away). */
  closeAll(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const socket of this.open.keys()) socket.close(CLOSE.goingAway, 'server stopping');
  }

  private refuse(reason: string): void {
    this.metrics?.refused.inc({ reason });
  }

  /**
   * Takes a new socket from `address`, or closes it at once when over a budget. `person` is the
   * person of the upgrade request's session (chat writes as them), null without one.
   */
  accept(
    socket: WebSocket,
    address: string,
    person: Promise<string | null> = Promise.resolve(null),
    stream: Stream | null = null,
  ): void {
    const network = networkOf(address, this.limits.ipv4Prefix);
    const { net, wide } = network;
    const held = this.perNet.get(net);
    if (
      held >= this.limits.socketsPerAddress ||
      this.perWide.get(wide) >= this.limits.socketsPerWide
    ) {
      this.refuse('sockets-per-network');
      return socket.close(CLOSE.tryLater, 'too many sockets from your network');
    }
    // The last tenth of the places is for networks that hold few sockets.
    const reserved = this.open.size >= this.limits.maxSockets * 0.9 && held >= 4;
    if (this.open.size >= this.limits.maxSockets || reserved) {
      this.refuse('sockets');
      return socket.close(CLOSE.tryLater, 'the server is full');
    }
    if (this.load.full()) {
      this.refuse('busy-memory');
      return socket.close(CLOSE.tryLater, 'the server is short of memory');
    }
    // ws closes a socket whose frame is over the cap with 1009 and no reason; give it one.
    const close = socket.close.bind(socket);
    socket.close = (code?: number, reason?: string | Buffer) =>
      close(code, code === CLOSE.tooBig && reason === undefined ? TOO_BIG_REASON : reason);
    const state: Heard = { heard: true, pinged: false };
    this.open.set(socket, state);
    this.perNet.add(net, 1);
    this.perWide.add(wide, 1);
    socket.on('pong', () => (state.pinged = false));
    const session = new Session(this.hub, socket, this.limits, this.load, this.metrics, state, {
      reads: this.reads,
      network,
      address,
      chat: this.chat,
      person,
      stream,
    });
    socket.on('close', () => {
      this.open.delete(socket);
      this.perNet.add(net, -1);
      this.perWide.add(wide, -1);
      session.closed();
    });
  }
}

/** One socket's conversation: its binding to a match and the frames it sends. */
class Session {
  private bound: { match: string; client: Client; viewer: Viewer } | null = null;
  /** This socket as chat's reader and writer, once bound. */
  private member: Member | null = null;
  private binding = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly limiter: RateLimiter;
  /** Frames refused in a row by the rate limit. */
  private strikes = 0;
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly hub: Hub,
    private readonly socket: WebSocket,
    private readonly limits: SocketLimits,
    private readonly load: Load,
    private readonly metrics: Metrics | null,
    private readonly state: Heard,
    private readonly from: {
      reads: ReadBudgets;
      network: Network;
      address: string;
      chat: Chat;
      person: Promise<string | null>;
      /** The connection under the socket (null: every frame is its own write). */
      stream: Stream | null;
    },
  ) {
    this.limiter = new RateLimiter(...limits.wsRate);
    this.helloTimer = setTimeout(() => {
      if (this.bound || this.binding) return;
      this.metrics?.refused.inc({ reason: 'no-hello' });
      socket.close(CLOSE.noHello, 'no hello in time');
    }, limits.helloTimeoutMs);
    this.helloTimer.unref();
    socket.on('message', (data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean) =>
      this.receive(data, isBinary),
    );
    // Errors of the peer's making are logged and ended by the app's websocket error handler.
  }

  /** Log events the welcome carried, for the hello's cost. */
  private welcomed = 0;

  private send = (m: ServerMessage): void => {
    if (m.type === 'welcome') this.welcomed = m.events?.length ?? 0;
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.limits.sendBufferBytes) {
      // The client does not read: stop queueing for it rather than hold its backlog.
      this.metrics?.refused.inc({ reason: 'not-reading' });
      socket.close(CLOSE.notReading, 'not reading');
      return;
    }
    this.together();
    socket.send(toJson(m));
  };

  /** True while frames to this client are held to leave in one write. */
  private corked = false;

  /**
   * Frames sent to this client in the same turn of work leave in one write to the network (a
   * move's ack and the update after it: one system call instead of one each, the same frames).
   */
  private together(): void {
    const stream = this.from.stream;
    if (!stream || this.corked) return;
    this.corked = true;
    stream.cork();
    process.nextTick(() => {
      this.corked = false;
      stream.uncork();
    });
  }

  private receive(data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): void {
    this.state.heard = true;
    if (!this.limiter.take('socket')) {
      // A flood: one answer, then silence; past a second burst, the door.
      this.strikes++;
      this.metrics?.refused.inc({ reason: 'rate-limited' });
      if (this.strikes === 1)
        this.send(errorMessage('rate-limited', 'Too many messages; slow down.'));
      if (this.strikes === this.limiter.burst + 1) {
        // Close, and stop reading: a flooder's frames must not cost anything more.
        this.metrics?.refused.inc({ reason: 'flood' });
        this.socket.close(CLOSE.flood, 'too many messages');
        setTimeout(() => this.socket.terminate(), 1000).unref();
      }
      return;
    }
    this.strikes = 0;
    const buf = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const at = performance.now();
    this.queue = this.queue
      .then(() => this.handle(buf, isBinary, at))
      .catch((e) => {
        logError('socket message failed', e);
        this.send(
          errorMessage('server-error', 'The server failed on this message; nothing changed.'),
        );
      });
  }

  private async handle(buf: Buffer, isBinary: boolean, at: number): Promise<void> {
    const send = this.send;
    if (isBinary)
      return send(errorMessage('binary-frame', 'Frames must be JSON text, not binary.'));
    if (buf.length > MAX_FRAME_BYTES)
      return send(errorMessage('too-large', `Messages are limited to ${MAX_FRAME_BYTES} bytes.`));
    const msg = parseClientMessage(buf.toString('utf8'));
    switch (msg.type) {
      case 'error':
        return send(msg);
      case 'ping':
        return send({ type: 'pong' });
      case 'hello': {
        if (this.bound || this.binding)
          return send(errorMessage('bad-message', 'This socket already said hello.'));
        // A hello costs a read (a spectator's gives way under load; a seat's only to its
        // network's budget), and the log it sends more, once its length is known.
        const refused = this.from.reads.admit(this.from.network.net, 2, msg.token === null);
        if (refused) {
          // Held a moment, like a refused HTTP read: a loop of hellos costs one a second.
          await new Promise((r) => setTimeout(r, REFUSAL_PAUSE_MS[refused.status]).unref());
          return send(refusalMessage(refused.error));
        }
        this.binding = true;
        const connected = await this.hub.seats.connect(
          msg.match,
          msg.token,
          msg.since,
          (viewer) => ({
            viewer,
            lang: msg.lang,
            send,
          }),
        );
        this.binding = false;
        if (!connected.ok) return send(refusalMessage(connected.error));
        this.from.reads.charge(
          this.from.network.net,
          Math.ceil(this.welcomed / LOG_MOVES_PER_UNIT),
        );
        const client = connected.value.client;
        this.bound = { match: msg.match, client, viewer: client.viewer };
        // A request to take back a move still open is told to whoever arrives (undo.ts).
        const ask = this.hub.undos.pending(msg.match);
        if (ask)
          send({
            type: 'undo-asked',
            seat: ask.seat,
            version: ask.version,
            waiting: [...ask.waiting],
          });
        clearTimeout(this.helloTimer);
        if (this.socket.readyState !== this.socket.OPEN)
          return this.hub.seats.disconnect(msg.match, client);
        const { chat, person } = this.from;
        this.member = await chat.join(msg.match, client.viewer, msg.lang, person, send);
        return;
      }
      case 'chat':
      case 'chat-history':
      case 'chat-mute':
      case 'chat-report':
        if (!this.member)
          return send(errorMessage('no-hello', 'Say hello with a match first.', msg.id));
        return this.from.chat.handle(this.member, msg, this.from.address);
      case 'move': {
        const bound = this.bound;
        if (!bound) return send(errorMessage('no-hello', 'Say hello with a match first.', msg.id));
        if (bound.viewer === 'spectator')
          return send(
            errorMessage('not-a-seat', 'Spectators cannot move.', msg.id, null, {
              de: 'Zuschauer können nicht ziehen.',
            }),
          );
        // A person's move is judged by the database's person lane, which goes first.
        const busy = this.load.busy(await this.hub.moveLane(bound.match, bound.viewer));
        if (busy) {
          this.metrics?.refused.inc({ reason: `busy-${busy}` });
          return send(
            errorMessage('busy', 'The server is busy; try again in a moment.', msg.id, null, {
              de: 'Der Server ist gerade ausgelastet; versuche es gleich noch einmal.',
            }),
          );
        }
        // The ack leaves as soon as the move is durable, ahead of the update that follows it.
        const done = await this.hub.submit(
          bound.match,
          bound.viewer,
          msg.version,
          msg.move,
          'player',
          (v) => {
            this.metrics?.ack.observe((performance.now() - at) / 1000);
            send({ type: 'ack', id: msg.id, version: v });
          },
        );
        // A refused move carries the engine's own code and ruling (or the server's code).
        if (!done.ok) send(refusalMessage(done.error, msg.id));
        return;
      }
      case 'undo-ask':
      case 'undo-answer': {
        const bound = this.bound;
        if (!bound) return send(errorMessage('no-hello', 'Say hello with a match first.', msg.id));
        if (bound.viewer === 'spectator')
          return send(
            errorMessage('not-a-seat', 'Spectators cannot take back moves.', msg.id, null, {
              de: 'Zuschauer können keine Züge zurücknehmen.',
            }),
          );
        const undos = this.hub.undos;
        const done =
          msg.type === 'undo-ask'
            ? await undos.ask(bound.match, bound.viewer, msg.version)
            : await undos.answer(bound.match, bound.viewer, msg.version, msg.accept);
        if (!done.ok) send(refusalMessage(done.error, msg.id));
        return;
      }
      case 'leave': {
        const bound = this.bound;
        if (!bound || bound.viewer === 'spectator')
          return send(errorMessage('not-a-seat', 'Only a seated player can leave.'));
        const left = await this.hub.seats.leave(bound.match, bound.viewer);
        if (!left.ok) send(refusalMessage(left.error));
        return;
      }
    }
  }

  /** The socket closed: once its frames are handled, its seat may be marked away. */
  closed(): void {
    clearTimeout(this.helloTimer);
    void this.queue.then(() => {
      if (this.bound) this.hub.seats.disconnect(this.bound.match, this.bound.client);
      if (this.member) this.from.chat.leave(this.member);
    });
  }
}
