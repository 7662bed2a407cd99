"""A plain count broken down by a column nothing asked to break it down by: "how many matches did the home
team win", "how many municipalities are there in Ontario", "salt çoğunlukla kazanılan ilçe sayısı".

Why: a column said in a count without a breakdown word reads as a breakdown, so the answer is a count
per value of that column (per home team, per municipality name, per winner) where one number was
asked. The column was said as what the rows did or are ("did the home team win", "kazanılan", "have
an RER connection", "will vote yes"): a condition the engine could not read. A count per value is a
wrong table an analyst would trust; the column's words are reported as not understood instead, so
the question is asked again. A yes/no column is the exception: its yes side is the condition said
("streptomisin grubunda kaç hasta iyileşti": the recovered patients of that group), as
``yesnocounts``/``flagcounts`` read it where no other column is named; of a share ("kadın hastaların
yüzde kaçı iyileşti"), the yes rows are the part and the other filters the whole.

Only a count ("how many", "kaç", "sayısı") or a share of a yes/no column, with no breakdown or
ranking word anywhere ("by", "per", "each", "göre", "which", "top", "most", "and", "vs" …), no period
grain, no ranking, and no filter on the grouped column ("how many men and women" names its values).
"""

from __future__ import annotations

from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Filter
from agent.analytics.semantic.text import fold

__all__ = ["unasked_breakdown"]

# words that ask for the values side by side, or for the rows of a value: the breakdown stays
_SIDES = frozenset({"vs", "versus", "compared", "or", "and", "whether", "split", "breakdown", "distribution",
                    "different", "distinct", "unique", "kinds", "types", "respectively", "which", "what",
                    "ve", "veya", "ya", "hangi", "hangisi", "farkli", "her", "cesit", "turlerine", "dagilimi"})
_ASKING = ("by", "by_post", "which", "top", "most", "least", "share")


def unasked_breakdown(items: list[Item], out: Parsed,
                      yes_no: Callable[[str], tuple[str, str, str] | None]) -> None:
    """Report the grouped column of a plain count as not understood, or keep a yes/no column's yes rows."""
    plan = out.plan
    if not plan.group_by or out.explicit_group or not ({"count", "count_post"} & out.cues or plan.share):
        return
    if plan.grain or plan.limit or plan.list_only or plan.rows or plan.comparison is not None:
        return
    asking = _ASKING[:-1] if plan.share else _ASKING  # "yüzde kaçı" is the share asked, no breakdown
    if out.rank is not None or any(it.kind == "marker" and it.is_marker(*asking) for it in items):
        return
    if {fold(w) for w in out.words} & _SIDES or any(f.dimension in plan.group_by for f in plan.filters):
        return
    flags = {d: found for d in plan.group_by if (found := yes_no(d)) is not None}
    if len(plan.group_by) == 1 and flags:
        # the yes rows; of a share, the part of the rows the other filters keep ("kadın hastaların yüzde kaçı")
        dim, yes, _ = flags[plan.group_by[0]]
        plan.group_by = []
        plan.filters.append(Filter(dimension=dim, values=[yes]))
        return
    if plan.share:
        return  # a share per value is the share of each: asked or not, every part is shown
    named = [k for k, it in enumerate(items) if it.kind in ("dim", "entity", "value")
             and any(_names(m, plan.group_by) for m in it.meanings)]
    if any(_asked_or_a_value_noun(items, k) for k in named):
        return
    out.unknown.extend([items[k].text for k in named] or plan.group_by)


def _asked_or_a_value_noun(items: list[Item], k: int) -> bool:
    """The column asked of the rows ("toyota motorun sırası kaç": "kaç" after the noun asks its value), the
    groups themselves in the plural ("… 100'ün altında olan eyaletler"), or the noun of a value said right
    before it ("Hennepin county" of ``county_name``): no condition left unread."""
    it = items[k]
    before = items[k - 1] if k else None
    after = items[k + 1] if k + 1 < len(items) else None
    asked = after is not None and after.kind == "marker" and after.is_marker("count") and after.first == it.last \
        and fold(after.text) == "kac"
    said = {fold(w) for w in it.text.split()}
    noun = before is not None and before.kind == "value" and before.last == it.first and any(
        m.kind == "value" and (any(x.name == m.name for x in it.meanings) or said & set(m.name.split("_")))
        for m in before.meanings)
    return asked or it.plural or noun


def _names(meaning: Meaning, dims: list[str]) -> bool:
    return meaning.kind in ("dim", "entity", "value") and meaning.name in dims
