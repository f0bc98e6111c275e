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

from euchre_teach.state import FORMAT, MAX_FILE, TEXT_VERSION, VERSION, Record, read_file, read_json

__all__ = ["FORMAT", "MAX_FILE", "TEXT_VERSION", "VERSION", "Record", "read_file", "read_json"]
