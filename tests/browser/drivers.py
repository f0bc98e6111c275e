"""Two ways to open a test notebook and run it, so one set of browser checks runs in both.

- :class:`JupyterLab`: the session's JupyterLab server (a Python kernel on this machine, ipycanvas there).
- :class:`JupyterLite`: the offline site ``euchre-teach site`` builds, in a Chromium that can reach
  nothing but the site. The notebook is uploaded through the file browser's Upload button, as a
  teacher would add one, with the site's setup cell below its title; Pyodide runs it in the page.
  ipycanvas cannot load there, so widgets show their SVG views.

Both leave the page with every cell run and the kernel idle; the checks then find the same DOM
(JupyterLite is JupyterLab's front end).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import NOTEBOOKS
from .labdriver import KERNEL_WAIT, run_all_cells, run_notebook, wait_for_idle

#: Pyodide's start, the setup cell's install and the first imports (21–26 s here); room for a slower machine.
PYODIDE_WAIT = 180_000


@dataclass
class JupyterLab:
    """The session's JupyterLab server, with ipycanvas installed beside the kernel."""

    server: object
    name: str = "jupyterlab"
    canvas: bool = True
    #: how long (ms) to wait for what a click makes the kernel show
    wait: int = KERNEL_WAIT

    def run(self, page: Page, notebook: str, ready: str) -> None:
        """Open ``notebook`` (in ``tests/browser/notebooks``) in a fresh workspace and run every cell."""
        run_notebook(page, self.server, notebook, ready)


@dataclass
class JupyterLite:
    """The offline JupyterLite site served at ``url``; pages come from a browser that reaches only it."""

    url: str
    name: str = "jupyterlite"
    canvas: bool = False
    #: Pyodide computes in the page, slower than a local kernel: room for the coach's and trainer's samples
    wait: int = PYODIDE_WAIT
    asked_elsewhere: list[str] = field(default_factory=list)

    def watch(self, page: Page) -> None:
        """Record every request ``page`` makes outside the site (there should be none)."""
        page.on("request", lambda request: None if request.url.startswith((self.url, "data:", "blob:"))
                else self.asked_elsewhere.append(request.url))

    def run(self, page: Page, notebook: str, ready: str) -> None:
        """Upload ``notebook`` to the site's browser storage, open it, and run every cell in Pyodide."""
        page.set_default_timeout(KERNEL_WAIT)
        self.watch(page)
        page.goto(f"{self.url}/lab/index.html")
        listing = page.locator(".jp-DirListing-item")
        listing.first.wait_for()
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / notebook
            copy.write_text(json.dumps(for_the_site(NOTEBOOKS / notebook)), encoding="utf-8")
            with page.expect_file_chooser() as chooser:
                page.locator(".jp-FileBrowser-toolbar .jp-id-upload").first.click()
            chooser.value.set_files(str(copy))
            listing.filter(has_text=notebook).wait_for()
        listing.filter(has_text=notebook).dblclick()
        page.locator(".jp-NotebookPanel").first.wait_for()
        wait_for_idle(page, PYODIDE_WAIT // 5_000)  # Pyodide starts in the page: tens of seconds
        run_all_cells(page)
        expect(page.locator(ready).first).to_be_visible(timeout=PYODIDE_WAIT)


def driver_for(request: pytest.FixtureRequest) -> JupyterLab | JupyterLite:
    """The driver ``request.param`` names: the session's JupyterLab, or the offline site (built once per session)."""
    if request.param == "jupyterlab":
        return JupyterLab(request.getfixturevalue("lab"))
    return JupyterLite(request.getfixturevalue("served"))


def browser_for(driver: JupyterLab | JupyterLite, request: pytest.FixtureRequest) -> Browser:
    """The browser for ``driver``'s pages: the usual one, or for the site one that reaches only this machine."""
    return request.getfixturevalue("browser" if driver.name == "jupyterlab" else "offline_browser")


@contextmanager
def laptop_page(driver: JupyterLab | JupyterLite, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A 1024×768 page in ``driver``'s browser, with Playwright's waits long enough for its kernel."""
    context = browser_for(driver, request).new_context(viewport={"width": 1024, "height": 768})
    expect.set_options(timeout=driver.wait)
    try:
        yield context.new_page()
    finally:
        expect.set_options(timeout=5_000)
        context.close()


def in_the_site(page: Page) -> bool:
    """Whether ``page`` shows the offline site (JupyterLite) rather than JupyterLab."""
    return "/lab/index.html" in page.url


def kernel_wait(page: Page) -> int:
    """How long (ms) to wait for what a click makes ``page``'s kernel show: longer for Pyodide."""
    return PYODIDE_WAIT if in_the_site(page) else KERNEL_WAIT


def shot_name(page: Page, name: str) -> str:
    """A screenshot's file name: ``name.png`` in JupyterLab, ``site-name.png`` in the offline site."""
    return f"{'site-' if in_the_site(page) else ''}{name}.png"


def for_the_site(path: Path) -> dict:
    """The notebook at ``path`` as the site serves its lessons: the setup cell below the title, Pyodide's kernel."""
    from euchre_teach.classroom.site import SETUP_CELL

    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = notebook["cells"]
    titled = bool(cells) and cells[0]["cell_type"] == "markdown" and "".join(cells[0]["source"]).startswith("#")
    setup = {"cell_type": "code", "execution_count": None, "id": "site-setup", "metadata": {}, "outputs": [],
             "source": SETUP_CELL}
    cells.insert(1 if titled else 0, setup)
    notebook["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    return notebook
