"""``euchre-teach lab``: JupyterLab on the learner's own copy of the lessons.

The lessons are copied to a folder in the user's home (``~/euchre-lessons``) so that the
installed package's notebooks are never edited in place. Files already there are the learner's
and are kept; only missing lessons are copied.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from euchre_teach.classroom import about_paths, check_writable, require
from euchre_teach.classroom.lessons import copy_lessons

DEFAULT_FOLDER = Path("~") / "euchre-lessons"


def in_a_container() -> bool:
    """True inside a Docker or Podman container (where running as root is the norm)."""
    return Path("/.dockerenv").exists() or Path("/run/.containerenv").exists()


def runs_as_root() -> bool:
    """True when this process is root (JupyterLab then refuses to start without ``--allow-root``)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def lab_command(folder: Path, extra: list[str], *, allow_root: bool = False) -> list[str]:
    """The JupyterLab command line (this Python, so the kernel finds euchre_teach)."""
    root = ["--allow-root"] if allow_root and "--allow-root" not in extra else []
    return [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}", *root, *extra]


def root_note(*, as_root: bool, container: bool) -> str:
    """What to tell a user running as root: passed on in a container, how to allow it elsewhere."""
    if not as_root:
        return ""
    if container:
        return "Running as root in a container: starting JupyterLab with --allow-root."
    return ("You are running as root: JupyterLab refuses that unless you add --allow-root "
            "(better: run as an ordinary user).")


def copy_report(folder: Path, copied: list[str], kept: list[str], *, dry_run: bool) -> str:
    """What was (or would be) copied and what was kept, in words."""
    lines = []
    if copied:
        verb = "Would copy" if dry_run else "Copied"
        lines.append(f"{verb} {len(copied)} file(s) of the course to {folder}: {', '.join(copied)}")
    if kept:
        lines.append(f"Kept your own copies in {folder}: {', '.join(kept)} "
                     "(delete or rename one to get a fresh copy)")
    return "\n".join(lines)


def run_lab(folder: Path | None, extra: list[str], *, dry_run: bool = False) -> int:
    """Copy the missing lessons, then replace this process with JupyterLab (``dry_run``: only say so)."""
    require("jupyterlab", "JupyterLab", "lab")
    folder = check_writable(folder or DEFAULT_FOLDER, "your copy of the lessons")
    with about_paths("copy the lessons to"):
        copied, kept = copy_lessons(folder, dry_run=dry_run)
    print(copy_report(folder, copied, kept, dry_run=dry_run))
    as_root, container = runs_as_root(), in_a_container()
    note = root_note(as_root=as_root, container=container)
    if note:
        print(note)
    command = lab_command(folder, extra, allow_root=as_root and container)
    if dry_run:
        print("Would run:", " ".join(command))
        return 0
    sys.stdout.flush()
    with about_paths("start JupyterLab in"):
        os.execv(sys.executable, command)
    return 0  # not reached: execv replaces this process
