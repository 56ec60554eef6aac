"""Moontable from Python: the engine protocol client, an OpenSpiel-shaped API, a
PettingZoo-AEC-shaped environment, and ``run_bot`` for bot programs. Standard library only.

    import moontable
    game = moontable.load_game("moon", players=3)
    state = game.new_initial_state(seed=7)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    print(state.returns())
"""

from .bot import run_bot
from .engine import Engine, EngineError, engine_command
from . import pettingzoo
from .env import MoontableEnv
from .spaces import Box, Dict, Discrete
from .vector import VectorEnv
from .openspiel import INVALID, SIMULTANEOUS, TERMINAL, Game, GameType, load_game, parse_game_string
from .state import PlayerAction, State

__all__ = [
    "Engine",
    "EngineError",
    "engine_command",
    "load_game",
    "Game",
    "State",
    "TERMINAL",
    "SIMULTANEOUS",
    "INVALID",
    "GameType",
    "PlayerAction",
    "parse_game_string",
    "MoontableEnv",
    "Discrete",
    "Box",
    "Dict",
    "pettingzoo",
    "VectorEnv",
    "run_bot",
]
__version__ = "0.1.0"
