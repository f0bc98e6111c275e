"""Real-browser tests (Playwright + a system Chromium); a package so its conftest has its own name."""
