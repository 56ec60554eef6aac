"""PettingZoo's AEC contract, walked as PettingZoo's own API test walks it (written from its
documentation): agents and spaces, reset and seeding, last/observe/step, masks, rewards,
terminations, retiring agents, and the fixed-size spaces' interface."""

import os
import random
import subprocess
import sys
import unittest

import moontable
from moontable import pettingzoo
from moontable.spaces import Box, Dict, Discrete

GAMES = {"monkeys-on-the-moon": 3, "moon": 3, "monkey-lab": 2, "chimps-on-mars": 3}


def as_list(x):
    return x.tolist() if hasattr(x, "tolist") else list(x)


def walk(test, env, seed, max_steps=None):
    """One whole game by PettingZoo's rules; returns the trajectory for the seeding check."""
    env.reset(seed=seed)
    test.assertEqual(env.agents, env.possible_agents)
    test.assertEqual(env.num_agents, len(env.agents))
    test.assertEqual(env.max_num_agents, len(env.possible_agents))
    for name in ("rewards", "_cumulative_rewards", "terminations", "truncations", "infos"):
        test.assertEqual(set(getattr(env, name)), set(env.agents), name)
    n = env.game.num_distinct_actions()
    trajectory = []
    steps = 0
    retired = []
    for agent in env.agent_iter():
        test.assertIn(agent, env.agents)
        test.assertEqual(agent, env.agent_selection)
        observation, reward, termination, truncation, info = env.last()
        # The same spaces every time, whatever the position.
        test.assertIs(env.action_space(agent), env.action_space(env.possible_agents[0]))
        test.assertTrue(env.observation_space(agent).contains(observation), "observation in its space")
        test.assertIsInstance(reward, float)
        mask = as_list(observation["action_mask"])
        test.assertEqual(len(mask), n)
        test.assertEqual(as_list(info["action_mask"]), mask)
        if hasattr(observation["action_mask"], "dtype"):
            test.assertEqual(str(observation["action_mask"].dtype), "int8")
            test.assertEqual(str(observation["observation"].dtype), "float32")
        if termination or truncation:
            test.assertEqual(sum(mask), 0, "a finished agent has no legal action")
            with test.assertRaises(ValueError):
                env.step(0)
            retired.append(agent)
            env.step(None)
            test.assertNotIn(agent, env.agents)
            continue
        test.assertEqual(reward, 0.0, "rewards come at the end")
        test.assertGreater(sum(mask), 0, "the agent to act has a legal action")
        # Every other agent may be observed now too, and sees no actions of its own.
        for other in env.agents:
            if other != agent:
                test.assertEqual(sum(as_list(env.observe(other)["action_mask"])), 0)
        action = env.action_space(agent).sample(mask)
        test.assertTrue(env.action_space(agent).contains(action))
        test.assertEqual(mask[action], 1)
        trajectory.append((agent, action, tuple(as_list(observation["observation"]))[:50]))
        env.step(action)
        steps += 1
        if max_steps is not None and steps >= max_steps:
            break
    return trajectory, retired, steps


class AecContractTest(unittest.TestCase):
    def test_every_game_walks_the_whole_contract_to_the_end(self):
        for name, players in GAMES.items():
            env = pettingzoo.env(name, players=players)
            self.assertEqual(env.possible_agents, ["player_%d" % i for i in range(players)])
            self.assertIn("name", env.metadata)
            space = env.action_space("player_0")
            self.assertEqual(space.n, env.game.num_distinct_actions())
            obs_space = env.observation_space("player_0")
            self.assertEqual(obs_space["observation"].shape, tuple(env.game.observation_tensor_shape()))
            self.assertEqual(obs_space["action_mask"].shape, (space.n,))
            trajectory, retired, steps = walk(self, env, seed=7)
            self.assertGreater(steps, 10)
            self.assertEqual(sorted(retired), env.possible_agents)
            self.assertEqual(env.agents, [])
            env.close()

    def test_the_final_rewards_are_the_returns_and_last_gives_them(self):
        env = pettingzoo.env("monkey-lab", players=2)
        env.reset(seed=3)
        rng = random.Random(3)
        while not env.terminations[env.agent_selection]:
            mask = as_list(env.last()[0]["action_mask"])
            env.step(env.action_space(env.agent_selection).sample(mask))
        returns = env.state.returns()
        self.assertEqual([env.rewards[a] for a in env.possible_agents], returns)
        for agent in list(env.agents):
            self.assertEqual(env.agent_selection, agent)
            self.assertEqual(env.last()[1], returns[env.seat(agent)])
            self.assertIn("result", env.last()[4])
            env.step(None)
        self.assertEqual(rng.random() >= 0, True)

    def test_the_same_seed_gives_the_same_game(self):
        env = pettingzoo.env("moon", players=2)
        a = walk(self, env, seed=11, max_steps=60)[0]
        b = walk(self, env, seed=11, max_steps=60)[0]
        self.assertEqual(a, b)
        c = walk(self, env, seed=12, max_steps=60)[0]
        self.assertNotEqual(a, c)

    def test_a_move_of_several_actions_is_taken_by_the_same_agent_in_a_row(self):
        env = pettingzoo.env("moon", players=2)
        env.reset(seed=5)
        game = env.game
        for _ in range(200):
            agent = env.agent_selection
            mask = as_list(env.last()[0]["action_mask"])
            builds = [a for a, m in enumerate(mask) if m and game.action_name(a).startswith("build c")]
            if builds:
                env.step(builds[0])
                self.assertEqual(env.agent_selection, agent)
                follow = [game.action_name(a) for a, m in enumerate(as_list(env.last()[0]["action_mask"])) if m]
                self.assertTrue(follow and all(f.startswith("build ") for f in follow), follow)
                return
            env.step(env.action_space(agent).sample(mask))
        self.fail("no construction offered in 200 steps")

    def test_stepping_wrongly_is_an_error(self):
        env = pettingzoo.env("moon", players=2)
        env.reset(seed=1)
        with self.assertRaises(ValueError):
            env.step(None)
        mask = as_list(env.last()[0]["action_mask"])
        with self.assertRaises(ValueError):
            env.step(mask.index(0))
        self.assertEqual(env.render(), None)
        self.assertIsInstance(pettingzoo.env("moon", players=2, render_mode="ansi"), moontable.MoontableEnv)


class SpacesTest(unittest.TestCase):
    def test_the_spaces_interface(self):
        d = Discrete(5, seed=1)
        self.assertEqual((d.n, d.shape), (5, ()))
        self.assertTrue(d.contains(4) and not d.contains(5) and not d.contains(-1) and not d.contains("a"))
        self.assertEqual({d.sample([0, 0, 1, 0, 0]) for _ in range(20)}, {2})
        with self.assertRaises(ValueError):
            d.sample([0, 0, 0, 0, 0])
        with self.assertRaises(ValueError):
            d.sample([1])
        box = Box(0, 1, (3,), "int8")
        self.assertTrue(box.contains([0, 1, 1]) and not box.contains([0, 2, 1]) and not box.contains([0, 1]))
        self.assertTrue(box.contains(box.sample()))
        space = Dict({"a": box, "b": Box(-1.0, 1.0, (2,))})
        self.assertTrue(space.contains(space.sample()))
        self.assertFalse(space.contains({"a": [0, 0, 0]}))

    def test_the_environment_runs_without_numpy(self):
        code = (
            "import sys; sys.modules['numpy'] = None\n"
            "import array\n"
            "from moontable import pettingzoo\n"
            "env = pettingzoo.env('monkey-lab', players=2)\n"
            "env.reset(seed=1)\n"
            "obs = env.last()[0]\n"
            "assert isinstance(obs['observation'], array.array) and obs['observation'].typecode == 'f'\n"
            "assert isinstance(obs['action_mask'], array.array) and obs['action_mask'].typecode == 'b'\n"
            "for agent in env.agent_iter():\n"
            "    o, r, term, trunc, info = env.last()\n"
            "    env.step(None if term or trunc else env.action_space(agent).sample(o['action_mask']))\n"
            "print(sorted(env.rewards.values()) if env.rewards else 'done')\n"
        )
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        out = subprocess.run([sys.executable, "-c", code], cwd=here, capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("done", out.stdout)


if __name__ == "__main__":
    unittest.main()
