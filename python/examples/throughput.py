"""Steps a second through the Python client's OpenSpiel API: random games, one action at a time
(``legal_actions`` and ``apply_action``), optionally with an observation tensor every step.

    python3 python/examples/throughput.py --game monkey-lab --seconds 10 [--tensor] [--vector 64]

With ``--vector N``, N games step together through ``VectorEnv`` (one ``stepMany`` a step, masks
and tensors as binary frames); actions are drawn from the sparse legal ids, with numpy when it is there.
It prints steps per second of wall time and per second of each process's CPU time (the engine's
read from /proc), ``--json`` as one JSON line (``npm run bench:vector`` runs it for every game).
"""

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import moontable  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="monkey-lab")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--tensor", action="store_true", help="also read the observation tensor each step")
    parser.add_argument("--vector", type=int, default=0, help="step this many games together")
    parser.add_argument("--json", action="store_true", help="with --vector: print one JSON line")
    args = parser.parse_args()
    game = moontable.load_game(args.game, players=args.players)
    if args.vector:
        return vector(game, args)
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        state = game.new_initial_state(seed=games)
        while not state.is_terminal():
            if args.tensor:
                state.observation_tensor()
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    load = os.getloadavg()[0]
    print(
        "%s: %d steps/s, %.1f games/s%s (%d games in %.1f s, load average %.1f)"
        % (game, steps / elapsed, games / elapsed, " with tensors" if args.tensor else "", games, elapsed, load)
    )


#: ``stepMany`` calls before the clocks start (``--vector``).
WARM_UP_CALLS = 300


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (Linux's /proc), or -1 where unknown."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return -1.0


def vector(game, args) -> None:
    # The legal ids come sparse (each game's run in ``legal``); one is drawn per game at once.
    env = moontable.VectorEnv(game, n=args.vector, seed=1, tensors=args.tensor, dense_mask=False)
    frame = env.reset()
    rng = random.Random(1)
    try:
        import numpy

        draw = numpy.random.default_rng(1)
    except ImportError:
        numpy = None

    def pick(frame):
        legal, offsets = frame["legal"], frame["legal_offsets"]
        if numpy is not None:
            counts = numpy.diff(offsets)
            return legal[offsets[:-1] + (draw.random(args.vector) * counts).astype(numpy.int64)]
        return [legal[rng.randrange(offsets[i], offsets[i + 1])] for i in range(args.vector)]

    # A warm-up first, so both processes' compilers have settled before the clocks start: counted
    # in steps as well as time, as a compiler warms up by calls (on a busy machine a second
    # holds few).
    warm, calls = time.perf_counter(), 0
    while time.perf_counter() - warm < min(1.0, args.seconds / 4) or calls < WARM_UP_CALLS:
        frame = env.step(pick(frame))
        calls += 1
    pid = game.engine.pid
    steps = games = 0
    start, own, engine = time.perf_counter(), time.process_time(), cpu_seconds(pid)
    while time.perf_counter() - start < args.seconds:
        frame = env.step(pick(frame))
        steps += args.vector
        games += int(sum(frame["done"]))
    elapsed = time.perf_counter() - start
    own = time.process_time() - own
    engine = cpu_seconds(pid) - engine if engine >= 0 else -1.0
    env.close()
    row = {
        "game": game.id,
        "players": game.num_players(),
        "n": args.vector,
        "tensors": bool(args.tensor),
        "steps": steps,
        "games": games,
        "seconds": elapsed,
        "stepsPerSecond": steps / elapsed,
        "gamesPerSecond": games / elapsed,
        # Steps per second of each process's own CPU time (user + system): what one core each
        # gives while other work shares the machine. Lock-step, so a step costs both.
        "engineCpuSeconds": engine,
        "pythonCpuSeconds": own,
        "engineCpuStepsPerSecond": steps / engine if engine > 0 else None,
        "pythonCpuStepsPerSecond": steps / own if own > 0 else None,
        "load": os.getloadavg()[0],
    }
    if args.json:
        print(json.dumps(row))
        return
    print(
        "%s: %d steps/s, %.1f games/s, %d games at once%s (%.1f s, load average %.1f)"
        % (game, row["stepsPerSecond"], row["gamesPerSecond"], args.vector, " with tensors" if args.tensor else "", elapsed, row["load"])
    )
    if row["engineCpuStepsPerSecond"] and row["pythonCpuStepsPerSecond"]:
        print(
            "  per CPU second: engine %d steps/s, Python %d steps/s"
            % (row["engineCpuStepsPerSecond"], row["pythonCpuStepsPerSecond"])
        )


if __name__ == "__main__":
    main()
