"""Euchre Game Notation (EGN): real games in and out.

EGN is the public JSON notation of the NextSuit Labs ``euchre-game-notation`` repository (Apache-2.0),
used to record championship finals and club games with annotations and alternative lines.
:func:`read_game` reads a file into an :class:`EgnGame` (every deal replayed by the engine),
:func:`write_game` writes one back; ``Record.from_egn``/``Match.from_egn`` and their ``to_egn`` are the
short ways for one hand or a whole game, and :func:`convert` turns EGN into the toolkit's own files
and back. :func:`sample_game` opens a real game that ships with the package (the Virtual World Euchre
Championship final: ``sample_game("vwec final")``). Names are imported when first used.
"""

from __future__ import annotations

from euchre_teach.lazy import lazy_names

_HOMES = {
    "EgnGame": "game", "EgnDeal": "game", "EgnBranch": "game",
    "read_game": "reader", "write_game": "writer", "egn_text": "writer",
    "EGN_STANDARD": "notation", "convert": "convert",
    "sample_game": "samples", "sample_path": "samples", "sample_names": "samples",
}
__getattr__, __dir__ = lazy_names(__name__, globals(), _HOMES)
__all__ = sorted(_HOMES)
