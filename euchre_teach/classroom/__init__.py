"""Classroom setups for the lessons: a lab copy, presenter mode, a no-install site, paper handouts.

One module per setup (``lab``, ``present``, ``site``, ``handout``); ``euchre_teach.cli`` calls them.
``import euchre_teach`` never imports this package, and its modules import Jupyter parts only
inside functions, after :func:`require` has checked that they are installed.
"""

from __future__ import annotations

import contextlib
import errno
import importlib.util
import os
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from euchre_teach.errors import EuchreError
from euchre_teach.files import shown


class ClassroomError(EuchreError):
    """A user mistake or a missing part; the message says what to do (the CLI prints it, no traceback)."""


#: What an ``OSError`` says about a path, by its ``errno``: a sentence with {path} and {doing}.
_REASONS = {
    errno.ENOENT: "cannot {doing} {path}: there is no such file or folder",
    errno.EISDIR: "cannot {doing} {path}: it is a folder, not a file",
    errno.ENOTDIR: "cannot {doing} {path}: a part of the path is a file, not a folder",
    errno.ELOOP: "cannot {doing} {path}: its symbolic links loop back on themselves",
    errno.ENAMETOOLONG: "cannot {doing} {path}: the name is too long for this system",
    errno.EACCES: "cannot {doing} {path}: permission denied; choose a folder you may write to",
    errno.EPERM: "cannot {doing} {path}: the system does not allow it",
    errno.EROFS: "cannot {doing} {path}: it is on a read-only file system",
    errno.ENOSPC: "cannot {doing} {path}: the disk is full",
}


def path_error(error: OSError, doing: str, path: object = None) -> ClassroomError:
    """An ``OSError`` as a :class:`ClassroomError` with a sentence about the path it names."""
    where = shown(path if path is not None else error.filename or "a file")
    reason = _REASONS.get(error.errno or 0, "cannot {doing} {path}: {why}")
    return ClassroomError(reason.format(doing=doing, path=where, why=error.strerror or error))


@contextlib.contextmanager
def about_paths(doing: str) -> Iterator[None]:
    """Turn an ``OSError`` or ``UnicodeError`` met while ``doing`` into a :class:`ClassroomError`
    about its path: the command line then prints one line, never a traceback."""
    try:
        yield
    except OSError as error:
        raise path_error(error, doing) from None
    except UnicodeError:
        raise ClassroomError(f"cannot {doing} the path given: a file or folder name in it cannot be written as text; "
                             "choose a name of letters and digits") from None


def local_path(path: Path | str, what: str) -> Path:
    """``path`` made absolute, ``~`` and ``~user`` expanded and links followed; a NUL, an unknown
    user or a symbolic link loop is a :class:`ClassroomError` naming ``what``."""
    text = str(path)
    if "\x00" in text:
        raise ClassroomError(f"{shown(text)} holds a NUL character, which no file name may: "
                             f"choose another name for {what}")
    try:
        expanded = Path(text).expanduser()
    except RuntimeError:  # no home folder for ~user
        user = text[1:].split("/", 1)[0] or "you"
        raise ClassroomError(f"cannot find the home folder of {shown(user)} in {shown(text)}: "
                             f"write the folder for {what} in full") from None
    try:
        return expanded.resolve()
    except RuntimeError:  # a symbolic link loop (Python 3.11 and 3.12)
        raise ClassroomError(f"cannot use {shown(text)} for {what}: its symbolic links loop back on "
                             "themselves") from None
    except OSError as error:
        raise path_error(error, f"use the folder for {what} at", text) from None


def input_file(path: Path, what: str) -> Path:
    """``path`` (expanded as :func:`local_path` does) if it is a regular file, else a :class:`ClassroomError`."""
    found = local_path(path, what)
    try:
        mode = os.stat(found).st_mode
    except OSError as error:
        raise path_error(error, f"read {what}", path) from None
    if not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file (a pipe, a device or a socket)"
        raise ClassroomError(f"cannot read {what} {shown(path)}: it is {kind}")
    return found


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
    folder = local_path(folder, what)
    existing = folder
    while (mode := _mode(existing, folder, what)) is None:
        existing = existing.parent
    if not stat.S_ISDIR(mode):  # only ``folder`` itself can be: below a file, stat says ENOTDIR
        raise ClassroomError(f"{shown(existing)} is a file, not a folder: give a new or empty folder for {what}")
    probes = [existing] + ([folder.parent] if replace and folder.exists() else [])
    for place in probes:
        try:
            with tempfile.TemporaryFile(dir=place):
                pass
        except OSError as error:
            raise ClassroomError(f"cannot write in {shown(place)} ({error.strerror or error}): choose a folder "
                                 f"you may write to for {what}") from None
    return folder


def _mode(place: Path, folder: Path, what: str) -> int | None:
    """The file mode of ``place``, or None when it does not exist yet (any other problem is refused)."""
    try:
        return os.stat(place).st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        raise path_error(error, f"use the folder for {what} at", folder) from None
