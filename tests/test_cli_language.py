"""``--lang CODE`` on every command: before or after the command, the run (and what it starts) speaks it;
a code that is not a language of the course is refused in one line, status 2, and nothing runs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from euchre_teach import cli, language
from euchre_teach.i18n import ENVIRONMENT

COMMANDS = ("lab", "present", "site", "handout", "convert", "review", "link")


@pytest.mark.parametrize("before", [True, False])
def test_the_language_given_is_the_runs_and_the_programs_it_starts(
        before: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    given = ["--lang", "fi"]
    command = ["lab", "--dry-run", "--dir", str(tmp_path / "lessons")]
    assert cli.main([*given, *command] if before else [*command, *given]) == 0
    assert language() == "fi" and os.environ[ENVIRONMENT] == "fi"  # JupyterLab's kernels inherit it
    assert "Would run:" in capsys.readouterr().out and not (tmp_path / "lessons").exists()


def test_no_command_but_a_language_opens_the_lab_in_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert cli.main(["--lang=ja", "--dry-run", "--dir", str(tmp_path)]) == 0
    assert language() == "ja" and "Would run:" in capsys.readouterr().out


@pytest.mark.parametrize("code", ["xx", "", "english", "7"])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_code_that_is_not_a_language_is_refused_and_nothing_runs(
        command: str, code: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    arguments = {"lab": ["--dry-run", "--dir", str(tmp_path / "x")], "present": ["3"],
                 "site": [str(tmp_path / "site")], "handout": ["3", str(tmp_path / "h.html")],
                 "convert": [str(tmp_path / "a.egn"), str(tmp_path / "b.json")],
                 "review": [str(tmp_path / "a.egn"), str(tmp_path / "r.html")], "link": [str(tmp_path / "r.json")]}
    assert cli.main([command, *arguments[command], "--lang", code]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "is not a language of the course: use one of en (English)" in error
    assert language() == "en" and ENVIRONMENT not in os.environ and list(tmp_path.iterdir()) == []


def test_every_command_says_it_takes_a_language(capsys: pytest.CaptureFixture[str]) -> None:
    for command in COMMANDS:
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        assert "--lang CODE" in capsys.readouterr().out, command
