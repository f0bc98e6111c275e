"""Classroom setups for the lessons: a lab copy, presenter mode, a no-install site, paper handouts.

One module per setup (``lab``, ``present``, ``site``, ``handout``); ``euchre_teach.cli`` calls them.
``import euchre_teach`` never imports this package, and its modules import Jupyter parts only
inside functions, after :func:`require` has checked that they are installed.
"""

from __future__ import annotations

import importlib.util
import subprocess
import tempfile
from pathlib import Path


class ClassroomError(Exception):
    """A user mistake or a missing part; the message says what to do (the CLI prints it, no traceback)."""


def require(module: str, what: str, extra: str) -> None:
    """Raise :class:`ClassroomError` naming the extra to install when ``module`` is missing."""
    if importlib.util.find_spec(module) is None:
        raise ClassroomError(f"{what} is not installed: pip install 'euchre-teach[{extra}]'")


def run_tool(command: list[str], doing: str, cwd: Path | None = None) -> str:
    """Run a helper program and return its output; a failure becomes a :class:`ClassroomError` quoting it."""
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-15:])
        raise ClassroomError(f"{doing} failed:\n{tail}")
    return result.stdout


def check_writable(folder: Path, what: str, *, replace: bool = False) -> Path:
    """Check, before any long work, that ``folder`` can be made (or is there) and written to.

    Nothing is created: the nearest existing folder is probed with a temporary file. With
    ``replace`` the folder is to be removed and put back, so its parent must be writable too.
    Returns the resolved path; a problem is a :class:`ClassroomError` saying what to do.
    """
    if "\x00" in str(folder):
        raise ClassroomError(f"{str(folder)!r} holds a NUL character, which no file name may: choose another name")
    folder = folder.expanduser().resolve()
    if folder.exists() and not folder.is_dir():
        raise ClassroomError(f"{folder} is a file, not a folder: give a new or empty folder for {what}")
    existing = folder
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise ClassroomError(f"cannot make {folder}: {existing} is a file, not a folder; "
                             f"choose another place for {what}")
    probes = [existing] + ([folder.parent] if replace and folder.exists() else [])
    for place in probes:
        try:
            with tempfile.TemporaryFile(dir=place):
                pass
        except OSError as error:
            raise ClassroomError(f"cannot write in {place} ({error.strerror or error}): choose a folder you may "
                                 f"write to for {what}") from None
    return folder
