"""Driving JupyterLab from Playwright: open a notebook fresh, run every cell, wait for widgets.

The workarounds for the flakiness measured in shared/JUPYTER-TESTING.md: a unique workspace
with ``?reset`` (a restored tab would start a second kernel), the "Select Kernel" dialog, the
news popup, and a retried Run All.
"""

from __future__ import annotations

import uuid

from playwright.sync_api import Page, expect

KERNEL_WAIT = 60_000


def dismiss_popups(page: Page) -> None:
    """Answer the dialogs that may cover the notebook."""
    for popup in (page.locator(".jp-Dialog button:has-text('Select')"),
                  page.locator(".jp-Notification-Toast button:has-text('No'), .jp-toast-button:has-text('No')")):
        if popup.count() and popup.first.is_visible():
            try:
                popup.first.click(timeout=3_000)
            except Exception:  # it closed (or moved) on its own while we reached for it
                continue


def run_all_cells(page: Page) -> None:
    """Run > Run All Cells, again if the first click is lost (no prompt turns to [*] or [1])."""
    started = page.locator(".jp-InputPrompt").filter(has_text="[*]").or_(
        page.locator(".jp-InputPrompt").filter(has_text="[1]"))
    for _attempt in range(4):
        dismiss_popups(page)
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        try:
            started.first.wait_for(timeout=10_000)
            break
        except Exception:  # the first Run All can be lost: try again
            page.keyboard.press("Escape")


def wait_for_idle(page: Page, tries: int) -> None:
    """Wait up to ``tries`` × 5 s for the kernel to be idle, answering any dialog between tries."""
    idle = page.locator(".jp-StatusBar-Widget", has_text="Idle").first
    for _wait in range(tries):
        dismiss_popups(page)
        try:
            idle.wait_for(timeout=5_000)
            return
        except Exception:  # not idle yet: answer any dialog and wait again
            continue


def run_notebook(page: Page, server: object, name: str, ready: str) -> None:
    """Open ``name`` in a fresh workspace, run all cells, and wait for the ``ready`` selector."""
    page.set_default_timeout(KERNEL_WAIT)
    url = f"{server.url}/lab/workspaces/{uuid.uuid4().hex}/tree/{name}?reset&token={server.token}"  # type: ignore[attr-defined]
    page.goto(url)
    page.locator(".jp-NotebookPanel").first.wait_for()
    wait_for_idle(page, 12)  # the kernel dialog can appear late, after the first load
    run_all_cells(page)
    expect(page.locator(ready).first).to_be_visible(timeout=KERNEL_WAIT)
    dismiss_popups(page)
