"""Records: a hand as rules + deal + actions, from which any step is rebuilt, and its two file formats.

``record.at(i)`` is a fresh state after ``i`` actions (distinct objects, safe to keep);
``record.branch(i, action)`` is a "what if" line. Records save to JSON and to a compact
text that a teacher can read and edit; a corrupt or tampered file raises
:class:`~euchre_teach.errors.RecordError` naming the field or line, and never yields a
half-built hand; a path that cannot be read or written raises its subclass
:class:`~euchre_teach.errors.FileError` (see :mod:`euchre_teach.files`).

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=5)
>>> _ = hand.apply("pass"); _ = hand.apply("order up")
>>> record = Record.of(hand)
>>> Record.from_text(record.to_text()) == record, record.at(1).actions
(True, (Action('pass'),))
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from euchre_teach.actions import Action
from euchre_teach.deal import Deal
from euchre_teach.display import Pictured
from euchre_teach.egn.game import EgnDeal, EgnGame
from euchre_teach.egn.reader import read_game
from euchre_teach.egn.writer import egn_text
from euchre_teach.errors import EuchreError, FileError, RecordError
from euchre_teach.files import MAX_FILE, read_text, write_text
from euchre_teach.inputs import check_path, check_text, whole_number
from euchre_teach.rules import Rules
from euchre_teach.state import HandState

FORMAT = "euchre-teach hand"
VERSION = 1  # the JSON form
TEXT_VERSION = 2  # the text form: version 1 plus the closing 'end: N actions' line


class Record(Pictured):
    """An immutable, replayable hand. Building one replays it, so it is always legal.

    ``Record.of(hand)`` is the record of a hand so far; ``record.at(i)`` a fresh hand after ``i`` actions.
    """

    __slots__ = ("_final", "actions", "deal", "rules")

    def __init__(self, rules: Rules, deal: Deal, actions: Sequence[Action | str] = ()) -> None:
        if not isinstance(actions, list | tuple):
            raise RecordError(f"a record's actions are a list of actions, not {type(actions).__name__}")
        state = HandState(rules, deal)
        normalised = []
        for action in actions:
            normalised.append(state.apply(action))
        self.rules = rules
        self.deal = deal
        self.actions: tuple[Action, ...] = tuple(normalised)
        self._final = state

    @classmethod
    def of(cls, hand: HandState) -> Record:
        """The record of ``hand`` so far (its rules, deal and actions), from which any step is rebuilt."""
        return cls(hand.rules, hand.deal, hand.actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return (self.rules, self.deal, self.actions) == (other.rules, other.deal, other.actions)

    def __hash__(self) -> int:
        return hash((self.rules, self.deal, self.actions))

    def __repr__(self) -> str:
        return f"<Record {self.rules.to_text()!r}, {len(self)} actions>"


    def at(self, step: int) -> HandState:
        """A new state after the first ``step`` actions (negative counts from the end)."""
        given = step
        if type(step) is not int:
            raise RecordError(f"step {step!r} is not a whole number: give 0 to {len(self)}, or -1 for the end")
        if step < 0:
            step += len(self) + 1
        if not 0 <= step <= len(self):
            raise RecordError(
                f"step {given} is outside this record: it has {len(self)} actions, so a step is 0 to "
                f"{len(self)} (or -1 to -{len(self) + 1}, counting from the end)"
            )
        if step == len(self):
            return self._final.clone()
        state = HandState(self.rules, self.deal)
        for action in self.actions[:step]:
            state.apply(action)
        return state

    @property
    def final(self) -> HandState:
        """A new state after every action."""
        return self._final.clone()

    def states(self) -> Iterator[HandState]:
        """Every state from the deal to the last action, each a distinct object.

        For whoever visits every step in order (a replay, a narration of the whole hand, a test):
        one replay, where calling :meth:`at` for each step replays from the deal every time.
        """
        state = HandState(self.rules, self.deal)
        yield state.clone()
        for action in self.actions:
            state.apply(action)
            yield state.clone()

    def _action_index(self, step: int) -> int:
        if type(step) is not int or not -len(self) <= step < len(self):
            raise RecordError(f"there is no action number {step!r}: this record's actions are 0 to {len(self) - 1}")
        return step % len(self)

    def seat_of(self, step: int) -> int:
        """Who took action number ``step`` (0-based)."""
        return self._final.history[self._action_index(step)][0]

    def narration(self, step: int, seat: int | None = None) -> str:
        """Plain English for action number ``step`` (0-based), as ``seat`` may hear it."""
        step = self._action_index(step)
        listener = None if seat is None else self.rules.parse_seat(seat)
        return self.at(step).narrate(self.actions[step], listener)

    def branch(self, step: int, action: Action | str) -> Record:
        """A new record: the first ``step`` actions, then ``action`` instead of what followed."""
        state = self.at(step)
        chosen = state.verify(action)
        return Record(self.rules, self.deal, (*self.actions[:step], chosen))

    def then(self, action: Action | str) -> Record:
        """A new record with one more action."""
        return self.branch(len(self), action)

    # -- JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "deal": self.deal.to_dict(self.rules),
            "actions": [str(a) for a in self.actions],
        }

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Rebuild from :meth:`to_dict` data, or raise ``RecordError`` naming the bad field."""
        if not isinstance(data, dict):
            raise RecordError(f"a hand record is a JSON object, not {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise RecordError(f"field 'format' is {data.get('format')!r}, expected {FORMAT!r}")
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise RecordError(f"field 'version' is {data.get('version')!r}; this version reads {VERSION}")
        for key in ("rules", "deal", "actions"):
            if key not in data:
                raise RecordError(f"field {key!r} is missing")
        rules = _guard("rules", lambda: Rules.from_dict(data["rules"]))
        deal = _guard("deal", lambda: Deal.from_dict(rules, data["deal"]))
        if not isinstance(data["actions"], list):
            raise RecordError("field 'actions' must be a list of action texts")
        state = HandState(rules, deal)
        for i, action in enumerate(data["actions"]):
            if not isinstance(action, str):
                raise RecordError(f"field actions[{i}] is {action!r}, not an action text")
            _guard(f"actions[{i}]", lambda action=action: state.apply(action))
        return cls(rules, deal, state.actions)

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Rebuild from JSON text."""
        return cls.from_dict(read_json(text))

    # -- compact text ---------------------------------------------------------------------
    def to_text(self) -> str:
        """A compact, human-readable form; one action per line with the seat that took it.

        The last line, ``end: N actions``, lets the reader notice a file cut short.
        """
        lines = [f"{FORMAT} {TEXT_VERSION}", f"rules: {self.rules.to_text()}"]
        deal = self.deal.to_dict(self.rules)
        lines.append(f"dealer: {deal['dealer']}")
        if "seed" in deal:
            lines.append(f"seed: {deal['seed']}")
        lines += [f"{seat}: {cards}" for seat, cards in deal["hands"].items()]
        lines.append(f"kitty: {deal['kitty']}")
        for i, (seat, action) in enumerate(self._final.history, start=1):
            lines.append(f"{i}. {self.rules.seat_code(seat)}: {action}")
        lines.append(f"end: {len(self)} actions")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Rebuild from :meth:`to_text` output, or raise ``RecordError`` naming the line.

        Version 2 files end with ``end: N actions``; a file without it (cut short) is refused.
        Version 1 files (no end line) are still read.
        """
        check_text(text, "a hand record", RecordError, limit=MAX_FILE)
        lines = [(n, line.strip()) for n, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1)]
        lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
        versions = {f"{FORMAT} {v}": v for v in (1, TEXT_VERSION)}
        if not lines or lines[0][1] not in versions:
            raise RecordError(f"line 1 must be {FORMAT + ' ' + str(TEXT_VERSION)!r}")
        header, moves = _read_lines(lines[1:], versions[lines[0][1]])
        rules_line = header.get("rules")
        if rules_line is None:
            raise RecordError("no 'rules:' line")
        rules = _guard(f"line {rules_line[0]}", lambda: Rules.from_text(rules_line[1]))
        deal = _guard("the deal", lambda: Deal.from_dict(rules, _deal_data(header)))
        state = HandState(rules, deal)
        for n, seat, action in moves:
            _guard(f"line {n}", lambda seat=seat, action=action: state.apply(action, seat))
        return cls(rules, deal, state.actions)

    # -- Euchre Game Notation ---------------------------------------------------------------
    @classmethod
    def from_egn(cls, source: object, deal: int | None = None) -> Record:
        """The main line of one deal of an EGN game (a path, JSON text or parsed JSON): its only deal,
        or deal number ``deal`` (from 1). See :mod:`euchre_teach.egn` for notes, branches, unknown cards."""
        game = read_game(source)
        chosen = game.deal(deal)
        return cls(game.rules, chosen.deal, chosen.actions)

    def to_egn(self) -> str:
        """This hand as an EGN game of one deal (JSON text); rules EGN cannot say are an ``EgnError``."""
        return egn_text(EgnGame(self.rules, (EgnDeal(self.deal, self.actions),)))

    # -- files ----------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write to ``path``: JSON when it ends in ``.json``, otherwise the compact text.

        A path that cannot be written (no such folder, a folder, a name too long) is a ``FileError``.
        """
        checked = check_path(path, "the record file", FileError)
        return write_text(checked, self.to_json() if checked.suffix == ".json" else self.to_text(), "the record file")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Record:
        """Read a file written by :meth:`save`: JSON when it ends in ``.json``, otherwise the compact text.

        A path that cannot be read is a ``FileError``; a file that is not a record, a ``RecordError``.
        """
        checked = check_path(path, "the record file", FileError)
        text = read_text(checked, "the record file", MAX_FILE)
        return cls.from_json(text) if checked.suffix == ".json" else cls.from_text(text)


_NUMBER = re.compile(r"([0-9]{1,6})\.")  # a move's number: "12."
_END = re.compile(r"([0-9]{1,6}) actions")  # the closing line's count: "end: 40 actions"


def _move(line: str) -> tuple[int, str, str] | None:
    """``'12. West: play JH'`` as (12, 'West', 'play JH'), in one pass (no backtracking regex)."""
    number = _NUMBER.match(line)
    if number is None:
        return None
    seat, sep, action = line[number.end():].partition(":")
    if not sep or not seat.strip() or not action.strip():
        return None
    return int(number.group(1)), seat.strip(), action.strip()


def _check_end(end: tuple[int, str] | None, count: int) -> None:
    """The ``end: N actions`` line must be there and count the actions read (a cut file is refused)."""
    if end is None:
        raise RecordError("the file has no 'end:' line: it was cut short or edited; a saved hand ends "
                          f"with 'end: N actions' ({count} actions were read)")
    n, value = end
    said = _END.fullmatch(value)
    if said is None:
        raise RecordError(f"line {n}: the last line must read 'end: {count} actions', not 'end: {value[:40]}'")
    if int(said.group(1)) != count:
        raise RecordError(f"line {n}: the file says {said.group(1)} actions, but {count} were read: some are missing")


def _read_lines(lines: list[tuple[int, str]], version: int) -> tuple[dict[str, tuple[int, str]],
                                                                     list[tuple[int, str, str]]]:
    """A text record's lines after the first, as its header (key -> (line number, value)) and its
    numbered moves (line number, seat, action); a version 2 file must close with a true ``end:`` line."""
    header: dict[str, tuple[int, str]] = {}
    moves: list[tuple[int, str, str]] = []
    end: tuple[int, str] | None = None
    for n, line in lines:
        if end is not None:
            raise RecordError(f"line {n}: nothing may follow the 'end:' line")
        numbered = _move(line)
        if numbered:
            number, seat, action = numbered
            if number != len(moves) + 1:
                raise RecordError(f"line {n}: action number {number}, expected {len(moves) + 1}")
            moves.append((n, seat, action))
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if sep and key == "end" and version >= 2:
            end = (n, value.strip())
        elif not sep or moves:
            raise RecordError(f"line {n}: cannot read {line[:60]!r}")
        elif key in header:
            raise RecordError(f"line {n}: a second {key!r} line")
        else:
            header[key] = (n, value.strip())
    if version >= 2:
        _check_end(end, len(moves))
    return header, moves


def _deal_data(header: dict[str, tuple[int, str]]) -> dict[str, Any]:
    """The deal's fields of a text record's header, as :meth:`Deal.from_dict` reads them."""
    data: dict[str, Any] = {"hands": {}}
    for key, (n, value) in header.items():
        if key in ("dealer", "kitty"):
            data[key] = value
        elif key == "seed":
            data["seed"] = whole_number(value, f"line {n}: seed", RecordError)
        elif key != "rules":
            data["hands"][key] = value
    return data


def read_json(text: str) -> Any:
    """Parse JSON text, refusing what the standard parser would crash on (deep nesting, huge numbers)."""
    check_text(text, "a JSON record", RecordError, limit=MAX_FILE)
    try:
        return json.loads(text.removeprefix("\ufeff"), parse_int=_json_int)
    except RecordError:
        raise
    except RecursionError:  # 100,000 nested brackets exhaust the parser's stack
        raise RecordError("not a record: the JSON nests too deeply") from None
    except ValueError as exc:
        raise RecordError(f"not valid JSON: {exc}") from None


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise RecordError(f"a number in the JSON has {len(text)} digits: no field of a record is that large")
    return int(text)


def read_file(path: object, what: str = "the file") -> str:
    """A saved hand's or match's text (UTF-8, at most :data:`MAX_FILE` bytes), or a ``FileError`` saying why not."""
    return read_text(path, what, MAX_FILE)


def _guard(where: str, build: Any) -> Any:
    """Run ``build``; turn any euchre error into a ``RecordError`` that says where."""
    try:
        return build()
    except RecordError:
        raise
    except EuchreError as exc:
        raise RecordError(f"{where}: {exc}") from None
    except (TypeError, AttributeError) as exc:
        raise RecordError(f"{where}: malformed value ({exc})") from None


__all__ = ["FORMAT", "MAX_FILE", "TEXT_VERSION", "VERSION", "Record", "read_file", "read_json"]
