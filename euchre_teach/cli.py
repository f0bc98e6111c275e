"""The ``euchre-teach`` command: one command for each classroom setup.

- ``euchre-teach`` or ``euchre-teach lab``: JupyterLab on the learner's own copy of the lessons;
- ``euchre-teach present LESSON``: a lesson as an app without code, for a projector (Voilà);
- ``euchre-teach site OUT``: a JupyterLite site of all lessons, for browsers with nothing installed;
- ``euchre-teach handout LESSON OUT``: a printable page (HTML, and PDF with Chromium);
- ``euchre-teach convert IN OUT``: a game between Euchre Game Notation (EGN) and the toolkit's record files;
- ``euchre-teach review GAME.egn OUT``: the coach's review of a real game (HTML, or PDF with Chromium);
- ``euchre-teach link RECORD``: a hand record as a short code and links that open it in the offline site.

A user mistake or a missing part gets a message and exit status 2, never a traceback, in any
terminal encoding (a character the terminal cannot show is printed as a backslash escape). The
setups live in ``euchre_teach.classroom`` and are imported only when their command runs.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Callable
from pathlib import Path

from euchre_teach import __version__
from euchre_teach.classroom import shown
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import LANGUAGES, set_language

LESSON_HELP = "a lesson by number (3), name (03_deal_and_bidding) or part of its name (bidding)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="euchre-teach",
        description="Euchre lessons for every classroom. With no command, opens the lessons in JupyterLab.",
    )
    parser.add_argument("--version", action="version", version=f"euchre-teach {__version__}")
    # every command takes --lang (main() moves one given before the command after it)
    speaks = argparse.ArgumentParser(add_help=False)
    speaks.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS,
                        help=f"the learner's language: {', '.join(LANGUAGES)} (default: $EUCHRE_TEACH_LANG, "
                             "else English); the lessons, presenter and handouts speak it")
    sub = parser.add_subparsers(dest="command", metavar="{lab,present,site,handout,convert,review,link}")

    lab = sub.add_parser(
        "lab", parents=[speaks], help="open your own copy of the lessons in JupyterLab (the default)",
        description="Copy the lessons into a folder of your own (missing files only: your edits are kept) "
                    "and open JupyterLab there. Other options go to JupyterLab, e.g. --no-browser.")
    lab.add_argument("--dir", type=Path, help="the folder for your copy (default: ~/euchre-lessons)")
    lab.add_argument("--dry-run", action="store_true", help="say what would be copied and run, do nothing")

    present = sub.add_parser(
        "present", parents=[speaks], help="show a lesson as an app without code, for a projector (Voilà)",
        description="Run a lesson in Voilà: text, pictures and widgets without the code. "
                    "Other options go to Voilà, e.g. --port 8866 --no-browser.")
    present.add_argument("lesson", help=LESSON_HELP)
    present.add_argument("--show-code", action="store_true", help="show the code cells too")

    site = sub.add_parser(
        "site", parents=[speaks], help="build a JupyterLite site of all lessons (students need nothing installed)",
        description="Build a static site that runs the lessons in the browser (JupyterLite with Pyodide). "
                    "Host the folder on any web server. By default the site works offline: nothing is "
                    "fetched from the internet when students use it.")
    site.add_argument("out", type=Path, help="the folder to write the site into")
    site.add_argument("--online", action="store_true",
                      help="smaller and quicker to build: Pyodide and packages come from the internet at run time")
    site.add_argument("--pyodide", type=Path, metavar="TGZ",
                      help="a pyodide-VERSION.tgz from the npm registry, instead of fetching it with npm")

    handout = sub.add_parser(
        "handout", parents=[speaks], help="make a printable page of a lesson (HTML, and PDF where Chromium is found)",
        description="Run a lesson and write it as a printable page with its pictures; "
                    "also a PDF when Chromium or Chrome is found.")
    handout.add_argument("lesson", help=LESSON_HELP + "; or 'problems THEME OUT' for a theme's problem set")
    handout.add_argument("out", nargs="+", metavar="OUT",
                         help="an .html file, or a folder for LESSON.html and LESSON.pdf (for problems: THEME OUT)")
    handout.add_argument("--code", action="store_true", help="include the code cells")
    handout.add_argument("--no-pdf", action="store_true", help="write the HTML page only")
    convert = sub.add_parser(
        "convert", parents=[speaks],
        help="convert a game between Euchre Game Notation (.egn) and a record file (.json or .txt)",
        description="Convert an .egn game to a hand record (.json or .txt: one deal), or a hand record or "
                    "match file to .egn. Nothing is written when the game does not replay.")
    convert.add_argument("source", type=Path, help="the file to read (.egn, .json or .txt)")
    convert.add_argument("target", type=Path, help="the file to write (.json or .txt from .egn; .egn otherwise)")
    convert.add_argument("--deal", type=int, help="from an .egn game of several deals: which deal, from 1")
    review = sub.add_parser(
        "review", parents=[speaks],
        help="the coach's review of a real game in Euchre Game Notation (HTML, or PDF with Chromium)",
        description="Grade every decision of every seat of an .egn game from what that seat could know, list "
                    "each side's costliest decisions with the reason in card terms, beside the players' own "
                    "notes and alternative lines. OUT is an .html page, or a .pdf where Chromium is found.")
    review.add_argument("game", type=Path, help="the game to review (.egn)")
    review.add_argument("out", type=Path, help="the page to write (.html or .pdf)")
    review.add_argument("--samples", type=int, help="deals sampled for each decision (more: steadier figures, "
                                                    "slower)")
    link = sub.add_parser(
        "link", parents=[speaks], help="a hand record as a short code, and links that open it in the offline site",
        description="Print a saved hand record (.json or .txt) as a short code a class can type, and the links "
                    "that open it in the offline site: to step through it, or to play it at the learning table.")
    link.add_argument("record", type=Path, help="the hand record (.json or .txt)")
    link.add_argument("--site", metavar="URL", help="the address the offline site is served at, to put before "
                                                    "the links")
    link.add_argument("--step", type=int, help="open the hand at this step rather than at the deal")
    for command in sub.choices.values():
        command.set_defaults(usage_of=command)  # a bad option is reported with its command's usage
    return parser


def _lab(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.classroom.lab import run_lab

    return run_lab(args.dir, extra, dry_run=args.dry_run)


def _present(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.classroom.present import run_present

    return run_present(args.lesson, extra, show_code=args.show_code)


def _site(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.classroom.site import build_site, size_mb

    out = build_site(args.out, online=args.online, pyodide=args.pyodide)
    print(f"The site is in {out} ({size_mb(out):.0f} MB). Put the folder on any web server, or try it here:\n"
          f"  python -m http.server --directory {out} 8000\n"
          "and open http://localhost:8000/ (students open the lesson files in the list).")
    return 0


def _handout(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.classroom import ClassroomError
    from euchre_teach.classroom.handout import build_handout, build_problem_sheet

    if args.lesson == "problems":
        if len(args.out) != 2:
            raise ClassroomError("give a theme and where to write: euchre-teach handout problems THEME OUT "
                                 "(themes: leads, 'second and third hand', ruffing, discards, 'round 2', "
                                 "'loner play', 'loner defence', score)")
        paths = build_problem_sheet(args.out[0], Path(args.out[1]), pdf=not args.no_pdf)
    elif len(args.out) != 1:
        raise ClassroomError(f"give one place to write the handout, not {len(args.out)}: euchre-teach handout "
                             "LESSON OUT")
    else:
        paths = build_handout(args.lesson, Path(args.out[0]), code=args.code, pdf=not args.no_pdf)
    for path in paths:
        print(f"Wrote {path}")
    return 0


def _convert(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.egn.convert import convert

    print(f"Wrote {convert(args.source, args.target, args.deal)}")
    return 0


def _review(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.classroom.review import write_review

    print(f"Reviewing {shown(args.game)}: every decision of every seat, about a second a deal…", flush=True)
    print(f"Wrote {write_review(args.game, args.out, samples=args.samples)}")
    return 0


def _link(args: argparse.Namespace, extra: list[str]) -> int:
    from euchre_teach.share import link_text

    print(link_text(args.record, site_url=args.site, step=args.step), end="")
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace, list[str]], int]] = {
    "lab": _lab, "present": _present, "site": _site, "handout": _handout, "convert": _convert, "review": _review,
    "link": _link,
}
#: Commands whose unknown options are passed on to the program they start.
PASS_ON = {"lab", "present"}


def _escape_what_cannot_be_shown() -> None:
    """Print characters the terminal's encoding lacks (``PYTHONIOENCODING=ascii``) as backslash escapes."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _command_first(argv: list[str]) -> list[str]:
    """``--lang fi lab …`` as ``lab --lang fi …``: a language given before the command is the command's."""
    size = 2 if argv[:1] == ["--lang"] else 1 if argv[:1] and argv[0].startswith("--lang=") else 0
    if not size or len(argv) <= size or argv[size].startswith("-"):
        return argv
    return [argv[size], *argv[:size], *argv[size + 1:]]


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    _escape_what_cannot_be_shown()
    parser = _parser()
    argv = _command_first(list(argv if argv is not None else sys.argv[1:]))
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version")):
        argv.insert(0, "lab")  # no command: lab, with any options given
    args, extra = parser.parse_known_args(argv)
    if extra and args.command not in PASS_ON:
        args.usage_of.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if "lang" in args:
            set_language(args.lang)  # the whole run, and the servers and kernels it starts, speak it
        return COMMANDS[args.command](args, extra)
    except EuchreError as error:  # the rooms' errors (a ClassroomError is one) and the engine's
        print(f"euchre-teach: {error}", file=sys.stderr)
        return 2
    except OSError as error:  # in the command line's own printing, e.g. a closed pipe: one line, not a traceback
        where = f": {shown(error.filename)}" if error.filename else ""
        print(f"euchre-teach: {error.strerror or error}{where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
