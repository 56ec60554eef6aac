#!/usr/bin/env python3
"""A batch of games between your bot and Moontable's built-in bots, with win rates at the end.

    python3 python/examples/batch.py --game moon --players 3 --games 1000
    python3 python/examples/batch.py --game moon --bot lookahead --opponents heuristic --games 20

Your bot is a module with a ``choose(request)`` function: ``random_bot`` or ``lookahead`` from
this folder, or a file of your own (``--bot my_bot.py``). The same function answers ``move`` requests as a bot program in
``moontable tournament`` and at an online table. It takes each seat in turn; the other seats are
played by the engine's built-in bot (``random``, ``heuristic``, ``ismcts:easy`` ...). The bot gets
exactly what a bot program gets: its seat's view and legal moves.
"""

import argparse
import importlib
import importlib.util
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import moontable  # noqa: E402


def load_bot(name):
    """A module of this folder by name, or a Python file by its path."""
    if not name.endswith(".py"):
        return importlib.import_module(name)
    spec = importlib.util.spec_from_file_location(os.path.basename(name)[:-3], name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="moon")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument(
        "--bot", default="random_bot", help="a module of this folder, or a .py file, with choose(request)"
    )
    parser.add_argument("--opponents", default="random", help="a built-in bot spec")
    parser.add_argument("--seed", default="batch")
    args = parser.parse_args(argv)

    bot = load_bot(args.bot)
    game = moontable.load_game(args.game, players=args.players)
    wins = {"you": 0.0, "them": 0.0}
    seats = {"you": 0, "them": 0}
    places = {"you": 0, "them": 0}
    started = time.time()
    for g in range(args.games):
        mine = g % args.players  # your bot takes every seat in turn
        state = game.new_initial_state(seed="%s-%d" % (args.seed, g))
        while not state.is_terminal():
            seat = state.current_player()
            if seat == mine:
                request = {
                    "game": game.id,
                    "players": game.players,
                    "options": game.options,
                    "seat": seat,
                    "view": state.observation(seat),
                    "legal": state.legal_labels(seat),
                    "timeMs": 10000,
                }
                state.apply_action(bot.choose(request), seat)
            else:
                state.apply_action(state.bot_move(args.opponents, seat, seed="%d-%d" % (g, seat)), seat)
        ranking = state.result()["ranking"]
        firsts = ranking.count(1)
        for seat, place in enumerate(ranking):
            who = "you" if seat == mine else "them"
            seats[who] += 1
            places[who] += place
            if place == 1:
                wins[who] += 1.0 / firsts
        if (g + 1) % 100 == 0:
            print("%d games ..." % (g + 1), file=sys.stderr)
    seconds = time.time() - started
    name = os.path.basename(args.bot)
    print(
        "%s, %d players, %d games in %.1f s: your bot (%s) against %s"
        % (game.info["name"], game.players, args.games, seconds, name, args.opponents)
    )
    for who, label in (("you", name), ("them", args.opponents)):
        print(
            "  %-12s win rate %5.1f%%  mean place %.2f  (%d seats)"
            % (label, 100.0 * wins[who] / seats[who], places[who] / seats[who], seats[who])
        )
    print("  Fair share of wins: %.1f%% per seat." % (100.0 / game.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
