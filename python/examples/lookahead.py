#!/usr/bin/env python3
"""A one-move-lookahead bot program: it tries each legal move and keeps the one whose random
playouts end best for its seat.

It sees only its seat's view, as every bot does; the engine's ``sample`` fills in what the seat
cannot see (a determinization), and each legal move is tried on the same samples. Rounds of
samples go on while half of the request's ``timeMs`` (at most LOOKAHEAD_MS, default 1000) is
left, up to LOOKAHEAD_ROUNDS (default 4).

    moontable tournament moon --players 3 --bots heuristic,cmd:"python3 python/examples/lookahead.py"
"""

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from moontable import Engine, EngineError, run_bot  # noqa: E402

ROUNDS = int(os.environ.get("LOOKAHEAD_ROUNDS", "4"))
BUDGET_MS = int(os.environ.get("LOOKAHEAD_MS", "1000"))
_rng = random.Random()
_engine = None


def engine():
    global _engine
    if _engine is None:
        _engine = Engine()
    return _engine


def reward(ranking, seat):
    """+1 for first place down to -1 for last."""
    n = len(ranking)
    return 1.0 if n == 1 else 1.0 - 2.0 * (ranking[seat] - 1) / (n - 1)


def choose(request):
    legal = [m["move"] for m in request["legal"]]
    if len(legal) == 1:
        return legal[0]
    e = engine()
    seat = request["seat"]
    budget = min(request.get("timeMs", BUDGET_MS), BUDGET_MS) / 2000.0
    deadline = time.monotonic() + budget
    totals = [0.0] * len(legal)
    for round_ in range(ROUNDS):
        if round_ > 0 and time.monotonic() > deadline:
            break
        sample = e.call(
            "sample",
            game=request["game"],
            players=request["players"],
            view=request["view"],
            seat=seat,
            seed=_rng.getrandbits(32),
        )["state"]
        # One batch per step for every move: a round trip per step, not per move.
        branches = [b["state"] for b in e.batch([("clone", {"state": sample}) for _ in legal])]
        applied = e.batch(
            [("apply", {"state": b, "seat": seat, "move": m}) for b, m in zip(branches, legal)]
        )
        ends = e.batch(
            [("playout", {"state": b, "seed": _rng.getrandbits(32)}) for b in branches]
        )
        e.batch([("free", {"state": s}) for s in branches + [sample]])
        for i, (a, end) in enumerate(zip(applied, ends)):
            if isinstance(a, EngineError) or isinstance(end, EngineError):
                totals[i] -= 10.0  # never prefer a move the engine refused
            else:
                totals[i] += reward(end["result"]["ranking"], seat)
    best = max(totals)
    return _rng.choice([m for m, t in zip(legal, totals) if t == best])


if __name__ == "__main__":
    # The engine starts while Moontable waits for the answer to `start`: no move pays for it.
    run_bot(choose, on_start=lambda params: engine())
