"""An axe-core audit of a page: the npm package axe-core, installed once per machine, injected by Playwright."""

from __future__ import annotations

import functools
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import Page

#: Where ``npm install axe-core`` goes (kept between runs: it is the same package every time).
CACHE = Path(tempfile.gettempdir()) / "euchre-teach-axe-core"
#: What a lesson shows in JupyterLab: its text and its outputs (JupyterLab's own editors and panels
#: are JupyterLab's; the presenter and handouts show no code).
LESSON_CONTENT = {"include": [[".jp-MarkdownOutput"], [".jp-OutputArea-output"]]}
#: The violations that fail a page: the two worst of axe's four impact levels.
SERIOUS = ("serious", "critical")


@functools.cache
def axe_script() -> Path:
    """``axe.min.js`` from the npm registry (a cached copy when there is one)."""
    script = CACHE / "node_modules" / "axe-core" / "axe.min.js"
    if not script.is_file():
        npm = shutil.which("npm")
        if npm is None:
            pytest.fail("npm is needed for the axe-core audit (Debian: apt-get install npm)")
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(CACHE), "axe-core@4"],
                       check=True, capture_output=True, timeout=300)
    return script


def axe_violations(page: Page, context: str | dict = "body") -> list[str]:
    """Serious and critical axe-core violations in ``context`` (a selector, or axe's include/exclude), one a line."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_script()))
    results = page.evaluate("""async (context) => {
      const where = typeof context === 'string' ? document.querySelector(context) : context;
      const result = await axe.run(where, {resultTypes: ['violations']});
      return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                          nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""", context)
    return [f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}" for v in results if v["impact"] in SERIOUS]
