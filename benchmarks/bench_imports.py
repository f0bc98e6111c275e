"""Import times in fresh interpreters: ``import euchre_teach`` and ``import euchre_teach.widgets``.

Each round starts three fresh ``python`` processes, in rotating order: bare (``-c pass``),
``-c "import euchre_teach"`` and ``-c "import euchre_teach.widgets"``, and reads each child's
CPU time (user + system, from ``os.wait4``). The table gives medians over the rounds, over
bare Python. ``-X importtime`` (``--detail``) shows the slowest modules of one import.
A measurement, not a test.

    python benchmarks/bench_imports.py [--rounds R] [--detail MODULE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

CASES = {
    "bare python -c pass": "pass",
    "import euchre_teach": "import euchre_teach",
    "import euchre_teach.widgets": "import euchre_teach.widgets",
}


def cpu_seconds(code: str) -> float:
    """CPU time of a fresh interpreter running ``code``."""
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"{code!r} failed with exit code {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def detail(module: str, top: int = 15) -> str:
    """The slowest modules of one import, from ``-X importtime`` (self time, µs)."""
    run = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                         capture_output=True, text=True, check=True)
    rows = []
    for line in run.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self" not in line:
            own, total, name = (part.strip() for part in line[len("import time:"):].split("|"))
            rows.append((int(own), int(total), name))
    rows.sort(reverse=True)
    return "\n".join(f"{own:>8} µs self {total:>8} µs cumulative  {name}" for own, total, name in rows[:top])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--detail", metavar="MODULE", help="print the slowest imports of MODULE instead")
    args = parser.parse_args(argv)
    if args.detail:
        print(detail(args.detail))
        return
    names = list(CASES)
    times: dict[str, list[float]] = {name: [] for name in names}
    for name in names:  # warm the file cache
        cpu_seconds(CASES[name])
    for r in range(args.rounds):
        shift = r % len(names)
        for name in names[shift:] + names[:shift]:
            times[name].append(cpu_seconds(CASES[name]))
    bare = statistics.median(times[names[0]])
    print(f"Import times, fresh processes, CPU time (user + system), medians of {args.rounds} rounds; "
          f"Python {sys.version.split()[0]}")
    print()
    print("| command | CPU ms | over bare python, ms |")
    print("|---|---:|---:|")
    for name in names:
        median = statistics.median(times[name])
        print(f"| `{name}` | {median * 1e3:.0f} | {(median - bare) * 1e3:.0f} |")


if __name__ == "__main__":
    main()
