"""A wheel of the installed euchre_teach package, for Pyodide in the browser.

Made straight from the package's files (the engine is pure Python), so it works the same for a
source checkout, an editable install and an installed wheel, with no build tools. It can carry
byte code compiled by the browser's own Python (:func:`~euchre_teach.classroom.pyodide.compile_in_pyodide`),
so a lesson's first import there reads ``.pyc`` files instead of compiling every module.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import zipfile
from collections.abc import Mapping
from pathlib import Path

import euchre_teach

_SKIP = {"__pycache__", "lessons"}  # the lessons are the site's files, not package code


def package_version() -> str:
    """The installed version (0.0.0 when run from a checkout that was never installed)."""
    try:
        return importlib.metadata.version("euchre-teach")
    except importlib.metadata.PackageNotFoundError:
        return "0.0.0"


def package_files() -> dict[str, bytes]:
    """The package's files by their name in the wheel (``euchre_teach/...``), no byte code or lessons."""
    package = Path(euchre_teach.__file__).resolve().parent
    files = {}
    for file in sorted(package.rglob("*")):
        parts = file.relative_to(package).parts
        if file.is_file() and not _SKIP & set(parts) and file.suffix != ".pyc":
            files["euchre_teach/" + "/".join(parts)] = file.read_bytes()
    return files


def build_wheel(folder: Path, byte_code: Mapping[str, bytes] | None = None) -> Path:
    """Write ``euchre_teach-VERSION-py3-none-any.whl`` into ``folder`` and return its path.

    ``byte_code`` adds ``__pycache__`` files (name in the wheel to contents) beside their sources;
    those of other packages' sources are left out."""
    version = package_version()
    info = f"euchre_teach-{version}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"euchre_teach-{version}-py3-none-any.whl"
    record: list[str] = []
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:

        def add(name: str, data: bytes) -> None:
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            archive.writestr(name, data)
            record.append(f"{name},sha256={digest},{len(data)}\n")

        files = package_files()
        for name, data in {**files, **{k: v for k, v in (byte_code or {}).items() if source_of(k) in files}}.items():
            add(name, data)
        add(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: euchre-teach\nVersion: {version}\n".encode())
        add(f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: euchre-teach\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        archive.writestr(f"{info}/RECORD", "".join(record) + f"{info}/RECORD,,\n")
    return path


def wheel_files(wheel: Path) -> dict[str, bytes]:
    """Every file of a wheel by its name in the archive."""
    with zipfile.ZipFile(wheel) as archive:
        return {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}


def source_of(pyc: str) -> str:
    """The source a ``__pycache__`` file was compiled from: ``a/__pycache__/b.cpython-314.pyc`` is ``a/b.py``."""
    folder, _, name = pyc.rpartition("/__pycache__/")
    return f"{folder}/{name.split('.')[0]}.py" if folder else f"{name.split('.')[0]}.py"


def add_byte_code(wheel: Path, byte_code: Mapping[str, bytes]) -> None:
    """Rewrite a wheel (another project's, from PyPI) with the ``__pycache__`` files of its own sources
    among ``byte_code`` added, and its RECORD listing them."""
    files = wheel_files(wheel)
    extra = {name: data for name, data in byte_code.items() if source_of(name) in files}
    if not extra:
        return
    record_name = next(name for name in files if name.endswith(".dist-info/RECORD"))
    lines = [line for line in files.pop(record_name).decode().splitlines(keepends=True)
             if not line.startswith(f"{record_name},")]
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in {**files, **extra}.items():
            archive.writestr(name, data)
        for name, data in extra.items():
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            lines.append(f"{name},sha256={digest},{len(data)}\n")
        archive.writestr(record_name, "".join(lines) + f"{record_name},,\n")
