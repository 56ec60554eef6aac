"""Bot programs: run_bot speaks the bot protocol; the example bots answer legal moves."""

import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

import moontable
from moontable import run_bot

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples")
sys.path.insert(0, EXAMPLES)


def move_request(state, seat, request_id=1):
    game = state.game
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "move",
        "params": {
            "game": game.id,
            "players": game.players,
            "options": game.options,
            "seat": seat,
            "view": state.observation(seat),
            "legal": state.legal_labels(seat),
            "timeMs": 5000,
        },
    }


class RunBotTest(unittest.TestCase):
    def test_answers_start_and_move_and_ignores_end(self):
        lines = [
            {"jsonrpc": "2.0", "id": 1, "method": "start", "params": {"game": "moon", "seat": 0}},
            {"jsonrpc": "2.0", "id": 2, "method": "move", "params": {"legal": [{"move": "a"}, {"move": "b"}]}},
            {"jsonrpc": "2.0", "method": "end", "params": {"result": None}},
            {"jsonrpc": "2.0", "id": 3, "method": "dance", "params": {}},
        ]
        seen = []
        out = io.StringIO()
        stdin = io.StringIO("\n".join(json.dumps(x) for x in lines) + "\nnot json\n")
        run_bot(lambda r: r["legal"][-1]["move"], on_start=seen.append, on_end=seen.append, stdin=stdin, stdout=out)
        answers = [json.loads(x) for x in out.getvalue().splitlines()]
        self.assertEqual(answers[0], {"jsonrpc": "2.0", "id": 1, "result": None})
        self.assertEqual(answers[1], {"jsonrpc": "2.0", "id": 2, "result": "b"})
        self.assertEqual(answers[2]["error"]["code"], -32601)
        self.assertEqual(answers[3]["error"]["code"], -32700)
        self.assertEqual(len(seen), 2)

    def test_a_failing_choose_is_an_error_answer_and_the_bot_carries_on(self):
        def choose(request):
            raise RuntimeError("oops")

        out = io.StringIO()
        req = {"jsonrpc": "2.0", "id": 9, "method": "move", "params": {}}
        err = sys.stderr
        sys.stderr = io.StringIO()
        try:
            run_bot(choose, stdin=io.StringIO(json.dumps(req) + "\n" + json.dumps(req) + "\n"), stdout=out)
        finally:
            sys.stderr = err
        answers = [json.loads(x) for x in out.getvalue().splitlines()]
        self.assertEqual([a["error"]["message"] for a in answers], ["oops", "oops"])


class ExampleBotsTest(unittest.TestCase):
    def test_random_bot_program_over_its_pipes(self):
        state = moontable.load_game("moon", players=3).new_initial_state(seed="pipes")
        seat = state.current_player()
        program = subprocess.run(
            [sys.executable, os.path.join(EXAMPLES, "random_bot.py")],
            input=json.dumps(move_request(state, seat)) + "\n",
            capture_output=True,
            text=True,
            timeout=60,
        )
        answer = json.loads(program.stdout)
        self.assertEqual(answer["id"], 1)
        self.assertIn(answer["result"], state.legal_moves(seat))

    def test_lookahead_answers_a_legal_move_from_the_view_alone(self):
        import lookahead

        game = moontable.load_game("monkey-lab", players=2)
        state = game.new_initial_state(seed="look")
        for _ in range(6):
            seat = state.current_player()
            move = lookahead.choose(move_request(state, seat)["params"])
            self.assertIn(move, state.legal_moves(seat))
            state.apply_action(move)

    def test_batch_prints_win_rates(self):
        out = subprocess.run(
            [sys.executable, os.path.join(EXAMPLES, "batch.py"), "--game", "moon", "--players", "2", "--games", "4"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("Moon, 2 players, 4 games", out.stdout)
        self.assertRegex(out.stdout, r"random_bot\s+win rate\s+\d+\.\d%")

    def test_batch_takes_a_bot_file_of_your_own(self):
        with tempfile.TemporaryDirectory() as folder:
            mine = os.path.join(folder, "my_bot.py")
            with open(mine, "w") as f:
                f.write("def choose(request):\n    return request['legal'][-1]['move']\n")
            out = subprocess.run(
                [sys.executable, os.path.join(EXAMPLES, "batch.py"), "--game", "moon", "--players", "2", "--games", "2", "--bot", mine],
                capture_output=True,
                text=True,
                timeout=300,
            )
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertRegex(out.stdout, r"my_bot\.py\s+win rate")


if __name__ == "__main__":
    unittest.main()
