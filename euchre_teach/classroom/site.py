"""``euchre-teach site OUT``: a JupyterLite site of all lessons, for browsers with nothing installed.

The site is static files: any web server can host it, and the Python kernel (Pyodide) runs in
the student's browser. By default it works fully offline: Pyodide, the wheels its kernel starts
with, ipywidgets and euchre_teach are all inside the site, and the kernel never asks PyPI.
``online=True`` leaves Pyodide on its CDN and lets the kernel fetch from PyPI (a smaller build).
Offline, the package's, ipywidgets' and the kernel's own wheels (IPython and the rest) also carry byte
code compiled by the bundled Pyodide (under Node.js), so the browser does not compile their modules, and
Pyodide loads them all as it starts, instead of the kernel and the setup cell installing them one by one.

The site opens on a page listing the lessons by title (``index.html``); each opens in the notebook view
(no side bars, which suits a phone too). Below its title each lesson has a note on how long Python takes
to start, and one setup cell that installs the package in the browser and does nothing elsewhere.
ipycanvas cannot load there (it needs numpy and Pillow built for WebAssembly), so the deal
animation shows its SVG picture instead.
"""

from __future__ import annotations

import html
import importlib.metadata
import json
import re
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path
from urllib.parse import quote

from euchre_teach.classroom import ClassroomError, about_paths, check_writable, input_file, require, run_tool, shown
from euchre_teach.classroom.lessons import all_lessons, lesson_title
from euchre_teach.classroom.pyodide import bundle_pyodide, compile_in_pyodide, kernel_wheels, pip_download, preload
from euchre_teach.classroom.wheel import add_byte_code, build_wheel, package_files, wheel_files
from euchre_teach.files import read_text, write_text
from euchre_teach.share import ALPHABET, MAX_CODE, SHARE_PAGE

SETUP_CELL = """\
# In the browser (JupyterLite) this installs the lessons' package; elsewhere it does nothing.
import sys
if sys.platform == "emscripten":
    import piplite
    await piplite.install(["euchre-teach", "ipywidgets"])"""
#: About how long a lesson takes to start in the offline site, in seconds: the first time, then again
#: (``benchmarks/bench_site_start.py``: from opening the page to the lesson's first widget). Measured on
#: this two-core machine at a load of 2, medians of 5: 7.6 s the first time and 6.0 s on a reload (before
#: the site preloaded its wheels with byte code: 13.2 s and 8.4 s, medians of 3); a loaded machine takes
#: longer (22.5 s and 16.2 s at a load of 6-12). The lesson list and each lesson say so, since the page
#: shows little else while Python starts.
START_SECONDS = {"first": 10, "again": 6}
START_NOTE = ("Python starts in this browser when a lesson opens: about {first} seconds the first time, about "
              "{again} seconds after that, and longer on a busy computer. Run the cells from the top at once "
              "(Run › Run All Cells): they run as soon as Python is ready.")
#: Python packages the site serves to the kernel, at the versions installed here (the site's
#: widget manager comes from this environment, so the two sides match).
WIDGET_PACKAGES = ("ipywidgets", "jupyterlab_widgets", "comm")
#: The JupyterLab extensions the site needs; others installed here (Voilà's, ipycanvas's) stay out.
_KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", _KERNEL_EXTENSION)
_KERNEL_SETTINGS = f"{_KERNEL_EXTENSION}:kernel"


def build_site(out: Path, *, online: bool = False, pyodide: Path | None = None) -> Path:
    """Build the site into ``out`` (a new folder, or a site built before, which is replaced)."""
    require("jupyterlite_core", "JupyterLite", "site")
    require("jupyterlite_pyodide_kernel", "The JupyterLite Pyodide kernel", "site")
    require("ipywidgets", "ipywidgets", "site")
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    out = check_writable(out, "the site", replace=True)
    with about_paths("build the site in"):
        if out.exists() and not (out / "jupyter-lite.json").exists() and (out.is_file() or any(out.iterdir())):
            raise ClassroomError(f"{shown(out)} is not empty and holds no site built before: choose a new folder")
        if pyodide is not None:
            pyodide = input_file(pyodide, "the Pyodide tarball")
            if not tarfile.is_tarfile(pyodide):
                raise ClassroomError(f"{shown(pyodide)} is not a .tgz archive: give the pyodide-{PYODIDE_VERSION}.tgz "
                                     f"that 'npm pack pyodide@{PYODIDE_VERSION}' writes, or leave out --pyodide")
        return _build(out, online=online, pyodide=pyodide)


def _build(out: Path, *, online: bool, pyodide: Path | None) -> Path:
    """Build the site in a temporary folder, then move it to ``out`` (checked by :func:`build_site`)."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_PYTHON_VERSION, PYODIDE_VERSION

    with tempfile.TemporaryDirectory(prefix="euchre-site-") as tmp:
        lite = Path(tmp)
        write_lessons(lite / "files")
        if not online:
            print(f"Bundling Pyodide {PYODIDE_VERSION} (npm) and the wheels its kernel starts with (PyPI) ...",
                  flush=True)
            bundle_pyodide(lite / "static" / "pyodide", PYODIDE_VERSION, pyodide, lite / "download")
        print("Downloading ipywidgets for the browser from PyPI ...", flush=True)
        widgets = pip_download([f"{name}=={importlib.metadata.version(name)}" for name in WIDGET_PACKAGES],
                               lite / "wheels", PYODIDE_PYTHON_VERSION)
        wheels, preloaded = ([build_wheel(lite / "own"), *widgets], []) if online else _compiled(lite, widgets)
        write_config(lite, wheels, preloaded, online=online)
        print("Building the JupyterLite site ...", flush=True)
        run_tool([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite)],
                 "jupyter lite build", cwd=lite)
        output = lite / "_output"
        for leftover in output.glob("rspack.config*.js"):  # the build's own config, not the site's
            leftover.unlink()
        front = output / "index.html"
        write_text(front, index_page(read_text(front, "the site's front page")), "the site's front page")
        write_text(output / SHARE_PAGE, share_page(), "the site's page for shared deals")
        shutil.copyfile(output / "lab" / "favicon.ico", output / "favicon.ico")  # browsers ask the root for it
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(output), out)
    return out


def _compiled(lite: Path, widgets: list[Path]) -> tuple[list[Path], list[str]]:
    """Offline, the wheels of the package, of ipywidgets and of all the kernel starts with carry byte code
    compiled by the bundled Pyodide (Node.js), so the browser imports them without compiling; they sit beside
    Pyodide, which loads them all as it starts. Returns the wheels for piplite and the names Pyodide loads."""
    folder = lite / "static" / "pyodide"
    kernel = kernel_wheels(Path(extension_folders()[EXTENSIONS.index(_KERNEL_EXTENSION)]), lite / "kernel")
    others = [*widgets, *kernel, *sorted(folder.glob("*.whl"))]
    print("Compiling the package, ipywidgets and the kernel's packages with that Pyodide (Node.js), so the "
          "browser imports byte code ...", flush=True)
    sources = {**package_files(), **{k: v for wheel in others for k, v in wheel_files(wheel).items()}}
    byte_code = compile_in_pyodide(folder, sources, lite / "compile")
    for wheel in others:
        add_byte_code(wheel, byte_code)
    wheels = [build_wheel(lite / "own", byte_code), *widgets]
    return wheels, preload(folder, [*wheels, *kernel])


def lesson_url(lesson: str) -> str:
    """Where the site opens ``lesson`` (a file name): the notebook alone, with no side bars (the Notebook app),
    which also fits a phone."""
    return f"notebooks/index.html?path={quote(lesson)}"


def index_page(built: str) -> str:
    """The site's front page: every lesson by number and title, each opening as a notebook of its own.

    It keeps the ``jupyter-config-data`` script of the page JupyterLite built (``built``): the apps
    below read their root settings from it."""
    found = re.search(r'<script id="jupyter-config-data".*?</script>', built, re.S)
    if found is None:
        raise ClassroomError("jupyter lite build wrote a front page without its jupyter-config-data script")
    items = "\n".join(
        f'    <li><a href="{lesson_url(lesson.name)}">'
        f"<span class=\"number\">{lesson.stem[:2]}</span> {html.escape(lesson_title(lesson))}</a></li>"
        for lesson in all_lessons())
    start = html.escape(START_NOTE.format(**START_SECONDS))
    return INDEX.replace("{config}", found.group(0)).replace("{items}", items).replace("{start}", start)


INDEX = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
{config}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Euchre lessons</title>
<style>
  body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; max-width: 44em; margin: 2em auto;
         padding: 0 1em; color: #111; line-height: 1.5; }
  h1 { color: #1d6b3a; }
  ol { list-style: none; padding: 0; }
  li a { display: block; padding: 0.6em 0.8em; margin: 0.4em 0; border: 1px solid #bbb; border-radius: 6px;
         color: #0b3d91; text-decoration: none; font-size: 1.15em; }
  li a:hover, li a:focus-visible { background: #eef4ee; outline: 3px solid #1a5fb4; }
  .number { display: inline-block; min-width: 2.2em; font-weight: bold; color: #1d6b3a; }
  .start { border-left: 4px solid #1d6b3a; padding-left: 0.8em; }
</style>
</head>
<body>
<main>
  <h1>Euchre lessons</h1>
  <p>Pick a lesson: it opens in this browser, with nothing to install.</p>
  <p class="start">{start}</p>
  <ol>
{items}
  </ol>
  <p><a href="lab/index.html">All the files in JupyterLab</a></p>
</main>
<script>
  // a shared deal's link may name this page: index.html#deal=CODE opens as share.html#deal=CODE
  if (/^#(deal|play)=/.test(location.hash)) { location.replace("share.html" + location.hash); }
</script>
</body>
</html>
"""


def share_page() -> str:
    """The site's page for a shared deal (``share.html#deal=CODE`` or ``#play=CODE``).

    The kernel runs in a web worker and cannot read the page's address, so this page reads the code from
    the address's fragment (which never leaves the browser), checks that it holds only a code's letters
    (it becomes part of Python source), and opens JupyterLite's REPL with the setup lines and
    ``shared_deal(CODE, VIEW)`` as the code it runs on start (the REPL's documented ``code`` parameter)."""
    pattern = f"^#(deal|play)=(E[0-9][{ALPHABET}]{{1,{MAX_CODE}}})$"  # letters and digits only
    setup = json.dumps(SETUP_CELL + "\nfrom euchre_teach.widgets import shared_deal\n")
    start = html.escape(START_NOTE.format(**START_SECONDS).split(". Run")[0] + ".")
    return (SHARE.replace("{pattern}", pattern).replace("{setup}", setup).replace("{start}", start))


SHARE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A shared Euchre deal</title>
<style>
  body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; max-width: 44em; margin: 2em auto;
         padding: 0 1em; color: #111; line-height: 1.5; }
  h1 { color: #1d6b3a; }
  #refused { color: #a40000; font-weight: bold; }
</style>
</head>
<body>
<main>
  <h1>A shared Euchre deal</h1>
  <p id="opening">Opening the shared deal. {start}</p>
  <p id="refused" role="alert" hidden></p>
  <noscript><p>This page needs JavaScript to open a shared deal: turn it on and load the page again.</p></noscript>
  <p><a href="index.html">The list of lessons</a></p>
</main>
<script>
  (function () {
    var found = null;
    try { found = new RegExp("{pattern}").exec(decodeURIComponent(location.hash)); } catch (error) { found = null; }
    if (!found) {
      document.getElementById("opening").hidden = true;
      var refused = document.getElementById("refused");
      refused.textContent = "This link does not hold a deal's code: it should end in #deal= or #play= followed by " +
        "a code such as E1… made of letters and digits. Copy the whole link again, or ask for a new one.";
      refused.hidden = false;
      return;
    }
    var code = {setup} + 'shared_deal("' + found[2] + '", "' + found[1] + '")';
    var query = new URLSearchParams({ kernel: "python", toolbar: "1", code: code });
    location.replace("repl/index.html?" + query.toString());
  })();
</script>
</body>
</html>
"""


def write_lessons(folder: Path) -> None:
    """Copy the lessons into ``folder``, each with a note on the start and the browser setup cell first."""
    import nbformat

    folder.mkdir(parents=True)
    for lesson in all_lessons():
        notebook = nbformat.read(lesson, as_version=4)
        cells = notebook.cells
        titled = bool(cells) and cells[0].cell_type == "markdown" and cells[0].source.lstrip().startswith("#")
        cells[1 if titled else 0:1 if titled else 0] = [
            nbformat.v4.new_markdown_cell(f"*{START_NOTE.format(**START_SECONDS)}*"),
            nbformat.v4.new_code_cell(SETUP_CELL)]
        nbformat.write(notebook, folder / lesson.name)


def extension_folders() -> list[str]:
    """Where this environment keeps the :data:`EXTENSIONS`."""
    from jupyter_core.paths import jupyter_path

    found = []
    for name in EXTENSIONS:
        places = [Path(root) / name for root in jupyter_path("labextensions")]
        place = next((p for p in places if (p / "package.json").is_file()), None)
        if place is None:
            raise ClassroomError(f"the JupyterLab extension {name} is not installed: pip install 'euchre-teach[site]'")
        found.append(str(place))
    return found


def write_config(lite: Path, wheels: list[Path], preloaded: list[str], *, online: bool) -> None:
    """The build's settings (``jupyter_lite_config.json``) and the site's (``jupyter-lite.json``): offline,
    the kernel never asks PyPI, and Pyodide loads the ``preloaded`` packages as it starts."""
    build = {
        "LiteBuildConfig": {"contents": ["files"], "output_dir": "_output", "no_sourcemaps": True,
                            "ignore_sys_prefix": ["federated_extensions"],
                            "federated_extensions": extension_folders()},
        "PipliteAddon": {"piplite_urls": [str(wheel) for wheel in wheels]},
    }
    kernel = {} if online else {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": preloaded}}
    site = {"jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"appName": "Euchre lessons", "litePluginSettings": {_KERNEL_SETTINGS: kernel}}}
    write_text(lite / "jupyter_lite_config.json", json.dumps(build, indent=1), "the site's build settings")
    write_text(lite / "jupyter-lite.json", json.dumps(site, indent=1), "the site's settings")


def size_mb(folder: Path) -> float:
    """The folder's size in megabytes."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) / 1e6
