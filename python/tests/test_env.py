"""The PettingZoo-AEC-shaped environment, driven by the standard loop."""

import unittest

from moontable import MoontableEnv


class EnvTest(unittest.TestCase):
    def test_the_aec_loop_plays_a_game_to_the_end(self):
        env = MoontableEnv("monkey-lab", players=3)
        self.assertEqual(env.possible_agents, ["player_0", "player_1", "player_2"])
        env.reset(seed=7)
        steps = 0
        retired = []
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                retired.append(agent)
                env.step(None)
                continue
            self.assertEqual(reward, 0.0)
            self.assertEqual(observation["legal_moves"], info["legal_moves"])
            self.assertEqual(observation["action_mask"], [1] * len(info["legal_moves"]))
            space = env.action_space(agent)
            self.assertEqual(space.n, len(info["legal_moves"]))
            action = space.sample()
            self.assertTrue(space.contains(action))
            env.step(action)
            steps += 1
        self.assertEqual(sorted(retired), env.possible_agents)
        self.assertEqual(env.agents, [])
        self.assertGreater(steps, 10)
        self.assertIn(1.0, env.rewards.values())
        self.assertEqual(set(env.rewards), set(env.possible_agents))

    def test_an_agent_observes_its_own_view_only(self):
        env = MoontableEnv("monkeys-on-the-moon", players=2)
        env.reset(seed=3)
        mine = env.observe("player_0")["view"]
        theirs = env.observe("player_1")["view"]
        self.assertNotEqual(mine, theirs)

    def test_same_seed_same_deal(self):
        env = MoontableEnv("moon", players=2)
        env.reset(seed=5)
        first = env.observe(env.agent_selection)
        env.reset(seed=5)
        self.assertEqual(env.observe(env.agent_selection), first)

    def test_stepping_wrongly_is_an_error(self):
        env = MoontableEnv("moon", players=2)
        env.reset(seed=1)
        with self.assertRaises(ValueError):
            env.step(None)


if __name__ == "__main__":
    unittest.main()
