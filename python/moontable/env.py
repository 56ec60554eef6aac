"""PettingZoo's AEC environment over the OpenSpiel-shaped state (PettingZoo is not needed; its
base class is used when it is importable).

    from moontable import pettingzoo
    env = pettingzoo.env("moon", players=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            action = env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

Spaces are fixed for a game and player count: ``action_space(agent)`` is ``Discrete(N)`` with N
the game's ``num_distinct_actions`` (the stable action ids), and ``observation_space(agent)`` is
``Dict({"observation": Box(shape=(size,)), "action_mask": Box(0, 1, (N,), int8)})``: the seat's
observation tensor and its legal actions. A move of several actions (a bid of several coins, a
construction and its payment) is taken by the same agent in consecutive steps. Rewards come at the
end, as ``State.returns`` gives them (+1 first place ... -1 last; -1 for all after a safety stop).
"""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional, Tuple

from .engine import Engine
from .openspiel import Game, load_game
from .spaces import spaces, to_array
from .state import State

__all__ = ["MoontableEnv", "env", "raw_env"]

try:  # PettingZoo's base class when it is there, so isinstance checks and wrappers work
    from pettingzoo import AECEnv as _Base  # type: ignore
except ImportError:
    _Base = object


class MoontableEnv(_Base):  # type: ignore[misc, valid-type]
    """One game at a time, agents ``player_0`` .. ``player_{n-1}`` (seat i is ``player_i``)."""

    metadata = {"name": "moontable_v1", "is_parallelizable": False, "render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        players: Optional[int] = None,
        engine: Optional[Engine] = None,
        render_mode: Optional[str] = None,
        **options: Any,
    ):
        self.game: Game = load_game(game, players=players, engine=engine, **options)
        self.render_mode = render_mode
        self.possible_agents: List[str] = ["player_%d" % i for i in range(self.game.num_players())]
        Discrete, Box, DictSpace = spaces()
        n = self.game.num_distinct_actions()
        self._action_space = Discrete(n)
        self._observation_space = DictSpace(
            {
                "observation": Box(-1e9, 1e9, (self.game.observation_tensor_size(),), "float32"),
                "action_mask": Box(0, 1, (n,), "int8"),
            }
        )
        self.state: Optional[State] = None
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = ""

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    @staticmethod
    def seat(agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def action_space(self, agent: str) -> Any:
        return self._action_space

    def observation_space(self, agent: str) -> Any:
        return self._observation_space

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Deals a new game; ``seed`` makes the deal (and the spaces' samples) repeatable."""
        if seed is not None:
            self._action_space.seed(seed)
            self._observation_space.seed(seed)
        self.state = self.game.new_initial_state(seed=None if seed is None else str(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._after_step()

    def _mask(self, agent: str) -> Any:
        assert self.state is not None
        return to_array(self.state.legal_actions_mask(self.seat(agent)), "b")

    def _after_step(self) -> None:
        assert self.state is not None
        player = self.state.current_player()
        if player >= 0:
            self.agent_selection = "player_%d" % player
            self.infos[self.agent_selection] = {"action_mask": self._mask(self.agent_selection)}
            return
        returns = self.state.returns()
        for a in self.agents:
            self.rewards[a] = returns[self.seat(a)]
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
            self.infos[a] = {"action_mask": self._mask(a), "result": self.state.result()}
        self.agent_selection = self.agents[0] if self.agents else ""

    def observe(self, agent: str) -> Dict[str, Any]:
        """``{"observation": the seat's observation tensor, "action_mask": its legal actions}``."""
        assert self.state is not None, "call reset() first"
        seat = self.seat(agent)
        return {
            "observation": to_array(self.state.observation_tensor(seat), "f"),
            "action_mask": self._mask(agent),
        }

    def last(self, observe: bool = True) -> Tuple[Optional[Dict[str, Any]], float, bool, bool, Dict[str, Any]]:
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action: Any) -> None:
        """Takes ``action`` (an action id) for ``agent_selection``; ``None`` retires a finished agent."""
        assert self.state is not None, "call reset() first"
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError("the game is over for %s: step(None)" % agent)
            self.agents.remove(agent)
            del self.rewards[agent], self._cumulative_rewards[agent]
            del self.terminations[agent], self.truncations[agent], self.infos[agent]
            self.agent_selection = self.agents[0] if self.agents else ""
            return
        if action is None:
            raise ValueError("%s must act: pass an action" % agent)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.state.apply_action(action, self.seat(agent))
        self._after_step()

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self) -> Optional[str]:
        assert self.state is not None
        return str(self.state) if self.render_mode == "ansi" else None

    def state_string(self) -> str:
        assert self.state is not None
        return str(self.state)

    def close(self) -> None:
        self.state = None


def raw_env(game: str, players: Optional[int] = None, **kwargs: Any) -> MoontableEnv:
    """The environment, unwrapped (PettingZoo's ``raw_env``)."""
    return MoontableEnv(game, players=players, **kwargs)


def env(game: str, players: Optional[int] = None, **kwargs: Any) -> MoontableEnv:
    """The environment, as PettingZoo's game modules give it: ``pettingzoo.env("moon", players=3)``.

    PettingZoo's order-enforcing wrapper is not applied (it needs PettingZoo); the environment
    itself refuses steps out of order.
    """
    return raw_env(game, players=players, **kwargs)
