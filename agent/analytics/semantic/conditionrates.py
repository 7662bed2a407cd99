"""The share of rows that pass a threshold: "teslimatı 45 dakikadan uzun süren siparişlerin oranı".

Why: an analyst asks how common a condition is by naming the rows that meet it and a share word
("oranı", "yüzdesi", "percentage of orders over 45 minutes"). The threshold was read as a filter
and "oranı" as a filler, so the engine counted the filtered rows; "yüzdesi" asked for a share of a
total and was refused for want of a breakdown. The question means
``100 × AVG(CASE WHEN <condition> THEN 1 ELSE 0 END)`` over all the table's rows (per group with a
breakdown), written ``condrate:<measure>:<op>:<number>`` in a plan; a measure compared with another
column of its row ("percentage of homes that sold above their list price") is
``condrate:<measure>:<op>:@<other measure>``.

Only when one threshold tests a number (or another column of the row) against single rows' values
of one table, the question asks for no measure but those rows' count, says no count ("kaç", "sayısı") and ranks nothing.
A value said between the share word and the rows' noun ("what share of 5k runners finished in
under 30 minutes") names the rows the share is taken over: it stays a filter (``population_of``);
any other value leaves it unsaid which of the two is the share, and the rule stands aside.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import OTHER_COLUMN
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.thresholds import count_metric

__all__ = ["CONDITION_RATE", "population_of", "read_condition_rates", "share_of_rows"]

CONDITION_RATE = "condrate:"
# A share word said of the rows: "oranı" is a filler elsewhere, so only the plan's shape makes it a share.
_SHARE_WORDS = frozenset({"orani", "oranini", "oraninin", "yuzdesi", "yuzdesini", "yuzde", "payi", "payini",
                          "percentage", "percent", "share", "proportion", "fraction"})
_OPS = (">", ">=", "<", "<=", "=")
_THOSE = frozenset({"olanlarin", "olanlar", "olanlari"})  # folded: "those that are", the rows said alone
# folded endings of a plural participle in the genitive, "those who ...": "uzağa gidenlerin oranı"
_DOERS = ("enlerin", "anlarin")
# folded locative endings of a value said with its place: "Washington'da", "Houston'daki"
_LOCATIVE = ("da", "de", "ta", "te", "daki", "deki", "taki", "teki")


def _share_word(tokens: list[Token], i: int) -> bool:
    """Whether token i asks for a share: "oranı", "yüzdesi", "yüzde" not before its number."""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    return tokens[i].text in _SHARE_WORDS and not (after is not None and after.number is not None)


def read_condition_rates(tokens: list[Token], out: Parsed, model: SemanticModel, rows: dict[str, str],
                         population: frozenset[str] = frozenset(), rows_named: bool = False) -> None:
    """Turn "the rows past a threshold" + a share word into the threshold's share of all rows.

    ``rows_named``: the share word is said of the rows' noun ("what proportion of cars have more than 4
    cylinders"), so the measure compared, left as the only one asked, is no measure of its own
    (twenty-sixth round, xphr26: refused as a share of cylinders with no breakdown).
    """
    plan = out.plan
    if len(plan.conditions) != 1 or plan.limit or plan.comparison is not None or plan.list_only or plan.rows:
        return
    if any(f.dimension not in population for f in plan.filters):
        return  # "share of patients aged 80 and over who died": which of the two is the share is not said here
    if out.cues & {"count", "count_post"} or not any(_share_word(tokens, i) for i in range(len(tokens))):
        return  # "yüzde 50'yi geçtiği anket sayısı": a count is asked; "yüzde 50" is the number's unit
    cond = plan.conditions[0]
    metric = model.metrics.get(cond.metric)
    if metric is None or cond.op not in _OPS or cond.metric not in rows:
        return
    if cond.other is not None and (cond.other not in rows or model.metrics[cond.other].table != metric.table):
        return
    counted = count_metric(model, metric.table)
    # "geliri 30 binin üzerinde olanların oranı": the rows said as "olanlar" (those that are), the compared
    # measure left as the only one asked, is their share too
    those = plan.metrics == [cond.metric] and (rows_named or any(
        t.text in _THOSE or (t.text.endswith(_DOERS) and _share_word(tokens, i + 1))
        for i, t in enumerate(tokens[:-1])))
    if counted is None or (plan.metrics not in ([], [counted]) and not those):
        return  # "evli olanların ortalama yaşı": a measure of its own is what is asked
    number = int(cond.value) if float(cond.value).is_integer() else cond.value
    # "percentage of homes that sold above their list price": the other column of the row, marked by OTHER
    said = f"{OTHER_COLUMN}{cond.other}" if cond.other is not None else number
    plan.metrics = [f"{CONDITION_RATE}{cond.metric}:{cond.op}:{said}"]
    plan.conditions = []
    plan.share = False
    plan.order_by = None


def share_of_rows(items: list[Item], model: SemanticModel, tokens: list[Token]) -> bool:
    """Whether a share word is said of the rows' noun ("what proportion of cars ..."), not of a measure.

    The noun after "of" counts the table's rows, or is read as no measure, value or breakdown at all
    (a word for the rows the matcher left aside: "cars" of ``auto_mpg``).
    """
    for it in items:
        if it.kind != "marker" or not it.is_marker("share") or it.last >= len(tokens) or tokens[it.last].text != "of":
            continue
        j = it.last + 1
        while j < len(tokens) and tokens[j].text in ("the", "all", "our"):
            j += 1
        if j >= len(tokens) or not tokens[j].text.isalpha() or len(tokens[j].text) < 3:
            continue
        covering = [x for x in items if x.first <= j < x.last]
        if not covering or all(x.kind in ("metric", "entity") and any(
                m.name in model.metrics and model.metrics[m.name].counts_rows for m in x.of_kind("metric"))
                for x in covering):
            return True
    return False


def population_of(items: list[Item], model: SemanticModel) -> frozenset[str]:
    """The columns of values said between a share word and the rows' noun ("share of 5k runners": race).

    A Turkish value said in the locative ("Washington'da ... gidenlerin oranı") is where the share
    is taken, never the share itself: its column is the population's too.
    """
    out: set[str] = {m.name for it in items if it.kind == "value" and "'" in it.text
                     and fold(it.text.rsplit("'", 1)[1]) in _LOCATIVE for m in it.of_kind("value")}
    for k, it in enumerate(items):
        if it.kind != "marker" or not it.is_marker("share"):
            continue
        j, dims = k + 1, set()
        while j < len(items) and items[j].kind == "value":
            dims |= {m.name for m in items[j].of_kind("value")}
            j += 1
        rows = items[j] if j < len(items) else None
        counted = rows is not None and rows.kind in ("metric", "entity") and any(
            m.name in model.metrics and model.metrics[m.name].counts_rows for m in rows.of_kind("metric"))
        if dims and counted:
            out |= dims
    return frozenset(out)
