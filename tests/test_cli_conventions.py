"""The command line keeps the usual conventions: --version, python -m, a command's own usage on a bad option."""

from __future__ import annotations

import subprocess
import sys

import pytest

from euchre_teach import __version__
from euchre_teach.cli import main


def test_version_prints_the_version_and_starts_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"euchre-teach {__version__}"


def test_python_dash_m_runs_the_command() -> None:
    done = subprocess.run([sys.executable, "-m", "euchre_teach", "--version"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == f"euchre-teach {__version__}"
    helped = subprocess.run([sys.executable, "-m", "euchre_teach", "--help"], capture_output=True, text=True,
                            timeout=120)
    assert helped.returncode == 0 and "{lab,present,site,handout,convert,review,link}" in helped.stdout


@pytest.mark.parametrize(("argv", "usage"), [
    (["site", "out", "--bogus"], "usage: euchre-teach site [-h] [--lang CODE] [--online] [--pyodide TGZ] out"),
    (["handout", "3", "out", "--bogus"], "usage: euchre-teach handout [-h] [--lang CODE] [--code] [--no-pdf]"),
])
def test_a_bad_option_prints_its_commands_usage(
    argv: list[str], usage: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(usage) and "unrecognized arguments: --bogus" in err
