"""``euchre-teach present LESSON``: a lesson as an app for the projector, with Voilà.

Voilà runs every cell and shows the text, pictures and widgets without the code
(``--strip_sources``). SVG pictures need no workaround; the deal animation's canvas redraws
itself when the page connects (see ``euchre_teach.widgets.canvas``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from euchre_teach.classroom import require
from euchre_teach.classroom.lessons import find_lesson, lesson_title


def voila_command(lesson: Path, *, show_code: bool, extra: list[str]) -> list[str]:
    """The Voilà command line for one lesson."""
    return [sys.executable, "-m", "voila", str(lesson), f"--strip_sources={not show_code}", *extra]


def run_present(name: str, extra: list[str], *, show_code: bool = False) -> int:
    """Replace this process with Voilà serving the lesson (it opens a browser unless told not to)."""
    require("voila", "Voilà", "present")
    require("ipywidgets", "ipywidgets", "present")
    lesson = find_lesson(name)
    print(f"Presenting lesson {lesson.stem[:2]}, {lesson_title(lesson)}, with Voilà (Ctrl+C stops it)", flush=True)
    os.execv(sys.executable, voila_command(lesson, show_code=show_code, extra=extra))
    return 0  # not reached: execv replaces this process
