"""Paths on the command line: every bad folder or file is refused in one line with exit status 2,
before any long work, in any terminal encoding (a symbolic link loop, an unknown ``~user``, a FIFO,
a name too long, a NUL, a name the terminal cannot show)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from commands import refused, run

#: Commands with an output folder, as (argv before the path, argv after it).
OUTPUTS = {
    "lab": (["lab", "--dry-run", "--dir"], []),
    "site": (["site"], []),
    "handout": (["handout", "3"], []),
}


@pytest.fixture
def loop(tmp_path: Path) -> Path:
    path = tmp_path / "loop"
    os.symlink(path, path)
    return path


@pytest.mark.parametrize("command", OUTPUTS)
def test_a_symlink_loop_as_the_folder_is_refused(command: str, loop: Path) -> None:
    before, after = OUTPUTS[command]
    for path in (loop, loop / "inside", loop / "page.html"):
        assert "loop back on themselves" in refused([*before, str(path), *after])


@pytest.mark.parametrize("command", OUTPUTS)
def test_the_home_of_an_unknown_user_is_refused(command: str) -> None:
    before, after = OUTPUTS[command]
    said = refused([*before, "~no-such-user-of-euchre/x", *after])
    assert "cannot find the home folder of no-such-user-of-euchre" in said


@pytest.mark.parametrize("command", OUTPUTS)
def test_a_fifo_a_long_name_and_a_nul_are_refused(command: str, tmp_path: Path) -> None:
    before, after = OUTPUTS[command]
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "is a file, not a folder" in refused([*before, str(fifo), *after])
    assert "too long" in refused([*before, str(tmp_path / ("n" * 300)), *after])
    assert "NUL" in refused([*before, str(tmp_path / "a\x00b"), *after])


def test_a_long_handout_page_name_is_refused_before_the_lesson_runs(tmp_path: Path) -> None:
    said = refused(["handout", "3", str(tmp_path / ("n" * 300 + ".html"))])
    assert said.startswith("euchre-teach: cannot write the handout to") and "too long" in said
    assert "…" in said  # a long name is cut in the middle


def test_a_path_inside_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "FILE").write_text("x")
    assert "is a file, not a folder" in refused(["lab", "--dry-run", "--dir", str(tmp_path / "FILE" / "lessons")])


@pytest.mark.parametrize("kind", ["fifo", "loop", "folder", "missing", "~user"])
def test_a_pyodide_tarball_that_is_no_regular_file_is_refused(kind: str, tmp_path: Path) -> None:
    path = tmp_path / kind
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "loop":
        os.symlink(path, path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "~user":
        path = Path("~no-such-user-of-euchre/pyodide.tgz")
    said = refused(["site", str(tmp_path / "site"), "--pyodide", str(path)])
    assert "Pyodide tarball" in said


def _in_ascii_terminal(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "ascii:strict", "PYTHONPATH": str(Path(__file__).parents[1])}
    return subprocess.run([sys.executable, "-m", "euchre_teach", *argv], capture_output=True, text=True,
                          env=env, timeout=120)


def test_an_ascii_terminal_gets_backslash_escapes_for_a_refused_folder(tmp_path: Path) -> None:
    (tmp_path / "dé").write_text("a file, not a folder")
    done = _in_ascii_terminal("site", str(tmp_path / "dé"))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"euchre-teach: {tmp_path}/d\\xe9 is a file, not a folder: "
                           "give a new or empty folder for the site\n")


def test_an_ascii_terminal_gets_backslash_escapes_in_what_is_printed(tmp_path: Path) -> None:
    done = _in_ascii_terminal("lab", "--dry-run", "--dir", str(tmp_path / "leçons"))
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert done.stdout.startswith("Would copy") and f"to {tmp_path}/le\\xe7ons: " in done.stdout


def test_a_name_that_is_not_utf8_is_shown_escaped(tmp_path: Path) -> None:
    odd = os.fsdecode(bytes(tmp_path) + b"/\xff/FILE")
    os.mkdir(os.fsencode(odd).rsplit(b"/", 1)[0])
    Path(odd).write_text("x")
    status, _, said = run(["site", odd])
    assert status == 2 and "\\udcff" in said and said.count("\n") == 1
