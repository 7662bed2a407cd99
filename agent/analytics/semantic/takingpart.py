""""Took part in", "participated in": the verb of being among a table's rows, which narrows nothing.

Why: analysts count a table's people by the act that put them there: "how many bakers took part in
series 10", "how many women took part in the survey", "how many people participated in the study".
"part" then matched any stored name holding the word (a baker's occupation "Part-time waiter", or
a count's synonym), and "took" was a word not understood, so the question was filtered by a
stranger's job or refused. Said after its rows' noun, "take part" (and "participate") only says
that the rows are the ones counted, as "joined" and "played" do; a column or value named by these
words still answers when said otherwise ("part number", "participation rate"). A results table's
rows are likewise those who finished, completed, competed in, ran or entered the event, when no
column or value is named by the verb.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["read_taking_part"]

_TAKE = frozenset({"take", "takes", "took", "taking", "taken"})
_PARTICIPATE = frozenset({"participate", "participates", "participated", "participating",
                          # a results table's rows are those who finished (ran, competed in) the race:
                          # "how many runners finished the half-marathon", "how many women ran the 5k"
                          "finished", "completed", "competed", "ran", "raced", "entered"})


def read_taking_part(items: list[Item], words: tuple[str, ...]) -> None:
    """Mark as stops the items of "take part" (any tense) and of a lone "participated" not understood."""
    folded = [fold(w) for w in words]
    spans = [(i, i + 2) for i in range(len(folded) - 1) if folded[i] in _TAKE and folded[i + 1] == "part"]
    for start, end in spans:
        for it in items:
            if start <= it.first and it.last <= end:
                it.kind = "stop"
    for it in items:
        # not understood, or understood only through a related word ("finished" read as "last": a last name)
        if (it.kind == "unknown" or it.corrected) and fold(it.text) in _PARTICIPATE:
            it.kind = "stop"
