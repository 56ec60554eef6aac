"""VectorEnv over the engine's stepMany: many games a call, binary frames, auto-reset; each game
is the same game as the OpenSpiel state dealt from its seed, action for action."""

import os
import random
import subprocess
import sys
import unittest

import moontable
from moontable import VectorEnv

try:
    import numpy
except ImportError:
    numpy = None


def row(frame, key, i, width):
    x = frame[key]
    return [int(v) if key == "mask" else v for v in (x[i].tolist() if hasattr(x, "tolist") and len(getattr(x, "shape", ())) == 2 else list(x[i * width:(i + 1) * width]))]


class VectorTest(unittest.TestCase):
    def test_games_step_together_and_reset_when_they_end(self):
        env = VectorEnv("monkey-lab(players=2)", n=6, seed="v")
        n_actions = env.num_distinct_actions
        frame = env.reset()
        rng = random.Random(1)
        ended = 0
        for _ in range(400):
            actions = []
            for i in range(env.n):
                mask = row(frame, "mask", i, n_actions)
                self.assertEqual(len(mask), n_actions)
                legal = [a for a, m in enumerate(mask) if m]
                self.assertTrue(legal)
                actions.append(rng.choice(legal))
            frame = env.step(numpy.array(actions) if numpy is not None else actions)
            done = list(frame["done"])
            for i, d in enumerate(done):
                rewards = row(frame, "reward", i, 2)
                if d:
                    ended += 1
                    self.assertIn(sorted(rewards), ([-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0]))
                else:
                    self.assertEqual(rewards, [0.0, 0.0])
        self.assertGreater(ended, 0, "games ended and were dealt again")
        if numpy is not None:
            self.assertEqual(frame["observation"].shape, (6, env.observation_size))
            self.assertEqual(frame["mask"].dtype, numpy.int8)
        with self.assertRaises(moontable.EngineError) as caught:
            env.step([0] * 5)
        self.assertEqual(caught.exception.reason, "bad-params")
        illegal = [row(frame, "mask", i, n_actions).index(0) for i in range(env.n)]
        with self.assertRaises(moontable.EngineError) as caught:
            env.step(illegal)
        self.assertEqual(caught.exception.reason, "bad-actions")
        env.close()

    def test_each_game_is_the_openspiel_game_of_its_seed_action_for_action(self):
        game = moontable.load_game("monkeys-on-the-moon", players=3)
        env = VectorEnv(game, n=2, seed="same")
        frame = env.reset()
        state = game.new_initial_state(seed="same/1/0")
        rng = random.Random(2)
        n = game.num_distinct_actions()
        for _ in range(150):
            if state.is_terminal():
                break
            self.assertEqual(list(frame["player"])[1], state.current_player())
            self.assertEqual(row(frame, "mask", 1, n), state.legal_actions_mask())
            obs = row(frame, "observation", 1, game.observation_tensor_size())
            self.assertEqual([float(x) for x in obs], state.observation_tensor())
            a = rng.choice(state.legal_actions())
            other = [x for x, m in enumerate(row(frame, "mask", 0, n)) if m][0]
            state.apply_action(a)
            frame = env.step([other, a])

    def test_sparse_legal_ids_are_the_mask_and_dense_mask_false_leaves_it_out(self):
        dense = VectorEnv("monkeys-on-the-moon(players=3)", n=5, seed="s", tensors=False)
        sparse = VectorEnv("monkeys-on-the-moon(players=3)", n=5, seed="s", tensors=False, dense_mask=False)
        a, b = dense.reset(), sparse.reset()
        n = dense.num_distinct_actions
        rng = random.Random(3)
        for _ in range(200):
            self.assertNotIn("mask", b)
            offsets = [int(x) for x in b["legal_offsets"]]
            self.assertEqual(len(offsets), 6)
            actions = []
            for i in range(5):
                ids = [int(x) for x in b["legal"][offsets[i]:offsets[i + 1]]]
                self.assertEqual(ids, [x for x, m in enumerate(row(a, "mask", i, n)) if m])
                actions.append(rng.choice(ids))
            a, b = dense.step(actions), sparse.step(actions)
        dense.close()
        sparse.close()

    def test_without_numpy_frames_are_flat_arrays(self):
        code = (
            "import sys; sys.modules['numpy'] = None\n"
            "import array\n"
            "from moontable import VectorEnv\n"
            "env = VectorEnv('monkey-lab(players=2)', n=3, seed=1)\n"
            "f = env.reset()\n"
            "assert isinstance(f['mask'], array.array) and len(f['mask']) == 3 * env.num_distinct_actions\n"
            "assert isinstance(f['observation'], array.array) and len(f['observation']) == 3 * env.observation_size\n"
            "n = env.num_distinct_actions\n"
            "f = env.step([list(f['mask'][i * n:(i + 1) * n]).index(1) for i in range(3)])\n"
            "o = f['legal_offsets']\n"
            "assert [x for x in range(n) if f['mask'][n + x]] == list(f['legal'][o[1]:o[2]])\n"
            "print(len(f['reward']), len(f['done']))\n"
        )
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        out = subprocess.run([sys.executable, "-c", code], cwd=here, capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(out.stdout.strip(), "6 3")

    def test_the_throughput_example_reports_steps_and_both_processes_cpu_time(self):
        # npm run bench:vector reads this JSON line; the engine's CPU time comes from /proc.
        import json

        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        script = os.path.join(here, "examples", "throughput.py")
        args = ["--game", "monkey-lab", "--vector", "4", "--seconds", "1", "--tensor", "--json"]
        out = subprocess.run([sys.executable, script] + args, capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        got = json.loads(out.stdout.strip().splitlines()[-1])
        self.assertEqual((got["game"], got["players"], got["n"], got["tensors"]), ("monkey-lab", 4, 4, True))
        self.assertGreater(got["steps"], 0)
        self.assertEqual(got["steps"] % 4, 0)
        self.assertGreater(got["pythonCpuSeconds"], 0)
        if sys.platform.startswith("linux"):
            self.assertGreater(got["engineCpuSeconds"], 0)
            self.assertAlmostEqual(got["engineCpuStepsPerSecond"], got["steps"] / got["engineCpuSeconds"])


if __name__ == "__main__":
    unittest.main()
