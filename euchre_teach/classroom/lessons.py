"""Finding the lessons: inside the installed package, or ``notebooks/`` in a source checkout; a lesson
written in the learner's language is in ``notebooks/<code>/`` (:func:`in_language`).

A lesson is named by number (``3``), file stem (``03_deal_and_bidding``) or part of its name
(``bidding``, ``going alone``); ``card`` is the reference card appendix (``euchre-teach handout
card OUT``), although ``01_cards_and_bowers`` holds the word too.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from euchre_teach.classroom import ClassroomError, shown
from euchre_teach.files import read_text
from euchre_teach.i18n import language

_PACKAGE = Path(__file__).resolve().parent.parent
#: Where the lessons are: package data in a wheel, the repository's folder in an editable install.
_PLACES = (_PACKAGE / "lessons", _PACKAGE.parent / "notebooks")
_PATTERN = "[0-9][0-9]_*.ipynb"
#: Short names a teacher uses that part-of-name matching would not resolve.
_ALIASES = {"card": "reference_card"}


def lessons_folder() -> Path:
    """The folder holding the lesson notebooks."""
    for place in _PLACES:
        if any(place.glob(_PATTERN)):
            return place
    raise ClassroomError("the lessons are missing from this installation: reinstall euchre-teach")


def all_lessons() -> list[Path]:
    """Every lesson notebook, in order."""
    return sorted(lessons_folder().glob(_PATTERN))


def in_language(lesson: Path) -> Path:
    """The lesson as written in the learner's language (``notebooks/<code>/`` beside the English ones) where it
    has been written in it; else the English lesson."""
    written = lesson.parent / language() / lesson.name
    return written if language() != "en" and written.is_file() else lesson


def course_files() -> list[Path]:
    """What a learner's copy of the course holds: every lesson, in the learner's language where it is written
    in it, then the glossary of its words."""
    glossary = lessons_folder() / "glossary.md"
    return [*(in_language(lesson) for lesson in all_lessons()), *([glossary] if glossary.is_file() else [])]


def lesson_title(path: Path) -> str:
    """The lesson's heading without its number: '# 3 · The deal and ...' gives 'The deal and ...'."""
    cells = json.loads(read_text(path, "a lesson"))["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            first = "".join(cell["source"]).strip().splitlines()[0]
            return re.sub(r"^#+\s*(\d+\s*·\s*)?", "", first)
    return path.stem


def lesson_list() -> str:
    """One line per lesson, for messages: number, file stem and title."""
    return "\n".join(f"  {p.stem[:2]}  {p.stem:28} {lesson_title(p)}" for p in all_lessons())


def find_lesson(name: str) -> Path:
    """The lesson called ``name``, or a :class:`ClassroomError` listing the lessons.

    >>> find_lesson("3").stem, find_lesson("bidding").stem, find_lesson("Going alone").stem
    ('03_deal_and_bidding', '03_deal_and_bidding', '04_going_alone')
    >>> find_lesson("card").stem, find_lesson("cards").stem
    ('14_reference_card', '01_cards_and_bowers')
    """
    key = re.sub(r"[\s-]+", "_", name.strip().lower()).removesuffix(".ipynb")
    paths = all_lessons()
    if key.isascii() and key.isdigit():  # '²' is a digit to isdigit() but not to int()
        matches = [p for p in paths if int(p.stem[:2]) == int(key)]
    else:
        key = _ALIASES.get(key, key)
        matches = [p for p in paths if p.stem.lower() == key] or [p for p in paths if key in p.stem.lower()[3:]]
    if len(matches) == 1:
        return in_language(matches[0])
    if matches:
        raise ClassroomError(f"{name!r} matches more than one lesson ({', '.join(p.stem for p in matches)}): "
                             "give its number")
    raise ClassroomError(f"there is no lesson {name!r}. The lessons are:\n{lesson_list()}")


def copy_lessons(folder: Path, *, dry_run: bool = False) -> tuple[list[str], list[str]]:
    """Copy the lessons (and the glossary) missing from ``folder``; returns (copied, kept) file names.

    A file already there is the learner's own copy and is never overwritten.
    """
    if folder.exists() and not folder.is_dir():
        raise ClassroomError(f"{shown(folder)} is a file, not a folder: choose another with --dir")
    copied, kept = [], []
    for lesson in course_files():
        target = folder / lesson.name
        if target.exists():
            kept.append(lesson.name)
            continue
        copied.append(lesson.name)
        if not dry_run:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(lesson, target)  # content only: the copy is the learner's, writable
            except OSError as error:
                raise ClassroomError(f"cannot copy the lessons to {shown(folder)}: {error.strerror}; "
                                     "choose another folder with --dir") from None
    return copied, kept
