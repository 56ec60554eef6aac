// One tournament game in which some seats are programs (`cmd:...`): the state stays on this
// thread, built-in bots decide on the worker pool, programs answer over their pipes. A program
// at fault (crash, timeout, illegal answer) loses the game on the spot: it comes last (with every
// other seat it holds), every other seat shares first place, as when a player forfeits on time
// online.

import type { AnyGame, GameResult, Seat } from '../../engine/game.ts';
import { optionsOrThrow } from '../../engine/playout.ts';
import type { RecordedMove } from '../../engine/record.ts';
import type { BotGameJob, BotGameSummary } from '../match.ts';
import type { BotPool } from './pool.ts';
import type { ProgramBot, ProgramPool } from './program.ts';
import { isProgramSpec, ProgramFault, programCommand } from './program.ts';

export interface ProgramGameSettings {
  readonly pool: BotPool;
  readonly programs: ProgramPool;
  /** Time a program has for each move, in ms. */
  readonly moveMs: number;
  /** Time a program has to answer `start` (to start up), in ms; 30 s by default. */
  readonly startMs?: number;
  readonly now?: () => number;
}

/** Plays `job` to the end or to a program's fault. The summary carries the moves played. */
export async function playProgramGame(
  job: BotGameJob,
  findGame: (id: string) => AnyGame | undefined,
  settings: ProgramGameSettings,
): Promise<BotGameSummary & { readonly record: readonly RecordedMove[] }> {
  const game = findGame(job.game);
  if (!game) throw new Error(`unknown game "${job.game}"`);
  const now = settings.now ?? (() => performance.now());
  const options = optionsOrThrow(game, job.options);
  const state = game.setup(options, job.players, job.seed);
  const bound = game.maxMoves(job.players, options);
  const programs: (ProgramBot | null)[] = job.seats.map((spec) =>
    isProgramSpec(spec) ? settings.programs.acquire(programCommand(spec)) : null,
  );
  const zero = () => job.seats.map(() => 0);
  const decisions = zero();
  const thinkMs = zero();
  const maxThinkMs = zero();
  const record: RecordedMove[] = [];
  const base = { game: job.game, players: job.players, options: job.options };
  let fault: { seat: Seat; kind: ProgramFault['kind']; message: string } | null = null;
  try {
    // Every program says it is ready before the first move; the first to fail loses.
    const ready = await Promise.all(
      programs.map((p, seat) =>
        p
          ?.start({ ...base, seat }, settings.startMs ?? 30_000)
          .then(() => null)
          .catch((e: unknown) => {
            if (!(e instanceof ProgramFault)) throw e;
            return { seat, kind: e.kind, message: `at start: ${e.message}` };
          }),
      ),
    );
    fault = ready.find((f) => f) ?? null;
    while (!fault && game.toAct(state).length > 0) {
      if (record.length >= bound) throw new Error(`${game.id}: no end after ${bound} moves`);
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalMoves(state, seat);
      const strings = legal.map((m) => game.encodeMove(m));
      const view = game.view(state, seat);
      const program = programs[seat];
      const started = now();
      let chosen: string;
      if (program) {
        try {
          chosen = await program.move({
            ...base,
            seat,
            view,
            legal: legal.map((m, i) => ({
              move: strings[i] as string,
              label: game.moveLabel(state, seat, m),
            })),
            timeMs: settings.moveMs,
          });
        } catch (e) {
          if (!(e instanceof ProgramFault)) throw e;
          fault = { seat, kind: e.kind, message: e.message };
          break;
        }
      } else {
        chosen = await settings.pool.choose({
          game: job.game,
          view,
          seat,
          legal: strings,
          bot: job.seats[seat] as string,
          seed: `${job.botSeed}/seat-${seat}/move-${record.length}`,
        });
      }
      const spent = now() - started;
      decisions[seat]!++;
      thinkMs[seat]! += spent;
      maxThinkMs[seat] = Math.max(maxThinkMs[seat]!, spent);
      const index = strings.indexOf(chosen);
      if (index < 0)
        throw new Error(`${game.id}: bot ${job.seats[seat]} chose a move it was not offered`);
      game.play(state, seat, legal[index]);
      record.push({ seat, move: chosen });
    }
  } finally {
    const result = fault ? null : game.result(state);
    programs.forEach((p, seat) => {
      if (!p) return;
      if (p.alive)
        p.end({
          game: job.game,
          seat,
          view: game.view(state, seat),
          result,
          ...(fault ? { fault } : {}),
        });
      settings.programs.release(p);
    });
  }
  const common = { moves: record.length, decisions, thinkMs, maxThinkMs, record };
  if (fault) {
    // Every seat the faulty bot holds loses with it (sharing the last place): a bot seated twice
    // cannot win through its other seat.
    const faulty = job.seats[fault.seat];
    const lost = job.seats.filter((spec) => spec === faulty).length;
    const ranking = job.seats.map((spec) => (spec === faulty ? job.players - lost + 1 : 1));
    return { ...common, scores: job.seats.map(() => 0), ranking, fault, abandoned: false };
  }
  const result = game.result(state) as GameResult;
  return {
    ...common,
    scores: result.scores,
    ranking: result.ranking,
    abandoned: result.abandoned !== undefined,
  };
}
