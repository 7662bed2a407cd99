"""A question asking for a thing, answered with a bare count of rows: "what is the Eurostat code of Greece",
"2010 maratonunu kim kazandı", "which pizza sold the most".

Why: when nothing measured is read, a plan falls back on counting the rows its filters keep. That is
right for "how many …", "number of …", "kaç …", and for a breakdown or ranking of the rows ("flights
by carrier", "top 5 carriers"). A question that asks what, who, which or where, with no count word
and nothing to break down, asks for a value of the rows (a code, a winner's name, a pizza), and the
number of rows it kept (1 for Greece, 1 for 2010) is a wrong table an analyst would trust. The plan
is left without a measure, so the engine says what it understood and asks what to measure.

Only a plan whose one measure is a table's row count, with no breakdown and no period grain, in a
question with an asking word ("what", "who", "which", "where", "kim", "nedir", "hangisi" …) and no
count word ("how many", "number", "count", "kaç", "sayısı", "adet", "total", "toplam", "often").
"""

from __future__ import annotations

from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.text import fold

__all__ = ["COUNTING_WORDS", "count_not_asked"]

_OPENING = frozenset({"what", "whats", "who", "whom", "whose", "which", "where"})
_ASKING_TR = frozenset({"kim", "kimin", "kimdir", "kimdi", "nedir", "neydi", "hangisi", "hangisidir", "nerede",
                        "neresi", "nereden"})
# any of these words asks for (or about) a number of rows
COUNTING_WORDS = frozenset({"many", "number", "numbers", "count", "counts", "counted", "kac", "sayi", "sayisi",
                       "sayilari", "adet", "adedi", "tane", "total", "totals", "toplam", "often", "frequency",
                       "frequently", "times", "kez", "defa", "kere", "siklik", "sikligi", "much"})


def count_not_asked(out: Parsed, model: SemanticModel) -> None:
    """Drop a bare row count no word of the question asked for (see module)."""
    plan = out.plan
    if len(plan.metrics) != 1 or plan.group_by or plan.grain or plan.rows or plan.list_only or plan.share:
        return
    metric = model.metrics.get(plan.metrics[0])
    if metric is None or metric.expression.replace(" ", "").upper() != "COUNT(*)":
        return
    words = [fold(w) for w in out.words]
    if not words or {"count", "count_post"} & out.cues or set(words) & COUNTING_WORDS:
        return
    if words[0] in _OPENING or set(words) & _ASKING_TR:
        plan.metrics, plan.order_by, plan.limit = [], None, None
