"""OpenSpiel's API: loading with checked parameters, the game's facts, stable action ids,
whole games, serialization, clones and children, resampling, strings and tensors, returns."""

import json
import os
import random
import subprocess
import sys
import unittest

import moontable
from moontable import TERMINAL, EngineError, GameType

try:
    import numpy
except ImportError:  # the client needs no numpy; these tests then skip its part
    numpy = None

GAMES = ("monkeys-on-the-moon", "moon", "monkey-lab", "chimps-on-mars")


class Index:
    """An integer-like value that is no int (as numpy's integers are): operator.index reads it."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


def play_randomly(test, state, rng, check_every=1, until=None):
    """Random actions to the end (or `until` actions), checking the state API at each step."""
    game = state.get_game()
    n = game.num_distinct_actions()
    steps = 0
    while not state.is_terminal() and (until is None or steps < until):
        player = state.current_player()
        test.assertIn(player, range(game.num_players()))
        legal = state.legal_actions()
        test.assertTrue(legal, "a seat to act has actions")
        test.assertEqual(legal, sorted(set(legal)))
        test.assertTrue(all(0 <= a < n for a in legal))
        if steps % check_every == 0:
            mask = state.legal_actions_mask()
            test.assertEqual(len(mask), n)
            test.assertEqual([a for a, m in enumerate(mask) if m], legal)
            for other in range(game.num_players()):
                if other != player:
                    test.assertEqual(state.legal_actions(other), [])
            for a in legal:
                name = state.action_to_string(player, a)
                test.assertEqual(state.string_to_action(player, name), a)
                test.assertEqual(game.action_name(a), name)
            test.assertEqual(len(state.observation_tensor(player)), game.observation_tensor_size())
            test.assertEqual(
                len(state.information_state_tensor(player)), game.information_state_tensor_size()
            )
        state.apply_action(rng.choice(legal))
        steps += 1
    return steps


class LoadGameTest(unittest.TestCase):
    def test_the_game_string_and_the_params_dict_are_checked_at_load(self):
        a = moontable.load_game("moon(players=3,psychic=false)")
        b = moontable.load_game("moon", {"players": 3, "psychic": False})
        c = moontable.load_game("moon", players=3, psychic=False)
        for g in (a, b, c):
            self.assertEqual(g.num_players(), 3)
            self.assertEqual(g.get_parameters(), {"players": 3, "psychic": False, "cardSet": "proposal"})
        self.assertEqual(str(a), "moon(cardSet=proposal,players=3,psychic=false)")
        self.assertEqual(moontable.load_game(str(a)).get_parameters(), a.get_parameters())
        bad = {
            "moon(players=9)": "Moon takes 1 to 5 players, not 9",
            "moon(colour=red)": 'Unknown option "colour"',
            "moon(psychic=3)": 'Option "psychic" must be true or false',
            "monkey-lab(players=two)": 'parameter "players" must be an integer',
            "moon(players=3": "cannot read the game string",
            "chess": 'unknown game "chess"',
        }
        for text, words in bad.items():
            with self.assertRaises(ValueError, msg=text) as caught:
                moontable.load_game(text)
            self.assertIn(words, str(caught.exception))
        with self.assertRaises(ValueError):
            moontable.load_game("moon", {"players": 9})
        with self.assertRaises(ValueError) as caught:
            moontable.load_game("moon(players=3)", {"players": 4})
        self.assertIn('"players" is given twice', str(caught.exception))

    def test_the_games_facts(self):
        for name in GAMES:
            game = moontable.load_game(name)
            kind = game.get_type()
            self.assertEqual(kind.short_name, name)
            self.assertEqual(kind.dynamics, GameType.Dynamics.SEQUENTIAL)
            self.assertEqual(kind.chance_mode, GameType.ChanceMode.SAMPLED_STOCHASTIC)
            self.assertEqual(kind.information, GameType.Information.IMPERFECT_INFORMATION)
            self.assertEqual(kind.utility, GameType.Utility.GENERAL_SUM)
            self.assertEqual(kind.reward_model, GameType.RewardModel.TERMINAL)
            self.assertTrue(kind.provides_information_state_tensor and kind.provides_observation_tensor)
            self.assertIn("players", kind.parameter_specification)
            space = game.engine.call("actionSpace", game=name, players=game.num_players())
            self.assertEqual(game.num_distinct_actions(), space["numDistinctActions"])
            self.assertGreater(game.max_game_length(), 100)
            self.assertEqual(game.min_utility(), -1.0)
            self.assertEqual(game.max_utility(), 1.0)
            n = game.num_distinct_actions()
            self.assertEqual(game.observation_tensor_shape(), [space["observationSize"] + n])
            self.assertEqual(game.information_state_tensor_shape(), [space["observationSize"] + 2 * n])
            layout = game.observation_layout()
            self.assertEqual(sum(s["size"] for s in layout), space["observationSize"])


class StateTest(unittest.TestCase):
    def test_random_games_of_every_game_and_player_count_by_stable_ids(self):
        rng = random.Random(5)
        for name in GAMES:
            info = next(g for g in moontable.load_game(name).engine.call("games") if g["id"] == name)
            for players in range(info["minPlayers"], info["maxPlayers"] + 1):
                game = moontable.load_game(name, players=players)
                state = game.new_initial_state(seed="os-%s-%d" % (name, players))
                self.assertFalse(state.is_chance_node())
                steps = play_randomly(self, state, rng, check_every=7)
                self.assertLessEqual(steps, game.max_game_length())
                self.assertEqual(state.current_player(), TERMINAL)
                self.assertEqual(state.legal_actions(), [])
                self.assertEqual(state.legal_actions_mask(), [0] * game.num_distinct_actions())
                self.assertEqual(len(state.history()), steps)
                self.assertEqual(state.move_number(), steps)
                self.assertLessEqual(len(state.moves()), steps)
                self.check_returns(state)

    def check_returns(self, state):
        game = state.get_game()
        returns = state.returns()
        self.assertEqual(state.rewards(), returns, "the last action's rewards are the returns")
        self.assertEqual(len(returns), game.num_players())
        result = state.result()
        if result.get("abandoned"):
            # A safety stop: nobody won, every seat loses (stalling never pays).
            self.assertEqual(returns, [-1.0] * game.num_players())
        elif game.num_players() == 1:
            self.assertIn(returns[0], (1.0, -1.0))
        else:
            n = game.num_players()
            for place, ret in zip(result["ranking"], returns):
                self.assertAlmostEqual(ret, 1.0 - 2.0 * (place - 1) / (n - 1))
            self.assertEqual(max(returns), 1.0)

    def test_chimps_on_mars_after_a_safety_stop_returns_minus_one_to_every_seat(self):
        # Random play of Chimps on Mars seldom lands: the round limit ends the game (no winner).
        game = moontable.load_game("chimps-on-mars", players=3)
        rng = random.Random(1)
        for seed in range(6):
            state = game.new_initial_state(seed=seed)
            play_randomly(self, state, rng, check_every=50)
            if state.result().get("abandoned"):
                self.assertEqual(state.returns(), [-1.0, -1.0, -1.0])
                self.assertEqual(state.player_return(2), -1.0)
                return
        self.fail("no random game hit the safety stop")

    def test_a_move_split_into_actions_a_bid_of_several_coins(self):
        game = moontable.load_game("monkeys-on-the-moon", players=3)
        state = game.new_initial_state(seed=2)
        rng = random.Random(2)
        # Play until a seat may bid with several coins: its first action starts a bid.
        while not any(game.action_name(a).startswith("bid ") and game.action_name(a) != "bid done" for a in state.legal_actions()):
            state.apply_action(rng.choice(state.legal_actions()))
        seat = state.current_player()
        moves_before = len(state.moves())
        first = next(a for a in state.legal_actions() if game.action_name(a).startswith("bid ") and a != game.action_id("bid done"))
        state.apply_action(first)
        self.assertEqual(state.current_player(), seat, "the same seat goes on with its bid")
        self.assertEqual(len(state.moves()), moves_before, "no move is played yet")
        self.assertEqual(state.history()[-1], first)
        self.assertIn("\npending: " + game.action_name(first), state.observation_string(seat))
        self.assertNotIn("\npending: ", state.observation_string((seat + 1) % 3))
        done = game.action_id("bid done")
        self.assertIn(done, state.legal_actions())
        state.apply_action(done)
        self.assertEqual(len(state.moves()), moves_before + 1)
        self.assertTrue(state.moves()[-1].startswith("bid " + game.action_name(first)[4:]))
        with self.assertRaises(ValueError) as caught:
            state.string_to_action("bid purple:2,brown:1")
        self.assertIn("is no action", str(caught.exception))

    def test_apply_action_takes_any_integer_like_value_and_refuses_the_rest(self):
        game = moontable.load_game("monkey-lab", players=2)
        state = game.new_initial_state(seed=4)
        state.apply_action(Index(state.legal_actions()[0]))
        if numpy is not None:
            state.apply_action(numpy.int64(state.legal_actions()[0]))
            state.apply_action(numpy.random.choice(state.legal_actions()))
            state.apply_action(numpy.array(state.legal_actions())[0])
            mask = numpy.array(state.legal_actions_mask())
            self.assertEqual(list(numpy.flatnonzero(mask)), state.legal_actions())
            tensor = numpy.asarray(state.observation_tensor(), dtype=numpy.float32)
            self.assertEqual(list(tensor.shape), game.observation_tensor_shape())
        self.assertEqual(len(state.history()), 4 if numpy is not None else 1)
        illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
        with self.assertRaises(ValueError) as caught:
            state.apply_action(illegal)
        self.assertIn("is not legal now; legal:", str(caught.exception))
        with self.assertRaises(TypeError):
            state.apply_action(1.5)
        with self.assertRaises(ValueError):
            state.apply_action(state.legal_actions()[0], player=1 - state.current_player())

    def test_serialize_and_deserialize_mid_move_and_after_a_sample(self):
        game = moontable.load_game("moon", players=3)
        state = game.new_initial_state(seed=9)
        rng = random.Random(9)
        play_randomly(self, state, rng, check_every=1000, until=40)
        # Stop in the middle of a construction (its card chosen, its payment not yet).
        while not (state.history() and game.action_name(state.history()[-1]).startswith("build c")):
            state.apply_action(rng.choice(state.legal_actions()))
        text = state.serialize()
        back = game.deserialize_state(text)
        self.assertEqual(back.history(), state.history())
        self.assertEqual(back.legal_actions(), state.legal_actions())
        for p in range(3):
            self.assertEqual(back.observation_string(p), state.observation_string(p))
            self.assertEqual(back.information_state_string(p), state.information_state_string(p))
            self.assertEqual(back.observation_tensor(p), state.observation_tensor(p))
        self.assertEqual(json.loads(back.serialize()), json.loads(text))
        seat = state.current_player()
        sample = state.resample_from_infostate(seat, seed=3)
        again = game.deserialize_state(sample.serialize())
        self.assertEqual(again.observation_string(seat), sample.observation_string(seat))
        other = (seat + 1) % 3
        self.assertEqual(again.observation_string(other), sample.observation_string(other))
        with self.assertRaises(ValueError):
            moontable.load_game("moon", players=2).deserialize_state(text)

    def test_clone_and_child_branch_without_touching_the_original(self):
        game = moontable.load_game("chimps-on-mars", players=4)
        state = game.new_initial_state(seed="branch")
        before = (state.history(), state.observation_string(0), state.legal_actions())
        child = state.child(state.legal_actions()[-1])
        clone = state.clone()
        clone.apply_action(clone.legal_actions()[0])
        self.assertEqual((state.history(), state.observation_string(0), state.legal_actions()), before)
        self.assertEqual(len(child.history()), 1)
        self.assertNotEqual(child.history(), clone.history())

    def test_what_a_seat_sees_does_not_change_when_the_hidden_part_is_resampled(self):
        rng = random.Random(3)
        for name in GAMES:
            game = moontable.load_game(name)
            state = game.new_initial_state(seed="leak-%s" % name)
            play_randomly(self, state, rng, check_every=1000, until=25)
            for seat in range(game.num_players()):
                sample = state.resample_from_infostate(seat, seed=seat)
                self.assertEqual(sample.observation_string(seat), state.observation_string(seat))
                self.assertEqual(sample.information_state_string(seat), state.information_state_string(seat))
                self.assertEqual(sample.observation_tensor(seat), state.observation_tensor(seat))
                self.assertEqual(
                    sample.information_state_tensor(seat)[: game.observation_tensor_size()],
                    state.observation_tensor(seat),
                )
            # The hidden part is really drawn again: some other seat sees something else.
            changed = any(
                state.resample_from_infostate(0, seed=s).observation_string(1) != state.observation_string(1)
                for s in range(5)
            )
            self.assertTrue(changed, name)

    def test_information_state_recalls_the_seats_own_moves_and_what_it_read(self):
        game = moontable.load_game("monkey-lab", players=2)
        state = game.new_initial_state(seed=12)
        first = state.information_state_string(0)
        self.assertTrue(first.startswith("start: "))
        rng = random.Random(12)
        mine = []
        for _ in range(12):
            if state.current_player() == 0:
                a = rng.choice(state.legal_actions())
                mine.append(game.action_name(a))
                state.apply_action(a)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        lines = state.information_state_string(0).split("\n")
        self.assertEqual([l[5:] for l in lines if l.startswith("you: ")], mine)
        self.assertTrue(any(l.startswith("seat 1: ") for l in lines))
        self.assertTrue(lines[-1].startswith("now: "))

    def test_a_refused_move_names_its_rule(self):
        state = moontable.load_game("monkeys-on-the-moon", players=2).new_initial_state(seed="refuse")
        with self.assertRaises(EngineError) as caught:
            state.apply_move("play c99 blue")
        self.assertEqual(caught.exception.code, -32001)
        self.assertFalse(state.is_terminal())
        self.assertEqual(state.history(), [])

    def test_moves_labels_and_bots(self):
        game = moontable.load_game("monkeys-on-the-moon", players=2, treachery=True)
        state = game.new_initial_state(seed=1)
        de = state.legal_labels(lang="de")
        self.assertEqual([m["move"] for m in de], state.legal_moves())
        state.apply_move(state.bot_move("heuristic"))
        self.assertEqual(len(state.moves()), 1)

    def test_the_client_runs_without_numpy(self):
        code = (
            "import sys; sys.modules['numpy'] = None\n"
            "import random, moontable\n"
            "s = moontable.load_game('monkey-lab(players=2)').new_initial_state(seed=1)\n"
            "r = random.Random(1)\n"
            "while not s.is_terminal(): s.apply_action(r.choice(s.legal_actions()))\n"
            "print(s.returns())\n"
        )
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        out = subprocess.run([sys.executable, "-c", code], cwd=here, capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("1.0", out.stdout)


if __name__ == "__main__":
    unittest.main()
