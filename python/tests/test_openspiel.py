"""The OpenSpiel-shaped API: whole games, clones, resampling, returns."""

import unittest

import moontable
from moontable import TERMINAL, EngineError


class OpenSpielTest(unittest.TestCase):
    def test_a_whole_game_of_every_game_to_its_returns(self):
        for name in ("monkeys-on-the-moon", "moon", "monkey-lab", "chimps-on-mars"):
            game = moontable.load_game(name)
            state = game.new_initial_state(seed="os-%s" % name)
            self.assertFalse(state.is_chance_node())
            steps = 0
            while not state.is_terminal():
                player = state.current_player()
                self.assertIn(player, range(game.num_players()))
                actions = state.legal_actions()
                self.assertEqual(actions, list(range(len(state.legal_moves()))))
                action = actions[(steps * 5) % len(actions)]
                move = state.action_to_string(player, action)
                self.assertEqual(state.string_to_action(player, move), action)
                state.apply_action(action)
                steps += 1
            self.assertEqual(state.current_player(), TERMINAL)
            self.assertEqual(state.legal_actions(), [])
            returns = state.returns()
            self.assertEqual(len(returns), game.num_players())
            self.assertTrue(all(-1.0 <= r <= 1.0 for r in returns))
            result = state.result()
            if "abandoned" in result:
                # A safety stop (Chimps on Mars' round limit): nobody wins, all share a place.
                self.assertNotIn(1.0, returns)
                self.assertEqual(len(set(returns)), 1)
            else:
                self.assertIn(1.0, returns)
                self.assertEqual(returns[result["ranking"].index(1)], 1.0)
            self.assertEqual(len(state.history_str()), steps)

    def test_same_seed_same_game(self):
        game = moontable.load_game("moon", players=3)
        a, b = game.new_initial_state(seed=11), game.new_initial_state(seed=11)
        self.assertEqual(a.observation(0), b.observation(0))
        self.assertEqual(a.legal_moves(), b.legal_moves())

    def test_clone_branches_and_resample_keeps_what_the_seat_sees(self):
        game = moontable.load_game("monkeys-on-the-moon", players=3)
        state = game.new_initial_state(seed="branch")
        player = state.current_player()
        branch = state.clone()
        branch.apply_action(0)
        self.assertNotEqual(branch.history_str(), state.history_str())
        sample = state.resample_from_infostate(player, seed=4)
        self.assertEqual(sample.observation(player), state.observation(player))
        self.assertEqual(sample.legal_moves(), state.legal_moves())
        spectator = state.observation("spectator")
        self.assertNotEqual(spectator, state.observation(player))

    def test_a_refused_move_names_its_rule(self):
        game = moontable.load_game("monkeys-on-the-moon", players=2)
        state = game.new_initial_state(seed="refuse")
        with self.assertRaises(EngineError) as caught:
            state.apply_action("play c99 blue")
        self.assertEqual(caught.exception.code, -32001)
        self.assertFalse(state.is_terminal())

    def test_options_and_labels(self):
        game = moontable.load_game("monkeys-on-the-moon", players=2, treachery=True)
        self.assertEqual(game.options, {"treachery": True})
        state = game.new_initial_state(seed=1)
        de = state.legal_labels(lang="de")
        self.assertEqual([m["move"] for m in de], state.legal_moves())
        with self.assertRaises(ValueError):
            moontable.load_game("chess")

    def test_built_in_bot_move_is_legal(self):
        state = moontable.load_game("moon", players=2).new_initial_state(seed=3)
        self.assertIn(state.bot_move("heuristic"), state.legal_moves())


if __name__ == "__main__":
    unittest.main()
