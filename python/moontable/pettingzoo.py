"""PettingZoo's entry points for Moontable's games, as PettingZoo's own game modules have them:

    from moontable import pettingzoo
    env = pettingzoo.env("moon", players=3)

See ``env.py`` for the environment (fixed spaces, the real action mask).
"""

from .env import MoontableEnv, env, raw_env

__all__ = ["env", "raw_env", "MoontableEnv"]
