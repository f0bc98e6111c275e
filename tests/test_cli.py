"""The ``euchre-teach`` command: help, lessons by name, the lab copy, missing parts, the packaged lessons.

Browser-level tests of the presenter, site and handout setups are in ``tests/browser/test_classroom_*``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from commands import run

from euchre_teach import cli
from euchre_teach.classroom import lab as lab_setup
from euchre_teach.classroom.lessons import all_lessons, find_lesson

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
#: What the lab copies: the lessons and the glossary of their words.
COURSE = sorted([*NOTEBOOKS, "glossary.md"])
SCRIPT = Path(sys.executable).with_name("euchre-teach")


def run_script(*args: str, **kwargs: object) -> subprocess.CompletedProcess:
    """The installed console script, as a teacher runs it."""
    return subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, timeout=120, **kwargs)


@pytest.mark.parametrize("command", [[], ["lab"], ["present"], ["site"], ["handout"], ["convert"], ["review"],
                                     ["link"]])
def test_every_command_has_help(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main([*command, "--help"])
    assert stop.value.code == 0
    assert "usage: euchre-teach" in capsys.readouterr().out


def test_the_console_script_is_installed_and_answers() -> None:
    result = run_script("--help")
    assert result.returncode == 0, result.stderr
    for command in ("lab", "present", "site", "handout"):
        assert command in result.stdout


def test_the_source_checkout_uses_its_notebooks_folder() -> None:
    assert [p.name for p in all_lessons()] == NOTEBOOKS


@pytest.mark.parametrize("name", ["3", "03", "03_deal_and_bidding", "03_deal_and_bidding.ipynb", "bidding",
                                  "Deal and bidding"])
def test_a_lesson_is_found_by_number_name_or_part_of_its_name(name: str) -> None:
    assert find_lesson(name).stem == "03_deal_and_bidding"


def test_an_unknown_lesson_lists_the_lessons_without_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["present", "poker"]) == 2
    said = capsys.readouterr().err
    assert "no lesson 'poker'" in said and "Traceback" not in said
    for name in NOTEBOOKS:
        assert name.removesuffix(".ipynb") in said
    assert "The deal and the bidding rounds" in said


def test_an_ambiguous_lesson_asks_for_its_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["handout", "a", "out.html"]) == 2
    said = capsys.readouterr().err
    assert "07_play_a_match" in said and "09_variants" in said and "number" in said


def test_a_lesson_numbered_with_a_unicode_digit_is_no_lesson() -> None:
    status, _, said = run(["present", "²"])  # '²'.isdigit() is true, int('²') fails
    assert status == 2 and said.startswith("euchre-teach: there is no lesson '²'") and "Traceback" not in said


def test_unknown_options_are_refused_where_nothing_takes_them(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["site", "out", "--bogus"])
    assert stop.value.code == 2
    assert "unrecognized arguments: --bogus" in capsys.readouterr().err


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of our own."""
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The commands os.execv or os.execve was asked to run (recorded, not run)."""
    recorded: list[list[str]] = []
    monkeypatch.setattr(os, "execv", lambda path, command: recorded.append([path, *command[1:]]))
    monkeypatch.setattr(os, "execve", lambda path, command, environment: recorded.append([path, *command[1:]]))
    monkeypatch.setattr(lab_setup, "runs_as_root", lambda: False)  # the root case has its own test
    return recorded


@pytest.mark.parametrize(("container", "said"), [(True, "starting JupyterLab with --allow-root"),
                                                  (False, "refuses that unless you add --allow-root")])
def test_lab_as_root_passes_allow_root_in_a_container_or_says_how(
        home: Path, calls: list[list[str]], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        container: bool, said: str) -> None:
    monkeypatch.setattr(lab_setup, "runs_as_root", lambda: True)
    monkeypatch.setattr(lab_setup, "in_a_container", lambda: container)
    assert cli.main(["lab", "--no-browser"]) == 0
    assert ("--allow-root" in calls[-1]) is container and calls[-1][-1] == "--no-browser"
    assert said in capsys.readouterr().out


def test_lab_copies_the_lessons_home_and_opens_jupyterlab_there(home: Path, calls: list[list[str]],
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 0
    folder = home / "euchre-lessons"
    assert sorted(p.name for p in folder.iterdir()) == COURSE
    for name in COURSE:
        assert (folder / name).read_bytes() == (ROOT / "notebooks" / name).read_bytes()
        assert os.access(folder / name, os.W_OK)
    assert calls == [[sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}"]]
    assert f"Copied {len(COURSE)} file(s) of the course to {folder}" in capsys.readouterr().out


def test_lab_keeps_a_learners_edited_copy(home: Path, calls: list[list[str]],
                                          capsys: pytest.CaptureFixture[str]) -> None:
    folder = home / "mine"
    folder.mkdir()
    (folder / "01_cards_and_bowers.ipynb").write_text("my notes")
    assert cli.main(["lab", "--dir", str(folder), "--no-browser"]) == 0
    assert (folder / "01_cards_and_bowers.ipynb").read_text() == "my notes"
    assert sorted(p.name for p in folder.iterdir()) == COURSE
    said = capsys.readouterr().out
    assert "Kept your own copies" in said and "01_cards_and_bowers.ipynb" in said
    assert calls[-1][-1] == "--no-browser"  # JupyterLab's own options are passed on
    assert cli.main(["--no-browser"]) == 0  # no command: lab, with the options given
    assert calls[-1][-2:] == [f"--ServerApp.root_dir={home / 'euchre-lessons'}", "--no-browser"]


def test_lab_dry_run_copies_nothing_and_starts_nothing(tmp_path: Path) -> None:
    result = run_script("lab", "--dry-run", "--dir", str(tmp_path / "lessons"))
    assert result.returncode == 0, result.stderr
    assert f"Would copy {len(COURSE)} file(s) of the course" in result.stdout
    assert "Would run:" in result.stdout and "-m jupyterlab" in result.stdout
    assert not (tmp_path / "lessons").exists()


def test_lab_into_a_file_says_so(home: Path, calls: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    (home / "taken").write_text("")
    assert cli.main(["lab", "--dir", str(home / "taken")]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err
    assert calls == []


@pytest.mark.parametrize(("argv", "missing", "message"), [
    (["lab", "--dry-run"], "jupyterlab", "JupyterLab is not installed: pip install 'euchre-teach[lab]'"),
    (["present", "3"], "voila", "Voilà is not installed: pip install 'euchre-teach[present]'"),
    (["site", "out"], "jupyterlite_core", "JupyterLite is not installed: pip install 'euchre-teach[site]'"),
    (["handout", "3", "out"], "nbconvert", "nbconvert is not installed: pip install 'euchre-teach[handout]'"),
])
def test_a_missing_part_names_the_extra_to_install(argv: list[str], missing: str, message: str,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == missing else real(name, *a))
    assert cli.main(argv) == 2
    assert capsys.readouterr().err.strip() == f"euchre-teach: {message}"


def test_importing_the_cli_imports_no_jupyter_part() -> None:
    code = ("import sys, euchre_teach.cli; heavy = {'ipywidgets', 'IPython', 'jupyterlab', 'voila', 'nbconvert', "
            "'nbclient', 'jupyterlite_core', 'ipycanvas', 'jupyter_server'}; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_the_wheel_ships_the_lessons_and_an_installed_copy_finds_them(tmp_path: Path) -> None:
    """A wheel (as ``pip install .`` builds) holds every lesson and the shipped games; installed non-editable, the
    CLI uses them and the engine finds the games."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--no-cache-dir", "--wheel-dir", str(tmp_path / "dist"), str(ROOT)], check=True, timeout=300)
    (wheel,) = (tmp_path / "dist").glob("euchre_teach-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert sorted(n.rsplit("/", 1)[1] for n in names if n.count("/") == 2 and n.startswith("euchre_teach/lessons/")) \
        == COURSE
    written = {n.removeprefix("euchre_teach/lessons/") for n in names if n.count("/") == 3 and "lessons/" in n}
    assert {f"{code}/00_start_here.ipynb" for code in ("fi", "es", "ja", "ro")} <= written  # the written lessons
    assert not [n for n in names if "checkpoint" in n or "__pycache__" in n or n.startswith("notebooks/")]
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile", "--no-cache-dir",
                    "--target", str(tmp_path / "site"), str(wheel)], check=True, timeout=300)
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    code = "from euchre_teach.classroom.lessons import lessons_folder; print(lessons_folder())"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path,
                           check=True)
    assert Path(found.stdout.strip()) == tmp_path / "site" / "euchre_teach" / "lessons"
    # the championship game lesson 13 opens ships too, with its source and license
    assert {f"euchre_teach/games/{name}" for name in ("vwec_finals_annotated.egn", "README.md",
                                                      "LICENSE-Apache-2.0.txt")} <= set(names)
    code = "from euchre_teach.egn import sample_path, sample_game; print(sample_path()); print(sample_game().players)"
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path,
                           check=True)
    shipped = tmp_path / "site" / "euchre_teach" / "games" / "vwec_finals_annotated.egn"
    assert found.stdout.splitlines() == [str(shipped), "('WWMM', 'Llama', 'Euchrazy1', 'LeftyKnavey')"]
    dry = subprocess.run([sys.executable, "-m", "euchre_teach.cli", "lab", "--dry-run", "--dir", str(tmp_path / "x")],
                         capture_output=True, text=True, env=env, cwd=tmp_path, check=True)
    assert f"Would copy {len(COURSE)} file(s) of the course" in dry.stdout

