"""Progress that remembers: what a learner answered, right or wrong, kept in one local file.

Self-checks, exercises, problems and graded decisions at the table are recorded as attempts
(kind, theme, key, right, the day). The file is JSON in the lessons folder (in the offline site,
the browser's own storage of the site's files); nothing is sent anywhere, and
:meth:`ProgressFile.export` writes a copy a learner can hand in. A problem answered wrong comes back
for review after 1 day, then 3, then 7 (spaced practice): each right answer on its day moves it
to the next wait, a wrong one starts the waits again.

A file that cannot be read (not JSON, or not a progress file) is refused with a clear message and
left as it is: the progress of this session is then kept in memory only, and a lesson goes on.

>>> import tempfile, pathlib, datetime
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> progress = ProgressFile(folder / "progress.json")
>>> day = datetime.date(2026, 12, 1)
>>> progress.record("problem", "leads", "leads-1", right=False, day=day)
>>> progress.due(day + datetime.timedelta(days=1))
['leads-1']
>>> ProgressFile(folder / "progress.json").mastery("leads")
(0, 1)
"""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from euchre_teach.errors import EuchreError, RecordError
from euchre_teach.files import read_text, write_text
from euchre_teach.inputs import check_path

#: The file's name in the lessons folder; ``EUCHRE_PROGRESS`` names another file.
FILE_NAME = "euchre-progress.json"
#: Days before a problem answered wrong comes back, after each right answer in review.
REVIEW_DAYS = (1, 3, 7)
#: The kinds of attempt a file holds.
KINDS = ("self-check", "exercise", "problem", "table")
#: Attempts a file holds at most (the oldest are dropped): a year of daily practice, a small file.
MAX_ATTEMPTS = 20_000
_VERSION = 1


@dataclass(frozen=True)
class Attempt:
    """One answer: what kind, its theme and key (a problem's name, a self-check's question), right or not, when."""

    kind: str
    theme: str
    key: str
    right: bool
    day: str  # ISO date, 'YYYY-MM-DD'


class ProgressFile:
    """A learner's attempts, read from and written to ``path`` (default: :func:`default_path`)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = default_path() if path is None else check_path(path, "the progress file")
        self.attempts: list[Attempt] = []
        self.problem = ""  # why the file could not be read ('' when it could, or did not exist yet)
        if os.path.lexists(self.path):
            try:
                self.attempts = parse(read_text(self.path, "the progress file"))
            except RecordError as error:
                self.problem = (f"Your progress file {self.path.name} cannot be read ({error}). It is left as it "
                                f"is; this session's progress is kept until the lesson closes, not saved.")

    def record(self, kind: str, theme: str, key: str, *, right: bool, day: datetime.date | None = None) -> None:
        """Add an attempt and save the file (not when the file on disk could not be read: it is kept)."""
        if kind not in KINDS:
            raise EuchreError(f"an attempt's kind is one of {', '.join(KINDS)}, not {kind!r:.40}")
        if not isinstance(theme, str) or not isinstance(key, str) or not isinstance(right, bool):
            raise EuchreError("an attempt needs a theme and a key (text) and right (True or False)")
        when = day or datetime.date.today()
        self.attempts.append(Attempt(kind, theme[:80], key[:200], right, when.isoformat()))
        del self.attempts[:-MAX_ATTEMPTS]
        if self.problem:
            return
        try:
            write_text(self.path, _text(self.attempts), "the progress file")
        except RecordError as error:  # a folder that cannot be written: the lesson goes on
            self.problem = (f"Your progress cannot be saved ({error}); this session's progress is kept until "
                            f"the lesson closes.")

    def mastery(self, theme: str) -> tuple[int, int]:
        """(right, tried) over the last ten attempts of ``theme``."""
        recent = [a for a in self.attempts if a.theme == theme][-10:]
        return sum(a.right for a in recent), len(recent)

    def due(self, day: datetime.date | None = None) -> list[str]:
        """The problems due for review on ``day`` (today by default), oldest first."""
        today = day or datetime.date.today()
        waiting: dict[str, tuple[int, datetime.date]] = {}  # key -> (the review step reached, its last day)
        for attempt in self.attempts:
            if attempt.kind != "problem":
                continue
            when = datetime.date.fromisoformat(attempt.day)
            if not attempt.right:
                waiting[attempt.key] = (0, when)
            elif attempt.key in waiting:
                step, last = waiting[attempt.key]
                if when >= last + datetime.timedelta(days=REVIEW_DAYS[step]):  # right on its day: the next wait
                    if step + 1 == len(REVIEW_DAYS):
                        del waiting[attempt.key]
                    else:
                        waiting[attempt.key] = (step + 1, when)
        due = [(last + datetime.timedelta(days=REVIEW_DAYS[step]), key) for key, (step, last) in waiting.items()]
        return [key for when, key in sorted(due) if when <= today]

    def export(self, path: str | Path) -> Path:
        """Write a copy of the attempts to ``path`` (to hand in); returns the path written."""
        target = check_path(path, "the copy of your progress")
        return write_text(target, _text(self.attempts), "the copy of your progress")


def _text(attempts: list[Attempt]) -> str:
    """A progress file's text: one attempt a line."""
    lines = ",\n".join(json.dumps(asdict(a), ensure_ascii=False) for a in attempts)
    return f'{{"version": {_VERSION}, "attempts": [\n{lines}\n]}}\n'


def default_path() -> Path:
    """``EUCHRE_PROGRESS`` if set, else :data:`FILE_NAME` in the current folder (the lessons folder)."""
    return Path(os.environ.get("EUCHRE_PROGRESS") or FILE_NAME)


def parse(text: str) -> list[Attempt]:
    """The attempts in a progress file's text; anything else is refused with a RecordError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"it is not JSON: {error.msg} at line {error.lineno}") from None
    if not isinstance(data, dict) or data.get("version") != _VERSION or not isinstance(data.get("attempts"), list):
        raise RecordError("it is not a euchre_teach progress file (version 1 with a list of attempts)")
    attempts = []
    for number, item in enumerate(data["attempts"][-MAX_ATTEMPTS:], 1):
        if not _is_attempt(item):
            raise RecordError(f"attempt {number} is not an attempt (kind, theme, key, right, day)")
        attempts.append(Attempt(**item))
    return attempts


def _is_attempt(item: object) -> bool:
    if not isinstance(item, dict) or set(item) != {"kind", "theme", "key", "right", "day"}:
        return False
    if item["kind"] not in KINDS or not isinstance(item["right"], bool):
        return False
    if not all(isinstance(item[k], str) for k in ("theme", "key", "day")):
        return False
    try:
        datetime.date.fromisoformat(item["day"])
    except ValueError:
        return False
    return True


__all__ = ["FILE_NAME", "KINDS", "REVIEW_DAYS", "Attempt", "ProgressFile", "default_path", "parse"]
