"""Thresholds on a measure's row values: "life expectancy above 80", "30 liradan fazla hesap".

Why a slot of its own: a threshold keeps *rows* (days with wind above 6, bills over 30 dollars,
customers whose account balance is over 9000) and so becomes a WHERE condition on the column the
measure aggregates, not a ranking. It applies only to measures that aggregate one column
(``SUM(t."col")``, ``AVG(t."col")``…): a computed measure such as revenue has no row value to
compare, and such a threshold stays a word the engine reports as not understood.
"""

from __future__ import annotations

from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.moneythresholds import money_measure, said_as_money
from agent.analytics.semantic.objectnumbers import accusative_number_before
from agent.analytics.semantic.parsed import Parsed
from agent.analytics.semantic.plan import Condition
from agent.analytics.semantic.quantitythresholds import quantity_measure
from agent.analytics.semantic.text import candidates, fold, said_number, said_scale
from agent.analytics.semantic.units import measure_unit, name_unit_words, unit_of
from agent.analytics.semantic.values import ValueIndex
from agent.analytics.semantic.verbmeasures import measure_opened_by

__all__ = ["COMPARATOR_MARKERS", "row_values", "fill_conditions", "count_metric", "choose_metric", "compared"]

_COMPARATORS = {"gt": ">", "ge": ">=", "lt": "<", "le": "<="}
# "5 litreden büyük", "100'den küçük": a comparative adjective after an ablative compares.
_AFTER_FROM = {"gt_after_from": ">", "lt_after_from": "<"}
_ABLATIVE = ("den", "dan", "ten", "tan")
_SIGNS = {"negative": "<", "positive": ">"}
# Turkish comparators that follow a bare noun ("60 yaş üstü", "65 yaş ve üzeri"), not an ablative.
_POSTPOSITIONS = frozenset({"ustu", "uzeri", "ustunde", "uzerinde", "altinda", "ve uzeri",
                            "ustundeki", "uzerindeki", "altindaki"})  # "1 karatın üzerindeki taşlar"
_NEAR = 3  # how many items away a threshold's measure may stand
# "more than 4 cylinders", "between 4 and 6 cylinders": a number after these is an amount, never a value.
COMPARATOR_MARKERS = ("gt", "ge", "lt", "le", "between")


def row_values(model: SemanticModel) -> dict[str, str]:
    """Metric name → the SQL of the one column it aggregates, for measures that have one."""
    out = {}
    for name, metric in model.metrics.items():
        column = metric.row_column()
        if column is not None:
            out[name] = column
    return out


def count_metric(model: SemanticModel, table: str) -> str | None:
    """The metric that counts a table's rows, if the model has one."""
    return next((n for n, m in model.metrics.items()
                 if m.table == table and m.expression.strip().upper() == "COUNT(*)"), None)


def _subject(items: list[Item], k: int, rows: dict[str, str]) -> int | None:
    """The measure a threshold at item k is about: the nearest one before it, else after it."""
    def fits(j: int) -> bool:
        return items[j].kind in ("metric", "entity") and any(m.name in rows for m in items[j].of_kind("metric"))

    before = [j for j in range(max(0, k - _NEAR), k) if fits(j)]
    if before:
        return before[-1]
    return next((j for j in range(k + 1, min(len(items), k + 1 + _NEAR + 1)) if fits(j)), None)


def _choose(items: list[Item], subject: int, rows: dict[str, str], model: SemanticModel) -> str:
    """Of a word's measures (customer's and supplier's ``acctbal``), the one on a table the
    question names elsewhere ("how many customers have an account balance over 9000")."""
    named = {model.metrics[m.name].table for j, it in enumerate(items) if j != subject
             for m in it.of_kind("metric") if m.name in model.metrics}
    named |= {model.dimensions[m.name].table for it in items for m in it.meanings
              if m.kind in ("dim", "value") and m.name in model.dimensions}
    options = [m.name for m in items[subject].of_kind("metric") if m.name in rows]
    return next((m for m in options if model.metrics[m].table in named), options[0])


def fill_conditions(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                    values: ValueIndex | None = None) -> None:
    """Turn "<measure> above <number> [unit]" (and Turkish "<number> [unit] fazla") into conditions.

    The items used (comparator, number, a unit word beside the number, the measure) become
    ``threshold`` items, so they are neither breakdowns nor words left unexplained.
    """
    used: set[int] = set()
    _fill_ranges(items, out, rows, model, used)
    for k, it in enumerate(items):
        if it.kind != "marker" or k in used:
            continue
        op = next((o for name, o in _COMPARATORS.items() if it.is_marker(name)), None)
        # "300000 dolardan yüksek": the ablative may sit on a unit word the matcher read as filler
        said_before = out.words[it.first - 1] if 0 < it.first <= len(out.words) else ""
        if op is None and k and (_ablative(items[k - 1]) or said_before.endswith(_ABLATIVE)):
            op = next((o for name, o in _AFTER_FROM.items() if it.is_marker(name)), None)
        sign = next((o for name, o in _SIGNS.items() if it.is_marker(name)), None)
        if op is None and sign is None:
            op = _at_least(items, k, rows)
        if op is None and sign is None:
            continue
        span = [k]
        if sign is not None:
            op, value = sign, 0.0
        else:
            number = _number_after(items, k) if out.language != "tr" else None
            number = number if number is not None else _number_before(items, k)
            if number is None:
                number = _number_after(items, k)
            if number is None and out.language == "tr" and (obj := accusative_number_before(items, k)) is not None:
                number = (obj, None)  # "140'ı ilk hangi ay geçti": the verb's object, said before the question words
            if number is None:
                continue
            num_at, unit_at = number
            value = _value(items[num_at])
            span += [num_at] + ([unit_at] if unit_at is not None else [])
        years = sign is None and unit_at is None and _years(items, num_at)
        subject = _subject(items, k, rows)
        if years and _measured(items, num_at + 2, rows):
            subject = num_at + 2  # "under 18 years old": the age, said after its unit
        if sign is None and unit_at == num_at + 1 and _genitive_subject(items, num_at, k, rows):
            subject = num_at - 1  # "frangının 0,5 doların üzerinde": the franc; the dollar is the number's unit
        elif sign is None and unit_at is not None and _measured(items, unit_at, rows):
            subject = unit_at  # "18 yaşından küçük": the measure itself, in the ablative, says "than"
            span.remove(unit_at)
        if sign is None and unit_at is None and _measured(items, num_at + 1, rows) and _genitive_subject(
                items, num_at, k, rows):
            subject = num_at - 1  # the same, the dollar not read as the number's unit
        elif sign is None and unit_at is None and _measured(items, num_at + 1, rows) and (
                items[num_at + 1].first == items[num_at].last or subject is None):
            # "diamonds over 2 carats": the measure is the number's unit; said after a word ("weight above
            # 60 at time 12") it is another column's, and the measure said before is the one compared
            subject = num_at + 1
        elif sign is None and unit_at is None and num_at == k - 1 and _measured(items, k + 1, rows) and not (
                num_at > 0 and _measured(items, num_at - 1, rows)):
            # "members with 2 or more pets", "2'den fazla çocuğu olan": counted after the comparator; with a
            # measure said right before the number ("yaşı 60'ın altında olanların ortalama geliri") that one is
            subject = k + 1
        aged = None
        if subject is None and sign is None and unit_at is None and value is not None:
            money = money_measure(items, num_at, out.plan.question, rows, model)  # "loans over $30,000"
            # "women who made more than $10 an hour": money said is never their age
            aged = money if said_as_money(out.plan.question, items[num_at].text) else None
            aged = aged or _age_of_named(items, rows, model, value)  # "how many players were over 30"
            aged = aged or money
            aged = aged or quantity_measure(items, num_at, out.words, rows, model)  # "sampled above 500 metres"
        if (subject is None and aged is None and _adjective_measure(it, rows, model) is None) or value is None:
            continue
        quality = _adjective_measure(it, rows, model) if sign is None and unit_at is None else None
        if quality is not None and subject is not None and subject > k and not any(
                m.name == quality for m in items[subject].of_kind("metric")):
            subject = None  # "7'den büyük depremlerin ortalama ölü sayısı": the size is compared, not the deaths
        metric = quality if subject is None and quality else (aged or _choose(items, subject, rows, model))
        if years and measure_unit(rows[metric].rsplit(".", 1)[-1].strip('"')) is None:
            span.append(num_at + 1)  # "18 years": the number's unit, no time grain
        if sign is None:
            value = _in_column_units(value, said_scale(items[num_at].text), metric, rows, model, values)
        out.plan.conditions.append(Condition(metric=metric, op=op, value=value))  # type: ignore[arg-type]
        out.condition_subjects.append(metric)
        used.update(span + ([subject] if subject is not None else []))
    _counted_equalities(items, out, rows, model, used)
    _turkish_equalities(items, out, rows, model, used)
    _measure_of_number(items, out, rows, model, used)
    for j in used:
        items[j].kind = "threshold"


_GENITIVE_ENDS = ("nin", "nun", "in", "un")  # folded -(n)In/-(n)Un


def _genitive_subject(items: list[Item], num_at: int, k: int, rows: dict[str, str]) -> bool:
    """Whether "<measure>'in <number> <unit>'in üzerinde" compares the genitive measure before the number.

    Why: a Turkish postposition ("üzerinde", "altında") takes the genitive, so "İsviçre frangının 0,5
    doların üzerinde olduğu günler" puts both the measure compared (franc) and the number's unit
    (dollar) in the genitive; the word after the number is the unit even when it names a measure
    of its own. Only with the comparator right after that word, and a measure in the genitive right
    before the number; "2 karatın üzerindeki taşlar" (nothing measured before) compares the carats.
    """
    if num_at < 1 or k != num_at + 2 or not _measured(items, num_at - 1, rows):
        return False
    words = [fold(items[j].text).split()[-1] if items[j].text.split() else "" for j in (num_at - 1, num_at + 1)]
    return all(w.endswith(_GENITIVE_ENDS) for w in words) and items[k].first == items[num_at + 1].last


# "büyük" → "büyüklük": the quality a Turkish comparative adjective compares is its -lIk noun (folded)
_QUALITY_ENDS = ("luk", "lik")


def _adjective_measure(it: Item, rows: dict[str, str], model: SemanticModel) -> str | None:
    """The measure named by the noun of a comparator's adjective: ``buyukluk_richter`` of "7'den büyük".

    Why: "7'den büyük depremler" compares the earthquakes' size (büyüklük), "2 metreden uzun"
    their length (uzunluk), whatever measure the question names after; read by position, the
    threshold went to the averaged death count said next. Only a column whose name opens with
    that noun, and only when one measure of the workspace has it.
    """
    word = fold(it.text).split()[-1] if it.text.split() else ""
    if not word.isalpha():
        return None
    return measure_opened_by({word + end for end in _QUALITY_ENDS}, model, rows)


def _in_column_units(value: float, scale: float, metric: str, rows: dict[str, str], model: SemanticModel,
                     values: ValueIndex | None) -> float:
    """"over 10 million" of viewers kept in millions is 10; "earn more than 100k" of an income in $1,000s is 100.

    Why: files keep big amounts in thousands or millions and say so only in a header note. When
    every value of the column is below the scale the number was said with (no viewer count
    reaches a million) and the number as said lies outside them, the number without its scale is
    the one in the column's unit. A column of raw amounts (populations up to 38 million) keeps it. A
    column whose name says the scale ("İthalat (bin 60 kg çuval)", ``sales_thousands``) is in it: the
    number said with that scale is the column's own.
    """
    if scale <= 1 or values is None or metric not in rows:
        return value
    column = rows[metric].rsplit(".", 1)[-1].strip('"')
    if set(fold(column).split("_")) & _SCALE_NAMES.get(scale, frozenset()):
        return value / scale  # "10000 bin çuval" of ``ithalat_bin_60_kg_cuval``: the header's own scale
    span = values.range_of(model.metrics[metric].table, rows[metric].rsplit(".", 1)[-1].strip('"'))
    if span is None:
        return value
    low, high = span
    if high < scale and not low <= value <= high and low <= value / scale <= high:
        return value / scale
    return value


# the words a column's name says its scale with, per factor
_SCALE_NAMES = {1e3: frozenset({"bin", "thousand", "thousands", "k"}),
                1e6: frozenset({"milyon", "million", "millions", "mn", "mio"}),
                1e9: frozenset({"milyar", "billion", "billions", "bn"})}
_AGE_COLUMNS = frozenset({"age", "age_years", "yas", "yasi"})
_OLDEST = 120  # a bare number above this is no person's age


def _age_of_named(items: list[Item], rows: dict[str, str], model: SemanticModel, value: float) -> str | None:
    """The age measure of the table the question counts, for a bare "over 50" said of its rows.

    Why: of people, "over 50" and "under 18" with no measure named mean their age ("how many
    members were over 60", "60'tan büyük kaç hasta"); that holds only where the table has one age
    column and the number can be an age, so "over 200000" of houses is never read as an age.
    """
    if not 0 < value <= _OLDEST:
        return None
    named = {model.metrics[m.name].table for it in items if it.kind in ("metric", "entity")  # the reading chosen:
             for m in it.of_kind("metric")[:1] if m.name in model.metrics}  # "murder victims", not the other victims
    named |= {model.dimensions[m.name].table for it in items if it.kind == "dim"  # "which members were …"
              for m in it.of_kind("dim") if m.name in model.dimensions}
    found: dict[str, str] = {}  # column SQL -> first measure of it
    for name, sql in rows.items():
        column = fold(sql.rsplit(".", 1)[-1].strip('"'))
        # "age_at_award", "age_at_death": the age a row records, said before its occasion
        aged = column in _AGE_COLUMNS or (column.split("_")[0] in _AGE_COLUMNS and column.split("_")[1:2] == ["at"])
        if model.metrics[name].table in named and aged:
            found.setdefault(sql, name)
    return next(iter(found.values())) if len(found) == 1 else None


def _counted_equalities(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                        used: set[int]) -> None:
    """"how many cars have 8 cylinders": a whole number right before a counted measure keeps equal rows.

    Only in a count question and only for measures of whole numbers (``format: count``): "8
    cylinders", "6 kişilik masa"; "top 5 products" and "revenue of 2 stores" are no such thing.
    In any question, a number said with the unit a column's name ends in is that column's value:
    "the 10 km records" of ``distance_km`` (read past, the number was silently dropped).
    """
    counting = any(it.kind == "marker" and it.is_marker("count", "count_post") for it in items)
    for k in range(len(items) - 1):
        num, nxt = items[k], items[k + 1]
        if k in used or k + 1 in used or num.kind not in ("number", "numword") or num.number is None:
            continue
        if k and items[k - 1].kind == "marker" and items[k - 1].is_marker("top", "most", "least"):
            continue
        if num.first and out.words[num.first - 1] == "than":
            continue  # "thicker than 10 mm" compares; read as "= 10" it was a wrong answer
        options = [m.name for m in nxt.of_kind("metric") if m.name in rows and (
            (counting and model.metrics[m.name].format == "count")
            or fold(nxt.text) in name_unit_words(rows[m.name].rsplit(".", 1)[-1].strip('"')))]
        if nxt.kind not in ("metric", "entity", "dim") or not options:
            continue
        metric = _choose(items, k + 1, rows, model) if len(options) > 1 else options[0]
        out.plan.conditions.append(Condition(metric=metric, op="=", value=float(num.number)))
        out.condition_subjects.append(metric)
        used.update({k, k + 1})


def _turkish_equalities(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                        used: set[int]) -> None:
    """"reklam bütçesi 0 olan mağazalar": a measure, a number and "olan" keep the rows equal to it.

    Why: Turkish says "whose X is N" as "X'i N olan" (a participle of ol-, to be), with no
    comparator; the number was left not understood. Only a measure with a row value said right
    before the number, and "olan"/"olanlar…" right after it.
    """
    if out.language != "tr":
        return
    for k in range(1, len(items)):
        num = items[k]
        if k in used or k - 1 in used or num.kind not in ("number", "numword") or num.number is None:
            continue
        after = fold(out.words[num.last]) if num.last < len(out.words) else ""
        if not after.startswith("olan") or not _measured(items, k - 1, rows):
            continue
        metric = _choose(items, k - 1, rows, model)
        out.plan.conditions.append(Condition(metric=metric, op="=", value=float(num.number)))
        out.condition_subjects.append(metric)
        used.update({k - 1, k})


_HAVING_A = frozenset({"a", "an", "with", "have", "has", "had", "having", "whose"})


def _measure_of_number(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                       used: set[int]) -> None:
    """"reviews with a rating of 5", "tickets that have a csat of 1": the rows whose measure is the number.

    Why: "of" between a measure and a number says the measure's value; the number was left not
    understood. Only a measure with a row value said as something the rows have ("with a",
    "have a"), "of" right after it, then a bare number (no unit, not ranked).
    """
    if out.language == "tr":
        return
    for k in range(len(items) - 1):
        it, num = items[k], items[k + 1]
        if k in used or k + 1 in used or not _measured(items, k, rows) or num.kind not in ("number", "numword"):
            continue
        between = [fold(w) for w in out.words[it.last:num.first]]
        before = fold(out.words[it.first - 1]) if it.first else ""
        after = fold(out.words[num.last]) if num.last < len(out.words) else ""
        if between != ["of"] or before not in _HAVING_A or num.number is None or (after and after.isalpha()
                                                                                   and after not in ("or", "and")):
            continue
        metric = _choose(items, k, rows, model)
        out.plan.conditions.append(Condition(metric=metric, op="=", value=float(num.number)))
        out.condition_subjects.append(metric)
        used.update({k, k + 1})


_AT_LEAST = {"en az": ">=", "en fazla": "<=", "en cok": "<="}


def _at_least(items: list[Item], k: int, rows: dict[str, str]) -> str | None:
    """"büyüklüğü en az 5": "en az"/"en fazla" between a measure and a number is "at least"/"at most".

    Why only there: before a participle or a noun ("en az satan 5 ürün") the words rank.
    """
    it = items[k]
    if not (it.is_marker("most", "least") and k >= 1 and _measured(items, k - 1, rows)
            and k + 1 < len(items) and _numeric(items[k + 1])):
        return None
    return _AT_LEAST.get(" ".join(fold(w) for w in it.text.split()))


def _years(items: list[Item], j: int) -> bool:
    """Whether the number at item j is followed by "years" ("18 years old", "60 yaşından").

    Why: an age is kept as a bare number of years, so "years" after a threshold's number is
    its unit and not a yearly breakdown; a measure kept in another unit (``tenure_days``) is
    left alone by the caller.
    """
    nxt = items[j + 1] if j + 1 < len(items) else None
    return nxt is not None and nxt.kind == "unit" and nxt.first == items[j].last and any(
        m.name == "year" for m in nxt.of_kind("unit"))


def _measure_word(item: Item) -> bool:
    """Whether an item can be a threshold's measure: a measure, or a breakdown that is one too.

    Why: a number kept to a coarse scale (carats by the tenth, a star rating) is both a breakdown
    and a measure, and a word read as the breakdown ("1 karattan büyük") is still the measure the
    number is compared with; taken as the breakdown, the comparison was dropped without a word.
    """
    return item.kind in ("metric", "entity") or (item.kind == "dim" and bool(item.of_kind("metric")))


def _measured(items: list[Item], j: int, rows: dict[str, str]) -> bool:
    """Whether item j names a measure with a row value (a unit such as "carats" or "miles")."""
    return j < len(items) and _measure_word(items[j]) and any(
        m.name in rows for m in items[j].of_kind("metric"))


def _ablative(item: Item) -> bool:
    """Whether an item ends in the Turkish ablative ("litreden", "5'ten"): "than" before büyük/küçük."""
    return fold(item.text).endswith(_ABLATIVE)


_BETWEEN_BEFORE = frozenset({"between"})
_BETWEEN_AFTER = frozenset({"arasinda", "arasi", "arasindaki"})


def between_at(items: list[Item], j: int, words: tuple[str, ...]) -> int | None:
    """The item of the upper number when item j starts a range of numbers: "between 10 and 20",
    "10 ile 20 arasında", "10 ve 20 km arasında" (one unit word may stand before arasında)."""
    if j + 2 >= len(items) or not _numeric_kind(items[j]):
        return None
    upper = items[j + 2]
    year_like = upper.kind == "time" and upper.text.isdigit()  # "between 1000 and 2000": no year 2000
    if not (_numeric_kind(upper) or year_like):
        return None
    link = items[j + 1]
    if not (link.kind == "marker" and link.is_marker("and")):
        return None
    first, last = items[j].first, items[j + 2].last
    before = words[first - 1] if first >= 1 and first - 1 < len(words) else ""
    after = set(words[last : last + 2])
    return j + 2 if before in _BETWEEN_BEFORE or after & _BETWEEN_AFTER else None


def _numeric_kind(item: Item) -> bool:
    return item.kind in ("number", "numword") or (item.kind == "value" and _value(item) is not None
                                                     and item.last - item.first == 1)


def _range_unit(items: list[Item], upper: int, words: tuple[str, ...], column_sql: str) -> float | None:
    """How a range's unit word ("between 1 and 2 km") converts to the measure's column unit.

    1.0 without a unit word or when the column's unit is unknown (the number is taken as said);
    None for a duration against a column whose unit is unknown (seconds? minutes?).
    """
    end = items[upper].last
    said = unit_of(candidates(words[end])) if end < len(words) else None
    if said is None:
        return 1.0
    kept = measure_unit(column_sql.rsplit(".", 1)[-1].strip('"'))
    if kept is not None and kept.quantity == said.quantity:
        return said.factor / kept.factor
    return None if said.quantity == "duration" else 1.0


_HAVING = frozenset({"have", "has", "had", "with"})


def _had(number: Item, words: tuple[str, ...]) -> bool:
    """Whether a verb of having comes right before a number: "homes have 4 or more bedrooms".

    Why: then the word before it is the rows that have the measure, not a measure said first.
    """
    return 0 < number.first <= len(words) and fold(words[number.first - 1]) in _HAVING


def compared(items: list[Item], k: int, words: tuple[str, ...] = ()) -> bool:
    """Whether item k is the measure of a threshold beside it: "<measure> 5'ten fazla", "<measure>
    over 5", "more than 4 <measure>", "6 or more <measure>", "<measure> 5 ile 6 arasında",
    "between 4 and 6 <measure>". Then it is that measure (its rows are kept), never a breakdown,
    a value or a mere qualifier."""
    def comparator(x: Item) -> bool:
        return x.kind == "marker" and any(x.is_marker(n) for n in (*_COMPARATORS, *_AFTER_FROM, "between"))

    def number(x: Item) -> bool:
        return x.kind in ("number", "numword")

    if between_at(items, k + 1, words) is not None or (k >= 3 and between_at(items, k - 3, words) == k - 1):
        return True
    after, before = items[k + 1 : k + 3], items[max(0, k - 2) : k]
    if len(after) == 2 and after[0].is_marker("most", "least") and number(after[1]) and " ".join(
            fold(w) for w in after[0].text.split()) in _AT_LEAST:
        return True  # "büyüklüğü en az 5"
    # "oranı 90'ın üzerinde olan eyaletler", "gidenler %40'tan fazla olan": the threshold's measure came first
    # right before the number, not "people with 4 or more cards", where the rows' noun is further back
    # ("%40" puts its sign between them)
    before_number = [x for x in items[max(0, k - 4) : k - 2] if not x.is_marker("share")]
    measured = bool(before_number) and before_number[-1].kind == "metric" and not _had(items[k - 2], words)
    # "more than 4 <measure>" only right after the number: in "a weight above 60 at time 12" the time is not compared
    next_to = len(before) == 2 and before[-1].last == items[k].first
    return (len(after) == 2 and any(map(comparator, after)) and any(map(number, after))) or (
        len(before) == 2 and any(map(comparator, before)) and number(before[-1]) and next_to or (
            len(before) == 2 and comparator(before[-1]) and number(before[0]) and not measured))


def _fill_ranges(items: list[Item], out: Parsed, rows: dict[str, str], model: SemanticModel,
                 used: set[int]) -> None:
    """"between 100 and 200 hp", "büyüklüğü 5 ile 6 arasında": two conditions, both ends kept.

    The measure is the one named right after the upper number ("… and 200 hp") or else the
    nearest one before the range ("büyüklüğü 5 ile 6 arasında").
    """
    for j in range(len(items)):
        upper = between_at(items, j, out.words)
        if upper is None or used & {j, j + 1, upper}:
            continue
        low, high = _value(items[j]), _value(items[upper])
        if low is None or high is None:
            continue
        subject = upper + 1 if _measured(items, upper + 1, rows) else _subject(items, j, rows)
        if subject is None:
            continue
        metric = _choose(items, subject, rows, model)
        factor = _range_unit(items, upper, out.words, rows[metric])
        if factor is None:
            continue  # "between 2 and 3 hours" on a duration of unknown unit: the engine asks
        low, high = min(low, high) * factor, max(low, high) * factor
        out.plan.conditions += [Condition(metric=metric, op=">=", value=low),
                                Condition(metric=metric, op="<=", value=high)]
        out.condition_subjects.append(metric)
        used.update({j, j + 1, upper, subject})
        for i in (j, upper):
            items[i].kind = "number"


choose_metric = _choose  # missing.py picks the measure of a missing reading the same way


def _value(item: Item) -> float | None:
    """The number an item says; "5'ten", "100'den" (a Turkish case ending after an apostrophe) too."""
    value = said_number(item.text)
    if value is not None:
        return value
    return float(item.number) if item.number is not None else None


def _numeric(item: Item) -> bool:
    """A number, also when it is one of a column's values too ("over 2000" and a ``year`` of 2000).

    Why: right after a comparator a number is an amount; a column that happens to hold it as a
    value does not make it a filter on that column.
    """
    if item.kind in ("number", "numword"):
        return True
    if item.kind == "time" and item.last - item.first == 1 and fold(item.text).endswith(_ABLATIVE) \
            and said_number(item.text) is not None:
        item.kind = "number"  # "örneklemi 2000den büyük": than 2000, not the year 2000
        return True
    if item.kind != "value" or item.last - item.first != 1:
        return False
    if said_number(item.text) is None:
        return False
    item.kind = "number"
    return True


def _amount_before_postposition(items: list[Item], k: int) -> bool:
    """"fiyatı 2000 üzerinde": a bare four-digit number right before a Turkish postposition is an amount.

    Why: the matcher reads 2000 as a year, and a year before "üzerinde" compares nothing; the
    price threshold was dropped without a word. "2000 yılı üzerinde" says the year with its noun.
    """
    item = items[k - 1]
    if item.kind == "time" and item.last - item.first == 1 and item.text.isdigit() and (
            fold(items[k].text) in _POSTPOSITIONS):
        item.kind = "number"
        return True
    return False


def _number_after(items: list[Item], k: int) -> tuple[int, int | None] | None:
    """"above 80", "over 30 dollars": the number, and an unknown unit word right after it."""
    if k + 1 < len(items) and _numeric(items[k + 1]):
        unit = k + 2 if k + 2 < len(items) and (items[k + 2].kind == "unknown" or _percent(items[k + 2])) else None
        return k + 1, unit
    if k + 2 < len(items) and _percent(items[k + 1]) and _numeric(items[k + 2]):
        return k + 2, k + 1  # "above %20": the sign before the number is its unit
    return None


def _percent(item: Item) -> bool:
    """ "percent", "%", "yüzde" beside a threshold's number: the number's unit, not a share asked for.

    Why: "loans with an interest rate above 20 percent" keeps rows whose rate is over 20; it does
    not ask for each row's share of a total.
    """
    return item.kind == "marker" and item.is_marker("share")


def _number_before(items: list[Item], k: int) -> tuple[int, int | None] | None:
    """"30 fazla", "30 liradan fazla": the number, and an unknown unit word between."""
    if k >= 1 and (_numeric(items[k - 1]) or _amount_before_postposition(items, k)):
        return k - 1, (k - 2 if k >= 2 and _percent(items[k - 2]) else None)  # "yüzde 20'den fazla"
    if k >= 2 and items[k - 1].kind == "unknown" and _numeric(items[k - 2]):
        return k - 2, k - 1
    if k >= 2 and _measure_word(items[k - 1]) and _numeric(items[k - 2]) and (
            _ablative(items[k - 1]) or fold(items[k].text) in _POSTPOSITIONS):
        return k - 2, k - 1  # "18 yaşından küçük", "60 yaş üstü": the measure stands where a unit would
    return None
