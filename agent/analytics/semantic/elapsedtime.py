"""A period word with a number names a dateless table's elapsed-time column: "in week 12", "over 3000 days".

Why: trials and follow-ups keep time as a number, not a date: one column (``time``, ``duration``,
``followup_time``) counting the weeks or days since the start. Analysts name that column by its
unit: "average weight of the pigs in week 12" (``time = 12``), "how many patients were followed for
more than 3000 days" (``time > 3000``). The period word was read as a calendar unit the table does
not have, and the number was left not understood, so the question was refused.

The period word is read as the column, and the number beside it is then the column's value (after
the word: "week 12") or its threshold (after a comparator: "more than 3000 days"), as if the
analyst had said the column's name. Only when:

- the workspace has exactly one numeric measure column whose name says elapsed time (its words
  hold "time" or "duration"), on a table with no date of its own: with a date, "week 12" may be a
  calendar week, and with two such columns the word could mean either;
- the period word is not asked for ("hangi yıllarda 30 sentin üzerine": which years, then a
  threshold of another measure);
- the number is right beside the period word, and for a threshold no measure is said before the
  comparator ("air time more than 2 hours" compares the air time, in its own unit);
- the number lies within the column's observed values. A duration's unit is not known from a bare
  ``time`` (days? weeks?), and ``amounts`` asks rather than compare a bare number with it; a number
  inside the range the column holds can only be in the column's unit (the same evidence
  ``amounts.in_range`` takes for "sleeps more than 15 hours" of ``sleep_total``).

The period word's token is then the column's name too, so that ``amounts`` no longer reads a
duration there to ask about.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold, tokenize
from agent.analytics.semantic.vocab import Vocabulary

__all__ = ["read_elapsed_time"]

_PERIODS = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
_ELAPSED_WORDS = frozenset({"time", "duration", "sure", "suresi"})
_COMPARATORS = ("gt", "ge", "lt", "le")
_NAMING = ("metric", "entity")


def _elapsed_measure(model: SemanticModel) -> str | None:
    """The one plain measure of an elapsed-time column on a dateless table, if there is just one."""
    from agent.analytics.inference.names import name_words  # inference imports this package: read late

    dated = {t.table for t in model.time_columns.values()}
    found: dict[str, str] = {}  # column SQL -> its plainest measure
    for name, metric in model.metrics.items():
        column = metric.row_column()
        if not column or metric.table in dated or not metric.expression.strip().upper().startswith(("SUM(", "AVG(")):
            continue
        bare = column.rsplit(".", 1)[-1].strip('"')
        if set(name_words(bare)) & _ELAPSED_WORDS or fold(bare) in _ELAPSED_WORDS:
            if column not in found or len(name) < len(found[column]):
                found[column] = name
    return next(iter(found.values())) if len(found) == 1 else None


def _period(it: Item) -> bool:
    return it.kind in ("unit", "grain") and any(m.name in _PERIODS for m in it.meanings if m.kind in ("unit", "grain"))


def _measure_said(it: Item, model: SemanticModel) -> bool:
    """Whether the item names a measure of one column (a threshold said before would be on it)."""
    return it.kind in _NAMING and any(m.kind == "metric" and m.name in model.metrics
                                      and model.metrics[m.name].row_column() for m in it.meanings)


def _as_column(it: Item, measure: str, vocab: Vocabulary) -> bool:
    """Make the period word the item the measure's own name would have been; False when it cannot."""
    label = vocab.model.metrics[measure].text("en")
    tokens = tokenize(label)
    n, meanings = vocab.match(tokens, 0) if tokens else (0, [])
    if n != len(tokens) or not any(m.kind == "metric" and m.name == measure for m in meanings):
        return False
    kinds = {m.kind for m in meanings}
    it.kind = "entity" if {"metric", "dim"} <= kinds else "metric"
    it.text = label  # said as the column: a unit word's text would make it only the number's unit again
    it.meanings = [m for m in dict.fromkeys(meanings) if m.kind in ("metric", "dim")]
    return True


def _held(number: Item, measure: str, vocab: Vocabulary) -> bool:
    """Whether the number lies within the values the measure's column holds."""
    metric = vocab.model.metrics[measure]
    column = (metric.row_column() or "").rsplit(".", 1)[-1].strip('"')
    span = vocab.values.range_of(metric.table, column)
    return number.number is not None and span is not None and span[0] <= number.number <= span[1]


def read_elapsed_time(items: list[Item], tokens: list[Token], vocab: Vocabulary) -> None:
    """Read "week 12" and "more than 3000 days" as the dateless table's elapsed-time column."""
    periods = [k for k, it in enumerate(items) if _period(it)]
    if not periods or (measure := _elapsed_measure(vocab.model)) is None:
        return
    for k in periods:
        it = items[k]
        if k > 0 and items[k - 1].is_marker("which"):
            continue  # "fiyat hangi yıllarda 30 sentin üzerine çıktı": the periods asked, no "year 30"
        nxt = items[k + 1] if k + 1 < len(items) else None
        numbered = nxt is not None and nxt.kind == "number" and nxt.first == it.last and nxt.number is not None
        prev = items[k - 1] if k > 0 else None
        comparator = items[k - 2] if k > 1 else None
        subject = items[k - 3] if k > 2 else None
        threshold = (prev is not None and prev.kind == "number" and prev.last == it.first
                     and comparator is not None and comparator.is_marker(*_COMPARATORS)
                     and not (subject is not None and _measure_said(subject, vocab.model)))
        number = nxt if numbered else prev if threshold else None
        if number is None or not _held(number, measure, vocab) or not _as_column(it, measure, vocab):
            continue
        for i in range(it.first, min(it.last, len(tokens))):
            tok = tokens[i]
            word = fold(it.text)
            tokens[i] = Token(word, tok.raw, tok.index, candidates(word), tok.plural, tok.number)
