"""Reading the datasets ``moontable export`` writes (docs/dataset.md): one finished match per
line, its record (options, seed, moves), who sat where, how it ended and when.

    from moontable.dataset import read, replay
    for line in read("games.jsonl"):
        state = replay(line)           # an OpenSpiel-shaped State at the end of the game
        print(line["game"], line["result"]["ranking"], state.returns())

``replay(line, upto=n)`` stops after ``n`` moves; every hidden card is dealt from the record's
seed, so any seat's information state at any point can be recovered (``state.information_state_
string(seat)``, the tensors).
"""

import gzip
import json
from typing import Any, Dict, Iterator, Optional

from .engine import Engine
from .openspiel import load_game
from .state import State

FORMAT = "moontable-dataset/1"


def read(path: str) -> Iterator[Dict[str, Any]]:
    """The lines of a dataset file (``.jsonl`` or ``.jsonl.gz``), each checked for its format."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            if not text.strip():
                continue
            try:
                line = json.loads(text)
            except ValueError as e:
                raise ValueError("%s:%d is not JSON: %s" % (path, number, e)) from None
            if not isinstance(line, dict) or line.get("format") != FORMAT:
                raise ValueError("%s:%d is not a line of %s" % (path, number, FORMAT))
            yield line


def replay(line: Dict[str, Any], upto: Optional[int] = None, engine: Optional[Engine] = None) -> State:
    """The state after the line's first ``upto`` moves (all of them by default)."""
    record = line["record"]
    game = load_game(record["game"], dict(record["options"]), players=record["players"], engine=engine)
    state = game.new_initial_state(seed=record["seed"])
    moves = record["moves"] if upto is None else record["moves"][:upto]
    for move in moves:
        state.apply_move(move["move"], player=move["seat"])
    return state
