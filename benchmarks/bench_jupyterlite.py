"""Start-up and click times of a lesson in the offline JupyterLite site, in headless Chromium.

Builds the site with ``euchre-teach site OUT`` (or takes ``--site DIR`` built before), serves it
on 127.0.0.1, and for each run opens ``--lesson`` in a fresh browser context (nothing cached in
the browser's storage) that can reach the local server only. It reports, medians over the runs:

* the Pyodide boot: from opening the page to the kernel's first "Idle";
* the lesson's own start-up: from kernel idle to the setup cell done (the ``piplite`` installs)
  and to the first lesson cell done (its imports), the cells started by Run All;
* one trainer click (lesson 08's ``BidTrainer``): from the click on a bid to its numbers shown
  (the verdict with every card face up), and on to the hidden-card numbers that follow;
* inside the kernel (Pyodide), ``advise_bid`` on the benchmark hands of ``bench_pimc.py``:
  the median time to a confident verdict, and with a fixed 300 deals;
* inside the kernel, lesson 07's play table (hints and grading on, as the lesson has it), the learner
  taking the first legal action at every turn: the median and slowest click, and how many took over 1 s.

Wall-clock times (a browser has no CPU clock for its worker); run it on an idle machine.
Needs playwright and a Chromium (``/usr/bin/chromium`` or ``$EUCHRE_TEACH_CHROMIUM``).
A measurement, not a test.

    python benchmarks/bench_jupyterlite.py [--site DIR] [--runs N] [--lesson NAME] [--every-lesson]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import inspect
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_lesson_clicks  # beside this script
import bench_table_clicks

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
BOOT_WAIT = 240_000
#: Python run in the kernel: advise_bid's time to a verdict on the bench_pimc hands (first bidders).
KERNEL_TIMING = """\
import time, statistics, inspect
from euchre_teach import new_hand
from euchre_teach.analysis.strength import advise_bid
views = [new_hand("standard", seed=s) for s in range(HANDS)]
views = [h.view(h.current_player()) for h in views]
advise_bid(views[0], samples=30, seed=0)
adaptive = "confidence" in inspect.signature(advise_bid).parameters
quick, fixed = [], []
full = {"confidence": None} if adaptive else {}
for v in views:
    t = time.perf_counter()
    if adaptive:
        advise_bid(v, samples=1000, seed=1)
    quick.append(time.perf_counter() - t)
    t = time.perf_counter()
    advise_bid(v, samples=300, seed=1, **full)
    fixed.append(time.perf_counter() - t)
print(f"RESULT {statistics.median(quick) if adaptive else float('nan'):.3f} {statistics.median(fixed):.3f}")"""
#: Python run in the kernel: lesson 07's play table clicked through (``bench_table_clicks.table_clicks``, its
#: own source), each click timed by the wall clock (a browser's worker has no CPU clock).
TABLE_TIMING = "from __future__ import annotations\nfrom collections.abc import Callable\n" + inspect.getsource(
    bench_table_clicks.table_clicks) + """
import statistics, time
clicks = table_clicks(CLICKS, time.perf_counter)
print(f"RESULT {statistics.median(clicks):.3f} {max(clicks):.3f} {sum(c > 1 for c in clicks)} {len(clicks)}")"""

#: Python run in the kernel after a lesson's cells: every control of its widgets worked, each click timed.
CONTROLS_TIMING = "from collections.abc import Callable\nimport json, time\n" + inspect.getsource(
    bench_lesson_clicks.work_controls)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def build(out: Path) -> Path:
    print(f"Building the offline site into {out} ...", file=sys.stderr, flush=True)
    subprocess.run([sys.executable, "-m", "euchre_teach.cli", "site", str(out)], check=True,
                   stdout=subprocess.DEVNULL)
    return out


_PROMPTS = """() => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
    .map(p => p.textContent.trim())"""


def cell_times(page, start: float, cells: int, timeout: float) -> list[float]:  # type: ignore[no-untyped-def]
    """Seconds from ``start`` until each of the first ``cells`` code cells shows an execution number."""
    done: list[float | None] = [None] * cells
    deadline = time.perf_counter() + timeout
    while None in done and time.perf_counter() < deadline:
        prompts = page.evaluate(_PROMPTS)
        now = time.perf_counter()
        for i in range(min(cells, len(prompts))):
            if done[i] is None and prompts[i].startswith("[") and prompts[i][1:2].isdigit():
                done[i] = now - start
        page.wait_for_timeout(25)
    if None in done:
        raise SystemExit(f"the first {cells} cells did not finish in {timeout:.0f} s")
    return done  # type: ignore[return-value]


def run_all(page) -> None:  # type: ignore[no-untyped-def]
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def run_code(page, code: str, timeout: int) -> str:  # type: ignore[no-untyped-def]
    """Append a cell at the end of the notebook, run ``code`` in it, return its text output."""
    page.locator(".jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    output = page.locator(".jp-Cell").nth(-2).locator(".jp-OutputArea-output", has_text="RESULT")
    output.first.wait_for(timeout=timeout)
    return str(output.first.inner_text())


def one_run(browser, url: str, lesson: str, hands: int, clicks: int) -> dict[str, float]:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(BOOT_WAIT)
    opened = time.perf_counter()
    page.goto(f"{url}/lab/index.html?path={lesson}")
    page.locator(".jp-NotebookPanel").first.wait_for()
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for()
    idle = time.perf_counter()
    run_all(page)
    setup, first = cell_times(page, idle, 2, BOOT_WAIT / 1000)
    out = {"Pyodide boot (page open to kernel idle)": idle - opened,
           "setup cell done (piplite installs), from kernel idle": setup,
           "first lesson cell done (installs + imports), from kernel idle": first}
    trainer = page.locator("button[title^='Decide:']")
    busy = page.locator(".jp-InputPrompt").filter(has_text="[*]")
    page.wait_for_timeout(1000)
    busy.first.wait_for(state="detached")
    if trainer.count():
        trainer.first.scroll_into_view_if_needed()
        clicked = time.perf_counter()
        trainer.first.click()
        page.locator(".euchre-numbers").first.wait_for()
        out["one trainer click (a bid to its numbers shown)"] = time.perf_counter() - clicked
        page.locator(".euchre-pending").first.wait_for(state="detached")
        out["the same click, to the hidden-card numbers shown"] = time.perf_counter() - clicked
        text = run_code(page, KERNEL_TIMING.replace("HANDS", str(hands)), BOOT_WAIT)
        quick, fixed = (float(x) for x in text.split()[1:3])
        out[f"advise_bid in Pyodide: median time to a confident verdict ({hands} hands)"] = quick
        out[f"advise_bid in Pyodide: median time with 300 deals, no early stop ({hands} hands)"] = fixed
        text = run_code(page, TABLE_TIMING.replace("CLICKS", str(clicks)), BOOT_WAIT)
        median, worst, slow, count = text.split()[1:5]
        out[f"lesson 07's play table in Pyodide: median click of {count}"] = float(median)
        out[f"lesson 07's play table in Pyodide: slowest click ({slow} of {count} over 1 s)"] = float(worst)
    context.close()
    return out


def open_lesson(browser, url: str, lesson: str):  # type: ignore[no-untyped-def]
    """A fresh browser context with ``lesson`` open and its kernel idle: (context, page)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(BOOT_WAIT)
    page.goto(f"{url}/lab/index.html?path={lesson}")
    page.locator(".jp-NotebookPanel").first.wait_for()
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for()
    return context, page


def lesson_run(browser, url: str, lesson: str, limit: int, per_widget: int) -> list[tuple[float, str]]:  # type: ignore[no-untyped-def]
    """Open ``lesson``, run all its cells, then work its widgets' controls in the kernel (the handlers' time)."""
    context, page = open_lesson(browser, url, lesson)
    run_all(page)
    page.wait_for_timeout(1000)
    page.locator(".jp-InputPrompt").filter(has_text="[*]").first.wait_for(state="detached")
    call = f'print("RESULT", json.dumps(work_controls({limit}, {per_widget}, time.perf_counter)))'
    text = run_code(page, f"{CONTROLS_TIMING}\n{call}", BOOT_WAIT)
    context.close()
    return [tuple(click) for click in json.loads(text.split("RESULT", 1)[1])]


#: Python run in a fresh kernel instead of the lesson: where the start-up time goes.
PROFILE = """\
import time
t = [time.perf_counter()]
import piplite
await piplite.install(["euchre-teach", "ipywidgets"])
t.append(time.perf_counter())
import ipywidgets
t.append(time.perf_counter())
import euchre_teach
t.append(time.perf_counter())
from euchre_teach.widgets import *
t.append(time.perf_counter())
from euchre_teach import analysis
from euchre_teach.widgets.trainer import BidTrainer
t.append(time.perf_counter())
BidTrainer(seed=5, seat="South")
t.append(time.perf_counter())
print("RESULT", *(f"{b - a:.3f}" for a, b in zip(t, t[1:])))"""
PROFILE_NAMES = ("piplite.install(['euchre-teach', 'ipywidgets'])", "import ipywidgets",
                 "import euchre_teach (after ipywidgets)", "from euchre_teach.widgets import * (the rest)",
                 "import analysis and the trainer (the rest)", "BidTrainer(seed=5) built")


def profile_run(browser, url: str, lesson: str) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Open the lesson, and in a cell of its own (nothing else run) time the installs and imports."""
    context, page = open_lesson(browser, url, lesson)
    text = run_code(page, PROFILE, BOOT_WAIT)
    context.close()
    return {f"in the kernel: {name}": float(x) for name, x in zip(PROFILE_NAMES, text.split()[1:], strict=True)}


def every_lesson(browser, url: str, limit: int, per_widget: int) -> None:  # type: ignore[no-untyped-def]
    """Each lesson's widgets worked in the offline site's kernel: one table row a lesson."""
    print(f"The widgets of each lesson worked in the offline site's kernel (Pyodide), the handlers timed there "
          f"(wall clock), at most {limit} clicks a lesson and {per_widget} a widget\n\n{bench_lesson_clicks.HEADER}")
    errors = 0
    for lesson in bench_lesson_clicks.LESSONS:
        clicks = lesson_run(browser, url, lesson, limit, per_widget)
        errors += sum(what.startswith("ERROR") for _, what in clicks)
        print(bench_lesson_clicks.summary(lesson.removesuffix(".ipynb"), clicks), flush=True)
    if errors:
        raise SystemExit(f"{errors} click(s) raised an error: see the table")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, help="a site built before with `euchre-teach site DIR`")
    parser.add_argument("--lesson", default="08_strategy_order_it_up.ipynb")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hands", type=int, default=10, help="hands for the in-kernel advise_bid timing")
    parser.add_argument("--clicks", type=int, default=50,
                        help="the learner's clicks at lesson 07's play table, timed in the kernel")
    parser.add_argument("--profile", action="store_true", help="time the installs and imports in a cell instead")
    parser.add_argument("--every-lesson", action="store_true",
                        help="open each lesson and time its widgets' controls in the kernel instead")
    parser.add_argument("--lesson-clicks", type=int, default=300,
                        help="with --every-lesson, at most this many clicks a lesson")
    parser.add_argument("--per-widget", type=int, default=40, help="with --every-lesson, at most this many a widget")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="euchre-bench-site-") as tmp:
        site = args.site or build(Path(tmp) / "site")
        chromium = os.environ.get("EUCHRE_TEACH_CHROMIUM", "/usr/bin/chromium")
        results: dict[str, list[float]] = {}
        with serve(site) as url, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=FLAGS,
                                        proxy={"server": f"http://127.0.0.1:{free_port()}", "bypass": "127.0.0.1"})
            try:
                if args.every_lesson:
                    every_lesson(browser, url, args.lesson_clicks, args.per_widget)
                    return
                for run in range(args.runs):
                    measured = (profile_run(browser, url, args.lesson) if args.profile
                                else one_run(browser, url, args.lesson, args.hands, args.clicks))
                    for name, value in measured.items():
                        results.setdefault(name, []).append(value)
                    print(f"run {run + 1} of {args.runs} done", file=sys.stderr, flush=True)
            finally:
                browser.close()
    print(f"Offline JupyterLite site, {args.lesson}, headless Chromium, wall clock, medians of {args.runs} runs")
    print()
    print("| measure | median s | runs |")
    print("|---|---:|---|")
    for name, values in results.items():
        print(f"| {name} | {statistics.median(values):.2f} | {', '.join(f'{v:.2f}' for v in values)} |")


if __name__ == "__main__":
    main()
