"""Classroom setups for the lessons: a lab copy, presenter mode, a no-install site, paper handouts.

One module per setup (``lab``, ``present``, ``site``, ``handout``); ``euchre_teach.cli`` calls them.
``import euchre_teach`` never imports this package, and its modules import Jupyter parts only
inside functions, after :func:`require` has checked that they are installed.
"""

from __future__ import annotations

import importlib.util
import subprocess
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
