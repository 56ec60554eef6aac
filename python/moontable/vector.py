"""Many games stepped in one call: ``VectorEnv(game, n, seed)`` over the engine's ``stepMany``.

    env = VectorEnv("monkey-lab(players=2)", n=64, seed=1)
    frame = env.reset()
    while True:
        actions = [pick(frame["mask"][i]) for i in range(env.n)]
        frame = env.step(actions)     # frame["reward"][i] and frame["done"][i] when game i ended

Every game takes one action id per step for its seat to act (``frame["player"]``); a game that
ends is dealt again at once (its returns are in ``reward``, by seat, and ``done`` is set; the
frame shows the new game). Masks, observations and rewards come as binary frames: numpy arrays
(``mask`` (n, N) int8, ``observation`` (n, size) float32, ``reward`` (n, players) float32,
``done`` (n,) bool) when numpy is importable, else flat ``array`` objects (row i of ``mask`` is
``mask[i * N:(i + 1) * N]``). An observation is the seat's observation tensor, as
``State.observation_tensor`` gives it; rewards follow ``State.returns``.
"""

from __future__ import annotations

import array
import base64
import sys
from typing import Any, Dict, Optional, Sequence, Union

from .engine import Engine
from .openspiel import Game, load_game

try:
    import numpy as _np
except ImportError:
    _np = None

__all__ = ["VectorEnv"]


def _decode(text: str, typecode: str, dtype: str, shape: tuple) -> Any:
    raw = base64.b64decode(text)
    if _np is not None:
        return _np.frombuffer(raw, dtype=_np.dtype(dtype).newbyteorder("<")).reshape(shape)
    out = array.array(typecode)
    out.frombytes(raw)
    if sys.byteorder == "big":
        out.byteswap()
    return out


class VectorEnv:
    """``n`` games of one table, stepped together; game i is dealt from ``"<seed>/i/<episode>"``."""

    def __init__(self, game: Union[str, Game], n: int, seed: Union[str, int, None] = None, tensors: bool = True, engine: Optional[Engine] = None):
        self.game: Game = game if isinstance(game, Game) else load_game(game, engine=engine)
        self.n = int(n)
        self.seed = seed
        self.tensors = tensors
        self._handle: Optional[int] = None
        self.num_distinct_actions = self.game.num_distinct_actions()
        self.observation_size = self.game.observation_tensor_size()

    def _call(self, method: str, **params: Any) -> Any:
        return self.game.engine.call(method, **params)

    def reset(self, seed: Union[str, int, None] = None) -> Dict[str, Any]:
        """Deals ``n`` new games (from ``seed``, else the one given at creation); their frame."""
        if seed is not None:
            self.seed = seed
        self.close()
        params: Dict[str, Any] = {
            "game": self.game.id,
            "players": self.game.num_players(),
            "options": self.game.options,
            "n": self.n,
        }
        if self.seed is not None:
            params["seed"] = self.seed
        created = self._call("vectorNew", **params)
        self._handle = created["vector"]
        self.seed = created["seed"]
        return self._frame(self._call("stepMany", vector=self._handle, tensors=self.tensors))

    def step(self, actions: Sequence[Any]) -> Dict[str, Any]:
        """One action id per game (numpy arrays and integer-likes welcome); the next frame."""
        if self._handle is None:
            raise RuntimeError("call reset() first")
        ids = actions.tolist() if hasattr(actions, "tolist") else [int(a) for a in actions]
        return self._frame(self._call("stepMany", vector=self._handle, actions=ids, tensors=self.tensors))

    def _frame(self, raw: Dict[str, Any]) -> Dict[str, Any]:
        n, players = self.n, self.game.num_players()
        frame: Dict[str, Any] = {
            "player": _np.asarray(raw["player"], dtype=_np.int32) if _np is not None else array.array("i", raw["player"]),
            "mask": _decode(raw["mask"], "b", "i1", (n, self.num_distinct_actions)),
            "reward": _decode(raw["rewards"], "f", "f4", (n, players)),
            "done": _decode(raw["done"], "B", "u1", (n,)),
        }
        if _np is not None:
            frame["done"] = frame["done"].astype(bool)
        if "observations" in raw:
            frame["observation"] = _decode(raw["observations"], "f", "f4", (n, self.observation_size))
        return frame

    def close(self) -> None:
        if self._handle is not None:
            self.game.engine.notify("vectorFree", vector=self._handle)
            self._handle = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
