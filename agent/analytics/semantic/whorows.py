"""Who holds the extreme: "en hızlı kim", "en pahalı hangisi", "who is the fastest".

Why: a superlative with no noun of the rows ("en hızlı", "the fastest") reads as the highest or
lowest value of one column (MIN of a finishing time). A question word that asks for a person or
a thing ("kim"/"who", the pronoun "hangisi"/"which one") does not ask for that value: it asks
which row holds it. The value alone is a wrong answer (a time, where a name was asked); the row
ordered by the column, with its readable columns beside it, answers both.

Only when the plan is that one extreme and nothing else (no breakdown, no period grain, no
ranking already): "hangi şehirde en yüksek sıcaklık" groups by the city and is left to the
breakdown readers. Shared by English and Turkish; "what is the" and the adjective "hangi" are
not among the words, so "what is the highest price" keeps its value.
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["pick_who_row"]

# The words that ask for the one who (or the thing that) holds a value, not the value itself.
_WHO = frozenset({"kim", "kimdi", "kimdir", "hangisi", "hangisiydi", "hangisidir"})


def asks_who(words: tuple[str, ...]) -> bool:
    """Whether the question asks for a person or a row by its pronoun ("kim", "hangisi", "who …").

    English "who" asks only where it opens the question: inside it, it starts a relative clause
    ("the oldest patient who died" asks the age).
    """
    folded = [fold(w) for w in words]
    return bool(folded) and folded[0] == "who" or any(w in _WHO for w in folded)


def pick_who_row(out: Parsed, model: SemanticModel, rows: dict[str, str], extremes: dict[str, bool]) -> None:
    """A lone MAX/MIN of a row value asked with "kim"/"who"/"hangisi": the row holding it."""
    plan = out.plan
    if plan.group_by or plan.grain or plan.rows or plan.list_only:
        return
    if len(plan.metrics) != 1 or not asks_who(out.words):
        return
    if out.rank is not None:
        # "who earns the most": ranked with no breakdown, the rows themselves by the measure's value
        limit, descending, _ = out.rank
        limit = limit if any(w.isdigit() for w in out.words) else 1  # "who" is one, "who are the 3 …" three
        if plan.metrics[0] in rows and plan.metrics[0] in model.metrics:
            plan.rows, plan.limit, plan.descending, plan.order_by = True, limit, descending, plan.metrics[0]
        return
    extreme = plan.metrics[0]
    if extreme not in extremes or extreme not in rows or extreme not in model.metrics:
        return
    plan.rows, plan.limit, plan.descending = True, 1, extremes[extreme]
    plan.order_by = extreme
