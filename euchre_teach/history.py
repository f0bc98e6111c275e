"""Dated events in euchre's history, each with its source and a flag on disputed claims (RULES.md §7).

Plain data for the history timeline widget and the history lesson. A ``disputed`` event
states a claim that sources disagree on; its ``dispute`` says how.

>>> [e.year for e in EVENTS][:2]
['1792', 'c. 1810–1830']
>>> all(e.source_url.startswith("https://") for e in EVENTS)
True
"""

from __future__ import annotations

from dataclasses import dataclass

WIKI_JUCKER = ("Wikipedia: Jucker (card game)", "https://en.wikipedia.org/wiki/Jucker_(card_game)")
WIKI_EUCHRE = ("Wikipedia: Euchre", "https://en.wikipedia.org/wiki/Euchre")
WIKI_JOKER = ("Wikipedia: Joker (playing card)", "https://en.wikipedia.org/wiki/Joker_(playing_card)")
PARLETT = ("David Parlett, Euchre: origins of the Euchre family, the rise of trumps, and the birth of the Joker",
           "https://www.parlettgames.uk/histocs/euchre.html")
WOPC = ("The World of Playing Cards: the Joker card", "https://wopc.co.uk/explore/keyword/joker")
ATLAS = ("Atlas Obscura: The card maker who brought the joker into the world",
         "https://www.atlasobscura.com/articles/the-card-maker-who-brought-the-joker-into-the-world")


@dataclass(frozen=True, slots=True)
class Event:
    """One dated event: when, what, the source, and whether the claim is disputed."""

    year: str
    sort_year: int
    title: str
    text: str
    source: str
    source_url: str
    disputed: bool = False
    dispute: str = ""


def _event(year: str, sort_year: int, title: str, text: str, source: tuple[str, str], dispute: str = "") -> Event:
    return Event(year, sort_year, title, text, source[0], source[1], bool(dispute), dispute)


EVENTS: tuple[Event, ...] = (
    _event("1792", 1792, "“Juckern” in a German dictionary",
           "The earliest known mention of the game: a 1792 German dictionary lists Juckern, “a game with cards”, "
           "in the Palatinate. Jucker (Juckerspiel) was played in Alsace and the Palatinate; its top trumps were "
           "the jacks (Bauer).", WIKI_JUCKER),
    _event("c. 1810–1830", 1820, "Euchre appears in America",
           "American sources show “eucre” or “uker” played in the early 1800s, with bowers by 1829. Most "
           "historians derive it from the Alsatian Jucker, brought by German-speaking immigrants.", PARLETT,
           "Origin: a German (Alsatian Jucker) line against a French one (écarté, triomphe / French ruff); "
           "some see both, Jucker itself descending from triomphe."),
    _event("19th century", 1830, "“Bower” from German Bauer",
           "The right and left bowers take their name from the German Bauer, “farmer”, also the word for the "
           "jack; in Jucker the Bauer was the highest card.", PARLETT),
    _event("1850s", 1855, "A blank card joins the pack",
           "American euchre players add an extra card, at first a blank one, as a trump above both bowers.",
           WIKI_JOKER,
           "The decade: some sources put the blank card in the 1850s, others around 1860."),
    _event("1860s", 1860, "The “best bower”",
           "The extra trump is called the best bower; card makers begin to print it.", WOPC),
    _event("c. 1863–1865", 1863, "Samuel Hart's “Imperial Bower”",
           "The New York card maker Samuel Hart prints an illustrated best bower, the Imperial Bower: the "
           "ancestor of every joker. Euchre is the game the joker was invented for — “a glorified jack”.",
           ATLAS, "The date: 1863 in most accounts, 1865 in others."),
    _event("c. 1870s", 1870, "The name “joker”",
           "The best bower comes to be called the joker, possibly from Jucker / euchre.", WIKI_JOKER,
           "Etymology: joker from Jucker (euchre) is a hypothesis, not settled; the jester pictures came later."),
    _event("c. 1875", 1875, "Poker adopts the joker",
           "Poker players take up the joker as a wild card, and the joker stays in the pack long after "
           "euchre's heyday.", WIKI_JOKER),
    _event("19th century", 1880, "America's favourite card game",
           "Euchre is among the most popular card games in the United States, and spreads to Canada, Britain "
           "(especially Cornwall and the West Country), Australia and New Zealand.", WIKI_EUCHRE),
    _event("Today", 2000, "The euchre belt",
           "Euchre is still widely played in the American Midwest — the “euchre belt” — and in Ontario, "
           "Cornwall, Australia and New Zealand; the joker variant survives in British and Finnish rules.",
           WIKI_EUCHRE),
)


def disputed_events() -> tuple[Event, ...]:
    """The events whose claims sources disagree on."""
    return tuple(e for e in EVENTS if e.disputed)
