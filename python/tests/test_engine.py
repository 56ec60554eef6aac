"""The Engine client against a real `moontable engine` process."""

import json
import unittest

from moontable import Engine, EngineError


class EngineTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.engine = Engine()

    @classmethod
    def tearDownClass(cls):
        cls.engine.close()

    def test_games(self):
        ids = [g["id"] for g in self.engine.call("games")]
        self.assertEqual(ids, ["monkeys-on-the-moon", "moon", "monkey-lab", "chimps-on-mars"])

    def test_refused_move_carries_code_and_rule(self):
        state = self.engine.call("new", game="monkeys-on-the-moon", players=2, seed="py")["state"]
        legal = [m["move"] for m in self.engine.call("legal", state=state)]
        held = {m.split()[1] for m in legal if m.startswith("play ")}
        not_held = next("c%d" % i for i in range(1, 37) if "c%d" % i not in held)
        with self.assertRaises(EngineError) as caught:
            self.engine.call("apply", state=state, move="play %s blue" % not_held)
        self.assertEqual(caught.exception.code, -32001)
        self.assertEqual(caught.exception.rule, "MM-4")
        self.assertEqual(caught.exception.reason, "card-not-in-hand")

    def test_bad_input_gets_standard_errors_and_the_engine_carries_on(self):
        self.assertEqual(json.loads(self.engine.send_line("no json"))["error"]["code"], -32700)
        self.assertEqual(json.loads(self.engine.send_line("[]"))["error"]["code"], -32600)
        with self.assertRaises(EngineError) as caught:
            self.engine.call("teleport")
        self.assertEqual(caught.exception.code, -32601)
        with self.assertRaises(EngineError) as caught:
            self.engine.call("toAct", state=12345678)
        self.assertEqual((caught.exception.code, caught.exception.reason), (-32602, "unknown-state"))
        self.assertEqual(len(self.engine.call("games")), 4)

    def test_batch(self):
        state = self.engine.call("new", game="moon", players=3, seed=5)["state"]
        results = self.engine.batch([("toAct", {"state": state}), ("nope", {}), ("result", {"state": state})])
        self.assertEqual(results[0], [0])
        self.assertIsInstance(results[1], EngineError)
        self.assertIsNone(results[2])


if __name__ == "__main__":
    unittest.main()
