#!/usr/bin/env python3
"""A bot program that plays a random legal move.

    moontable tournament moon --players 3 --bots heuristic,random,cmd:"python3 python/examples/random_bot.py"
    moontable bot '<invite link>' --cmd "python3 python/examples/random_bot.py"
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from moontable import run_bot  # noqa: E402

_rng = random.Random()


def choose(request):
    """The move for ``request`` (the bot protocol's ``move`` params): any legal one."""
    return _rng.choice(request["legal"])["move"]


if __name__ == "__main__":
    run_bot(choose)
