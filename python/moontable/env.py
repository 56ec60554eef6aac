"""A PettingZoo-AEC-shaped environment (PettingZoo is not imported: only its shape is kept).

    env = MoontableEnv("moon", players=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else my_policy(observation, info)
        env.step(action)

An observation is ``{"view": <the seat's view>, "legal_moves": [...], "action_mask": [1, ...]}``;
an action is an index into that observation's ``legal_moves`` (or a move string). Rewards come
at the end: +1 for first place down to -1 for last (``State.returns``).
"""

from __future__ import annotations

import random
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union

from .engine import Engine
from .openspiel import Game, State, load_game

__all__ = ["MoontableEnv", "Discrete"]


class Discrete:
    """The action space of the agent to move: ``n`` actions, numbered 0..n-1."""

    def __init__(self, n: int, rng: Optional[random.Random] = None):
        self.n = n
        self._rng = rng or random.Random()

    def sample(self) -> int:
        return self._rng.randrange(self.n)

    def contains(self, x: Any) -> bool:
        return isinstance(x, int) and 0 <= x < self.n

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n


class MoontableEnv:
    """One game at a time, agents ``player_0`` .. ``player_{n-1}`` (seat i is ``player_i``)."""

    metadata = {"name": "moontable_v0", "is_parallelizable": False}

    def __init__(self, game: str, players: Optional[int] = None, engine: Optional[Engine] = None, **options: Any):
        self.game: Game = load_game(game, players, engine=engine, **options)
        self.possible_agents = ["player_%d" % i for i in range(self.game.players)]
        self.state: Optional[State] = None
        self._rng = random.Random()
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = ""

    @staticmethod
    def seat(agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Deals a new game; ``seed`` makes the deal repeatable."""
        self._rng = random.Random(seed)
        self.state = self.game.new_initial_state(seed=None if seed is None else str(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self._update()

    def _update(self) -> None:
        assert self.state is not None
        seats = self.state.to_act()
        self.infos = {a: {"legal_moves": []} for a in self.agents}
        if seats:
            agent = "player_%d" % seats[0]
            self.infos[agent]["legal_moves"] = self.state.legal_moves(seats[0])
            self.agent_selection = agent
            return
        returns = self.state.returns()
        for a in self.agents:
            self.rewards[a] = returns[self.seat(a)]
            self._cumulative_rewards[a] = self.rewards[a]
            self.terminations[a] = True
            self.infos[a]["result"] = self.state.result()
        self.agent_selection = self.agents[0] if self.agents else ""

    def observe(self, agent: str) -> Dict[str, Any]:
        assert self.state is not None, "call reset() first"
        legal = self.infos.get(agent, {}).get("legal_moves", [])
        return {
            "view": self.state.observation(self.seat(agent)),
            "legal_moves": legal,
            "action_mask": [1] * len(legal),
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

    def step(self, action: Union[int, str, None]) -> None:
        """Plays ``action`` for ``agent_selection``; once the game is over, ``None`` retires it."""
        assert self.state is not None, "call reset() first"
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError("the game is over: step(None) for each agent")
            self.agents.remove(agent)
            self.agent_selection = self.agents[0] if self.agents else ""
            return
        if action is None:
            raise ValueError("%s must act: pass an action" % agent)
        move = self.infos[agent]["legal_moves"][action] if isinstance(action, int) else action
        self.state.apply_move(move, self.seat(agent))
        self._update()

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def action_space(self, agent: str) -> Discrete:
        return Discrete(len(self.infos.get(agent, {}).get("legal_moves", [])), self._rng)

    def observation_space(self, agent: str) -> Dict[str, str]:
        return {"view": "the game's view of this seat (JSON)", "legal_moves": "list of move strings"}

    def render(self) -> str:
        assert self.state is not None
        return self.state.observation_string("spectator")

    def close(self) -> None:
        self.state = None
