"""Reading an EGN file's JSON: the source (a path, text or parsed JSON) and each field with its type.

A field of the wrong type or out of range is an :class:`~euchre_teach.errors.EgnError` naming the
field, so no ``KeyError`` or ``TypeError`` reaches the caller.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from euchre_teach.errors import EgnError
from euchre_teach.files import MAX_FILE, read_text
from euchre_teach.inputs import check_text

#: An EGN file is at most this many bytes (the spec's limits make a long game some 200 kB).
MAX_EGN = MAX_FILE


def _parse(text: str) -> Any:
    """JSON text as data, refusing what the parser would crash on."""
    check_text(text, "an EGN game", EgnError, limit=MAX_EGN)
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except RecursionError:
        raise EgnError("not an EGN game: the JSON nests too deeply") from None
    except ValueError as exc:
        raise EgnError(f"not an EGN game: the JSON is broken or cut short ({str(exc)[:80]})") from None


def data_of(source: object) -> Any:
    """The parsed JSON of ``source``: a dict as it is, text that starts with '{' or '[' as JSON, else a path."""
    if isinstance(source, dict):
        return source
    if isinstance(source, str) and source.lstrip()[:1] in ("{", "["):
        return _parse(source)
    if isinstance(source, str | os.PathLike):
        return _parse(read_text(Path(source), "an EGN game", MAX_EGN))
    raise EgnError(f"an EGN game is read from a path, JSON text or parsed JSON, not {type(source).__name__}")


def get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = ...) -> Any:
    """``data[key]`` of type ``kind`` (a bool is not an int), or ``default`` when it is left out."""
    if key not in data:
        if default is ...:
            raise EgnError(f"{where}: the field {key!r} is missing")
        return default
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join({dict: "an object", list: "a list", str: "text", int: "a whole number",
                             bool: "true or false"}.get(k, k.__name__) for k in kinds)
        raise EgnError(f"{where}: the field {key!r} must be {names}, not {type(value).__name__}")
    return value


def number(data: dict[str, Any], key: str, where: str, low: int, high: int, default: Any = ...) -> int:
    """A whole number field between ``low`` and ``high``."""
    value = get(data, key, int, where, default)
    if not low <= value <= high:
        raise EgnError(f"{where}: the field {key!r} is {value}, outside {low} to {high}")
    return int(value)


def items(data: dict[str, Any], key: str, where: str, limit: int, default: Any = ...) -> list[Any]:
    """A list field of at most ``limit`` items."""
    value = get(data, key, list, where, default)
    if len(value) > limit:
        raise EgnError(f"{where}: the field {key!r} has {len(value)} items, more than the {limit} EGN allows")
    return list(value)


def notes(data: dict[str, Any], key: str, where: str) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """An annotations map (``{"3": ["[!]Strong order"]}``) as sorted (index, texts) pairs."""
    value = get(data, key, dict, where, {})
    out = []
    for index, texts in value.items():
        if not (isinstance(index, str) and index.isascii() and index.isdigit() and len(index) < 6):
            raise EgnError(f"{where}.{key}: the key {str(index)[:20]!r} is not a call or card number")
        if not isinstance(texts, list) or not all(isinstance(t, str) and len(t) <= 1024 for t in texts):
            raise EgnError(f"{where}.{key}[{index}] must be a list of texts of at most 1024 characters")
        out.append((int(index), tuple(texts)))
    return tuple(sorted(out))


def notes_json(pairs: tuple[tuple[int, tuple[str, ...]], ...]) -> dict[str, list[str]]:
    """Sorted (index, texts) pairs as EGN's annotations map."""
    return {str(index): list(texts) for index, texts in pairs}
