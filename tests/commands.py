"""Shared tools of the command-line tests: run ``euchre-teach`` in-process, with its long work stopped.

:func:`run` calls :func:`euchre_teach.cli.main` with stdout and stderr captured and with every long
piece of work (a lesson run, a site build, starting JupyterLab or Voilà) replaced by a stand-in that
raises :class:`LongWorkStarted`; :func:`refused` insists that a command is refused before it.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from unittest import mock

from euchre_teach.cli import main

#: What ``euchre-teach`` does at length once its checks pass; a refusal must come before any.
LONG_WORK = (
    "euchre_teach.classroom.handout.run_lesson",
    "euchre_teach.classroom.site.write_lessons",
    "euchre_teach.classroom.present.os.execve",
    "euchre_teach.classroom.lab.os.execv",
)


class LongWorkStarted(Exception):
    """The command got past its checks."""


def _started(*args: object, **kwargs: object) -> None:
    raise LongWorkStarted(args)


@contextlib.contextmanager
def long_work_stopped() -> Iterator[None]:
    """Within: each of :data:`LONG_WORK` raises :class:`LongWorkStarted` instead of running."""
    with contextlib.ExitStack() as stack:
        for target in LONG_WORK:
            stack.enter_context(mock.patch(target, _started))
        yield


def run(argv: list[str]) -> tuple[int | str, str, str]:
    """(exit status, stdout, stderr) of ``euchre-teach ARGV``; the status is ``'started'`` when the
    command got to its long work, and ``'exit N'`` when argparse ended it with ``SystemExit(N)``."""
    out, err = io.StringIO(), io.StringIO()
    status: int | str
    with long_work_stopped(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except LongWorkStarted:
            status = "started"
        except SystemExit as stop:
            status = f"exit {stop.code}"
    return status, out.getvalue(), err.getvalue()


def refused(argv: list[str]) -> str:
    """Run the command; it must end with status 2 and one line of message, never a traceback.
    Returns that line."""
    status, _, said = run(argv)
    assert status == 2, f"{argv!r} gave {status!r}: {said}"
    assert said.startswith("euchre-teach: ") and "Traceback" not in said, said
    assert said.count("\n") == 1, f"more than one line: {said!r}"
    return said.rstrip("\n")
