"""Lint and types run with the tests: the README's test command (and so CI) fails when either fails.

Both run as the developers run them (``ruff check .`` and ``mypy``, configured in pyproject.toml:
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
