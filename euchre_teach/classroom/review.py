"""``euchre-teach review GAME.egn OUT``: the coach's review of a real game as a page (HTML, or PDF with Chromium).

The page names the game, its players as the file names them and its source; lists each side's costliest
decisions (the card reason first, the numbers after); then, deal by deal, draws the table from the acting
seat's view at the key decisions (the costliest, the annotated, where an alternative line leaves the main
one), lists every decision with the coach's grade beside the players' own note, and shows where each
alternative line of the file leads. The grading is :mod:`euchre_teach.analysis.review`'s; this module only
lays it out. Nothing is written until the game has been read and reviewed.
"""

from __future__ import annotations

import html
import os
import shutil
import tempfile
from pathlib import Path

from euchre_teach.analysis.review import AltLine, DealReview, Decision, GameReview, review_game
from euchre_teach.classroom import ClassroomError, about_paths, check_writable, local_path, shown
from euchre_teach.classroom.handout import find_browser, print_pdf
from euchre_teach.files import write_text
from euchre_teach.narration import side_name
from euchre_teach.render.svg import table_svg, within

#: Pictures per deal: the key decisions, at most this many.
PICTURES = 3
#: The height of a table picture on the page.
PICTURE_HEIGHT = "95mm"
CSS = """
body { font-family: "DejaVu Sans", Arial, sans-serif; max-width: 190mm; margin: 0 auto; padding: 8mm; color: #111; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.4em; } h3 { font-size: 1.05em; }
h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
p, li { orphans: 3; widows: 3; }
table.euchre-decisions { border-collapse: collapse; width: 100%; font-size: 0.85em; }
.euchre-decisions th, .euchre-decisions td {
  border: 1px solid #bbb; padding: 3px 5px; vertical-align: top; text-align: left; }
.euchre-decisions tr, figure, li { break-inside: avoid; page-break-inside: avoid; }
.euchre-grade-blunder, .euchre-grade-mistake { background: #fde8e8; }
.euchre-grade-inaccuracy { background: #fff4dc; }
.euchre-note { font-style: italic; color: #2a3f7a; }
figure { margin: 8px 0; } figcaption { font-size: 0.9em; }
svg { max-width: 100%; height: auto; }
@page { size: A4; margin: 12mm; }
"""


def _esc(text: object) -> str:
    return html.escape(str(text))


def _notes(texts: tuple[str, ...]) -> str:
    return "".join(f'<p class="euchre-note">The players’ note: “{_esc(t)}”</p>' for t in texts)


def _summary(review: GameReview) -> str:
    """Each side's costliest decisions, each linked to its row in its deal."""
    parts = ["<h2>Each side’s costliest decisions</h2>"]
    for side in (0, 1):
        worst = review.costliest(side)
        parts.append(f"<h3>{_esc(review.side_words(side))}</h3>")
        if not worst:
            parts.append("<p>The coach found no decision of this side that gave anything away.</p>")
            continue
        items = "".join(f'<li><a href="#d{d.deal}-{d.step}">Deal {d.deal}, {_esc(d.when)}</a>: '
                        f"{_esc(review.seat_words(d.seat))}. {_esc(d.verdict)}{_notes(d.notes)}</li>" for d in worst)
        parts.append(f"<ol>{items}</ol>")
    return "".join(parts)


def _agreement(review: GameReview) -> str:
    """The players' annotated decisions beside the coach's grade of each."""
    noted = [d for d in review.decisions if d.notes]
    if not noted:
        return ""
    items = "".join(f'<li><a href="#d{d.deal}-{d.step}">Deal {d.deal}, {_esc(d.when)}</a>: {_esc(d.words)} '
                    f"The coach: {_esc(d.grade.label)}.{_notes(d.notes)}</li>" for d in noted)
    return f"<h2>The players’ notes and the coach’s grades</h2><ul>{items}</ul>"


def key_decisions(review: GameReview, deal: DealReview) -> list[Decision]:
    """The decisions worth a picture: the costliest, the annotated, the forks of alternative lines."""
    costly = {(d.deal, d.step) for side in (0, 1) for d in review.costliest(side)}
    forks = {line.fork for line in deal.lines}
    ranked = sorted(deal.decisions, key=lambda d: ((d.deal, d.step) not in costly, d.step not in forks,
                                                   not d.notes, d.step))
    chosen = [d for d in ranked if (d.deal, d.step) in costly or d.step in forks or d.notes][:PICTURES]
    return sorted(chosen, key=lambda d: d.step)


def _figure(review: GameReview, decision: Decision) -> str:
    picture = within(table_svg(decision.view), PICTURE_HEIGHT)
    caption = (f"Deal {decision.deal}, {decision.when}: the table as {review.seat_words(decision.seat)} saw it "
               f"before this move. {decision.words}")
    return f"<figure>{picture}<figcaption>{_esc(caption)}</figcaption></figure>"


def _row(review: GameReview, decision: Decision) -> str:
    label = decision.grade.label
    return (f'<tr id="d{decision.deal}-{decision.step}" class="euchre-grade-{label.replace(" ", "-")}">'
            f"<td>{decision.step + 1}</td><td>{_esc(decision.when)}</td><td>{_esc(review.seat_words(decision.seat))}"
            f"</td><td>{_esc(label)}</td><td>{_esc(decision.verdict)}</td><td>{_notes(decision.notes)}</td></tr>")


def _line(review: GameReview, line: AltLine) -> str:
    if line.instead is None:
        start = "This line repeats the main line."
    else:
        graded = f" The coach grades that move: {line.grade.label}." if line.grade is not None else ""
        start = (f"It leaves the main line at move {line.fork + 1}, where {review.seat_words(line.seat)} "
                 f"would have made another move: {line.words}{graded}")
    moves = f"<p>The line from there: {_esc(' '.join(line.moves))}</p>" if line.moves else ""
    notes = "".join(f'<p class="euchre-note">{_esc(text)}</p>' for text in line.notes)
    return f"<li><p>{_esc(start)}</p>{moves}{notes}<p><b>{_esc(line.outcome)}</b></p></li>"


def _deal(review: GameReview, deal: DealReview) -> str:
    rules = review.rules
    before = (f"{side_name(rules, (0, 2))} {deal.score_before[0]}, "
              f"{side_name(rules, (1, 3))} {deal.score_before[1]}")
    parts = [f'<h2 id="deal-{deal.number}">Deal {deal.number}: {_esc(review.seat_words(deal.dealer))} deals and '
             f"turns up the {_esc(deal.upcard)}</h2>",
             f"<p>The score before this deal: {_esc(before)}. {_esc(deal.outcome)}</p>"]
    if deal.hidden:
        parts.append(f"<p>{_esc(deal.hidden)}</p>")
    parts += [_figure(review, d) for d in key_decisions(review, deal)]
    rows = "".join(_row(review, d) for d in deal.decisions)
    parts.append('<table class="euchre-decisions"><thead><tr><th>Move</th><th>When</th><th>Seat</th>'
                 "<th>Grade</th><th>What was played, and the coach’s verdict</th><th>The players’ note</th></tr>"
                 f"</thead><tbody>{rows}</tbody></table>")
    parts += [_notes(deal.other_notes)] if deal.other_notes else []
    if deal.lines:
        items = "".join(_line(review, line) for line in deal.lines)
        parts.append(f"<h3>The players’ alternative lines</h3><ol>{items}</ol>")
    return "".join(parts)


def review_html(review: GameReview) -> str:
    """The whole review as one HTML page (pictures inline as SVG, no JavaScript)."""
    players = ", ".join(f"{review.rules.seat_name(s)}: {name}" for s, name in enumerate(review.players) if name)
    samples = ("the coach’s own number of deals (150 for a bid, 40 for a discard or a card)"
               if review.samples is None else f"{review.samples} sampled deals")
    head = [f"<h1>The coach’s review: {_esc(review.title)}</h1>",
            f"<p>Players, as the file names them: {_esc(players or 'not named in the file')}. "
            f"Teams: {_esc(review.side_words(0))} against {_esc(review.side_words(1))}.</p>",
            f"<p>Source: {_esc(review.source)}.{' ' + _esc(review.description) if review.description else ''}</p>",
            f"<p>The score went from {review.initial_score[0]}–{review.initial_score[1]} to "
            f"{review.final_score[0]}–{review.final_score[1]} (North–South first) over {len(review.deals)} deals.</p>",
            "<p>Every decision is graded from the view of the seat that made it: its own cards and what it had "
            "seen, never the other hands. For each the coach weighs every choice over "
            f"{_esc(samples)} (seed {review.seed}), each dealt from what that seat could know, and "
            "grades the move by the expected points it gives away (near the end of the match, a bid by the chance "
            "to win the match). A forced move is not graded, nor one of moves that all score the same.</p>"]
    body = "".join([*head, _summary(review), _agreement(review), *(_deal(review, d) for d in review.deals)])
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{_esc(review.title)}: '
            f"the coach’s review</title><style>{CSS}</style></head><body>{body}</body></html>\n")


def write_review(game_path: str | os.PathLike[str], out_path: str | os.PathLike[str], *, samples: int | None = None,
                 seed: int = 0) -> Path:
    """Review the EGN game at ``game_path`` and write it to ``out_path``: an ``.html`` page, or a ``.pdf``
    printed by Chromium (:func:`~.handout.find_browser`). Returns the path written; nothing is written when
    the game does not read, the place cannot be written or (for a PDF) no Chromium is found."""
    out = local_path(Path(out_path), "the review")
    kind = out.suffix.lower()
    if kind not in (".html", ".pdf"):
        raise ClassroomError(f"{shown(out)}: give an .html or a .pdf file for the review, e.g. "
                             f"{shown(out.with_suffix('.html'))}")
    browser = find_browser() if kind == ".pdf" else None
    if kind == ".pdf" and browser is None:
        raise ClassroomError("No PDF: Chromium or Chrome was not found (set EUCHRE_TEACH_CHROMIUM to one); "
                             f"write the review as HTML instead, e.g. {shown(out.with_suffix('.html'))}")
    with about_paths("write the review to"):
        check_writable(out.parent, "the review")
        page = review_html(review_game(Path(game_path), samples=samples, seed=seed))
        out.parent.mkdir(parents=True, exist_ok=True)
        if browser is None:
            return write_text(out, page, "the review")
        with tempfile.TemporaryDirectory(prefix="euchre-review-") as folder:
            printed = print_pdf(browser, write_text(Path(folder) / f"{out.stem}.html", page, "the review"))
            return Path(shutil.move(printed, out))
