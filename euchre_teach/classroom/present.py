"""``euchre-teach present LESSON``: a lesson as an app for the projector, with Voilà.

Voilà runs every cell and shows the text, pictures and widgets without the code
(``--strip_sources``). The page uses this package's Voilà template (``share/voila/templates/euchre``):
large text and buttons for the back row, and no FontAwesome from a CDN. The pictures are drawn in the
projector style unless a lesson asks for another (``EUCHRE_TEACH_STYLE``, read by
:func:`euchre_teach.render.style.get_style`). The JupyterLite extensions that may be installed
beside (for ``euchre-teach site``) are kept out of the page: they only fail there.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from euchre_teach.classroom import about_paths, require
from euchre_teach.classroom.lessons import find_lesson, lesson_title

#: This package's Jupyter data folder, holding the presenter's Voilà template.
SHARE = Path(__file__).parent / "share"
TEMPLATE = "euchre"
#: Extensions for the offline site, not for Voilà (in Voilà they log errors in the console).
NOT_IN_VOILA = ("@jupyterlite/pyodide-kernel-extension", "@jupyterlite/server-extension")


def voila_command(lesson: Path, *, show_code: bool, extra: list[str]) -> list[str]:
    """The Voilà command line for one lesson."""
    denied = ",".join(f'"{name}"' for name in NOT_IN_VOILA)
    return [sys.executable, "-m", "voila", str(lesson), f"--strip_sources={not show_code}",
            f"--template={TEMPLATE}", f"--VoilaConfiguration.extension_denylist=[{denied}]", *extra]


def present_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """The environment Voilà and its kernels run in: the template found, the projector style the default."""
    env = dict(os.environ if environ is None else environ)
    paths = [str(SHARE), *filter(None, env.get("JUPYTER_PATH", "").split(os.pathsep))]
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    env.setdefault("EUCHRE_TEACH_STYLE", "projector")
    return env


def run_present(name: str, extra: list[str], *, show_code: bool = False) -> int:
    """Replace this process with Voilà serving the lesson (it opens a browser unless told not to)."""
    require("voila", "Voilà", "present")
    require("ipywidgets", "ipywidgets", "present")
    lesson = find_lesson(name)
    print(f"Presenting lesson {lesson.stem[:2]}, {lesson_title(lesson)}, with Voilà (Ctrl+C stops it)", flush=True)
    with about_paths("start Voilà on"):
        os.execve(sys.executable, voila_command(lesson, show_code=show_code, extra=extra), present_environment())
    return 0  # not reached: execve replaces this process
