"""Change readings: "revenue this year vs last year" and "why did revenue drop in August?".

Why a reading of its own in front of the parser: both questions wrap an ordinary question
("revenue by channel", "revenue in August") in words that say *compare* or *explain* — vs,
compared to, month over month, göre, kıyasla; why, what drove, neden — and the ordinary parser
would read those words as filters ("drop" excludes) or not at all. So the cue words are found and
taken out here, the rest is parsed as usual (measure, filters, breakdown, periods), and the two
periods are resolved by periods.py. A follow-up ("why?", "neden düştü?", "compared to the
previous month") takes the measure and filters of the table on screen.

Everything is compiled by the ordinary compiler and runs through the guard like any other turn;
this module only decides what to compute.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from agent.analytics.semantic.compiler import CompileError, Compiler
from agent.analytics.semantic.drivers import driver_dimensions, drivers_sql, measure_of, output_names
from agent.analytics.semantic.explain import describe_time, metric_label
from agent.analytics.semantic.periods import last_full, previous_period, reference_of, shift, year_earlier
from agent.analytics.semantic.plan import Comparison, EngineResult, QueryPlan, TimeRange
from agent.analytics.semantic.text import fold, tokenize
from agent.analytics.semantic.timeparse import find_times

if TYPE_CHECKING:
    from agent.analytics.semantic.engine import SemanticEngine

__all__ = ["read_change", "comparison_sql", "change_kind"]

_WHY = re.compile(
    r"^\s*(?:and\s+|so\s+|but\s+)?why\b|\bwhat\s+(?:drove|drives|caused|causes|explains|is\s+behind|was\s+behind"
    r"|is\s+driving|was\s+driving)\b|\bdrivers?\s+of\b|\bexplain\s+(?:the\s+)?(?:drop|increase|decrease|rise|change"
    r"|decline|growth|fall)\b|\bneden\b|\bnicin\b|\bniye\b|\bsebebi\b|\bnedeni\b"
)
_COMPARE = re.compile(
    r"\b(?:vs|versus|compared|against|relative\s+to)\b"
    r"|\b(?:day|week|month|quarter|year)[\s-]+(?:over|on)[\s-]+(?:day|week|month|quarter|year)\b"
    r"|\b(?:mom|yoy|qoq|wow)\b|\bkiyasla\w*|\bkarsilastir\w*|\boranla\b|\bnazaran\b"
    r"|\b(?:gecen|onceki|evvelki)\s+\w+\s+gore\b|\b\d{4}\w*\s+gore\b|\bayni\s+donem\w*"
)
_DROP = re.compile(
    r"\b(?:drop|dropped|drops|fall|fell|falls|decline|declined|declines|decrease|decreased|decreases|go\s+down"
    r"|went\s+down|down|lower|shrink|shrank|dustu|dusus\w*|azaldi|azalma\w*|geriledi|gerileme\w*|dusuk)\b"
)
_RISE = re.compile(
    r"\b(?:rise|rose|rises|risen|increase|increased|increases|grow|grew|grows|growth|jump|jumped|go\s+up|went\s+up"
    r"|up|higher|spike|spiked|artti|artis\w*|yukseldi|yukselis\w*|buyudu|buyume\w*)\b"
)
_FILLER = re.compile(
    r"\b(?:the|in|of|did|does|do|is|was|so|much|it|its|this|that|what|change|changed|difference|vs|versus"
    r"|compared|comparing|compare|against|relative|to|with|and|over|on|how|has|have|been|our|we|my|show|me"
    r"|neden|nicin|niye|sebebi|nedeni|gore|kiyasla\w*|karsilastir\w*|oranla|nazaran|degisim|fark\w*|ne|kadar"
    r"|mom|yoy|qoq|wow|drove|drives|driving|caused|causes|explains|explain|behind|drivers?|why|period)\b"
)


def change_kind(text: str) -> str | None:
    """"drivers" for a why-question, "compare" for a period comparison, else None.

    "compare orders in 2024 and 2025" (the verb with "and") keeps its older reading, both years side
    by side as a series; "vs", "compared to", "against", "göre" ask for the difference.
    """
    folded = fold(text)
    if _WHY.search(folded):
        return "drivers"
    if _COMPARE.search(folded):
        return "compare"
    return None


def _direction(folded: str) -> str | None:
    if _DROP.search(folded):
        return "drop"
    if _RISE.search(folded):
        return "rise"
    return None


def _periods(folded: str, engine: SemanticEngine, as_of: dt.date) -> list[TimeRange]:
    tokens = tokenize(folded)
    found = [m.period for m in find_times(tokens, as_of, engine.vocab.lex) if not m.negated]
    return [TimeRange(start=p.start, end=p.end, unit=p.unit) for p in found if p.start and p.end]


def _largest_change(previous: QueryPlan, table: tuple[list[str], Sequence[Sequence[Any]]] | None,
                    direction: str | None) -> TimeRange | None:
    """The bucket of the previous time series with the largest change from the one before it.

    Why from the table on screen: "why?" after a monthly chart asks about the jump the user is
    looking at; the rows came from guarded SQL one turn ago.
    """
    if table is None or previous.grain is None or previous.group_by:
        return None
    columns, rows = table
    if previous.grain not in columns or len(rows) < 2:
        return None
    t = columns.index(previous.grain)
    v = next((i for i, c in enumerate(columns) if i != t), None)
    if v is None:
        return None
    series = [(r[t], r[v]) for r in rows if r[t] is not None and r[v] is not None]
    best: tuple[float, Any] | None = None
    for (_, a), (when, b) in zip(series, series[1:], strict=False):
        try:
            delta = float(b) - float(a)
        except (TypeError, ValueError):
            continue
        if direction == "drop" and delta >= 0 or direction == "rise" and delta <= 0:
            continue
        if best is None or abs(delta) > abs(best[0]):
            best = (delta, when)
    if best is None:
        return None
    when = best[1]
    start = dt.date(int(when), 1, 1) if isinstance(when, int | float) else (
        when.date() if isinstance(when, dt.datetime) else when)
    if not isinstance(start, dt.date):
        return None
    months = {"month": 1, "quarter": 3, "year": 12}.get(previous.grain)
    end = shift(start, months) if months else start + dt.timedelta(days=7 if previous.grain == "week" else 1)
    return TimeRange(start=start, end=end, unit=previous.grain)


def read_change(engine: SemanticEngine, text: str, as_of: dt.date, previous: QueryPlan | None,
                table: tuple[list[str], Sequence[Sequence[Any]]] | None = None) -> EngineResult | None:
    """The engine's answer to a comparison or why-question, or None when the question is neither."""
    kind = change_kind(text)
    if kind is None:
        return None
    folded = fold(text)
    direction = _direction(folded) if kind == "drivers" else None
    reference, unit, rest = reference_of(folded)
    periods = _periods(rest, engine, as_of)
    if kind == "compare" and not periods and reference is None:
        return None  # "returned vs completed orders": values side by side, not two periods
    core = _FILLER.sub(" ", _RISE.sub(" ", _DROP.sub(" ", _WHY.sub(" ", _COMPARE.sub(" ", rest)))))
    parsed = engine.parser.parse(core, as_of) if core.strip(" ?.!,") else None
    if parsed is not None and (parsed.unknown or parsed.pii or parsed.unavailable):
        return None
    lang = parsed.language if parsed is not None and parsed.language_known else (
        previous.language if previous is not None else ("tr" if fold(text) != text.lower() else "en"))
    plan = parsed.plan if parsed is not None else QueryPlan(question=text)
    inherited = False
    if not plan.metrics and previous is not None and previous.metrics and not previous.raw_sql:
        plan = previous.model_copy(update={"filters": previous.filters + plan.filters}, deep=True)
        inherited = True
    if not plan.metrics:
        return None
    plan.metrics = plan.metrics[:1]
    plan.question, plan.language = text, lang  # type: ignore[assignment]
    if inherited and previous is not None and not re.search(r"\b(?:19|20)\d\d\b", folded):
        periods = [_within(p, previous.time_range) for p in periods]
    after, before = _resolve(periods, reference, unit, kind, previous if inherited or not periods else None,
                             table, direction, as_of)
    if after is None or before is None:
        return None
    group = list(plan.group_by) if kind == "compare" else []
    plan = plan.model_copy(update={
        "group_by": group, "grain": None, "time_range": None, "order_by": None, "limit": None, "limit_per": [],
        "share": False, "rows": False, "list_only": False,
    })
    plan.comparison = Comparison(kind=kind, before=before, after=after, direction=direction)  # type: ignore[arg-type]
    compiler = engine.compiler
    if kind == "drivers":
        measure = measure_of(compiler, plan.metrics[0])
        if measure is None:
            plan.comparison.kind = "compare"
        else:
            plan.comparison.dimensions, plan.comparison.left_out = driver_dimensions(measure, plan)
    try:
        sql = compiler.compile(plan)
    except CompileError as exc:
        return EngineResult(ok=False, clarification=exc.text(lang), language=lang)  # type: ignore[arg-type]
    return EngineResult(ok=True, sql=sql, plan=plan, explanation=explain_change(engine, plan), language=lang)  # type: ignore[arg-type]


def _within(period: TimeRange, scope: TimeRange | None) -> TimeRange:
    """A period named without a year ("August"), moved into the year of the table on screen.

    Why: after "monthly revenue in 2025", "why did it drop in August?" means August 2025, not the
    latest August before today.
    """
    if scope is None or scope.start is None or scope.end is None or period.start is None or period.end is None:
        return period
    for years in range(0, 6):
        moved = TimeRange(start=shift(period.start, -12 * years), end=shift(period.end, -12 * years), unit=period.unit)
        if scope.start <= moved.start and moved.end <= scope.end:  # type: ignore[operator]
            return moved
    return period


def _resolve(periods: list[TimeRange], reference: str | None, unit: str, kind: str, previous: QueryPlan | None,
             table: tuple[list[str], Sequence[Sequence[Any]]] | None, direction: str | None,
             as_of: dt.date) -> tuple[TimeRange | None, TimeRange | None]:
    """(after, before) for the periods named, the reference cue and the table on screen."""
    if len(periods) >= 2:
        first, second = sorted(periods[:2], key=lambda p: p.start or dt.date.min)
        return second, first
    after = periods[0] if periods else None
    if after is None and previous is not None and previous.comparison is not None:
        return previous.comparison.after, previous.comparison.before  # "neden?" after a comparison
    if after is None and previous is not None:
        after = _largest_change(previous, table, direction) if kind == "drivers" else None
        if after is None and previous.time_range and previous.time_range.start and previous.time_range.end:
            after = previous.time_range if previous.grain is None else None
        if after is None and previous.grain and reference is None:
            unit = previous.grain
    if after is None:
        after = last_full(unit, as_of)
    if reference == "same_last_year":
        return after, year_earlier(after)
    return after, previous_period(after, unit)


def comparison_sql(compiler: Compiler, plan: QueryPlan) -> str:
    """SQL for a comparison plan: a driver table, or before, after, change and change_pct per row."""
    comp = plan.comparison
    assert comp is not None
    if comp.kind == "drivers":
        measure = measure_of(compiler, plan.metrics[0])
        if measure is None:
            raise CompileError("This measure's change cannot be split exactly.",
                               "Bu ölçünün değişimi tam olarak bölünemez.")
        return drivers_sql(compiler, measure, plan)
    base = plan.model_copy(update={"comparison": None})
    sides = []
    for period in (comp.before, comp.after):
        sql = compiler.compile(base.model_copy(update={"time_range": period}))
        sides.append((sql, output_names(sql)))
    (sql_b, names), (sql_a, _) = sides
    keys, value = names[:-1], names[-1]
    measure = measure_of(compiler, plan.metrics[0])
    additive = measure is not None and measure.additive

    def q(name: str) -> str:
        return '"' + name.replace('"', '""') + '"'

    def v(side: str) -> str:
        return f"COALESCE({side}.{q(value)}, 0)" if additive and keys else f"{side}.{q(value)}"

    select = [f"COALESCE(a.{q(k)}, b.{q(k)}) AS {q(k)}" for k in keys]
    select += [f"{v('b')} AS before", f"{v('a')} AS after", f"{v('a')} - {v('b')} AS change",
               f"ROUND(100.0 * ({v('a')} - {v('b')}) / NULLIF(ABS({v('b')}), 0), 1) AS change_pct"]
    if keys:
        on = " AND ".join(f"a.{q(k)} IS NOT DISTINCT FROM b.{q(k)}" for k in keys)
        source, order = f"b FULL JOIN a ON {on}", " ORDER BY after DESC NULLS LAST"
    else:
        source, order = "b CROSS JOIN a", ""
    return f"WITH b AS ({sql_b}), a AS ({sql_a}) SELECT {', '.join(select)} FROM {source}{order}"


def explain_change(engine: SemanticEngine, plan: QueryPlan) -> str:
    """What was compared, with both periods' dates (the numbers follow once the query has run)."""
    comp = plan.comparison
    assert comp is not None
    lang = plan.language
    model = engine.model
    measure = metric_label(model, plan.metrics[0], lang)
    before, after = describe_time(comp.before, lang), describe_time(comp.after, lang)
    dims = ", ".join(model.dimensions[d].text(lang) for d in comp.dimensions)
    filters = "; ".join(f"{model.dimensions[f.dimension].text(lang)} {'≠' if f.op == 'not_in' else '='} "
                        f"{', '.join(f.values)}" for f in plan.filters if f.values)
    if lang == "tr":
        text = f"{measure}: {after} ile {before} karşılaştırıldı"
        if comp.kind == "drivers":
            text += f"; değişim şu kırılımlara bölündü: {dims}"
            if comp.left_out:
                text += (f" ({', '.join(model.dimensions[d].text(lang) for d in comp.left_out)} hariç: ölçü "
                         "bu kırılımlarda toplanamaz)")
        if filters:
            text += f" ({filters})"
        return text
    text = f"{measure[:1].upper() + measure[1:]} in {after} compared with {before}"
    if plan.group_by:
        text += " by " + ", ".join(model.dimensions[d].text(lang) for d in plan.group_by)
    if comp.kind == "drivers":
        text += f"; the change split by {dims}"
        if comp.left_out:
            text += (f" ({', '.join(model.dimensions[d].text(lang) for d in comp.left_out)} left out: the measure "
                     "does not add up over them)")
    if filters:
        text += f" ({filters})"
    return text
