"""Reading and writing the toolkit's files (records, matches, progress, games) with one set of refusals.

Every path a user names is read or written here, so each bad path gets a :class:`FileError` that
says what was wrong with it ("no folder /x: create it first", "is a folder", "not a regular file")
instead of a bare ``OSError``. Only regular files are read, and never more than a size cap, so a
FIFO, a device or a huge file can neither hang nor fill the memory.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from euchre_teach.errors import FileError
from euchre_teach.inputs import check_path

#: Largest file read by default (a long saved match is a few hundred kilobytes).
MAX_FILE = 1_000_000


def shown(path: object) -> str:
    """A path as a message shows it: non-printable characters escaped (a newline in a name cannot break the
    message's one line), a name of over 100 characters cut in the middle."""
    text = str(path).encode("utf-8", "backslashreplace").decode("utf-8")
    text = text if text.isprintable() else repr(text)[1:-1]
    return text if len(text) <= 100 else f"{text[:60]}…{text[-39:]}"


def _why(checked: Path, exc: OSError, doing: str) -> FileError:
    """An ``OSError`` as a sentence about ``checked``."""
    path = shown(checked)
    reasons = {
        errno.ENOENT: f"cannot {doing} {path}: there is no such file or folder",
        errno.EISDIR: f"cannot {doing} {path}: it is a folder, not a file",
        errno.ENOTDIR: f"cannot {doing} {path}: a part of the path is a file, not a folder",
        errno.ELOOP: f"cannot {doing} {path}: its symbolic links loop back on themselves",
        errno.ENAMETOOLONG: f"cannot {doing} {path}: the name is too long for this system",
        errno.EACCES: f"cannot {doing} {path}: permission denied",
        errno.EPERM: f"cannot {doing} {path}: the system does not allow it",
        errno.EROFS: f"cannot {doing} {path}: it is on a read-only file system",
        errno.ENOSPC: f"cannot {doing} {path}: the disk is full",
    }
    return FileError(reasons.get(exc.errno or 0, f"cannot {doing} {path}: {exc.strerror or exc}"))


def read_text(path: object, what: str = "the file", limit: int = MAX_FILE) -> str:
    """The UTF-8 text of the regular file ``path`` (a byte-order mark allowed), at most ``limit`` bytes.

    A folder, a FIFO, a device, a missing file, a file over ``limit`` bytes or one that is not UTF-8
    is refused with a :class:`FileError`; a FIFO is opened without waiting for a writer.
    """
    checked = check_path(path, what, FileError)
    try:
        info = os.stat(checked)
    except OSError as exc:
        raise _why(checked, exc, "read") from None
    except ValueError as exc:  # a path the system cannot represent
        raise FileError(f"cannot read {shown(checked)}: {exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileError(f"cannot read {shown(checked)}: it is a folder; name a file in it")
    if not stat.S_ISREG(info.st_mode):
        raise FileError(f"cannot read {shown(checked)}: it is not a regular file (a pipe, a device or a socket)")
    if info.st_size > limit:
        raise FileError(f"cannot read {shown(checked)}: it is larger than {limit:,} bytes, too large for {what}")
    try:
        descriptor = os.open(checked, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):  # swapped since the check
                raise FileError(f"cannot read {shown(checked)}: it is not a regular file")
            data = file.read(limit + 1)
    except OSError as exc:
        raise _why(checked, exc, "read") from None
    if len(data) > limit:
        raise FileError(f"cannot read {shown(checked)}: it is larger than {limit:,} bytes, too large for {what}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileError(f"cannot read {shown(checked)}: it is not UTF-8 text, so it is not {what}") from None


def write_text(path: object, text: str, what: str = "the file") -> Path:
    """Write ``text`` as UTF-8 to ``path`` and return the path; its folder must exist.

    A missing folder, a folder or non-regular file in the way, a name too long and the system's
    refusals are a :class:`FileError` saying which.
    """
    checked = check_path(path, what, FileError)
    folder = checked.parent
    try:
        if not folder.is_dir():
            raise FileError(f"cannot write {shown(checked)}: there is no folder {shown(folder)}; create it first")
        info = os.stat(checked) if os.path.lexists(checked) else None
    except OSError as exc:
        raise _why(checked, exc, "write") from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise FileError(f"cannot write {shown(checked)}: it is a folder; name a file in it")
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise FileError(f"cannot write {shown(checked)}: it is not a regular file (a pipe, a device or a socket)")
    try:
        with open(checked, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
    except OSError as exc:
        raise _why(checked, exc, "write") from None
    return checked


__all__ = ["MAX_FILE", "read_text", "shown", "write_text"]
