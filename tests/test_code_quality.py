"""Lint, types and complexity run with the tests: the README's test command (and so CI) fails when any fails.

Lint and types run as the developers run them (``ruff check .`` and ``mypy``, configured in pyproject.toml:
strict on the engine, plain elsewhere), from the repository root, with this interpreter's tools.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_check_is_clean() -> None:
    done = _run("ruff", "check", ".")
    assert done.returncode == 0, f"ruff check . failed:\n{done.stdout}{done.stderr}"


def test_mypy_is_clean() -> None:
    done = _run("mypy")
    assert done.returncode == 0, f"mypy failed:\n{done.stdout}{done.stderr}"
    assert "Success: no issues found" in done.stdout


def test_the_package_says_it_is_typed() -> None:
    assert (ROOT / "euchre_teach" / "py.typed").is_file()


#: Every module of the package (the engine, its analysis, players, pictures, widgets and rooms): each
#: function stays readable, radon's grade C or better (cyclomatic complexity at most 20).
CHECKED_FOR_COMPLEXITY = ("euchre_teach/**/*.py",)
MOST_BRANCHES = 20


def test_no_function_is_graded_worse_than_c_by_radon() -> None:
    from radon.complexity import cc_visit

    tangled = [
        f"{path.relative_to(ROOT)}:{block.lineno} {block.fullname} ({block.complexity})"
        for pattern in CHECKED_FOR_COMPLEXITY
        for path in sorted(ROOT.glob(pattern))
        for block in cc_visit(path.read_text(encoding="utf-8"))
        if block.complexity > MOST_BRANCHES
    ]
    assert not tangled, "functions to split (radon grade D or worse):\n" + "\n".join(tangled)
