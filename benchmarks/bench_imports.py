"""Import times in fresh interpreters: ``import euchre_teach`` and ``import euchre_teach.widgets``.

Each round starts fresh ``python`` processes, in rotating order: bare (``-c pass``),
``-c "import euchre_teach"``, ``-c "import euchre_teach.widgets"`` (the package alone: its widgets
are imported when asked for), ``from euchre_teach.widgets import *`` (what a lesson's first cell
does: every widget) and ``import ipywidgets``, and reads each child's
CPU time (user + system, from ``os.wait4``). The table gives medians over the rounds, over
bare Python, twice: with byte code cached (``.pyc`` files in a temporary
``PYTHONPYCACHEPREFIX``, as after any install), and compiling every module from source
(``PYTHONDONTWRITEBYTECODE=1``, as this machine's environment sets, and as a browser kernel
does on its first import of a freshly installed wheel). ``-X importtime`` (``--detail``)
shows the slowest modules of one import. A measurement, not a test.

    python benchmarks/bench_imports.py [--rounds R] [--detail MODULE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

CASES = {
    "bare python -c pass": "pass",
    "import euchre_teach": "import euchre_teach",
    "import euchre_teach.widgets": "import euchre_teach.widgets",
    "from euchre_teach.widgets import * (a lesson's first cell)": "from euchre_teach.widgets import *",
    "import ipywidgets (the floor under the widgets)": "import ipywidgets",
}


#: The children run here: ``python -c`` puts its working directory first on ``sys.path``, so a child
#: started in a checkout would import that checkout's package whatever PYTHONPATH says.
NEUTRAL = tempfile.gettempdir()


def cpu_seconds(code: str, env: dict[str, str]) -> float:
    """CPU time of a fresh interpreter running ``code``."""
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=env, cwd=NEUTRAL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"{code!r} failed with exit code {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def detail(module: str, top: int = 15) -> str:
    """The slowest modules of one import, from ``-X importtime`` (self time, µs)."""
    with tempfile.TemporaryDirectory(prefix="euchre-pycache-") as cache:
        env = {**os.environ, "PYTHONPYCACHEPREFIX": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        command = [sys.executable, "-X", "importtime", "-c", f"import {module}"]
        subprocess.run(command, capture_output=True, env=env, check=True, cwd=NEUTRAL)  # writes the byte code
        run = subprocess.run(command, capture_output=True, text=True, env=env, check=True, cwd=NEUTRAL)
    rows = []
    for line in run.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self" not in line:
            own, total, name = (part.strip() for part in line[len("import time:"):].split("|"))
            rows.append((int(own), int(total), name))
    rows.sort(reverse=True)
    return "\n".join(f"{own:>8} µs self {total:>8} µs cumulative  {name}" for own, total, name in rows[:top])


def _absolute(path: str) -> str:
    """A PYTHONPATH with every entry made absolute (the children run in :data:`NEUTRAL`)."""
    return os.pathsep.join(os.path.abspath(entry) for entry in path.split(os.pathsep) if entry)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--detail", metavar="MODULE", help="print the slowest imports of MODULE instead")
    parser.add_argument("--compare", metavar="DIR", help="also time the package found in DIR (another checkout), "
                        "interleaved with this one")
    args = parser.parse_args(argv)
    if args.detail:
        print(detail(args.detail), flush=True)
        return
    checkouts = {"": _absolute(os.environ.get("PYTHONPATH", ""))}
    if args.compare:
        checkouts = {"this checkout: ": checkouts[""], f"{args.compare}: ": _absolute(args.compare)}
    names = [(where, name) for where in checkouts for name in CASES]
    with tempfile.TemporaryDirectory(prefix="euchre-pycache-") as cache:
        base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        modes = {"byte code cached": {**base, "PYTHONPYCACHEPREFIX": cache},
                 "compiled from source": {**base, "PYTHONDONTWRITEBYTECODE": "1"}}
        times: dict[tuple[str, tuple[str, str]], list[float]] = {(m, n): [] for m in modes for n in names}

        def run(mode: str, case: tuple[str, str]) -> float:
            return cpu_seconds(CASES[case[1]], {**modes[mode], "PYTHONPATH": checkouts[case[0]]})

        for mode in modes:  # warm the file cache and write the .pyc files
            for case in names:
                run(mode, case)
        for r in range(args.rounds):
            shift = r % len(names)
            for mode in modes:
                for case in names[shift:] + names[:shift]:
                    times[mode, case].append(run(mode, case))
    print(f"Import times, fresh processes, CPU time (user + system), medians of {args.rounds} rounds; "
          f"Python {sys.version.split()[0]}")
    print()
    print("| command | " + " | ".join(f"{m}: CPU ms | {m}: over bare python, ms" for m in modes) + " |")
    print("|---|" + "---:|---:|" * len(modes))
    for case in names:
        cells = []
        for mode in modes:
            median = statistics.median(times[mode, case])
            bare = statistics.median(times[mode, (case[0], "bare python -c pass")])
            cells += [f"{median * 1e3:.0f}", f"{(median - bare) * 1e3:.0f}"]
        print(f"| {case[0]}`{case[1]}` | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
