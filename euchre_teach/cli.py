"""The ``euchre-teach`` command: open the lessons in JupyterLab.

``euchre-teach`` (or ``euchre-teach lab``) starts JupyterLab on the lessons folder. A user
mistake gets a one-line message and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from pathlib import Path


def lessons_folder() -> Path | None:
    """The ``notebooks/`` folder beside the package (a source checkout or editable install)."""
    candidate = Path(__file__).resolve().parent.parent / "notebooks"
    return candidate if candidate.is_dir() else None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="euchre-teach",
        description="Euchre lessons for Jupyter. With no command, opens the lessons in JupyterLab.",
    )
    sub = parser.add_subparsers(dest="command")
    lab = sub.add_parser("lab", help="open the lessons in JupyterLab (the default)")
    lab.add_argument("--dir", type=Path, help="the folder of notebooks to open (default: the lessons)")
    lab.add_argument("jupyter_args", nargs=argparse.REMAINDER, help="passed on to jupyter lab, e.g. --no-browser")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv if argv is not None else sys.argv[1:])
    if args.command in (None, "lab"):
        folder = getattr(args, "dir", None) or lessons_folder()
        extra = getattr(args, "jupyter_args", []) or []
        return _open_lab(folder, extra)
    return 2


def _open_lab(folder: Path | None, extra: list[str]) -> int:
    if folder is None or not folder.is_dir():
        print("euchre-teach: no lessons folder found; pass one with --dir PATH", file=sys.stderr)
        return 2
    if importlib.util.find_spec("jupyterlab") is None:
        print("euchre-teach: JupyterLab is not installed: pip install 'euchre-teach[lab]'", file=sys.stderr)
        return 2
    command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}", *extra]
    os.execv(sys.executable, command)
    return 0  # not reached: execv replaces this process


if __name__ == "__main__":
    raise SystemExit(main())
