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

The legal actions also come sparse, as the engine sends them: ``legal`` holds every game's open
ids one game after another (ascending within a game), and ``legal_offsets`` (n + 1 of them) says
where game i's run is: ``legal[legal_offsets[i]:legal_offsets[i + 1]]``. With ``dense_mask=False``
the frame has no ``mask`` at all, which saves building n x N bytes a step when a policy draws
from the legal ids (``python/examples/throughput.py`` does, with numpy, for every game at once).
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

    def __init__(
        self,
        game: Union[str, Game],
        n: int,
        seed: Union[str, int, None] = None,
        tensors: bool = True,
        engine: Optional[Engine] = None,
        dense_mask: bool = True,
    ):
        self.game: Game = game if isinstance(game, Game) else load_game(game, engine=engine)
        self.n = int(n)
        self.seed = seed
        self.tensors = tensors
        self.dense_mask = dense_mask
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
        return self._frame(self._call("stepMany", vector=self._handle, tensors=self._tensors(), masks="sparse"))

    def step(self, actions: Sequence[Any]) -> Dict[str, Any]:
        """One action id per game (numpy arrays and integer-likes welcome); the next frame."""
        if self._handle is None:
            raise RuntimeError("call reset() first")
        ids = actions.tolist() if hasattr(actions, "tolist") else [int(a) for a in actions]
        return self._frame(self._call("stepMany", vector=self._handle, actions=ids, tensors=self._tensors(), masks="sparse"))

    def _frame(self, raw: Dict[str, Any]) -> Dict[str, Any]:
        n, players = self.n, self.game.num_players()
        frame: Dict[str, Any] = {
            "player": _np.asarray(raw["player"], dtype=_np.int32) if _np is not None else array.array("i", raw["player"]),
            "legal": _decode(raw["legal"], "i", "i4", (-1,)),
            "legal_offsets": _decode(raw["legalOffsets"], "i", "i4", (n + 1,)),
            "reward": _decode(raw["rewards"], "f", "f4", (n, players)),
            "done": _decode(raw["done"], "B", "u1", (n,)),
        }
        if self.dense_mask:
            frame["mask"] = self._mask(frame["legal"], frame["legal_offsets"])
        if _np is not None:
            frame["done"] = frame["done"].astype(bool)
        if "observationIndex" in raw:
            frame["observation"] = self._observations(
                _decode(raw["observationIndex"], "i", "i4", (-1,)),
                _decode(raw["observationValue"], "f", "f4", (-1,)),
            )
        return frame

    def _tensors(self) -> Any:
        # Observations are mostly zeros: the engine sends the others with their places, and the
        # dense (n, size) block is made here, which costs far less than sending it.
        return "sparse" if self.tensors else False

    def _observations(self, index: Any, value: Any) -> Any:
        n, size = self.n, self.observation_size
        if _np is not None:
            obs = _np.zeros(n * size, dtype=_np.float32)
            obs[index] = value
            return obs.reshape((n, size))
        obs = array.array("f", bytes(4 * n * size))
        for k, v in zip(index, value):
            obs[k] = v
        return obs

    def _mask(self, legal: Any, offsets: Any) -> Any:
        """The dense (n, N) mask of the sparse legal ids: one byte per action and game."""
        n, size = self.n, self.num_distinct_actions
        if _np is not None:
            mask = _np.zeros((n, size), dtype=_np.int8)
            mask[_np.repeat(_np.arange(n), _np.diff(offsets)), legal] = 1
            return mask
        mask = array.array("b", bytes(n * size))
        for i in range(n):
            for k in range(offsets[i], offsets[i + 1]):
                mask[i * size + legal[k]] = 1
        return mask

    def close(self) -> None:
        if self._handle is not None:
            self.game.engine.notify("vectorFree", vector=self._handle)
            self._handle = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
