"""The README's promises: two quick-start commands, and an example that runs as printed."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_quick_start_is_two_commands_and_ci_runs_the_second() -> None:
    quick = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = [line for line in quick.splitlines() if line.startswith("python3 ")]
    assert len(commands) == 2
    assert "euchre-teach" in commands[0] and "pytest" in commands[1]
    assert "<!-- test-command -->" in quick.split(commands[0])[1]
    assert (ROOT / ".ci" / "run").read_text().count("README.md") >= 1


def test_readme_engine_example_runs(tmp_path: Path) -> None:
    example = re.search(r"## The engine in a notebook cell.*?```python\n(.*?)```", README, re.S)
    assert example is not None
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        exec(compile(example.group(1), "README.md", "exec"), {})
    finally:
        os.chdir(cwd)
    assert (tmp_path / "lone-hand.txt").exists()
