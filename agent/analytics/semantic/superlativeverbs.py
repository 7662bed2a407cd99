"""The verb before "the most <measure>": "who hit the most home runs", "which position stole the most bases".

Why: English puts the verb of a ranking between its subject and "the most"/"the fewest", and a verb
often sounds like a column or a stored value: "hit" is the ``hits`` column, "scored" a relative of
it, "stole" looks like the team code STL. Read as a measure, the question summed hits beside the
home runs; read as a value, it kept one team's players. A noun never stands right before "the most"
followed by another measure, so a measure or value word there is the verb, and goes.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item

__all__ = ["drop_verb_before_superlative"]


def drop_verb_before_superlative(items: list[Item], words: tuple[str, ...]) -> None:
    """Mark a measure or value word said right before "the most/least … <measure>" as a stop."""
    for k in range(len(items) - 2):
        verb, rank, measure = items[k], items[k + 1], items[k + 2]
        if verb.kind not in ("metric", "value") or measure.kind != "metric":
            continue
        if not rank.is_marker("most", "least") or words[verb.last: verb.last + 1] != ("the",):
            continue
        said = {m.name for m in measure.of_kind("metric")}
        if verb.kind == "metric" and {m.name for m in verb.of_kind("metric")} & said:
            continue  # "sales the most sales" is no sentence; leave what was said alone
        verb.kind = "stop"
