"""One reading of what a user types: whole numbers, seeds, seats, file paths and bounded text.

Every entry point that takes a number, a seed, a seat or free text reads it here, so each
bad input gets the same :class:`~euchre_teach.errors.EuchreError` with the same words,
wherever it was typed (an action, a record file, the rules, the command line).

>>> whole_number("12", "a bid"), whole_number(" -5 ", "seed")
(12, -5)
>>> whole_number("²5", "seed")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre_teach.errors.EuchreError: seed '²5' is not a whole number: write digits 0-9, e.g. 12
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from euchre_teach.errors import EuchreError, SeatError
from euchre_teach.i18n import LANGUAGES, mark_in, say, say_in, speaking

#: Longest text read as one action, card list or rules line: far beyond any real input,
#: and short enough that reading it is instant.
MAX_TEXT = 10_000
#: Seeds are whole numbers of at most this many digits (Python refuses to print ints over 4,300).
MAX_SEED_DIGITS = 30
_SEED_LIMIT = 10**MAX_SEED_DIGITS


def whole_number(text: str, what: str, error: type[EuchreError] = EuchreError) -> int:
    """Read ASCII digits (an optional minus sign, at most 30 digits) as an int.

    ``str.isdigit`` accepts ``'²'`` and ``int`` refuses it; a 5,000-digit number is refused
    by ``int`` too: both get ``error`` here, saying what was expected.
    """
    raw = text.strip() if isinstance(text, str) else text
    digits = raw.removeprefix("-") if isinstance(raw, str) else ""
    if not (1 <= len(digits) <= MAX_SEED_DIGITS and digits.isascii() and digits.isdigit()):
        shown = raw if not isinstance(raw, str) or len(raw) <= 40 else raw[:40] + "…"
        raise error(f"{what} {shown!r} is not a whole number: write digits 0-9, e.g. 12")
    return int(raw)


def check_seed(seed: object, error: type[EuchreError] = EuchreError) -> int:
    """A seed is a whole number (not ``True``, ``1.5`` or ``'abc'``) of at most 30 digits."""
    if type(seed) is not int:
        raise error(f"seed {seed!r} is not a whole number: a seed is an int such as 7 or 2024")
    if not -_SEED_LIMIT < seed < _SEED_LIMIT:
        raise error(f"seed has more than {MAX_SEED_DIGITS} digits: choose a smaller whole number")
    return seed


def check_text(text: object, what: str, error: type[EuchreError] = EuchreError, limit: int = MAX_TEXT) -> str:
    """``text`` must be a ``str`` of at most ``limit`` characters (see :data:`MAX_TEXT`)."""
    if not isinstance(text, str):
        raise error(f"{what} must be text, not {type(text).__name__} {_short(text)}")
    if len(text) > limit:
        raise error(f"{what} is {len(text):,} characters long: at most {limit:,} are read")
    return text


def check_path(path: object, what: str, error: type[EuchreError] = EuchreError) -> Path:
    """A file path is a ``str`` or ``os.PathLike`` naming a file: not ``None``, ``5``, bytes, ``''`` or a NUL.

    ``open`` would raise ``TypeError`` or ``ValueError`` for these; here they get ``error``.
    """
    if not isinstance(path, str | os.PathLike):
        raise error(f"{what} must be a file path (text or a pathlib.Path), not {type(path).__name__} {_short(path)}")
    name = os.fspath(path)
    if not isinstance(name, str):
        raise error(f"{what} must be a file path as text, not {type(name).__name__} {_short(name)}")
    if not name.strip():
        raise error(f"no path given for {what}: name a file, e.g. 'hand.txt'")
    if "\x00" in name:
        raise error(f"{what} {_short(name)} contains a NUL character, which no file name may hold")
    return Path(name)


def check_count(value: object, what: str, low: int, high: int, error: type[EuchreError] = EuchreError) -> int:
    """A count a user passes (``samples``, ``hands``, ``matches``): an ``int`` from ``low`` to ``high``.

    ``True``, ``1.5``, ``nan``, ``inf`` and ``'10'`` are refused, and so is a count past the stated
    ceiling ``high``, which keeps every call bounded.

    >>> check_count(30, "samples", 1, 1000)
    30
    >>> check_count(10**12, "samples", 1, 1000)
    Traceback (most recent call last):
    ...
    euchre_teach.errors.EuchreError: samples 1000000000000 is too many: give a whole number from 1 to 1,000
    """
    if type(value) is not int:
        raise error(f"{what} {_short(value)} is not a whole number: give a whole number from {low:,} to {high:,}")
    if value < low:
        raise error(f"{what} {value} is too few: give a whole number from {low:,} to {high:,}")
    if value > high:
        raise error(f"{what} {_short(value)} is too many: give a whole number from {low:,} to {high:,}")
    return value


def check_score(
    score: object, target: int, what: str = "score", error: type[EuchreError] = EuchreError
) -> tuple[int, int]:
    """A match score: two whole numbers, each from 0 to ``target - 1`` (a side at the target has won).

    >>> check_score((3, 9), 10)
    (3, 9)
    >>> check_score(7, 10)
    Traceback (most recent call last):
    ...
    euchre_teach.errors.EuchreError: score 7 is not a score: give two whole numbers below 10, e.g. (3, 5)
    """
    if not isinstance(score, tuple | list) or len(score) != 2 or any(type(side) is not int for side in score):
        raise error(f"{what} {_short(score)} is not a score: give two whole numbers below {target}, e.g. (3, 5)")
    ours, theirs = score
    if not (0 <= ours < target and 0 <= theirs < target):
        raise error(f"{what} {_short(score)} is out of range: each side has 0 to {target - 1} points "
                    f"(a side with {target} has won)")
    return ours, theirs


#: The compass seats' names, said in the learner's language (``say_in("seat", name)``); other names are
#: people's names and stay as written.
COMPASS = (mark_in("seat", "North"), mark_in("seat", "East"), mark_in("seat", "South"), mark_in("seat", "West"))


def said_seat(name: str) -> str:
    """A seat's name as the learner reads it: ``'North'`` is ``'Pohjoinen'`` in Finnish; ``'Ann'`` stays."""
    return say_in("seat", name) if name in COMPASS else name


def _said_in_every_language(name: str) -> frozenset[str]:
    """Every language's word for a seat name, lowered (for reading back what a learner types)."""
    words = set()
    for code in LANGUAGES:
        with speaking(code):
            words.add(said_seat(name).lower())
    return frozenset(words)


def parse_seat(names: Sequence[str], value: object) -> int:
    """A seat from its number (``0``), name (``'west'``) or unique initial (``'W'``).

    A compass seat is also read by its name in each language of the course (``'länsi'``, ``'Oeste'``,
    ``'西'``); an initial is English's in every language (``'E'`` is East, as code and files write it, though
    Finnish South is Etelä), so that code means the same seat whatever the learner's language.
    ``True``, ``1.5``, ``None`` and lists are not seats (an ``int`` subclass such as ``bool`` is
    refused: ``seat=True`` is not seat 1).
    """
    n = len(names)
    shown = say_in("list", ", ").join(said_seat(name) for name in names)
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < n:
            return int(value)
        # Translators: {seats} lists the seats' names, e.g. "North, East, South, West"
        raise SeatError(say("there is no seat {number}: seats are 0 to {last} ({seats})", number=value,
                            last=n - 1, seats=shown))
    if not isinstance(value, str):
        raise SeatError(say("{value} is not a seat: give a seat number 0 to {last} or a name ({seats})",
                            value=_short(value), last=n - 1, seats=shown))
    found = _seat_named(names, value.strip().lower())
    if found is None:
        raise SeatError(say("{value} is not a seat: expected one of {seats}", value=_short(value), seats=shown))
    return found


def _seat_named(names: Sequence[str], key: str) -> int | None:
    """The seat whose name or unique initial is ``key`` (lowered), in English or any language of the course."""
    lowered = [name.lower() for name in names]
    if key in lowered:
        return lowered.index(key)
    if len(key) == 1:
        initials = [i for i, word in enumerate(lowered) if word[:1] == key]
        if len(initials) == 1:
            return initials[0]
    if key and any(name in COMPASS for name in names):
        spoken = [i for i, name in enumerate(names) if key in _said_in_every_language(name)]
        if len(spoken) == 1:
            return spoken[0]
    return None


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
