"""The program side of the bot protocol: ``run_bot(choose)`` turns a function into a bot program.

Moontable (``moontable tournament --bots cmd:...`` or ``moontable bot <invite> --cmd ...``) starts
the program and sends it JSON-RPC requests on stdin, one per line; for each ``move`` request
``choose(request)`` is called with its params and must return one of ``request["legal"]``'s
``move`` strings within ``request["timeMs"]`` ms:

    request = {"game": "moon", "players": 3, "options": {}, "seat": 1,
               "view": {...}, "legal": [{"move": "pass", "label": "Pass"}, ...], "timeMs": 10000}

A ``start`` request (a game begins: game, players, options, seat) goes to the optional
``on_start`` and is answered once it returns, which tells Moontable the program is ready; the
``end`` notification (a game ended, with ``result``) goes to ``on_end``. Anything printed must go to
stderr: stdout is the protocol.
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, Callable, Dict, Optional, TextIO

__all__ = ["run_bot"]

Request = Dict[str, Any]


def _answer(out: TextIO, message: Dict[str, Any]) -> None:
    out.write(json.dumps(message, separators=(",", ":")) + "\n")
    out.flush()


def run_bot(
    choose: Callable[[Request], str],
    on_start: Optional[Callable[[Request], None]] = None,
    on_end: Optional[Callable[[Request], None]] = None,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
) -> None:
    """Answers requests until stdin ends."""
    for line in stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError:
            _answer(stdout, {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
            continue
        method = message.get("method")
        params = message.get("params") or {}
        request_id = message.get("id")
        if "id" not in message:
            if method == "end" and on_end:
                on_end(params)
            continue
        if method == "start":
            if on_start:
                on_start(params)
            _answer(stdout, {"jsonrpc": "2.0", "id": request_id, "result": None})
            continue
        if method != "move":
            _answer(stdout, {"jsonrpc": "2.0", "id": request_id, "error": {"code": -32601, "message": "Method not found"}})
            continue
        try:
            move = choose(params)
        except Exception as e:  # the bot's own bug: say so, and keep serving
            traceback.print_exc(file=sys.stderr)
            _answer(stdout, {"jsonrpc": "2.0", "id": request_id, "error": {"code": -32603, "message": str(e)}})
            continue
        _answer(stdout, {"jsonrpc": "2.0", "id": request_id, "result": move})
