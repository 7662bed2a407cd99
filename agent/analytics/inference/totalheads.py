"""The noun several measures share is the total's when one of them is named as the total of it.

Why (twenty-third round): a household's bills come as "Elektrik Faturası", "Doğalgaz Faturası" and
"Toplam Fatura" (an invoice's ``tax_amount``, ``net_amount`` and ``total_amount``). The bare noun
("faturalara ne kadar ödendi", "average amount") was a synonym of each part and went to the first
of them, the electricity bill. Said alone, the shared noun means all of it: the total. Only where
a measure's name is the total word followed by the noun, and only the bare noun moves (one word);
"elektrik faturası" keeps its own measure.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["total_takes_the_head"]

_TOTAL = frozenset({"total", "toplam"})
_STEM = 4  # "fatura", "faturasi", "faturalar" share their first four letters


def _words(column: str) -> list[str]:
    return [w for w in fold(column).replace("-", "_").replace(" ", "_").split("_") if w]


def total_takes_the_head(table: str, metrics: dict[str, dict],
                         operators: dict[str, tuple[str, str, list[str], str]]) -> None:
    """Move the bare shared noun from the parts' synonyms to the total's (in place)."""
    own = {key: column for key, (owner, column, _said, _label) in operators.items() if owner == table
           and not metrics[key]["expression"].upper().startswith("COUNT")}
    totals = [key for key, column in own.items() if len(w := _words(column)) == 2 and w[0] in _TOTAL]
    if len(totals) != 1:
        return
    total = totals[0]
    stem = _words(own[total])[1][:_STEM]
    if len(stem) < _STEM:
        return
    for key, column in own.items():
        words = _words(column)
        if key == total or len(words) < 2 or not any(w.startswith(stem) for w in words[1:]):
            continue
        bare = [s for s in metrics[key]["synonyms"]["any"] if " " not in s and fold(s).startswith(stem)]
        metrics[key]["synonyms"]["any"] = [s for s in metrics[key]["synonyms"]["any"] if s not in bare]
        operators[key][2][:] = [s for s in operators[key][2] if s not in bare]
        for lst in (metrics[total]["synonyms"]["any"], operators[total][2]):
            lst.extend(s for s in bare if s not in lst)
