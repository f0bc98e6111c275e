"""Converting between EGN files and the toolkit's own record and match files, chosen by file suffix.

``.egn`` to a record file (``.json`` or ``.txt``): one deal's main line (the only deal, or ``deal``).
A record or match file (``.json`` or ``.txt``) to ``.egn``: the hand, or the whole match. Anything
else is an :class:`~euchre_teach.errors.EgnError` saying which suffixes are read.
"""

from __future__ import annotations

import os
from pathlib import Path

from euchre_teach.errors import EgnError
from euchre_teach.files import read_text, write_text
from euchre_teach.match import FORMAT as MATCH_FORMAT
from euchre_teach.match import Match
from euchre_teach.record import Record

RECORD_SUFFIXES = (".json", ".txt")


def _to_egn(source: Path) -> str:
    """The EGN text of a record or match file."""
    text = read_text(source, "the record or match file")
    if source.suffix == ".json" and MATCH_FORMAT in text[:200]:
        return Match.from_json(text).to_egn()
    return Record.load(source).to_egn()


def convert(source: str | os.PathLike[str], target: str | os.PathLike[str], deal: int | None = None) -> Path:
    """Convert ``source`` to ``target`` by their suffixes and return the path written.

    ``.egn`` → ``.json``/``.txt`` writes a hand record of one deal (``deal``, from 1, when the game
    has several); ``.json``/``.txt`` (a hand record, or a match in ``.json``) → ``.egn`` writes EGN.
    Nothing is written when the source does not read.
    """
    src, out = Path(source), Path(target)
    if src.suffix == ".egn" and out.suffix in RECORD_SUFFIXES:
        return Record.from_egn(src, deal).save(out)
    if src.suffix in RECORD_SUFFIXES and out.suffix == ".egn":
        if deal is not None:
            raise EgnError("choose a deal only when converting from EGN")
        return write_text(out, _to_egn(src), "the EGN file")
    raise EgnError(f"cannot convert {src.name[:60]!r} to {out.name[:60]!r}: convert an .egn file to a record "
                   "file (.json or .txt), or a record or match file (.json or .txt) to .egn")
