"""How long a lesson of the offline JupyterLite site takes to start, in headless Chromium.

Builds the site with ``euchre-teach site OUT`` (or takes ``--site DIR`` built before) and serves it on
127.0.0.1 as ``python -m http.server`` does (what the build tells teachers to try). Each run starts
Chromium on a fresh profile (nothing cached: no HTTP cache, no service worker, no browser storage) that
reaches the local server only, opens ``--lesson`` where the site's lesson list opens it, and as soon as
the notebook shows runs all its cells (Run › Run All Cells), as a learner told to would: they run once
Python is ready. Then it reloads the
page in the same profile (everything the browser caches is cached) and does it again. It reports, for the
first open and for the reload, medians over the runs:

* the page: from opening it to the notebook shown;
* the Pyodide boot: from opening the page to Python ready, that is to the lesson's setup cell done (Pyodide,
  the kernel's own packages and the lessons' package loaded);
* the lesson: from Python ready to its first widget shown (the cells up to it run);
* the whole start: from opening the page to the lesson's first widget shown.

Wall clock (a browser has no CPU clock for its worker); the machine's load average (``uptime``) is shown
for each run, since a loaded machine slows every step. Beside it, the CPU time the browser's processes
(and Playwright's driver) spent on the whole start, read from ``/proc`` (Linux): a loaded machine
stretches the wall clock but hardly that, so it compares two builds fairly where the load changes.
A measurement, not a test.

``--compare DIR`` measures another site built before (an older build) in turns with this one, run for run,
so that both meet the same load.

    python benchmarks/bench_site_start.py [--site DIR] [--compare DIR] [--runs N] [--lesson NAME]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_jupyterlite import FLAGS, build, free_port, serve  # beside this script

from euchre_teach.classroom.site import lesson_url

WAIT = 300_000
#: Python is ready: the first code cell (the lesson's setup cell) is done. (The kernel's indicator says
#: idle long before: JupyterLite's kernel takes requests while Pyodide starts, and answers them after.)
SETUP_DONE = ".jp-CodeCell >> nth=0 >> .jp-InputPrompt >> text=/\\[\\d+\\]/"
#: A widget's view in a cell's output.
WIDGET = ".jp-OutputArea-output .jupyter-widgets"
STEPS = ("page: open to the notebook shown", "Pyodide boot: open to Python ready",
         "lesson: Python ready to its first widget", "whole start: open to the first widget",
         "whole start: the browser's CPU time")


def browser_cpu() -> float:
    """CPU seconds (user and system) spent so far by this process's descendants: the browser, live or reaped."""
    parents, spent = {}, {}
    for entry in Path("/proc").iterdir():
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split() if entry.name.isdigit() else None
        except OSError:  # the process ended meanwhile
            continue
        if fields:
            parents[int(entry.name)] = int(fields[1])
            spent[int(entry.name)] = sum(int(x) for x in fields[11:15])  # utime, stime, cutime, cstime
    me = os.getpid()

    def mine(pid: int) -> bool:
        while pid > 1:
            pid = parents.get(pid, 0)
            if pid == me:
                return True
        return False

    return sum(ticks for pid, ticks in spent.items() if mine(pid)) / os.sysconf("SC_CLK_TCK")


def load() -> str:
    """The machine's load averages over 1, 5 and 15 minutes, as ``uptime`` shows them."""
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def run_all(page) -> None:  # type: ignore[no-untyped-def]
    """Run › Run All Cells, again if the first click is lost (no cell starts)."""
    started = page.locator(".jp-InputPrompt").filter(has_text="[*]").or_(
        page.locator(".jp-InputPrompt").filter(has_text="[1]"))
    for _attempt in range(4):
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        try:
            started.first.wait_for(timeout=10_000)
            return
        except Exception:  # the first Run All can be lost: try again
            page.keyboard.press("Escape")
    raise SystemExit("Run All Cells started no cell")


def start(page, go) -> list[float]:  # type: ignore[no-untyped-def]
    """Open the lesson with ``go()``, run its cells once Python is ready: the seconds of :data:`STEPS`."""
    cpu = browser_cpu()
    opened = time.perf_counter()
    go()
    page.locator(".jp-NotebookPanel").first.wait_for()
    shown = time.perf_counter()
    run_all(page)
    page.locator(SETUP_DONE).first.wait_for()
    ready = time.perf_counter()
    page.locator(WIDGET).first.wait_for()
    widget = time.perf_counter()
    return [shown - opened, ready - opened, widget - ready, widget - opened, browser_cpu() - cpu]


def one_run(chromium: str, url: str, lesson: str, profile: Path) -> dict[str, tuple[list[float], str]]:
    """A fresh profile: the lesson opened, then reloaded. Each with its times and the load when it began."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(profile), executable_path=chromium, args=FLAGS, headless=True,
            viewport={"width": 1280, "height": 900},
            proxy={"server": f"http://127.0.0.1:{free_port()}", "bypass": "127.0.0.1"})
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.set_default_timeout(WAIT)
            first_load = load()
            first = start(page, lambda: page.goto(f"{url}/{lesson_url(lesson)}"))
            reload_load = load()
            again = start(page, page.reload)
        finally:
            context.close()
    return {"first open": (first, first_load), "reload": (again, reload_load)}


def table(results: dict[str, list[tuple[list[float], str]]], lesson: str, site: Path) -> str:
    """The medians of each step, first open and reload side by side, then every run with its load."""
    runs = len(results["first open"])
    lines = [f"Offline JupyterLite site {site}, {lesson}, headless Chromium, wall clock, medians of {runs} runs", "",
             "| step | first open, median s | reload, median s |", "|---|---:|---:|"]
    for index, step in enumerate(STEPS):
        medians = [statistics.median(times[index] for times, _ in results[kind]) for kind in ("first open", "reload")]
        lines.append(f"| {step} | {medians[0]:.1f} | {medians[1]:.1f} |")
    lines += ["", "| run | kind | " + " | ".join(STEPS) + " | load (1, 5, 15 min) |",
              "|---|---|" + "---:|" * len(STEPS) + "---|"]
    for kind, measured in results.items():
        for run, (times, when) in enumerate(measured, 1):
            lines.append(f"| {run} | {kind} | " + " | ".join(f"{t:.1f}" for t in times) + f" | {when} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, help="a site built before with `euchre-teach site DIR`")
    parser.add_argument("--compare", type=Path, help="another site built before, measured in turns with this one")
    parser.add_argument("--lesson", default="00_start_here.ipynb")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    chromium = os.environ.get("EUCHRE_TEACH_CHROMIUM", "/usr/bin/chromium")
    with tempfile.TemporaryDirectory(prefix="euchre-bench-start-") as tmp:
        sites = [args.site or build(Path(tmp) / "site"), *([args.compare] if args.compare else [])]
        results: list[dict[str, list[tuple[list[float], str]]]] = [{"first open": [], "reload": []} for _ in sites]
        with ExitStack() as stack:
            urls = [stack.enter_context(serve(site)) for site in sites]
            for run in range(args.runs):
                for number, url in enumerate(urls):
                    profile = Path(tmp) / f"profile-{number}-{run}"
                    for kind, measured in one_run(chromium, url, args.lesson, profile).items():
                        results[number][kind].append(measured)
                print(f"run {run + 1} of {args.runs} done (load {load()})", file=sys.stderr, flush=True)
        print("\n\n".join(table(measured, args.lesson, site)
                          for measured, site in zip(results, sites, strict=True)))

if __name__ == "__main__":
    main()
