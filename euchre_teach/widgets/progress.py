"""Your progress: each theme's mastery, the problems due for review, what to do next, a copy to hand in.

It reads the learner's progress file (:mod:`euchre_teach.progress`), which the problem sets and
the other widgets write; nothing leaves the learner's machine.
"""

from __future__ import annotations

import html

import ipywidgets as W

from euchre_teach.problems import THEMES
from euchre_teach.progress import KINDS, ProgressFile
from euchre_teach.widgets.base import button, message_html, paragraph, show_message

#: What each kind of attempt is called in the table.
_KIND_TITLES = {"self-check": "Self-checks", "exercise": "Exercises", "problem": "Problems",
                "table": "Decisions at the learning table"}


class Progress(W.VBox):
    """The learner's progress from ``progress`` (a :class:`~euchre_teach.progress.ProgressFile`, a file
    path, or None: the default file); ``refresh`` reads the file again, ``export`` saves a copy."""

    def __init__(self, progress: ProgressFile | str | None = None) -> None:
        self.progress = progress if isinstance(progress, ProgressFile) else ProgressFile(progress)
        self.table, self.next_step = W.HTML(), W.HTML()
        self.message = message_html()
        copy = self.progress.path.with_name("my-euchre-progress.json")  # beside the progress file
        self.copy_path = W.Text(value=str(copy), description="Copy to",
                                layout=W.Layout(width="22em"))
        self.copy_button = button("Save a copy", "Save a copy of your progress to hand in", self.export_copy,
                                  self.message)
        self.refresh_button = button("Refresh", "Read your progress again", self.refresh, self.message)
        super().__init__([self.table, self.next_step, W.HBox([self.copy_path, self.copy_button, self.refresh_button]),
                          self.message])
        self.add_class("euchre-progress")
        self.refresh()

    def refresh(self) -> None:
        """Read the progress file again and redraw."""
        self.progress = ProgressFile(self.progress.path)
        rows = []
        for key, title, _ in THEMES:
            right, tried = self.progress.mastery(key)
            rows.append((f"Problems: {title}", right, tried))
        for kind in KINDS:
            if kind != "problem":
                attempts = [a for a in self.progress.attempts if a.kind == kind][-10:]
                rows.append((_KIND_TITLES[kind], sum(a.right for a in attempts), len(attempts)))
        body = "".join(f"<tr><td>{html.escape(name)}</td><td>{_share(right, tried)}</td></tr>"
                       for name, right, tried in rows)
        self.table.value = (f"<table class='euchre-progress-table'><caption>Your last ten answers of each kind"
                            f"</caption><tr><th scope='col'>What</th><th scope='col'>Right</th></tr>{body}</table>")
        self.next_step.value = paragraph(self.advice())
        show_message(self.message, self.progress.problem, "error" if self.progress.problem else "info")

    def advice(self) -> str:
        """What to do next, in a sentence."""
        due = self.progress.due()
        if due:
            if len(due) == 1:
                return "One problem you missed before is due again today: open ProblemSet(\"review\")."
            return f"{len(due)} problems you missed before are due again today: open ProblemSet(\"review\")."
        tried = {key: self.progress.mastery(key) for key, _, _ in THEMES}
        fresh = [key for key, (_, count) in tried.items() if count == 0]
        if fresh:
            return f"Next, try a theme you have not met yet: ProblemSet(\"{fresh[0]}\")."
        weakest = min(tried, key=lambda key: tried[key][0] / tried[key][1])
        return f"Next, practise your weakest theme again: ProblemSet(\"{weakest}\")."

    def export_copy(self) -> None:
        """Save a copy of the progress to the path in the box."""
        written = self.progress.export(self.copy_path.value)
        show_message(self.message, f"Saved a copy of your progress to {written}.", "good")


def _share(right: int, tried: int) -> str:
    """'7 of 10' and a bar, or 'not tried yet'."""
    if not tried:
        return "not tried yet"
    width = round(100 * right / tried)
    return (f"{right} of {tried} <span aria-hidden='true' style='display:inline-block;width:{width // 2}px;"
            f"height:10px;background:#0b6b2b'></span>")


__all__ = ["Progress"]
