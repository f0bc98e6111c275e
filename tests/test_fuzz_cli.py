"""Fuzz of the command line: hostile arguments end in exit status 2 and one line, never a traceback.

Seeded random command lines (``lab``, ``present``, ``site``, ``handout``, ``convert``, ``review``,
``link``) with hostile paths as output folders, ``--dir`` and ``--pyodide`` (symbolic link loops,
FIFOs, folders, files, missing parents, ``~nobody`` and unknown users, long names, NUL, names that
are not UTF-8, system folders), hostile lesson names and numbers, and stray options. Most run
in-process through ``cli.main`` with the long work stopped (:mod:`commands`); a few run in a
subprocess whose terminal encoding is ASCII.

Every case runs under a time limit. ``EUCHRE_FUZZ_SCALE=10`` runs ten times as many cases; the
inputs tried and the failure shapes found are printed at the end (``pytest -s``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from unittest import mock

import pytest
from commands import run
from fuzzing import time_limit

SCALE = int(os.environ.get("EUCHRE_FUZZ_SCALE", "1"))
LIMIT = 30.0  # seconds a case may take: far beyond any real case, short enough that a hang fails
COUNTS: Counter[str] = Counter()

LESSONS = ["3", "03", "bidding", "card", "99", "-1", "0", "²", "٣", "", " ", "x" * 300, "\x00", "3\x00", "a",
           "05_scoring.ipynb", "../../etc/passwd", "\udcff", "é", "\n"]
OPTIONS = {
    "lab": [[], ["--no-browser"], ["--dry-run"]],
    "present": [[], ["--show-code"], ["--port", "x"]],
    "site": [[], ["--online"], ["--bogus"]],
    "handout": [[], ["--no-pdf"], ["--code"], ["--bogus"]],
    "link": [[], ["--step", "3"], ["--step", "-99"], ["--site", "https://school.example/e"], ["--site", "x y"]],
    "review": [["--samples", "5"], ["--samples", "x"], ["--samples", "0"], ["--bogus"]],
    "convert": [[], ["--deal", "2"], ["--deal", "x"], ["--deal", "-1"], ["--deal", "99"], ["--bogus"]],
}
#: A real game to convert (its conversions are tested in test_egn.py and test_cli_convert.py).
GAME = str(Path(__file__).resolve().parent / "data" / "egn" / "vwec_finals_annotated.egn")
#: A game of one short deal, quick to review.
SHORT_GAME = str(Path(__file__).resolve().parent / "data" / "egn" / "partial_deal.egn")


def _places(tmp: Path) -> dict[str, str]:
    """Hostile paths by kind, made under ``tmp``."""
    loop = tmp / "loop"
    os.symlink(loop, loop)
    os.mkfifo(tmp / "fifo")
    (tmp / "file").write_text("x")
    (tmp / "full").mkdir()
    (tmp / "full" / "kept.txt").write_text("a teacher's notes")
    (tmp / "bad.tgz").write_text("not a tarball")
    odd = os.fsdecode(os.fsencode(tmp) + b"/\xff\xfe")
    return {
        "symlink loop": str(loop), "inside a symlink loop": str(loop / "x"), "loop page": str(loop / "x.html"),
        "FIFO": str(tmp / "fifo"), "FIFO page": str(tmp / "fifo" / "x.html"), "file": str(tmp / "file"),
        "inside a file": str(tmp / "file" / "x"), "folder with files": str(tmp / "full"),
        "missing parents": str(tmp / "a" / "b" / "c"), "new page": str(tmp / "new.html"),
        "pdf name": str(tmp / "x.pdf"), "text file": str(tmp / "full" / "kept.txt"),
        "~nobody": "~nobody/x", "unknown user": "~no-such-user-of-euchre/x", "home": "~/x",
        "long name": str(tmp / ("n" * 300)), "long page": str(tmp / ("n" * 300 + ".html")),
        "very long path": str(tmp / "/".join(["d" * 200] * 30)), "NUL": str(tmp / "a\x00b"),
        "empty": "", "blank": " ", "dot": ".", "not UTF-8": odd, "not UTF-8 inside": odd + "/x",
        "non-ASCII": str(tmp / "leçons"), "newline": str(tmp / "a\nb"),
        "/sys": "/sys/x", "/proc": "/proc/x", "/dev/null": "/dev/null", "inside /dev/null": "/dev/null/x",
        "bad tarball": str(tmp / "bad.tgz"), "missing tarball": str(tmp / "missing.tgz"),
    }


def _argv(rng: random.Random, places: dict[str, str]) -> tuple[list[str], str]:
    """A random command line and the kind of hostile path in it."""
    command = rng.choice(sorted(OPTIONS))
    kind = rng.choice(sorted(places))
    path, lesson, extra = places[kind], rng.choice(LESSONS), rng.choice(OPTIONS[command])
    if command == "lab":
        dry = ["--dry-run"] if kind in ("~nobody", "home", "/sys", "/proc") else extra
        return ["lab", "--dir", path, *dry], kind
    if command == "present":
        return ["present", lesson, *extra], "lesson " + ascii(lesson)[:12]
    if command == "site":
        tarball = ["--pyodide", places[rng.choice(sorted(places))]] if rng.random() < 0.3 else []
        return ["site", path, *extra, *tarball], kind
    if command == "link":
        return ["link", rng.choice([path, path + ".json", path + ".txt", GAME]), *extra], kind
    if command == "review":
        target = path + rng.choice([".html", ".pdf", ""]) if "/dev/null" not in kind else path
        return ["review", rng.choice([SHORT_GAME, path, path + ".egn"]), target, *extra], kind
    if command == "convert":
        target = path + rng.choice([".json", ".egn", ".txt", ""]) if "/dev/null" not in kind else path
        source = rng.choice([GAME, path, path + ".egn"])
        return ["convert", source, target, *extra], kind
    return ["handout", rng.choice(["3", lesson]), path, *extra], kind


def _shape(argv: list[str], status: object, out: str, err: str) -> str | None:
    """What was wrong with a case (None: a clean refusal, a usage error, a dry run, or the work started)."""
    if "Traceback" in err or "Traceback" in out:
        return "a traceback"
    if status == "started" or (status == 0 and argv[0] == "lab"):
        return None
    if status == 0 and argv[0] == "link":  # a path that happened to hold a record: its code and links
        return None if out.startswith("The code of this hand") else "linked, but said " + out[:40]
    if status == 0 and argv[0] in ("convert", "review"):  # a real game to a path that takes it: says where
        last = out.splitlines()[-1] if out.strip() else ""
        return None if last.startswith("Wrote ") else "done, but said " + out[:40]
    if status == "exit 2":  # argparse: its usage line, then one line of error
        return None if err.startswith("usage: euchre-teach") and "error: " in err else "argparse said " + err[:40]
    if status != 2:
        return f"status {status!r}"
    if not err.startswith("euchre-teach: "):
        return "no message"
    lines = err.rstrip("\n").split("\n")
    if len(lines) > 1 and "The lessons are:" not in err:  # the lesson list follows an unknown lesson
        return "more than one line"
    return None


def test_fuzz_cli_hostile_command_lines_end_in_one_line_and_status_2(tmp_path: Path) -> None:
    places = _places(tmp_path)
    rng = random.Random(2024)
    shapes: dict[str, list[str]] = {}
    with mock.patch.dict(os.environ, {"HOME": str(tmp_path / "home")}):
        for _ in range(300 * SCALE):
            argv, kind = _argv(rng, places)
            os.chdir(tmp_path)
            try:
                with time_limit(LIMIT):
                    status, out, err = run(argv)
            except Exception as error:  # a shape to report, not to stop at
                status, out, err = f"raised {type(error).__name__}", "", f"Traceback: {error}"
            COUNTS[f"CLI {argv[0]}"] += 1
            shape = _shape(argv, status, out, err)
            if shape is not None:
                shapes.setdefault(f"{argv[0]} / {kind}: {shape}", []).append(ascii(argv)[:200])
    _report(shapes)
    assert not shapes, "\n".join(f"{shape}: {cases[0]}" for shape, cases in shapes.items())
    assert (tmp_path / "file").read_text() == "x"  # a refused command wrote over nothing
    assert (tmp_path / "full" / "kept.txt").read_text() == "a teacher's notes"


def test_fuzz_cli_in_an_ascii_terminal_prints_escapes_never_a_traceback(tmp_path: Path) -> None:
    places = _places(tmp_path)
    rng = random.Random(7)
    names = ["dé", "leçons", "日本", "ü" * 90, "é\x7f"]
    shapes: dict[str, list[str]] = {}
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1]), "HOME": str(tmp_path / "home")}
    for case in range(5 * SCALE):
        name = names[case % len(names)]
        (tmp_path / f"{name}-file").write_text("x")
        argv = [["site", str(tmp_path / f"{name}-file")],
                ["handout", "3", str(tmp_path / f"{name}-file" / "x.html")],
                ["lab", "--dry-run", "--dir", str(tmp_path / name)],
                ["site", places["symlink loop"] + "/" + name],
                ["present", name]][(case + case // 5) % 5]  # each command with each name, in turn
        env["PYTHONIOENCODING"] = rng.choice(["ascii", "ascii:strict", "latin-1:strict"])
        done = subprocess.run([sys.executable, "-m", "euchre_teach", *argv], capture_output=True, text=True,
                              errors="replace", env=env, timeout=LIMIT, cwd=tmp_path)
        COUNTS["CLI in an ASCII terminal"] += 1
        shape = _shape(argv, done.returncode, done.stdout, done.stderr)
        if shape is not None:
            shapes.setdefault(f"{argv[0]} in {env['PYTHONIOENCODING']}: {shape}", []).append(ascii(argv))
    _report(shapes)
    assert not shapes, shapes


def _report(shapes: dict[str, list[str]]) -> None:
    print("\nCLI inputs tried:", dict(COUNTS), "failure shapes:", len(shapes))
    for shape, cases in shapes.items():
        print(f"  {shape} ({len(cases)}×), e.g. {cases[0]}")


@pytest.fixture(autouse=True)
def _back_home() -> object:
    cwd = os.getcwd()
    yield
    os.chdir(cwd)
