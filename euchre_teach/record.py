"""Records: a hand as rules + deal + actions, from which any step is rebuilt.

``record.at(i)`` is a fresh state after ``i`` actions (distinct objects, safe to keep);
``record.branch(i, action)`` is a "what if" line. Records save to JSON and to a compact
text that a teacher can read and edit; a corrupt or tampered file raises
:class:`~euchre_teach.errors.RecordError` naming the field or line, and never yields a
half-built hand.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=5)
>>> _ = hand.apply("pass"); _ = hand.apply("order up")
>>> record = hand.record
>>> Record.from_text(record.to_text()) == record, record.at(1).actions
(True, (Action('pass'),))
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from euchre_teach.actions import Action
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError, RecordError
from euchre_teach.rules import Rules
from euchre_teach.state import HandState

if TYPE_CHECKING:
    from pathlib import Path  # imported where a file is read or written: it costs at import

FORMAT = "euchre-teach hand"
VERSION = 1


class Record:
    """An immutable, replayable hand. Building one replays it, so it is always legal."""

    __slots__ = ("_final", "actions", "deal", "rules")

    def __init__(self, rules: Rules, deal: Deal, actions: Sequence[Action | str] = ()) -> None:
        state = HandState(rules, deal)
        normalised = []
        for action in actions:
            normalised.append(state.apply(action))
        self.rules = rules
        self.deal = deal
        self.actions: tuple[Action, ...] = tuple(normalised)
        self._final = state

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
        if step < 0:
            step += len(self) + 1
        if not 0 <= step <= len(self):
            raise IndexError(f"step {step} is outside this record (0 to {len(self)})")
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
        """Every state from the deal to the last action, each a distinct object."""
        state = HandState(self.rules, self.deal)
        yield state.clone()
        for action in self.actions:
            state.apply(action)
            yield state.clone()

    def seat_of(self, step: int) -> int:
        """Who took action number ``step`` (0-based)."""
        return self._final.history[step][0]

    def narration(self, step: int, seat: int | None = None) -> str:
        """Plain English for action number ``step`` (0-based), as ``seat`` may hear it."""
        return self.at(step).narrate(self.actions[step], seat)

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
        import json

        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Rebuild from :meth:`to_dict` data, or raise ``RecordError`` naming the bad field."""
        if not isinstance(data, dict):
            raise RecordError(f"a hand record is a JSON object, not {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise RecordError(f"field 'format' is {data.get('format')!r}, expected {FORMAT!r}")
        if data.get("version") != VERSION:
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
        import json

        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
        return cls.from_dict(data)

    # -- compact text ---------------------------------------------------------------------
    def to_text(self) -> str:
        """A compact, human-readable form; one action per line with the seat that took it."""
        lines = [f"{FORMAT} {VERSION}", f"rules: {self.rules.to_text()}"]
        deal = self.deal.to_dict(self.rules)
        lines.append(f"dealer: {deal['dealer']}")
        if "seed" in deal:
            lines.append(f"seed: {deal['seed']}")
        lines += [f"{seat}: {cards}" for seat, cards in deal["hands"].items()]
        lines.append(f"kitty: {deal['kitty']}")
        for i, (seat, action) in enumerate(self._final.history, start=1):
            lines.append(f"{i}. {self.rules.seat_name(seat)}: {action}")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Rebuild from :meth:`to_text` output, or raise ``RecordError`` naming the line."""
        lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), start=1)]
        lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
        if not lines or lines[0][1] != f"{FORMAT} {VERSION}":
            raise RecordError(f"line 1 must be {FORMAT + ' ' + str(VERSION)!r}")
        header: dict[str, tuple[int, str]] = {}
        moves: list[tuple[int, str, str]] = []
        for n, line in lines[1:]:
            numbered = _MOVE.fullmatch(line)
            if numbered:
                if int(numbered.group(1)) != len(moves) + 1:
                    raise RecordError(f"line {n}: action number {numbered.group(1)}, expected {len(moves) + 1}")
                moves.append((n, numbered.group(2), numbered.group(3)))
                continue
            key, sep, value = line.partition(":")
            if not sep or moves:
                raise RecordError(f"line {n}: cannot read {line!r}")
            header[key.strip().lower()] = (n, value.strip())
        rules_line = header.get("rules")
        if rules_line is None:
            raise RecordError("no 'rules:' line")
        rules = _guard(f"line {rules_line[0]}", lambda: Rules.from_text(rules_line[1]))
        data: dict[str, Any] = {"hands": {}}
        for key, (n, value) in header.items():
            if key in ("dealer", "kitty"):
                data[key] = value
            elif key == "seed":
                if not value.isdigit():
                    raise RecordError(f"line {n}: seed {value!r} is not a whole number")
                data["seed"] = int(value)
            elif key != "rules":
                data["hands"][key] = value
        deal = _guard("the deal", lambda: Deal.from_dict(rules, data))
        state = HandState(rules, deal)
        for n, seat, action in moves:
            _guard(f"line {n}", lambda seat=seat, action=action: state.apply(action, seat))
        return cls(rules, deal, state.actions)

    # -- files ----------------------------------------------------------------------------
    def save(self, path: str | Path) -> Path:
        """Write to ``path``: JSON when it ends in ``.json``, otherwise the compact text."""
        from pathlib import Path

        path = Path(path)
        path.write_text(self.to_json() if path.suffix == ".json" else self.to_text(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a file written by :meth:`save`."""
        from pathlib import Path

        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"cannot read {path}: {exc}") from None
        return cls.from_json(text) if path.suffix == ".json" else cls.from_text(text)


_MOVE = re.compile(r"(\d+)\.\s*([^:]+):\s*(.+)")


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
