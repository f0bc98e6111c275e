"""``euchre-teach lab``: JupyterLab on the learner's own copy of the lessons.

The lessons are copied to a folder in the user's home (``~/euchre-lessons``) so that the
installed package's notebooks are never edited in place. Files already there are the learner's
and are kept; only missing lessons are copied.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from euchre_teach.classroom import require
from euchre_teach.classroom.lessons import copy_lessons

DEFAULT_FOLDER = Path("~") / "euchre-lessons"


def lab_command(folder: Path, extra: list[str]) -> list[str]:
    """The JupyterLab command line (this Python, so the kernel finds euchre_teach)."""
    return [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}", *extra]


def copy_report(folder: Path, copied: list[str], kept: list[str], *, dry_run: bool) -> str:
    """What was (or would be) copied and what was kept, in words."""
    lines = []
    if copied:
        verb = "Would copy" if dry_run else "Copied"
        lines.append(f"{verb} {len(copied)} lesson(s) to {folder}: {', '.join(copied)}")
    if kept:
        lines.append(f"Kept your own copies in {folder}: {', '.join(kept)} "
                     "(delete or rename one to get a fresh copy)")
    return "\n".join(lines)


def run_lab(folder: Path | None, extra: list[str], *, dry_run: bool = False) -> int:
    """Copy the missing lessons, then replace this process with JupyterLab (``dry_run``: only say so)."""
    require("jupyterlab", "JupyterLab", "lab")
    folder = (folder or DEFAULT_FOLDER).expanduser().resolve()
    copied, kept = copy_lessons(folder, dry_run=dry_run)
    print(copy_report(folder, copied, kept, dry_run=dry_run))
    command = lab_command(folder, extra)
    if dry_run:
        print("Would run:", " ".join(command))
        return 0
    sys.stdout.flush()
    os.execv(sys.executable, command)
    return 0  # not reached: execv replaces this process
