"""An OpenSpiel-shaped API over the engine: ``load_game``, ``Game``, ``State``.

Differences from OpenSpiel, because Moontable's games list their moves per position: an action
is an index into the current state's ``legal_moves()``, so action numbers are not stable between
states (``action_to_string`` gives the stable move string, and ``apply_action`` takes either).
Chance is inside the state (its seeded generator), so there are no chance nodes.
"""

from __future__ import annotations

import json
import weakref
from typing import Any, Dict, List, Optional, Union

from .engine import Engine

__all__ = ["load_game", "Game", "State", "TERMINAL", "SIMULTANEOUS"]

#: ``current_player()`` once the game is over (OpenSpiel's value).
TERMINAL = -4
#: ``current_player()`` when several seats may act at once (OpenSpiel's value).
SIMULTANEOUS = -2

_shared: Optional[Engine] = None


def _default_engine() -> Engine:
    global _shared
    if _shared is None:
        _shared = Engine()
    return _shared


def load_game(name: str, players: Optional[int] = None, engine: Optional[Engine] = None, **options: Any) -> "Game":
    """The game ``name`` (``moon``, ``monkeys-on-the-moon``, ...) with ``players`` seats.

    Keyword arguments are the game's options, e.g. ``load_game("monkeys-on-the-moon",
    treachery=True)``. One engine process is started and shared unless ``engine`` is given.
    """
    engine = engine or _default_engine()
    info = next((g for g in engine.call("games") if g["id"] == name), None)
    if info is None:
        known = ", ".join(g["id"] for g in engine.call("games"))
        raise ValueError('unknown game "%s" (games: %s)' % (name, known))
    return Game(engine, info, players or info["maxPlayers"], options)


class Game:
    """A game with fixed settings; ``new_initial_state`` deals one."""

    def __init__(self, engine: Engine, info: Dict[str, Any], players: int, options: Dict[str, Any]):
        self.engine = engine
        self.info = info
        self.players = players
        self.options = dict(options)

    @property
    def id(self) -> str:
        return self.info["id"]

    def num_players(self) -> int:
        return self.players

    def new_initial_state(self, seed: Optional[Union[str, int]] = None) -> "State":
        """The state before the first move; all chance comes from ``seed`` (random if None)."""
        params: Dict[str, Any] = {"game": self.id, "players": self.players, "options": self.options}
        if seed is not None:
            params["seed"] = seed
        created = self.engine.call("new", **params)
        return State(self, created["state"])

    def __repr__(self) -> str:
        return "Game(%r, players=%d, options=%r)" % (self.id, self.players, self.options)


class State:
    """A game position held by the engine under a handle; freed when this object is collected."""

    def __init__(self, game: Game, handle: int):
        self.game = game
        self.handle = handle
        self._to_act: Optional[List[int]] = None
        self._legal: Dict[int, List[str]] = {}
        self._history: List[str] = []
        self._result: Optional[Dict[str, Any]] = None
        self._finalizer = weakref.finalize(self, game.engine.notify, "free", state=handle)

    def _call(self, method: str, **params: Any) -> Any:
        return self.game.engine.call(method, state=self.handle, **params)

    def _changed(self) -> None:
        self._to_act = None
        self._legal = {}
        self._result = None

    def to_act(self) -> List[int]:
        """Every seat that may move now (empty once the game is over)."""
        if self._to_act is None:
            self._to_act = self._call("toAct")
        return self._to_act

    def current_player(self) -> int:
        """The seat to move; ``TERMINAL`` at the end; ``SIMULTANEOUS`` if several may move."""
        seats = self.to_act()
        if not seats:
            return TERMINAL
        return seats[0] if len(seats) == 1 else SIMULTANEOUS

    def is_terminal(self) -> bool:
        return not self.to_act()

    def is_chance_node(self) -> bool:
        return False

    def num_players(self) -> int:
        return self.game.players

    def legal_moves(self, player: Optional[int] = None) -> List[str]:
        """The legal moves of ``player`` (default: the seat to move) as move strings."""
        seat = self._seat(player)
        if seat is None:
            return []
        if seat not in self._legal:
            listed = self._call("legal", seat=seat, labels=False)
            self._legal[seat] = [m["move"] for m in listed]
        return self._legal[seat]

    def legal_labels(self, player: Optional[int] = None, lang: str = "en") -> List[Dict[str, str]]:
        """``[{"move": ..., "label": ...}]`` with labels for people, in ``en`` or ``de``."""
        seat = self._seat(player)
        return [] if seat is None else self._call("legal", seat=seat, lang=lang)

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """Action numbers 0..n-1: indices into ``legal_moves(player)``."""
        return list(range(len(self.legal_moves(player))))

    def action_to_string(self, player: int, action: int) -> str:
        return self.legal_moves(player)[action]

    def string_to_action(self, player: int, move: str) -> int:
        return self.legal_moves(player).index(move)

    def apply_action(self, action: Union[int, str], player: Optional[int] = None) -> None:
        """Plays an action number or a move string for ``player`` (default: the seat to move).

        A move the rules refuse raises EngineError with the rule it broke (``error.rule``).
        """
        seat = self._seat(player)
        move = self.legal_moves(seat)[action] if isinstance(action, int) else action
        params: Dict[str, Any] = {"move": move}
        if seat is not None:
            params["seat"] = seat
        answer = self._call("apply", **params)
        self._changed()
        self._to_act = answer["toAct"]
        self._result = answer["result"]
        self._history.append(move)

    def history_str(self) -> List[str]:
        """The moves applied through this object (and the clones it was made from)."""
        return list(self._history)

    def observation(self, player: Union[int, str]) -> Dict[str, Any]:
        """What ``player`` (a seat, or ``"spectator"``) may see: the game's view, as JSON data."""
        return self._call("view", viewer=player)

    def observation_string(self, player: Union[int, str]) -> str:
        return json.dumps(self.observation(player), sort_keys=True)

    def information_state_string(self, player: int) -> str:
        return self.observation_string(player)

    def result(self) -> Optional[Dict[str, Any]]:
        """``{"scores": [...], "ranking": [...], "tieBreaks": [...]}`` at the end, else None."""
        if self._result is None and self.is_terminal():
            self._result = self._call("result")
        return self._result

    def scores(self) -> List[float]:
        """Final scores by seat (zeros before the end)."""
        result = self.result()
        return [float(s) for s in result["scores"]] if result else [0.0] * self.game.players

    def returns(self) -> List[float]:
        """Rewards by seat at the end: +1 for first place down to -1 for last, by place.

        Tied seats share a place and so a reward. Zeros before the end.
        """
        result = self.result()
        if not result:
            return [0.0] * self.game.players
        n = self.game.players
        if n == 1:
            return [1.0 if place == 1 else -1.0 for place in result["ranking"]]
        return [1.0 - 2.0 * (place - 1) / (n - 1) for place in result["ranking"]]

    def rewards(self) -> List[float]:
        """Rewards of the last move: the returns at the end, zeros before."""
        return self.returns()

    def clone(self) -> "State":
        copy = State(self.game, self._call("clone")["state"])
        copy._history = list(self._history)
        return copy

    def resample_from_infostate(self, player: int, seed: Optional[Union[str, int]] = None) -> "State":
        """A full state consistent with what ``player`` sees: the hidden part drawn at random."""
        params: Dict[str, Any] = {"seat": player}
        if seed is not None:
            params["seed"] = seed
        return State(self.game, self._call("sample", **params)["state"])

    def bot_move(self, bot: str = "heuristic", player: Optional[int] = None, seed: Optional[Union[str, int]] = None) -> str:
        """The move a built-in bot (``random``, ``heuristic``, ``ismcts:normal``) would play."""
        params: Dict[str, Any] = {"bot": bot}
        if player is not None:
            params["seat"] = player
        if seed is not None:
            params["seed"] = seed
        return self._call("botMove", **params)["move"]

    def _seat(self, player: Optional[int]) -> Optional[int]:
        if player is not None:
            return player
        seats = self.to_act()
        return seats[0] if seats else None

    def __str__(self) -> str:
        return "%s state %d after %d moves" % (self.game.id, self.handle, len(self._history))
