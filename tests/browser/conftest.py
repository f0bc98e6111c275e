"""Fixtures for real-browser tests: a system Chromium, one JupyterLab server per session, Voilà.

The browser: ``$EUCHRE_TEACH_CHROMIUM``, else ``chromium``, ``chromium-browser`` or
``google-chrome`` on PATH, else Playwright's own Chromium if installed. Where none exists
the tests skip with a message saying how to get one; with ``EUCHRE_TEACH_REQUIRE_BROWSER=1``
(as CI sets) they fail instead.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import Browser, BrowserType, Page

pytest.importorskip("playwright", reason="pip install 'euchre-teach[test]' for the browser tests")

if TYPE_CHECKING:
    from .drivers import JupyterLab, JupyterLite

NOTEBOOKS = Path(__file__).parent / "notebooks"
#: The two front ends every widget's checks run in (the ``params`` of the ``driver`` fixture).
DRIVERS = ["jupyterlab", "jupyterlite"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "browser"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
HOW_TO = ("no Chromium found for the browser tests: install one (Debian/Ubuntu: apt-get install chromium; "
          "macOS: install Google Chrome) or point EUCHRE_TEACH_CHROMIUM at its executable")
#: Playwright waits this long (ms) for anything that needs the kernel.
KERNEL_WAIT = 60_000


def find_chromium() -> str | None:
    """The Chromium to drive: env variable, then PATH, then Playwright's own download."""
    configured = os.environ.get("EUCHRE_TEACH_CHROMIUM")
    if configured:
        return configured if Path(configured).exists() else shutil.which(configured)
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            own = p.chromium.executable_path
        return own if Path(own).exists() else None
    except Exception:
        return None


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict:
    """pytest-playwright's launch options: the system Chromium, headless, no network chatter."""
    path = find_chromium()
    if path is None:
        if os.environ.get("EUCHRE_TEACH_REQUIRE_BROWSER") == "1":
            pytest.fail(HOW_TO + " (EUCHRE_TEACH_REQUIRE_BROWSER=1 forbids skipping)")
        pytest.skip(HOW_TO)
    return {"executable_path": path, "args": CHROMIUM_FLAGS, "headless": True}


@pytest.fixture(scope="session")
def browser_context_args() -> dict:
    """A large viewport, so screenshots show whole widgets."""
    return {"viewport": {"width": 1280, "height": 1100}}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, process: subprocess.Popen, log: Path, seconds: float = 90) -> None:
    """Poll ``url`` until it answers (the server is up) or the process dies."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return  # the server answered, even if not with 200
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"server not ready after {seconds} s:\n{log.read_text()[-3000:]}")


def jupyter_env(home: Path) -> dict[str, str]:
    """Config, data and runtime dirs in a temp dir, so nothing is read from or written to the user's."""
    env = dict(os.environ)
    for name, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                      ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[name] = str(home / sub)
    return env


@dataclass
class Server:
    """A running server: its base URL, token and the folder it serves."""

    url: str
    token: str
    root: Path


@contextmanager
def serve(command: list[str], home: Path, cwd: Path, status: str, token: str = "") -> Iterator[Server]:
    """Run a Jupyter server process, wait until ``status`` (a path) answers, and stop it afterwards."""
    port = free_port()
    log = home / "server.log"
    command = [part.replace("{port}", str(port)) for part in command]
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=jupyter_env(home), cwd=cwd)
    try:
        url = f"http://127.0.0.1:{port}"
        wait_for(url + status, process, log)
        yield Server(url, token, cwd)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


def lab_command(root: Path, home: Path, token: str) -> list[str]:
    """JupyterLab on ``root`` for a test: local only, its own workspaces, no update checks."""
    return [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
            "--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
            f"--LabApp.workspaces_dir={home / 'workspaces'}",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]


@contextmanager
def lab_on(source: Path, home: Path) -> Iterator[Server]:
    """JupyterLab serving a copy of ``source`` (autosave must not write into the repository)."""
    root = home / "notebooks"
    shutil.copytree(source, root)
    token = uuid.uuid4().hex
    with serve(lab_command(root, home, token), home, root, f"/api/status?token={token}", token) as server:
        yield server


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One JupyterLab for the whole session, serving copies of the test notebooks."""
    with lab_on(NOTEBOOKS, tmp_path_factory.mktemp("jupyter")) as server:
        yield server


@pytest.fixture(scope="session")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Voilà serving the lesson notebook."""
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("voila")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root)
    command = [sys.executable, "-m", "voila", "voila_lesson.ipynb", "--no-browser", "--port={port}",
               "--Voila.ip=127.0.0.1"]
    with serve(command, home, root, "/api/status") as server:
        yield server


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots go (git-ignored)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``euchre-teach site OUT`` (offline, the default), as a teacher would run it: built once per session.

    The build fetches Pyodide from npm and wheels from PyPI (caches kept in the temp dir)."""
    tmp = tmp_path_factory.mktemp("site")
    env = {**jupyter_env(tmp), "PIP_CACHE_DIR": str(tmp / "pip-cache"), "npm_config_cache": str(tmp / "npm-cache")}
    result = subprocess.run([sys.executable, "-m", "euchre_teach.cli", "site", str(tmp / "out")],
                            capture_output=True, text=True, env=env, cwd=tmp, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    return tmp / "out"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server that keeps the test log clean."""

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def served(site: Path) -> Iterator[str]:
    """The site on a local port, as any static web server would serve it."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()),
                                             functools.partial(QuietHandler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def offline_browser(browser_type: BrowserType, browser_type_launch_args: dict) -> Iterator[Browser]:
    """Chromium that can reach 127.0.0.1 only: everything else goes to a proxy where nothing listens."""
    browser = browser_type.launch(**browser_type_launch_args,
                                  proxy={"server": f"http://127.0.0.1:{free_port()}", "bypass": "127.0.0.1"})
    yield browser
    browser.close()


@pytest.fixture(scope="module", params=DRIVERS)
def driver(request: pytest.FixtureRequest) -> JupyterLab | JupyterLite:
    """JupyterLab (the session's server) or the offline site (built once per session), once per test module."""
    from .drivers import driver_for  # drivers imports this module: it is read once the fixture runs

    return driver_for(request)


@pytest.fixture
def laptop(driver: JupyterLab | JupyterLite, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A 1024×768 page in ``driver``'s browser (:func:`.drivers.laptop_page`)."""
    from .drivers import laptop_page

    with laptop_page(driver, request) as page:
        yield page
