"""OpenSpiel's ``State`` over the engine. A state is held by the engine under a handle (freed
when the Python object goes); the pending decisions of a move split into several actions are
kept here until the move is whole, then the engine plays it.

Conventions, in one place:

- ``current_player()`` is the one seat to act (no Moontable game lets two act at once), or
  ``TERMINAL`` (-4) at the end.
- ``returns()`` by place at the end: +1 for first place down to -1 for last, linearly
  (``1 - 2 * (place - 1) / (players - 1)``); tied seats share a place and its return. A game
  stopped by a safety limit (Chimps on Mars' round limit, ``result["abandoned"]``) has no
  winner: every seat gets -1, so stalling never pays. Solo Moon: +1 when the seat beats the
  Rival, else -1. ``rewards()`` are the rewards of the last action: zeros until the action that
  ends the game, whose rewards are the returns (Moontable's games score at the end only).
- ``history()`` is every action since the deal (or since ``resample_from_infostate``).
- ``information_state_string(p)`` has perfect recall: p's first view, then for every move what p
  read of it (its own moves in full, other seats' as the game words them for p), p's view now
  and its own pending actions. ``observation_string(p)`` is p's view now and its pending actions.
"""

from __future__ import annotations

import json
import operator
import random
import weakref
from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

from .engine import EngineError
from .openspiel import TERMINAL, Game

__all__ = ["State", "PlayerAction"]

_FORMAT = "moontable-state/1"


class PlayerAction(NamedTuple):
    """One entry of ``full_history()``: who took which action (OpenSpiel's PlayerAction)."""

    player: int
    action: int


# What a seat has read, as a linked list of (entry, previous) shared between clones.
_Recall = Optional[Tuple[str, Any]]


def _recall_lines(node: _Recall) -> List[str]:
    out: List[str] = []
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


class State:
    """A game position. Make one with ``Game.new_initial_state``; ``clone`` and ``child`` branch."""

    def __init__(self, game: Game, handle: int, origin: Dict[str, Any]):
        self.game = game
        self.handle = handle
        self._origin = origin
        self._moves: List[Dict[str, Any]] = []  # {"seat": s, "move": "..."}, since the origin
        self._history: List[PlayerAction] = []
        self._prefix: List[int] = []
        self._recall: List[_Recall] = [None] * game.players
        self._to_act: Optional[List[int]] = None
        self._result: Optional[Dict[str, Any]] = None
        self._listed: Optional[Tuple[int, List[Dict[str, Any]]]] = None
        self._last_rewards: Optional[List[float]] = None
        self._finalizer = weakref.finalize(self, game.engine.notify, "free", state=handle)

    # -- making states ---------------------------------------------------------------------

    @classmethod
    def deal(cls, game: Game, seed: Optional[Union[str, int]]) -> "State":
        params: Dict[str, Any] = {"game": game.id, "players": game.players, "options": game.options}
        if seed is not None:
            params["seed"] = seed
        created = game.engine.call("new", **params)
        state = cls(game, created["state"], {"seed": created["seed"]})
        state._to_act = created["toAct"]
        state._start_recall("start")
        return state

    def _start_recall(self, tag: str) -> None:
        views = self.game.engine.batch(
            [("view", {"state": self.handle, "viewer": p}) for p in range(self.game.players)]
        )
        for p, view in enumerate(views):
            self._recall[p] = (tag + ": " + json.dumps(view, sort_keys=True, separators=(",", ":")), None)

    @classmethod
    def deserialize(cls, game: Game, data: Dict[str, Any]) -> "State":
        if data.get("format") != _FORMAT:
            raise ValueError("not a serialized Moontable state (format %r)" % data.get("format"))
        if data.get("game") != game.id or data.get("players") != game.players:
            raise ValueError(
                "a state of %s for %s players, not of %s" % (data.get("game"), data.get("players"), game)
            )
        origin = data["origin"]
        if "seed" in origin:
            state = cls.deal(game, origin["seed"])
        else:
            source = cls.deserialize(game, origin["sample"]["from"])
            state = source._sample(origin["sample"]["seat"], origin["sample"]["seed"])
        for played in data["moves"]:
            state._play({"actions": played["actions"]}, played["seat"], list(played["actions"]))
        for action in data["prefix"]:
            state.apply_action(action)
        return state

    def serialize(self) -> str:
        """The state as text (its seed and moves, so it holds the hidden part too)."""
        return json.dumps(self._serial(), separators=(",", ":"))

    def _serial(self) -> Dict[str, Any]:
        return {
            "format": _FORMAT,
            "game": self.game.id,
            "players": self.game.players,
            "options": self.game.options,
            "origin": self._origin,
            "moves": self._moves,
            "prefix": list(self._prefix),
        }

    def clone(self) -> "State":
        copy = State(self.game, self._call("clone")["state"], self._origin)
        copy._moves = list(self._moves)
        copy._history = list(self._history)
        copy._prefix = list(self._prefix)
        copy._recall = list(self._recall)
        copy._to_act = self._to_act
        copy._result = self._result
        copy._listed = self._listed
        copy._last_rewards = self._last_rewards
        return copy

    def child(self, action: Any) -> "State":
        """A copy with ``action`` applied; this state stays as it is."""
        copy = self.clone()
        copy.apply_action(action)
        return copy

    def resample_from_infostate(self, player_id: int, probability_sampler: Any = None, seed: Optional[Union[str, int]] = None) -> "State":
        """A state ``player_id`` cannot tell from this one: the hidden part drawn at random.

        ``probability_sampler`` is accepted for OpenSpiel's signature and unused: the engine
        draws from ``seed`` (a fresh random one when None). The sample keeps this state's pending
        actions; its history starts at the sample; the seat's information state is kept.
        """
        seat = self._player(player_id)
        if seed is None:
            seed = "%016x" % random.getrandbits(64)
        state = self._sample(seat, seed)
        if seat == self.current_player():
            # The seat's own pending actions are part of what it knows; another seat's are not.
            for action in self._prefix:
                state.apply_action(action)
        return state

    def _sample(self, seat: int, seed: Union[str, int]) -> "State":
        """The sample without this state's pending actions (their own ``prefix`` follows it)."""
        handle = self._call("sample", seat=seat, seed=seed)["state"]
        origin = {"sample": {"from": self._serial(), "seat": seat, "seed": seed}}
        state = State(self.game, handle, origin)
        state._start_recall("resampled")
        state._recall[seat] = self._recall[seat]
        return state

    # -- whose turn, which actions ---------------------------------------------------------

    def _call(self, method: str, **params: Any) -> Any:
        return self.game.engine.call(method, state=self.handle, **params)

    def _seats(self) -> List[int]:
        if self._to_act is None:
            self._to_act = self._call("toAct")
        return self._to_act

    def to_act(self) -> List[int]:
        """The seats that may act now: the one seat to act, or none once the game is over."""
        return list(self._seats())

    def current_player(self) -> int:
        """The seat to act, or ``TERMINAL`` (-4) once the game is over."""
        seats = self._seats()
        return seats[0] if seats else TERMINAL

    def is_terminal(self) -> bool:
        return not self._seats()

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.is_terminal()

    def num_players(self) -> int:
        return self.game.players

    def num_distinct_actions(self) -> int:
        return self.game.num_distinct_actions()

    def get_game(self) -> Game:
        return self.game

    def _entries(self) -> List[Dict[str, Any]]:
        """The legal moves of the seat to act, each with its action ids."""
        seat = self.current_player()
        if self._listed is None or self._listed[0] != seat:
            listed = self._call("legal", seat=seat, labels=False, actions=True) if seat >= 0 else []
            self._listed = (seat, listed)
        return self._listed[1]

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The action ids ``player`` (default: the seat to act) may take now, ascending."""
        seat = self.current_player()
        if seat < 0 or (player is not None and operator.index(player) != seat):
            return []
        k = len(self._prefix)
        prefix = self._prefix
        nxt = {e["actions"][k] for e in self._entries() if len(e["actions"]) > k and e["actions"][:k] == prefix}
        return sorted(nxt)

    def legal_actions_mask(self, player: Optional[int] = None) -> List[int]:
        """1 at each legal action id, 0 elsewhere; ``num_distinct_actions()`` long."""
        mask = [0] * self.game.num_distinct_actions()
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def legal_moves(self, player: Optional[int] = None) -> List[str]:
        """The legal moves of the seat to act as move strings (records' notation)."""
        seat = self.current_player()
        if seat < 0 or (player is not None and operator.index(player) != seat):
            return []
        return [e["move"] for e in self._entries()]

    def legal_labels(self, player: Optional[int] = None, lang: str = "en") -> List[Dict[str, str]]:
        """``[{"move": ..., "label": ...}]`` with labels for people, in ``en`` or ``de``."""
        seat = self.current_player() if player is None else operator.index(player)
        return [] if seat < 0 else self._call("legal", seat=seat, lang=lang)

    def action_to_string(self, player_or_action: Any, action: Any = None) -> str:
        """What an action id means (the same in every state): ``action_to_string(player, a)``
        or ``action_to_string(a)``."""
        a = player_or_action if action is None else action
        return self.game.action_name(operator.index(a))

    def string_to_action(self, player_or_text: Any, text: Optional[str] = None) -> int:
        """The id of an action's name: ``string_to_action(player, "pass")`` or
        ``string_to_action("pass")``. A move of several actions has no single id: use
        ``apply_move``."""
        name = player_or_text if text is None else text
        return self.game.action_id(name)

    # -- playing ---------------------------------------------------------------------------

    def apply_action(self, action: Any, player: Optional[int] = None) -> None:
        """Takes action id ``action`` (any integer-like value: ``int``, numpy's integers, ...).

        A move string is also taken, as ``apply_move``. An action not legal now raises ValueError
        naming the legal ones.
        """
        if isinstance(action, str):
            self.apply_move(action, player)
            return
        try:
            a = operator.index(action)
        except TypeError:
            raise TypeError("an action is an integer, not %r" % (action,)) from None
        seat = self.current_player()
        if seat < 0:
            raise ValueError("the game is over: no action applies")
        if player is not None and operator.index(player) != seat:
            raise ValueError("seat %d acts now, not seat %d" % (seat, player))
        legal = self.legal_actions()
        if a not in legal:
            names = ", ".join("%d (%s)" % (x, self.game.action_name(x)) for x in legal[:8])
            raise ValueError(
                "action %d is not legal now; legal: %s%s" % (a, names, ", ..." if len(legal) > 8 else "")
            )
        self._prefix.append(a)
        whole = next((e for e in self._entries() if e["actions"] == self._prefix), None)
        if whole is None:
            self._last_rewards = None
            return
        actions, self._prefix = self._prefix, []
        self._play({"actions": actions}, seat, actions)

    def apply_move(self, move: str, player: Optional[int] = None) -> None:
        """Plays a whole move given in the game's notation (``bid purple:2,brown:1``).

        A move the rules refuse raises EngineError with the rule it broke (``error.rule``).
        """
        if self._prefix:
            raise ValueError("a move is half taken (actions %s): finish it with apply_action" % self._prefix)
        seat = self.current_player()
        if seat < 0:
            raise ValueError("the game is over: no move applies")
        if player is not None and operator.index(player) != seat:
            raise ValueError("seat %d acts now, not seat %d" % (seat, player))
        entries = self._entries()
        self._play({"move": move}, seat, None, entries)

    def _play(
        self,
        how: Dict[str, Any],
        seat: int,
        actions: Optional[List[int]],
        entries: Optional[List[Dict[str, Any]]] = None,
    ) -> None:
        answer = self._call("apply", seat=seat, log=True, **how)
        move = answer["move"]
        if actions is None:
            listed = entries if entries is not None else []
            actions = next((e["actions"] for e in listed if e["move"] == move), None)
            if actions is None:
                raise RuntimeError("the engine played %r, which it did not list" % move)
        for p, lines in enumerate(answer["log"]):
            entry = "you: " + move if p == seat else "seat %d: %s" % (seat, " | ".join(lines))
            self._recall[p] = (entry, self._recall[p])
        self._moves.append({"seat": seat, "move": move, "actions": actions})
        self._history.extend(PlayerAction(seat, a) for a in actions)
        self._to_act = answer["toAct"]
        self._result = answer["result"]
        self._listed = None
        self._last_rewards = self.returns() if self._result else None

    # -- what was played -------------------------------------------------------------------

    def history(self) -> List[int]:
        """Every action since the deal (or since the sample this state was drawn as)."""
        return [pa.action for pa in self._history] + list(self._prefix)

    def full_history(self) -> List[PlayerAction]:
        seat = self.current_player()
        return list(self._history) + [PlayerAction(seat, a) for a in self._prefix]

    def history_str(self) -> str:
        return ", ".join(str(a) for a in self.history())

    def move_number(self) -> int:
        return len(self.history())

    def moves(self) -> List[str]:
        """The whole moves played since the deal, in the records' notation."""
        return [m["move"] for m in self._moves]

    # -- what a seat sees ------------------------------------------------------------------

    def observation(self, player: Union[int, str]) -> Dict[str, Any]:
        """What ``player`` (a seat, or ``"spectator"``) may see: the game's view, as JSON data."""
        return self._call("view", viewer=player if player == "spectator" else operator.index(player))

    def _pending(self, seat: int) -> List[int]:
        return list(self._prefix) if seat == self.current_player() else []

    def observation_string(self, player: Optional[int] = None) -> str:
        """``player``'s view now (JSON, keys sorted) and its pending actions."""
        seat = self._player(player)
        text = json.dumps(self.observation(seat), sort_keys=True, separators=(",", ":"))
        pending = [self.game.action_name(a) for a in self._pending(seat)]
        return text + ("\npending: " + " / ".join(pending) if pending else "")

    def information_state_string(self, player: Optional[int] = None) -> str:
        """Everything ``player`` has observed, in order (perfect recall), and its view now."""
        seat = self._player(player)
        lines = _recall_lines(self._recall[seat])
        return "\n".join(lines + ["now: " + self.observation_string(seat)])

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        """The view as numbers (docs/observations.md), then the seat's pending actions counted
        per id; ``game.observation_tensor_shape()`` long, always."""
        seat = self._player(player)
        out = list(self._call("tensor", viewer=seat))
        pending = [0.0] * self.game.num_distinct_actions()
        for a in self._pending(seat):
            pending[a] += 1.0
        return out + pending

    def information_state_tensor(self, player: Optional[int] = None) -> List[float]:
        """The observation tensor, then how often the seat took each action id since the deal.

        Unlike the string it is not perfect recall (the tensor is of fixed size).
        """
        seat = self._player(player)
        taken = [0.0] * self.game.num_distinct_actions()
        for pa in self._history:
            if pa.player == seat:
                taken[pa.action] += 1.0
        return self.observation_tensor(seat) + taken

    def _player(self, player: Optional[int]) -> int:
        if player is None:
            seat = self.current_player()
            if seat < 0:
                raise ValueError("the game is over: name the player")
            return seat
        seat = operator.index(player)
        if not 0 <= seat < self.game.players:
            raise ValueError("player must be a seat from 0 to %d, not %d" % (self.game.players - 1, seat))
        return seat

    # -- the end ---------------------------------------------------------------------------

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
        """By place at the end, +1 first to -1 last; -1 for all after a safety stop (see the
        module's conventions); zeros before the end."""
        result = self.result()
        n = self.game.players
        if not result:
            return [0.0] * n
        if result.get("abandoned"):
            return [-1.0] * n
        if n == 1:
            return [1.0 if place == 1 else -1.0 for place in result["ranking"]]
        return [1.0 - 2.0 * (place - 1) / (n - 1) for place in result["ranking"]]

    def player_return(self, player: int) -> float:
        return self.returns()[operator.index(player)]

    def rewards(self) -> List[float]:
        """The rewards of the last action: the returns if it ended the game, else zeros."""
        return list(self._last_rewards) if self._last_rewards else [0.0] * self.game.players

    def player_reward(self, player: int) -> float:
        return self.rewards()[operator.index(player)]

    def bot_move(self, bot: str = "heuristic", player: Optional[int] = None, seed: Optional[Union[str, int]] = None) -> str:
        """The move a built-in bot (``random``, ``heuristic``, ``ismcts:normal``) would play."""
        params: Dict[str, Any] = {"bot": bot}
        if player is not None:
            params["seat"] = operator.index(player)
        if seed is not None:
            params["seed"] = seed
        return self._call("botMove", **params)["move"]

    def __str__(self) -> str:
        seats = self._seats()
        view = json.dumps(self.observation("spectator"), sort_keys=True, separators=(",", ":"))
        return "%s to act: %s\n%s" % (self.game, seats if seats else "nobody (over)", view)

    def __repr__(self) -> str:
        return "<State %s handle %d after %d actions>" % (self.game.id, self.handle, self.move_number())


# For type checkers: EngineError is what a refused move raises.
_ = EngineError
