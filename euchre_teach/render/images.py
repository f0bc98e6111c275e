"""Regenerate the pictures in ``images/`` from the package: ``python -m euchre_teach.render.images``.

The SVG pictures (the four bowers under each trump, the seating, the best-bower joker) are
drawn here, deterministically. The widget screenshots are taken by the real-browser tests
(``test-artifacts/browser``); ``--screenshots DIR`` copies the chosen ones, scaled down.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from euchre_teach.cards import JOKER, Card, Rank, Suit
from euchre_teach.render.svg import card_svg, rows_svg, seating_svg
from euchre_teach.rules import STANDARD, find_variant

#: Screenshot in test-artifacts/browser -> picture in images/.
SCREENSHOTS = {
    "lesson-00_start_here.png": "widget-hand-stepper.png",
    "bower-clubs-joker.png": "widget-bower-explorer.png",
    "play-table-start.png": "widget-play-table.png",
}


def bowers_svg() -> str:
    """The right and left bower under each trump: the picture lesson 2 is about."""
    rows = [
        (f"{trump.plural} trump", (Card(Rank.JACK, trump), Card(Rank.JACK, trump.same_colour)))
        for trump in Suit
    ]
    return rows_svg(rows, title="The right and left bower under each trump suit", label_width=175)  # "diamonds trump"


def pictures() -> dict[str, str]:
    """File name -> SVG text, for every drawn picture."""
    return {
        "bowers.svg": bowers_svg(),
        "seating.svg": seating_svg(STANDARD),
        "joker-best-bower.svg": card_svg(JOKER, rules=find_variant("finnish")),
    }


def write_pictures(out: Path) -> list[Path]:
    """Write the SVG pictures into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, svg in pictures().items():
        path = out / name
        path.write_text(svg, encoding="utf-8")
        written.append(path)
    return written


def copy_screenshots(source: Path, out: Path, width: int = 720) -> list[Path]:
    """Copy the chosen browser-test screenshots, scaled to ``width`` pixels in 64 colours (needs Pillow)."""
    from PIL import Image  # Pillow comes with ipycanvas, in the lab and test extras

    written = []
    for shot, name in SCREENSHOTS.items():
        with Image.open(source / shot) as image:
            height = round(image.height * width / image.width)
            small = image.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)
            small.quantize(colors=64).save(out / name, optimize=True)
        written.append(out / name)
    return written


def main(argv: list[str] | None = None) -> None:
    """Command line: write the pictures (and, if asked, the screenshots) into a folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("images"))
    parser.add_argument("--screenshots", type=Path, help="test-artifacts/browser, after the browser tests")
    args = parser.parse_args(argv)
    for path in write_pictures(args.out):
        print(path)
    if args.screenshots:
        for path in copy_screenshots(args.screenshots, args.out):
            print(path)


if __name__ == "__main__":
    main()
