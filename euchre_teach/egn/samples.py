"""Real EGN games that ship with the package, opened by name: a lesson opens them in the lab and in the
offline site (whose Python installs the package's wheel) with no file of the learner's.

The games are copied unchanged from the public NextSuit Labs ``euchre-game-notation`` repository
(Apache-2.0); ``euchre_teach/games/README.md`` names the commit, and the license text sits beside them.

>>> sample_game("vwec final").players
('WWMM', 'Llama', 'Euchrazy1', 'LeftyKnavey')
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from euchre_teach.egn.game import EgnGame
from euchre_teach.egn.reader import read_game
from euchre_teach.errors import EgnError

#: Each game's name and its file in ``euchre_teach/games``.
SAMPLES = {
    "vwec final": "vwec_finals_annotated.egn",
}
#: Other names a learner may type for a game.
_ALIASES = {
    "vwec": "vwec final", "vwec finals": "vwec final", "vwec finals annotated": "vwec final",
    "championship": "vwec final", "championship final": "vwec final",
    "virtual world euchre championship": "vwec final",
}


def sample_names() -> tuple[str, ...]:
    """The names of the games that ship with the package."""
    return tuple(SAMPLES)


def sample_path(name: str = "vwec final") -> Path:
    """The file of the shipped game called ``name`` ('vwec final', or its file name)."""
    if not isinstance(name, str):
        raise EgnError(f"name a shipped game as text ({', '.join(SAMPLES)}), not {name!r:.40}")
    key = re.sub(r"[\s_-]+", " ", name.strip().lower()).removesuffix(".egn").strip()
    key = _ALIASES.get(key, key)
    by_file = {file.removesuffix(".egn").replace("_", " "): game for game, file in SAMPLES.items()}
    game = key if key in SAMPLES else by_file.get(key)
    if game is None:
        raise EgnError(f"there is no shipped game {name[:40]!r}: the games are {', '.join(map(repr, SAMPLES))}")
    found = resources.files("euchre_teach").joinpath("games").joinpath(SAMPLES[game])
    path = Path(str(found))
    if not path.is_file():
        raise EgnError(f"the game {game!r} is missing from this installation of euchre_teach ({path})")
    return path


def sample_game(name: str = "vwec final") -> EgnGame:
    """The shipped game called ``name``, read and replayed by the engine (see :func:`sample_path`)."""
    return read_game(sample_path(name))


__all__ = ["SAMPLES", "sample_game", "sample_names", "sample_path"]
