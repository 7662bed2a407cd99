"""Thresholds said with a unit: "more than an hour late", "over 2000 miles", "30 dakikadan fazla gecikme".

Why a pass of its own: the unit says what is measured and in what size. "an hour" or "2 hours"
is a duration, so the threshold is on a duration measure (a delay, an air time) and becomes 60 or
120 when that measure is kept in minutes; "2000 miles" is a length, so it is on the distance even
when the question names no measure ("flights that flew over 2000 miles"). "late" and "early" say
the measure is a delay and which way it goes: "30 minutes early" is a delay below -30.

A duration converts only when the measure's unit is certain (:mod:`units`); otherwise the
threshold is left alone and the engine asks, unless a measure the question names holds the number
as said (``_Reader.in_range``): "lead time more than 200 days" is ``lead_time > 200`` even where
another column, named by no word of the question, is the table's one duration (``days_in_waiting_list``).
Other quantities keep the number as said unless
both units are known. When several measures fit and the question's words do not pick one
("departed" picks the departure delay over the arrival delay), nothing is guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.text import Token, fold
from agent.analytics.semantic.units import Unit, measure_quantity, measure_unit, unit_of
from agent.analytics.semantic.values import ValueIndex
from agent.analytics.semantic.vocab import Vocabulary

__all__ = ["fill_amounts"]

_COMPARATORS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<="}
_FLIPPED = {">": "<", ">=": "<=", "<": ">", "<=": ">="}
_ONE = frozenset({"a", "an", "one", "bir"})
_HALF = frozenset({"half", "yarim"})
_LATE = frozenset({"late", "later", "delayed", "behind", "gecikmeli", "gec", "gecikti", "gecikme", "rotarli"})
_EARLY = frozenset({"early", "earlier", "ahead", "erken"})
_TR_MORE = frozenset({"fazla", "cok", "uzun", "buyuk", "yuksek"})
_TR_LESS = frozenset({"az", "kisa", "kucuk", "dusuk"})
_ABLATIVE = ("dan", "den", "tan", "ten")
# Verbs that only say a duration or a length was measured: "took more than 2 hours", "2 saatten uzun sürdü".
_VERBS = {
    "duration": frozenset({"took", "take", "takes", "lasted", "last", "lasts", "suren", "surdu", "surer", "surmus"}),
    "length": frozenset({"flew", "flown", "travelled", "traveled", "drove", "driven", "ran", "went"}),
}


@dataclass(frozen=True)
class _Amount:
    """A number with its unit, said over tokens [first, last)."""

    value: float
    unit: Unit
    first: int
    last: int


def _amount(tokens: list[Token], j: int, numbers: dict[str, int]) -> _Amount | None:
    """"2 hours", "an hour", "half an hour", "an hour and a half", "30 dakika", "yarım saat" at token j."""
    start, count, half = j, None, False
    if j < len(tokens) and tokens[j].text in _HALF:
        half, j = True, j + 1
    if j < len(tokens) and (tok := tokens[j]).number is not None and not tok.ordinal:
        count, j = tok.number, j + 1
    elif j < len(tokens) and tokens[j].text in _ONE:
        count, j = 1.0, j + 1
    elif j < len(tokens) and tokens[j].text in numbers:
        count, j = float(numbers[tokens[j].text]), j + 1
    if j >= len(tokens) or (count is None and not half):
        return None
    unit = unit_of(tokens[j].cands)
    if unit is None:
        return None
    value, j = (count or 1.0) * (0.5 if half else 1.0), j + 1
    if [t.text for t in tokens[j : j + 3]] == ["and", "a", "half"]:
        value, j = value + 0.5, j + 3
    return _Amount(value, unit, start, j)


def _ablative(tok: Token) -> bool:
    """Whether a word is in the ablative ("saatten", "km'den"): the "than" of a Turkish comparison.

    The case ending after an apostrophe ("km'den", "100'den") is cut from the token's text, so
    the word as written is read too.
    """
    return tok.text.endswith(_ABLATIVE) or fold(tok.raw).endswith(_ABLATIVE)


def _column(sql: str) -> str:
    return sql.rsplit(".", 1)[-1].strip('"')


# Words before a measure that say the rows have it ("with a wait", "whose wait", "had a delay")
_HAD = frozenset({"a", "an", "with", "having", "had", "has", "have", "whose", "where", "their", "its"})


class _Reader:
    """Finds unit thresholds in one question's items and turns them into conditions."""

    def __init__(self, items: list[Item], tokens: list[Token], rows: dict[str, str], model: SemanticModel,
                 values: ValueIndex | None = None) -> None:
        self.items, self.tokens, self.rows, self.model, self.values = items, tokens, rows, model, values

    def measures(self, quantity: str) -> dict[str, str]:
        """One measure per column of the quantity (metric name → column), in model order."""
        out: dict[str, str] = {}
        seen: set[tuple[str, str]] = set()
        for name, sql in self.rows.items():
            column = _column(sql)
            key = (self.model.metrics[name].table, column)
            if measure_quantity(column) == quantity and key not in seen:
                seen.add(key)
                out[name] = column
        return out

    def named(self, k: int, quantity: str) -> str | None:
        """The measure of the quantity the question names nearest to the comparator at token k."""
        for it in sorted(self.items, key=lambda x: abs(x.first - k)):
            if it.kind in ("metric", "entity"):
                for meaning in it.of_kind("metric"):
                    if meaning.name in self.rows and measure_quantity(_column(self.rows[meaning.name])) == quantity:
                        return meaning.name
        return None

    def words(self, name: str, column: str) -> set[str]:
        """The words a measure answers to: its column's words and its synonyms' words."""
        metric = self.model.metrics[name]
        phrases = [column.replace("_", " "), *(s for ss in metric.synonyms.values() for s in ss)]
        return {w for p in phrases for w in fold(p).replace("_", " ").split() if len(w) >= 3}

    def chosen(self, k: int, amount: _Amount, direction: bool) -> tuple[str, list[int]] | None:
        """The measure the threshold at token k is on, and the token indexes that name or chose it."""
        named = self.named(k, amount.unit.quantity)
        tables = {self.model.metrics[m.name].table for it in self.items if it.kind in ("metric", "entity")
                  for m in it.of_kind("metric") if m.name in self.model.metrics}
        options = {n: c for n, c in self.measures(amount.unit.quantity).items()
                   if not tables or self.model.metrics[n].table in tables}
        if named is not None:
            options = {named: _column(self.rows[named])}
        scores: dict[str, list[int]] = {}
        for name, column in options.items():
            words = self.words(name, column)
            hits = [t.index for t in self.tokens if not amount.first <= t.index < amount.last
                    and ({t.text, *t.cands} & words)]
            scores[name] = hits + ([-1] if direction and words & {"delay", "gecikme", "rotar"} else [])
        best = max((len(h) for h in scores.values()), default=0)
        top = [n for n, h in scores.items() if len(h) == best]
        if len(top) != 1 or (not best and len(options) > 1):
            return None
        return top[0], [i for i in scores[top[0]]
                        if i >= 0 and self.spendable(i, top[0]) and self.beside(i, k, amount, top[0])]

    def beside(self, i: int, k: int, amount: _Amount, metric: str) -> bool:
        """Whether token i names the threshold's measure, with nothing else named between it and the threshold.

        Why: "average weight of pets heavier than 12 kg" names the weight twice, once as the figure
        asked and once as the threshold ("heavier"); spending the first for the threshold left only
        the pets, and the answer counted them. A measure word the rows' noun (or any other named
        thing) stands between is the question's own measure; a word of the same measure does not
        when the measure is said as something the rows have ("with a wait longer than 30 minutes":
        "longer" is the wait again, and "wait" stood as a second measure asked, so the answer added
        up the waits instead of listing the transactions; "average wait longer than …" asks the wait).
        """
        said = next((t.text for t in self.tokens if t.index == i - 1), "")
        own = (self.model.metrics[metric].table, _column(self.rows[metric])) if said in _HAD else None
        low, high = sorted((i, min(k, amount.first)))
        if i > k:
            low, high = max(k, amount.last - 1), i
        return not any(low < it.first < high and it.first != i and it.kind in ("metric", "entity", "dim", "value")
                       and not set(range(it.first, it.last)) & {i, k}
                       and own not in {self.column_of(m) for m in it.meanings} for it in self.items)

    def in_range(self, amount: _Amount) -> tuple[str, list[int]] | None:
        """The one measure the question's words name whose column holds the amount's number as said.

        Why: a column named without its unit ("sleep_total", "awake") cannot convert "15 hours";
        but when exactly one measure the question names (by a word of its column or synonyms)
        has values around the number (its observed minimum to maximum), the number can only be
        in that column's unit. A number outside every range, or two measures that fit, stays a
        question: "heavier than 4000 lbs" on a weight kept in thousands of pounds is not 4000.
        """
        if self.values is None:
            return None
        tables = {self.model.metrics[m.name].table for it in self.items if it.kind in ("metric", "entity")
                  for m in it.of_kind("metric") if m.name in self.model.metrics}
        fits: dict[tuple[str, str], tuple[str, list[int]]] = {}
        for name, sql in self.rows.items():
            table, column = self.model.metrics[name].table, _column(sql)
            if tables and table not in tables or (table, column) in fits:
                continue
            words = self.words(name, column)
            hits = [t.index for t in self.tokens if not amount.first <= t.index < amount.last
                    and ({t.text, *t.cands} & words) and self.spendable(t.index, name)]
            span = self.values.range_of(table, column)
            if hits and span is not None and span[0] <= amount.value <= span[1]:
                fits[(table, column)] = (name, hits)
        return next(iter(fits.values())) if len(fits) == 1 else None

    def spendable(self, i: int, metric: str) -> bool:
        """Whether token i only helps name the threshold's measure: an unknown word ("departed") or
        an item of the measure's own column, never another measure ("arrival delay" beside
        "departure delay"). The column's item may have been read as a value ("yakıt 5" of
        "yakıt 5 litreden fazla"): the number belongs to the amount."""
        own = (self.model.metrics[metric].table, _column(self.rows[metric]))
        for it in self.items:
            if it.first <= i < it.last:
                return it.kind == "unknown" or own in {self.column_of(m) for m in it.meanings}
        return False

    def column_of(self, meaning: Meaning) -> tuple[str, str] | None:
        """(table, column) a measure, dimension or value meaning is about."""
        if meaning.kind == "metric" and meaning.name in self.rows:
            return self.model.metrics[meaning.name].table, _column(self.rows[meaning.name])
        if meaning.kind in ("dim", "value") and meaning.name in self.model.dimensions:
            dim = self.model.dimensions[meaning.name]
            return dim.table, dim.column
        return None

    def direction(self, i: int) -> tuple[int | None, bool]:
        """(token index, early?) of a "late"/"early" word at token i, if there is one."""
        if i < len(self.tokens):
            tok = self.tokens[i]
            if {tok.text, fold(tok.raw)} & _LATE:
                return i, False
            if {tok.text, fold(tok.raw)} & _EARLY:
                return i, True
        return None, False


def _comparisons(items: list[Item], tokens: list[Token], numbers: dict[str, int],
                 comparatives: dict[str, str]) -> list[tuple[str, _Amount, set[int]]]:
    """(operator, amount, comparator's tokens) of every unit threshold in the question.

    English: a comparator, then the amount ("more than an hour", "over 2000 miles") or a
    comparative adjective before "than" ("longer than 2 hours"). Turkish: the amount in the
    ablative, then the comparator ("30 dakikadan fazla", "yarım saatten az", "1 saatten uzun").
    """
    found: list[tuple[str, _Amount, set[int]]] = []
    for it in items:
        op = next((o for name, o in _COMPARATORS.items() if it.kind == "marker" and it.is_marker(name)), None)
        if op is None:
            continue
        amount = _amount(tokens, it.last, numbers) or next(
            (a for j in range(max(0, it.first - 4), it.first)
             if (a := _amount(tokens, j, numbers)) is not None and a.last == it.first), None)
        if amount is not None:
            found.append((op, amount, set(range(it.first, it.last))))
    taken = {i for _, a, spent in found for i in (*range(a.first, a.last), *spent)}
    for i, tok in enumerate(tokens[:-1]):
        if i in taken:
            continue
        if tok.text in comparatives and tokens[i + 1].text == "than" and (a := _amount(tokens, i + 2, numbers)):
            found.append((comparatives[tok.text], a, {i, i + 1}))
        elif tok.text in comparatives or tok.text in _TR_MORE | _TR_LESS:
            op = ">" if tok.text in _TR_MORE or comparatives.get(tok.text) == ">" else "<"
            before = next((a for j in range(max(0, i - 4), i)
                           if (a := _amount(tokens, j, numbers)) is not None and a.last == i), None)
            if before is not None and _ablative(tokens[i - 1]):
                found.append((op, before, {i}))
    return found


def fill_amounts(items: list[Item], tokens: list[Token], out: Parsed, rows: dict[str, str],
                 model: SemanticModel, vocab: Vocabulary) -> None:
    """Turn each unit threshold (see :func:`_comparisons`) into a condition on the measure it is about.

    The items used (comparator, amount, "late"/"early", the words that name the measure, a verb
    of lasting or travelling) become ``threshold`` items; the parser reads the rest around them.
    """
    comparatives = {form: ">" if direction == "most" else "<"
                    for form, (direction, _) in (vocab.adjectives.forms if vocab.adjectives else {}).items()}
    reader = _Reader(items, tokens, rows, model, vocab.values)
    spent: set[int] = set()
    for op, amount, said in _comparisons(items, tokens, vocab.lex.numbers, comparatives):
        if any(it.kind in ("metric", "entity") and it.first < amount.last < it.last for it in items):
            continue  # "more than 3 week nights": the unit word opens a measure's name (headermeasures)
        late_at, early = reader.direction(amount.last if min(said) < amount.first else max(said) + 1)
        found = reader.chosen(min(said), amount, late_at is not None)
        unit = measure_unit(_column(rows[found[0]])) if found else None
        unsure = found is None or (amount.unit.quantity == "duration" and not found[1]
                                   and (unit is None or unit.quantity != "duration"))
        as_said = reader.in_range(amount) if unsure and late_at is None else None
        if as_said is not None:
            found, unit = as_said, None  # "sleeps more than 15 hours" on sleep_total (1.9 to 19.9)
        elif amount.unit.quantity == "duration" and (unit is None or unit.quantity != "duration"):
            # minutes or seconds? which delay? The engine asks rather than compares with the bare number.
            phrase = sorted(said | set(range(amount.first, amount.last)))
            out.unknown.append(" ".join(tokens[i].raw for i in phrase))
            spent |= set(phrase)
            continue
        if found is None:
            continue
        metric, chose = found
        if unit is not None and unit.quantity == amount.unit.quantity:
            value = amount.value * amount.unit.factor / unit.factor
        else:
            value = amount.value
        if early:
            op, value = _FLIPPED[op], -value
        out.plan.conditions.append(Condition(metric=metric, op=op, value=round(value, 9)))  # type: ignore[arg-type]
        out.condition_subjects.append(metric)
        spent |= said | set(range(amount.first, amount.last)) | set(chose) | (
            {late_at} if late_at is not None else set())
        spent |= {t.index for t in tokens if t.text in _VERBS.get(amount.unit.quantity, ())}
    for it in items:
        if set(range(it.first, it.last)) & spent:
            it.kind = "threshold"  # "an hour", "late" (even when read as ``lat``), "departed", "took"
