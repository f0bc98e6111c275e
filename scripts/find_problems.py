"""Find problems for :mod:`euchre_teach.problems`: moments of seeded hands where South's best move
leads the next best by a clear margin on two sets of sampled deals (in the score theme, a bid whose
answer near the end of a match differs from its answer by points).

Each seeded standard hand is played by rule-of-thumb players (as ``played_to`` plays it); at every
decision with a choice, of any seat (the learner takes that seat), the move is classed by theme,
checked with the coach on deals drawn with seeds 1 and 2, and kept when both agree and the margin
is clear. For the score theme, the bids are checked again at scores near the end of a match.
Prints the problems as the module's data lines. A tool for authors, run by hand:

    python scripts/find_problems.py [--seeds 0 400] [--per-theme 12]
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from euchre_teach import EuchreError, new_hand
from euchre_teach.analysis.coach import advise
from euchre_teach.bots.base import computer_players
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.problems import BID_SAMPLES, MARGIN, MATCH_MARGIN, PLAY_SAMPLES, THEME_KEYS, position
from euchre_teach.ranking import effective_suit
from euchre_teach.state import HandState
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

SCORES = ((8, 9), (9, 8), (6, 9), (9, 6), (7, 7))
#: The share of the deals the quick first look uses.
QUICK = 0.25


def theme_of(view: SeatView) -> str | None:
    """The theme a decision of South practises (None: none of the themes)."""
    if view.phase is Phase.ROUND_2:
        return "round 2"
    if view.phase is Phase.DISCARD:
        return "discards"
    if view.phase is not Phase.PLAY:
        return None
    if view.alone:
        if view.maker == view.seat:
            return "loner play"
        return None if view.seat in view.makers else "loner defence"
    trick = view.current_trick
    if trick is None:
        return "leads" if not view.tricks else None
    trump, rules = view.trump_suit, view.rules
    led = effective_suit(trick.cards[0], trump, rules)
    suits = {effective_suit(card, trump, rules) for card in view.hand or ()}
    return "ruffing" if led not in suits and trump in suits else "second and third hand"


def margin(view: SeatView, seed: int, score: tuple[int, int] | None, share: float = 1.0) -> tuple[str, float, bool]:
    """The coach's best move on the deals of ``seed`` (``share`` of the usual number), its lead over the
    next, and whether by match."""
    samples = round((BID_SAMPLES if view.phase.is_bidding_round else PLAY_SAMPLES) * share)
    advice = advise(view, samples, seed, score)
    numbers = advice.numbers
    assert numbers is not None
    if advice.by_match:
        wins = sorted((o.win or 0.0 for o in numbers.options), reverse=True)
        return str(advice.action), wins[0] - wins[1] if len(wins) > 1 else 0.0, True
    values = sorted((o.expected for o in numbers.options), reverse=True)
    return str(advice.action), values[0] - values[1] if len(values) > 1 else 0.0, False


def checked(view: SeatView, score: tuple[int, int] | None) -> tuple[str, float] | None:
    """The answer and its smaller margin when seeds 1 and 2 agree by a clear margin, else None
    (a quick look at a quarter of the deals first passes over the clear misses)."""
    _, quick, by_match = margin(view, 3, score, QUICK)
    if quick < (MATCH_MARGIN if by_match else MARGIN) * 0.6:
        return None
    firsts = [margin(view, seed, score) for seed in (1, 2)]
    (one, m1, by_match), (two, m2, _) = firsts
    least = MATCH_MARGIN if by_match else MARGIN
    if one != two or min(m1, m2) < least:
        return None
    return one, min(m1, m2)


def level_of(view: SeatView, answer: str, lead: float, by_match: bool) -> int:
    """1: the rule of thumb finds it and the margin is wide; 3: the rule of thumb misses it; else 2."""
    thumb = str(RuleOfThumbBot(0).decide(view).action)
    if thumb != answer:
        return 3
    return 1 if lead >= (0.15 if by_match else 0.5) else 2


def scan(first: int, last: int, per_theme: int, themes: tuple[str, ...] = THEME_KEYS) -> dict[str, list[str]]:
    """Every seat's decisions in seeded hands, for the given themes (the others count as full)."""
    found: dict[str, list[str]] = defaultdict(list)
    for theme in THEME_KEYS:
        if theme not in themes:
            found[theme] = [""] * per_theme
    for seed in range(first, last):
        if all(len(found[t]) >= per_theme for t in THEME_KEYS):
            break
        hand = new_hand("standard", seed)
        bots = computer_players("rule of thumb", 0, 4)
        while not hand.is_terminal():
            seat = hand.player_to_act()
            view = hand.view(seat)
            if len(view.legal) > 1:
                visit(hand, view, seed, found, per_theme)
            hand.apply(bots[seat].decide(view).action)
    return found


def visit(hand: HandState, view: SeatView, seed: int, found: dict[str, list[str]], per_theme: int) -> None:
    """Check a seat's decision for its theme (and, for a bid, at scores near the end)."""
    steps, seat = len(hand.actions), view.seat
    theme = theme_of(view)
    if theme is not None and len(found[theme]) < per_theme and (result := checked(view, None)):
        answer, lead = result
        found[theme].append(f"{seed}, {steps}, {answer!r}, level={level_of(view, answer, lead, False)}, "
                            f"margin={lead:.2f}, seat={seat}")
        print(f"{theme}: {found[theme][-1]}", flush=True)
    if view.phase.is_bidding_round and len(found["score"]) < per_theme:
        plain = margin(view, 1, None, QUICK)[0]  # the answer by points: the score must change it
        for score in SCORES:
            if margin(view, 1, score)[2] and (result := checked(view, score)) and result[0] != plain:
                answer, lead = result
                found["score"].append(f"{seed}, {steps}, {answer!r}, score={score}, "
                                      f"level={level_of(view, answer, lead, True)}, margin={lead:.2f}, seat={seat}")
                print(f"score: {found['score'][-1]}", flush=True)
                break


def scan_lone(first: int, last: int, per_theme: int) -> dict[str, list[str]]:
    """Lone hands: in each seeded hand the first bid made with three trumps or more is made alone
    (:func:`~euchre_teach.problems.position`), then the loner's and the defenders' plays are checked."""
    found: dict[str, list[str]] = defaultdict(list)
    for seed in range(first, last):
        if all(len(found[t]) >= per_theme for t in ("loner play", "loner defence")):
            break
        alone_at = lone_bid(seed)
        if alone_at is None:
            continue
        steps = alone_at + 1
        while True:
            try:
                hand = position("standard", seed, steps, alone_at)
            except EuchreError:
                break
            if hand.is_terminal():
                break
            view = hand.view(hand.player_to_act())
            theme = theme_of(view)
            if theme in ("loner play", "loner defence") and len(view.legal) > 1 and len(found[theme]) < per_theme:
                result = checked(view, None)
                if result:
                    answer, lead = result
                    found[theme].append(f"{seed}, {steps}, {answer!r}, level={level_of(view, answer, lead, False)}, "
                                        f"margin={lead:.2f}, seat={view.seat}, alone_at={alone_at}")
                    print(f"{theme}: {found[theme][-1]}", flush=True)
            steps += 1
    return found


def lone_bid(seed: int) -> int | None:
    """The step of the first bid the rule-of-thumb players make with three trumps or more, if any."""
    hand = new_hand("standard", seed)
    bots = computer_players("rule of thumb", 0, 4)
    while hand.phase.is_bidding_round:
        seat = hand.player_to_act()
        view = hand.view(seat)
        action = bots[seat].decide(view).action
        suit = action.suit if action.suit is not None else (hand.upcard.suit if hand.upcard else None)
        if action.kind.value in ("order up", "call") and suit is not None:
            trumps = sum(effective_suit(card, suit, hand.rules) == suit for card in view.hand or ())
            if trumps >= 3 and any(a.alone for a in view.legal):
                return len(hand.actions)
        hand.apply(action)
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs=2, default=(0, 400))
    parser.add_argument("--per-theme", type=int, default=12)
    parser.add_argument("--lone", action="store_true", help="lone hands only (a bid with three trumps made alone)")
    parser.add_argument("--themes", nargs="+", default=THEME_KEYS, help="only these themes")
    args = parser.parse_args()
    found = scan_lone(*args.seeds, args.per_theme) if args.lone else scan(*args.seeds, args.per_theme,
                                                                          tuple(args.themes))
    for theme in THEME_KEYS:
        print(f"# {theme}: {len(found[theme])}")
        for line in found[theme]:
            print(f"    {line}", flush=True)


if __name__ == "__main__":
    main()
