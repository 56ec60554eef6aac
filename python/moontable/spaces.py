"""Gymnasium's space interface (``n``, ``shape``, ``dtype``, ``sample(mask)``, ``contains``,
``seed``) in the standard library, for environments that must not need Gymnasium.

``spaces()`` gives Gymnasium's own classes when Gymnasium is importable, else these. Arrays are
numpy arrays when numpy is importable, else the standard library's ``array``.
"""

from __future__ import annotations

import array
import operator
import random
from typing import Any, Dict, Optional, Sequence, Tuple

try:  # numpy is optional
    import numpy as _np
except ImportError:  # pragma: no cover - the numpy-free path is tested in a subprocess
    _np = None

__all__ = ["Discrete", "Box", "Dict", "spaces", "to_array"]


def to_array(values: Sequence[float], kind: str) -> Any:
    """A flat array of ``values``: numpy's (``float32`` or ``int8``) when importable, else
    ``array.array`` (``'f'`` or ``'b'``)."""
    if _np is not None:
        return _np.asarray(values, dtype=_np.float32 if kind == "f" else _np.int8)
    return array.array(kind, values)


class Discrete:
    """Actions ``0 .. n-1``; ``sample(mask)`` draws among those whose mask entry is 1."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = int(n)
        self.shape: Tuple[int, ...] = ()
        self.dtype = "int64"
        self._rng = random.Random(seed)

    def seed(self, seed: Optional[int] = None) -> None:
        self._rng = random.Random(seed)

    def sample(self, mask: Optional[Sequence[int]] = None) -> int:
        if mask is None:
            return self._rng.randrange(self.n)
        if len(mask) != self.n:
            raise ValueError("the mask must have %d entries, not %d" % (self.n, len(mask)))
        allowed = [i for i, m in enumerate(mask) if m]
        if not allowed:
            raise ValueError("the mask allows no action")
        return self._rng.choice(allowed)

    def contains(self, x: Any) -> bool:
        try:
            i = operator.index(x)
        except TypeError:
            return False
        return 0 <= i < self.n

    __contains__ = contains

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Discrete) and other.n == self.n

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n


class Box:
    """A flat box of ``shape`` with bounds ``low`` .. ``high`` (the same for every entry)."""

    def __init__(self, low: float, high: float, shape: Tuple[int, ...], dtype: str = "float32", seed: Optional[int] = None):
        self.low = low
        self.high = high
        self.shape = tuple(shape)
        self.dtype = dtype
        self._rng = random.Random(seed)

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def seed(self, seed: Optional[int] = None) -> None:
        self._rng = random.Random(seed)

    def sample(self, mask: Any = None) -> Any:
        if self.dtype == "int8":
            values = [self._rng.randint(int(self.low), int(self.high)) for _ in range(self.size)]
            return to_array(values, "b")
        hi = min(self.high, 1e6)
        values = [self._rng.uniform(self.low, hi) for _ in range(self.size)]
        return to_array(values, "f")

    def contains(self, x: Any) -> bool:
        shape = tuple(getattr(x, "shape", (len(x),) if hasattr(x, "__len__") else ()))
        if shape != self.shape:
            return False
        flat = x.reshape(-1).tolist() if hasattr(x, "reshape") else list(x)
        return all(self.low <= v <= self.high for v in flat)

    __contains__ = contains

    def __repr__(self) -> str:
        return "Box(%s, %s, %s, %s)" % (self.low, self.high, self.shape, self.dtype)


class Dict:
    """Named spaces: an element is a dict with an element of each."""

    def __init__(self, spaces: Dict[str, Any]):
        self.spaces = dict(spaces)
        self.shape = None

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def seed(self, seed: Optional[int] = None) -> None:
        for i, space in enumerate(self.spaces.values()):
            space.seed(None if seed is None else seed + i)

    def sample(self, mask: Any = None) -> Dict[str, Any]:
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict) and set(x) == set(self.spaces) and all(
            s.contains(x[k]) for k, s in self.spaces.items()
        )

    __contains__ = contains

    def __repr__(self) -> str:
        return "Dict(%s)" % ", ".join("%s: %r" % kv for kv in self.spaces.items())


def spaces() -> Tuple[Any, Any, Any]:
    """``(Discrete, Box, Dict)``: Gymnasium's classes when importable, else this module's."""
    try:
        from gymnasium import spaces as gym  # type: ignore

        if _np is not None:
            return gym.Discrete, gym.Box, gym.Dict
    except ImportError:
        pass
    return Discrete, Box, Dict
