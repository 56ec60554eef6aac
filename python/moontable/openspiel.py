"""OpenSpiel's game API over the engine: ``load_game``, ``Game``, ``GameType`` (and ``State``,
in ``state.py``).

Actions are stable integers, as in OpenSpiel: a game, a player count and its options fix
``num_distinct_actions()`` and what every id in ``[0, num_distinct_actions)`` means, in every
position (the engine's action space, ``actionSpace`` in the protocol). Most moves are one
action; a move whose flat list would be huge (a bid of several coins, a construction and its
payment) is a short sequence of actions by the same player, as OpenSpiel's games split theirs.
Chance lives in the state's seed (sampled stochastic), so there are no chance nodes.
"""

from __future__ import annotations

import enum
import json
import re
from typing import Any, Dict, List, Optional, Tuple, Union

from .engine import Engine, EngineError

__all__ = ["load_game", "Game", "GameType", "TERMINAL", "SIMULTANEOUS", "INVALID", "parse_game_string"]

#: ``current_player()`` once the game is over (OpenSpiel's ``pyspiel.PlayerId.TERMINAL``).
TERMINAL = -4
#: OpenSpiel's id for simultaneous nodes; no Moontable game has one (one seat acts at a time).
SIMULTANEOUS = -2
#: OpenSpiel's id for an invalid player.
INVALID = -3

_shared: Optional[Engine] = None


def _default_engine() -> Engine:
    global _shared
    if _shared is None:
        _shared = Engine()
    return _shared


class GameType:
    """What kind of game it is, with OpenSpiel's names (``pyspiel.GameType``)."""

    class Dynamics(enum.IntEnum):
        SIMULTANEOUS = 0
        SEQUENTIAL = 1
        MEAN_FIELD = 2

    class ChanceMode(enum.IntEnum):
        DETERMINISTIC = 0
        EXPLICIT_STOCHASTIC = 1
        SAMPLED_STOCHASTIC = 2

    class Information(enum.IntEnum):
        ONE_SHOT = 0
        PERFECT_INFORMATION = 1
        IMPERFECT_INFORMATION = 2

    class Utility(enum.IntEnum):
        ZERO_SUM = 0
        CONSTANT_SUM = 1
        GENERAL_SUM = 2
        IDENTICAL = 3

    class RewardModel(enum.IntEnum):
        REWARDS = 0
        TERMINAL = 1

    def __init__(self, info: Dict[str, Any]):
        self.short_name: str = info["id"]
        self.long_name: str = info["name"]
        self.dynamics = GameType.Dynamics.SEQUENTIAL
        # All chance comes from the seed inside the state: no chance nodes are shown.
        self.chance_mode = GameType.ChanceMode.SAMPLED_STOCHASTIC
        self.information = (
            GameType.Information.IMPERFECT_INFORMATION
            if info["hiddenInformation"]
            else GameType.Information.PERFECT_INFORMATION
        )
        # Returns go by place (+1 first ... -1 last); shared places and safety stops make the
        # sum vary, so the games are general-sum.
        self.utility = GameType.Utility.GENERAL_SUM
        self.reward_model = GameType.RewardModel.TERMINAL
        self.min_num_players: int = info["minPlayers"]
        self.max_num_players: int = info["maxPlayers"]
        self.provides_information_state_string = True
        self.provides_information_state_tensor = True
        self.provides_observation_string = True
        self.provides_observation_tensor = True
        self.provides_factored_observation_string = False
        self.parameter_specification: Dict[str, Any] = {"players": info["maxPlayers"]}
        for option in info["options"]:
            self.parameter_specification[option["key"]] = option["default"]

    def __repr__(self) -> str:
        return "<GameType %r>" % self.short_name


_PARAM = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([^,]*?)\s*(?:,|$)")


def _value(text: str) -> Union[bool, int, float, str]:
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def parse_game_string(text: str) -> Tuple[str, Dict[str, Any]]:
    """``"moon(players=3,psychic=false)"`` -> ``("moon", {"players": 3, "psychic": False})``."""
    match = re.fullmatch(r"\s*([A-Za-z0-9_-]+)\s*(?:\((.*)\))?\s*", text)
    if not match:
        raise ValueError('cannot read the game string "%s": expected name(key=value,...)' % text)
    name, inner = match.group(1), match.group(2)
    params: Dict[str, Any] = {}
    if inner is not None and inner.strip():
        pos = 0
        while pos < len(inner):
            part = _PARAM.match(inner, pos)
            if not part or part.end() == pos:
                raise ValueError('cannot read the parameters of "%s" from "%s"' % (text, inner[pos:]))
            params[part.group(1)] = _value(part.group(2))
            pos = part.end()
    return name, params


def load_game(
    name: str,
    params: Optional[Union[Dict[str, Any], int]] = None,
    players: Optional[int] = None,
    engine: Optional[Engine] = None,
    **options: Any,
) -> "Game":
    """The game ``name`` with its parameters, checked now: a bad one raises ValueError here.

    As in OpenSpiel: ``load_game("moon(players=3,psychic=false)")`` or ``load_game("moon",
    {"players": 3, "psychic": False})``; keyword arguments work too (``players=3``,
    ``treachery=True``). ``players`` defaults to the game's most. One engine process is started
    and shared unless ``engine`` is given.
    """
    if isinstance(params, int) and not isinstance(params, bool):
        params, players = None, params  # load_game("moon", 3): the player count, as before
    if params is not None and not isinstance(params, dict):
        raise ValueError("params must be a dict, e.g. {\"players\": 3}, not %r" % (params,))
    game_id, merged = parse_game_string(name)
    for source in (params or {}, options):
        for key, value in source.items():
            if key in merged and merged[key] != value:
                raise ValueError('parameter "%s" is given twice: %r and %r' % (key, merged[key], value))
            merged[key] = value
    if players is not None:
        if "players" in merged and merged["players"] != players:
            raise ValueError('parameter "players" is given twice: %r and %r' % (merged["players"], players))
        merged["players"] = players
    engine = engine or _default_engine()
    games = engine.call("games")
    info = next((g for g in games if g["id"] == game_id), None)
    if info is None:
        raise ValueError('unknown game "%s" (games: %s)' % (game_id, ", ".join(g["id"] for g in games)))
    count = merged.pop("players", info["maxPlayers"])
    if isinstance(count, bool) or not isinstance(count, int):
        raise ValueError('parameter "players" must be an integer, not %r' % (count,))
    try:
        space = engine.call("actionSpace", game=game_id, players=count, options=merged)
    except EngineError as e:
        raise ValueError("%s: %s" % (game_id, e.message.replace("Invalid params: ", ""))) from None
    return Game(engine, info, count, merged, space)


class Game:
    """A game with fixed settings: its action space, its bounds, and ``new_initial_state``."""

    def __init__(
        self,
        engine: Engine,
        info: Dict[str, Any],
        players: int,
        options: Dict[str, Any],
        space: Dict[str, Any],
    ):
        self.engine = engine
        self.info = info
        self.players = players
        #: The options as given (``parameters()`` has every option, defaults filled in).
        self.options = dict(options)
        self._space = space
        self._names: List[str] = space["names"]
        self._ids: Dict[str, int] = {n: i for i, n in enumerate(self._names)}
        self._type = GameType(info)

    @property
    def id(self) -> str:
        return self.info["id"]

    def get_type(self) -> GameType:
        return self._type

    def get_parameters(self) -> Dict[str, Any]:
        """Every parameter, defaults filled in: ``{"players": 3, "cardSet": "proposal", ...}``."""
        return dict(self._space["options"], players=self.players)

    def num_players(self) -> int:
        return self.players

    def num_distinct_actions(self) -> int:
        """Every action id is below this; the same for every state of this game."""
        return self._space["numDistinctActions"]

    def max_game_length(self) -> int:
        """An upper bound on the actions of one game (its moves' bound times the longest move)."""
        return self._space["maxGameLength"]

    def max_chance_outcomes(self) -> int:
        return 0

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def action_name(self, action: int) -> str:
        """What an action id means, e.g. ``bid purple:2``: the same in every state."""
        return self._names[action]

    def action_id(self, name: str) -> int:
        """The id of an action's name; ValueError when the game has none of that name."""
        try:
            return self._ids[name]
        except KeyError:
            raise ValueError('"%s" is no action of %s' % (name, self)) from None

    def observation_tensor_shape(self) -> List[int]:
        return [self._space["observationSize"] + self.num_distinct_actions()]

    def observation_tensor_size(self) -> int:
        return self.observation_tensor_shape()[0]

    def information_state_tensor_shape(self) -> List[int]:
        return [self._space["observationSize"] + 2 * self.num_distinct_actions()]

    def information_state_tensor_size(self) -> int:
        return self.information_state_tensor_shape()[0]

    def observation_layout(self) -> List[Dict[str, Any]]:
        """The named slices of the engine's part of the tensors (docs/observations.md)."""
        return list(self._space["observationLayout"])

    def new_initial_state(self, seed: Optional[Union[str, int]] = None) -> "State":
        """The state before the first action; all chance comes from ``seed`` (random if None)."""
        from .state import State

        return State.deal(self, seed)

    def deserialize_state(self, text: str) -> "State":
        """The state ``State.serialize`` wrote (of this game and settings)."""
        from .state import State

        return State.deserialize(self, json.loads(text))

    def __str__(self) -> str:
        params = ",".join(
            "%s=%s" % (k, json.dumps(v) if not isinstance(v, str) else v)
            for k, v in sorted(self.get_parameters().items())
        )
        return "%s(%s)" % (self.id, params)

    def __repr__(self) -> str:
        return "Game(%s)" % self


# Imported last: state.py imports this module.
from .state import State  # noqa: E402
