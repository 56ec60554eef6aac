"""A client of `moontable engine`: JSON-RPC 2.0 over a child process's stdin and stdout."""

from __future__ import annotations

import itertools
import json
import os
import shlex
import shutil
import subprocess
from typing import Any, Dict, List, Optional

__all__ = ["Engine", "EngineError", "engine_command"]


class EngineError(Exception):
    """An error answer of the engine.

    ``code`` is the JSON-RPC code (-32602 invalid params, -32001 move refused, ...), ``data`` its
    details: for a refused move ``{"code": "bid-too-low", "rule": "MM-4", "message": ...}``.
    """

    def __init__(self, code: int, message: str, data: Any = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    @property
    def rule(self) -> Optional[str]:
        """The ruling a refused move broke, e.g. ``MM-5`` (None when none applies)."""
        return self.data.get("rule") if isinstance(self.data, dict) else None

    @property
    def reason(self) -> Optional[str]:
        """The engine's stable code for the refusal, e.g. ``unknown-state`` or ``bid-too-low``."""
        return self.data.get("code") if isinstance(self.data, dict) else None


def engine_command() -> List[str]:
    """How to start the engine.

    ``$MOONTABLE_ENGINE`` (a command line) if set; else the ``bin/moontable.js`` of the clone or
    npm package this folder sits in; else ``moontable`` on the PATH.
    """
    env = os.environ.get("MOONTABLE_ENGINE")
    if env:
        return shlex.split(env)
    here = os.path.dirname(os.path.abspath(__file__))
    bin_js = os.path.join(here, "..", "..", "bin", "moontable.js")
    node = shutil.which("node")
    if node and os.path.exists(bin_js):
        return [node, os.path.normpath(bin_js), "engine"]
    found = shutil.which("moontable")
    if found:
        return [found, "engine"]
    raise RuntimeError(
        "cannot find the moontable engine: set MOONTABLE_ENGINE, or install the moontable npm package"
    )


class Engine:
    """One `moontable engine` process. ``call`` sends a request and waits for its answer.

    Use it as a context manager, or call ``close()``, to end the process.
    """

    def __init__(self, command: Optional[List[str]] = None):
        self._process = subprocess.Popen(
            command or engine_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=1,
            universal_newlines=True,
            encoding="utf-8",
        )
        self._ids = itertools.count(1)

    @property
    def pid(self) -> int:
        """The engine process's id (benchmarks read its CPU time)."""
        return self._process.pid

    def call(self, method: str, **params: Any) -> Any:
        """Calls ``method`` with named params; returns its result or raises EngineError."""
        request_id = next(self._ids)
        line = json.dumps(
            {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params},
            separators=(",", ":"),
        )
        return self._answer(self.send_line(line), request_id)

    def batch(self, calls: List[tuple]) -> List[Any]:
        """Sends ``[(method, params), ...]`` as one JSON-RPC batch; returns results in order.

        An error answer in the batch is returned as an EngineError object in its place.
        """
        ids = [next(self._ids) for _ in calls]
        line = json.dumps(
            [
                {"jsonrpc": "2.0", "id": i, "method": m, "params": p}
                for i, (m, p) in zip(ids, calls)
            ],
            separators=(",", ":"),
        )
        answers = {a.get("id"): a for a in json.loads(self.send_line(line))}
        out: List[Any] = []
        for i in ids:
            a = answers[i]
            if "error" in a:
                e = a["error"]
                out.append(EngineError(e["code"], e["message"], e.get("data")))
            else:
                out.append(a["result"])
        return out

    def send_line(self, line: str) -> str:
        """Writes one raw line and returns the engine's next answer line (tests use it)."""
        if self._process.poll() is not None:
            raise RuntimeError("the moontable engine has exited")
        assert self._process.stdin and self._process.stdout
        self._process.stdin.write(line + "\n")
        self._process.stdin.flush()
        answer = self._process.stdout.readline()
        if not answer:
            raise RuntimeError("the moontable engine closed its output")
        return answer

    def notify(self, method: str, **params: Any) -> None:
        """Sends a notification: the engine answers nothing (``free`` of a state, say)."""
        if self._process.poll() is None and self._process.stdin:
            line = json.dumps({"jsonrpc": "2.0", "method": method, "params": params})
            self._process.stdin.write(line + "\n")
            self._process.stdin.flush()

    @staticmethod
    def _answer(text: str, request_id: int) -> Any:
        answer: Dict[str, Any] = json.loads(text)
        if answer.get("id") != request_id:
            raise RuntimeError("the engine answered out of order: %s" % text[:200])
        if "error" in answer:
            e = answer["error"]
            raise EngineError(e["code"], e["message"], e.get("data"))
        return answer["result"]

    def close(self) -> None:
        if self._process.poll() is None:
            assert self._process.stdin
            self._process.stdin.close()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        if self._process.stdout:
            self._process.stdout.close()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
