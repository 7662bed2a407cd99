"""Fill the time, filter and ranking slots of a plan from matched items.

Why these rules: time expressions combine ("March" + "last year" is March 2025; "2024 vs
2025" is one row per year), filter values group ("Germany and France" is one IN filter shown
side by side, "Türkiye hariç" is NOT IN, "iptal edilenler de" adds a status to the default one)
and ranking words decide order and limit ("top 5" → 5, "which customer … the most" → 1,
"top customers" → 10, DESIGN section 6).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.matcher import Item
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.parsed import (
    DEFAULT_TOP,
    POST_NEGATORS,
    Parsed,
    ValueMention,
    skip,
    skip_back,
    text_of,
)
from agent.analytics.semantic.periodadjectives import superlative_of_period_adjective
from agent.analytics.semantic.plan import CYCLES, GRAINS, Filter, TimeRange
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.timeparse import Period, add_months
from agent.analytics.semantic.yesnowords import YES_NO_WORDS

__all__ = ["not_being", "turkish_nouns_not_negations", "fill_time", "fill_values", "fill_ranking", "fill_limit_per",
           "default_values"]

_SPANS = {"month": 1, "quarter": 3, "half": 6}


def _combine(periods: list[Period]) -> tuple[Period, str | None]:
    """One range for several time expressions, and the grain a comparison implies."""
    if len(periods) == 2:
        years = [p for p in periods if p.unit == "year"]
        subs = [p for p in periods if p.unit in _SPANS]
        if len(years) == 1 and len(subs) == 1 and years[0].start and subs[0].start:
            year, sub = years[0].start.year, subs[0].start  # "March last year", "geçen yıl mart ayında"
            start = dt.date(year, sub.month, 1)
            return Period(start, add_months(start, _SPANS[subs[0].unit]), subs[0].unit), None
    if len(periods) == 1:
        return periods[0], None
    starts, ends = [p.start for p in periods], [p.end for p in periods]
    start = None if any(s is None for s in starts) else min(s for s in starts if s is not None)
    end = None if any(e is None for e in ends) else max(e for e in ends if e is not None)
    units = {p.unit for p in periods}
    grain = units.pop() if len(units) == 1 and units <= set(GRAINS) else None  # "2024 vs 2025"
    return Period(start, end, "range"), grain


def fill_time(items: list[Item], out: Parsed) -> None:
    """Time range (non-negated expressions) and grain (monthly, by quarter, trend…)."""
    plan = out.plan
    periods = []
    for it in items:
        if it.kind == "time" and it.time is not None:
            (out.negated_times if it.time.negated else periods).append(it.time.period)
    if periods:
        period, grain = _combine(periods)
        plan.time_range = TimeRange(start=period.start, end=period.end, unit=period.unit, any_year=period.any_year)
        plan.grain = grain  # type: ignore[assignment]
    for it in items:
        if it.kind == "grain":
            grain = it.of_kind("grain")[0].name
            if grain != "trend":
                plan.grain = grain  # type: ignore[assignment]
            elif plan.grain is None:
                plan.grain = "month"
        elif it.kind == "unit":
            plan.grain = it.of_kind("unit")[0].name  # type: ignore[assignment]


def default_values(model: SemanticModel, dim: str, metrics: list[str]) -> list[str]:
    """Values a dimension is limited to by the metrics' default filters (e.g. ['completed'])."""
    return list(
        dict.fromkeys(
            v
            for m in metrics
            if m in model.metrics
            for f in model.metrics[m].filters
            if f.dimension == dim and f.op == "in"
            for v in f.values
        )
    )


def _mentions(items: list[Item]) -> list[ValueMention]:
    out, k = [], 0
    while k < len(items):
        it = items[k]
        if it.kind != "value":
            k += 1
            continue
        dims = list(dict.fromkeys(m.name for m in it.of_kind("value")))
        run = [_values_by_dim(it)]
        j = k + 1
        while (
            j + 1 < len(items)
            and (items[j].is_marker("and") or items[j].kind == "comma")
            and items[j + 1].kind == "value"
        ):
            nxt = _values_by_dim(items[j + 1])
            if not set(nxt) & set(dims):
                break
            dims = [d for d in dims if d in nxt]
            run.append(nxt)
            j += 2
        prev, after = skip_back(items, k), (items[j] if j < len(items) else None)
        dims = _named_after(dims, after, items[j - 1])
        if (after is not None and j + 1 < len(items) and after.first == items[j - 1].last
                and any(m.kind == "dim" and m.name in dims for m in after.meanings)):
            after = items[j + 1]  # "E rengi hariç", "color E excluded": the value's own column said after it
        before = skip_back(items, k - 1) if prev is not None else None
        if prev is not None and prev.is_marker("include") and before and before.is_marker("negation"):
            prev = before  # "don't include Türkiye"
        exclude = (
            bool(prev and prev.is_marker("exclude", "negation") and text_of(prev) not in POST_NEGATORS
                 # "takılı olmayanların ölüm oranı": the Turkish "not being" negates the value before it
                 and not fold(text_of(prev)).startswith(_NOT_BEING))
            or text_of(after) in POST_NEGATORS
            or bool(after and after.is_marker("exclude") and text_of(after) not in ("without", "except"))
        )
        include = bool(prev and prev.is_marker("include") and text_of(prev) not in ("with", "ile")) or bool(
            after and after.is_marker("include")
        )
        values = list(dict.fromkeys(v for named in run for v in named[dims[0]]))
        several = len(run) == 1 and len(values) > 1  # "otomatik": one name for several stored values
        out.append(ValueMention(dims, values, exclude, include, several=several))
        k = j
    return out


def _named_after(dims: list[str], after: Item | None, value: Item) -> list[str]:
    """Of a value's columns, the one whose name is said right after it ("Uppsala ilinde": the province).

    Why: a place is often both a province and the town it is named after; "Uppsala ilinde kaç
    belediye var" names the province by the word after the value, as "the state of New York" or
    "Kuzey bölgesinde" do, and the model's first column (the town) was taken.
    """
    if len(dims) < 2 or after is None or after.first != value.last:
        return dims
    named = [d for d in dims if any(m.kind == "dim" and m.name == d for m in after.meanings)]
    return named or dims


# A yes/no column's stored values: "sağlığı iyi olmayan" is its no, read with the column's own rules.
_FLAG_VALUES = YES_NO_WORDS


def not_being(items: list[Item]) -> None:
    """ "İngilizce olmayanlar", "Evli olmayan": the rows whose value is not the one named before.

    Why: Turkish negates a value with the negative participle of "olmak" after it ("ana dili
    İngilizce olmayanların ortalama geliri"); read as a word not understood and dropped, the value
    was kept. It excludes the value as "dışında" does after it.
    """
    for k in range(1, len(items)):
        it, value = items[k], items[k - 1]
        flag = any(fold(m.value).lower() in _FLAG_VALUES for m in value.of_kind("value"))
        if it.kind == "unknown" and value.kind == "value" and value.last == it.first and not flag and (
                fold(it.text).startswith("olmayan")):
            it.kind, it.meanings = "marker", [Meaning("marker", "exclude")]


# English negations that are Turkish nouns: "not" a grade or a note, "no" a number ("kapı no").
_TURKISH_NOUNS = frozenset({"not", "no"})


def turkish_nouns_not_negations(items: list[Item], language: str | None) -> None:
    """In a Turkish question "not" and "no" are nouns ("öğrencilerin not ortalaması": the grade average).

    Why: read as English negations they excluded a value named nearby, and a question about
    grades the data does not hold was answered with a count instead of being refused.
    """
    if language != "tr":
        return
    for it in items:
        if it.kind == "marker" and it.is_marker("negation") and fold(it.text) in _TURKISH_NOUNS:
            it.kind, it.meanings = "unknown", []


_NOT_BEING = ("olmayan", "olmamis")  # folded "olmayan(lar…)", "olmamış": said after what they negate


def _values_by_dim(item: Item) -> dict[str, list[str]]:
    """The stored values an item names, per dimension ("otomatik" names every automatic gearbox)."""
    out: dict[str, list[str]] = {}
    for meaning in item.of_kind("value"):
        out.setdefault(meaning.name, []).append(meaning.value)
    return out


_COMPARE_WORDS = frozenset({"vs", "versus", "against", "kiyasla"})


def fill_values(
    model: SemanticModel, items: list[Item], out: Parsed, choose_dim: Callable[[list[str], list[str]], str]
) -> None:
    """Filters from value mentions; several values of one dimension are also grouped by it."""
    plan = out.plan
    out.values = _mentions(items)
    for mention in out.values:
        dim = mention.dimension = choose_dim(mention.dimensions, plan.metrics)
        values = list(mention.values)
        op = "not_in" if mention.exclude else "in"
        if mention.include and op == "in":
            values = list(dict.fromkeys(default_values(model, dim, plan.metrics) + values))
        existing = plan.filter_for(dim)
        if existing is not None and existing.op == op:
            existing.values = list(dict.fromkeys(existing.values + values))
        else:
            plan.filters = [f for f in plan.filters if f.dimension != dim]
            plan.filters.append(Filter(dimension=dim, op=op, values=values))
    defaults = {f.dimension for m in plan.metrics if m in model.metrics for f in model.metrics[m].filters}
    # "cancelled and returned orders" is one total, but "cancelled vs completed" asks for both side by side.
    compared = any(w in _COMPARE_WORDS or w.startswith(("compar", "karsilastir")) for w in out.words)
    added = {m.dimension for m in out.values if m.include}
    named_once = {m.dimension for m in out.values if m.several}  # one loose name: a filter, no breakdown
    for f in plan.filters:  # "Germany and France": show them side by side
        if (
            f.op == "in"
            and len(f.values) > 1
            and f.dimension not in plan.group_by
            and f.dimension not in named_once
            and (f.dimension not in defaults or (compared and f.dimension not in added))
        ):
            plan.group_by.append(f.dimension)
    if any(
        it.is_marker("all") and (n := skip(items, i)) is not None and n.kind in ("metric", "entity")
        for i, it in enumerate(items)
    ):
        plan.ignore_default_filters = sorted(defaults)  # "all orders": every status


def _what_for_each(it: Item, items: list[Item]) -> bool:
    """ "what is the highest price for each country": each country's highest, not the top country."""
    return fold(it.text).startswith("what") and any(x.is_marker("by", "by_post") for x in items)


_HAVING = frozenset({"sahip", "olan", "alan", "oldugu"})  # "en çok ölümün olduğu yıl": the -DIK form of "olan"


def _participle_named(items: list[Item], out: Parsed, extreme: str) -> bool:
    """Whether a Turkish participle after a highest/lowest value names what is ranked by it.

    Why: "en yüksek puanı alan sporcu", "en büyük payı olan ülke" ask which athlete or country
    has it, as "which athlete has the highest score" does: the breakdown named right after a
    participle ("alan", "olan", "kazanan", "sahip") is ranked, not listed with each one's value.
    A period named so ("en yüksek işlem hacmi olan gün") is ranked the same way: the one day,
    not every day's maximum in date order.
    """
    seen = False
    for it in items:
        if it.kind == "metric" and any(m.name == extreme for m in it.of_kind("metric")):
            seen = True
        elif seen and it.first and ((it.kind == "dim" and it.of_kind("dim")[0].name in out.plan.group_by) or (
                it.kind in ("unit", "grain") and out.plan.grain)):  # "en yüksek hacim olan gün": a period
            return participle_before(out.words, it.first, out.language == "tr")
    return False


def participle_before(words: tuple[str, ...], index: int, turkish: bool = False) -> bool:
    """Whether the word before ``index`` (numbers aside: "olan 3 sporcu") is a Turkish participle or "sahip".

    Any word ending in -an/-en counts only in a question known to be Turkish ("kazanan", "veren");
    "sahip", "olan" and "alan" are Turkish in any question (typed without Turkish letters too).
    """
    said = [w for w in words[:index] if not w.replace(".", "").isdigit()]
    before = said[-1] if said else ""
    return before in _HAVING or (turkish and len(before) > 3 and before.endswith(("an", "en")))


def fill_ranking(items: list[Item], out: Parsed, extremes: dict[str, bool] | None = None) -> None:
    """Order and limit from top/most/least words, numbers before a breakdown and 'which'.

    ``extremes`` maps the metrics that are a highest (True) or lowest (False) value to their
    direction: "which country had the highest life expectancy" ranks countries by it.
    """
    plan = out.plan
    limit, rank, which, singular, order_metric = None, False, False, None, None
    ranked_one = None  # "largest kennel": the noun ranked by a top/most word, when no breakdown says how many
    extreme = next((m.name for it in items if it.kind == "metric" for m in it.of_kind("metric")
                    if m.name in (extremes or {})), None)
    for k, it in enumerate(items):
        nxt = skip(items, k)
        if it.kind == "marker" and it.is_marker("top"):
            rank = True
            if nxt is not None and nxt.kind in ("number", "numword"):
                limit = nxt.number
        if it.kind == "marker" and it.is_marker("most", "least"):
            rank = True
            plan.descending = not (it.is_marker("least") and not it.is_marker("most"))
            if nxt is not None and nxt.kind in ("number", "numword") and limit is None:
                limit, nxt = nxt.number, skip(items, k + 1)  # "worst 3 months", "bottom 5 products"
            if nxt is not None and nxt.kind == "metric":
                order_metric = nxt.of_kind("metric")[0].name
                ranked_one = not nxt.plural if ranked_one is None else ranked_one
        if it.kind == "marker" and it.is_marker("more", "less") and not it.is_marker("most", "least"):
            rank = True  # "which channel sold more": the larger one; a number beside it is refused
            plan.descending = it.is_marker("more")
            if nxt is not None and nxt.kind == "metric":
                order_metric = nxt.of_kind("metric")[0].name
        if it.kind in ("number", "numword") and nxt is not None and nxt.is_marker("most", "least"):
            limit = it.number  # "the 5 worst performing products", "5 en büyük pazar"
        which = which or (it.is_marker("which") and not _what_for_each(it, items))
        if it.kind in ("number", "numword") and nxt is not None and nxt.kind == "dim":
            limit, rank = it.number, True
        if it.kind in ("number", "numword") and nxt is not None and nxt.kind == "unit" and any(
                x.is_marker("most", "least", "top") for x in items[:k]):
            limit = it.number  # "en az doğum olan 5 gün", "the 3 months with the most sales": so many periods
        if singular is None and (
            (it.kind == "dim" and it.of_kind("dim")[0].name in plan.group_by) or it.kind == "unit"
            or (it.kind == "grain" and it.of_kind("grain")[0].name in CYCLES)  # "busiest hour of the day"
        ):
            singular = not it.plural
        if it.is_marker("by") and nxt is not None and nxt.kind == "metric" and rank:
            order_metric = nxt.of_kind("metric")[0].name
    which = which or any(it.kind == "dim" and it.first and out.words[it.first - 1] == "what" for it in items)
    if extreme and order_metric is None and (plan.group_by or plan.grain) and _participle_named(items, out, extreme):
        rank, order_metric, plan.descending = True, extreme, (extremes or {})[extreme]  # "en düşük puanı olan 3 sporcu"
    if not rank and which and extreme and (plan.group_by or plan.grain):  # "what country has the highest …"
        rank, order_metric, plan.descending = True, extreme, (extremes or {})[extreme]
    if not rank:
        return
    if limit is None:
        # "top customers" is ten (DESIGN section 6); "best month", "top customer", "which
        # category … the most" name one thing, so they are one.
        one = singular if singular is not None else (which or bool(ranked_one))
        if singular is None and not one and superlative_of_period_adjective(items):
            one = True  # "lowest monthly sales", "en yüksek aylık satış": the one extreme figure
        limit = 1 if one else DEFAULT_TOP
    out.rank = (limit, plan.descending, order_metric)
    if plan.group_by or plan.grain:
        plan.limit, plan.order_by = limit, order_metric
    else:
        plan.descending = True


_EACH = frozenset({"each", "per", "for each", "in each", "for every", "every", "her"})


def fill_limit_per(items: list[Item], out: Parsed) -> None:
    """Apply a ranking's limit within each value of an "each"/"per" breakdown.

    Why: in "top 3 products in each category" the category is not a second sort key but the
    frame of the ranking; a plain LIMIT 3 would answer "top 3 products overall" with confidence.
    Only a breakdown introduced by each/per counts ("top 5 products by category" stays as it was),
    and only when something else is left to rank within it.
    """
    plan = out.plan
    if not plan.limit or out.rank is None:
        return
    per: list[str] = []
    for k, it in enumerate(items):
        nxt = skip(items, k)
        if it.kind != "marker" or fold(it.text) not in _EACH or nxt is None:
            continue
        if nxt.kind == "dim" and nxt.of_kind("dim")[0].name in plan.group_by:
            per.append(nxt.of_kind("dim")[0].name)
        elif nxt.kind in ("unit", "grain") and plan.grain:
            per.append("grain")
    ranked = [d for d in plan.group_by if d not in per] + (["grain"] if plan.grain and "grain" not in per else [])
    if per and ranked:
        plan.limit_per = list(dict.fromkeys(per))
