"""Period comparisons and driver analysis on the sample company (issue 14, items 1, 2 and 4).

Every number is checked against an independent query of the same engine ("revenue in July 2025"),
and every split against the total it must add up to, to the cent.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from decimal import Decimal

import pytest

from agent.analytics.change_answer import change_payload, change_sentence
from agent.analytics.semantic.compare import change_kind
from tests.semantic.conftest import AS_OF


def _run(engine, con, question: str, as_of: dt.date = AS_OF, **kw):
    result = engine.answer(question, as_of, **kw)
    assert result.ok, result.clarification
    cur = con.execute(result.sql)
    return result, [d[0] for d in cur.description], cur.fetchall()


def _value(engine, con, question: str, as_of: dt.date = AS_OF):
    _, _, rows = _run(engine, con, question, as_of)
    assert len(rows) == 1
    return rows[0][-1]


def test_revenue_drop_july_to_august_2025_splits_exactly(engine, semantic_con) -> None:
    result, cols, rows = _run(engine, semantic_con, "why did revenue drop in August 2025?")
    comp = result.plan.comparison
    assert comp.kind == "drivers"
    assert (comp.before.start, comp.before.end) == (dt.date(2025, 7, 1), dt.date(2025, 8, 1))
    assert (comp.after.start, comp.after.end) == (dt.date(2025, 8, 1), dt.date(2025, 9, 1))
    assert cols == ["dimension", "member", "before", "after", "change", "share"]
    total = rows[0]
    assert total[0] == "total"
    assert total[2] == _value(engine, semantic_con, "revenue in July 2025")
    assert total[3] == _value(engine, semantic_con, "revenue in August 2025")
    assert total[4] < 0  # it did drop
    sums: dict[str, Decimal] = defaultdict(Decimal)
    for dim, _member, _b, _a, change, _share in rows[1:]:
        sums[dim] += change
    for dim in ("sales channel", "country", "category"):
        assert abs(sums[dim] - total[4]) < Decimal("0.005"), dim
    assert set(sums) >= {"sales channel", "country", "category", "segment", "product", "customer"}
    channel = {r[1]: r for r in rows if r[0] == "sales channel"}
    online = _value(engine, semantic_con, "revenue from online orders in August 2025")
    assert channel["Online"][3] == online
    shares = [r[5] for r in rows if r[0] == "category"]
    assert abs(sum(shares) - 100) < 0.5


def test_driver_answer_names_the_top_drivers_and_json(engine, semantic_con) -> None:
    result, cols, rows = _run(engine, semantic_con, "what drove the drop in revenue in August 2025?")
    plan = result.plan.model_dump(mode="json")
    payload = change_payload(plan, cols, rows)
    assert payload["change"]["measure"] == "revenue"
    assert payload["change"]["before_period"] == {"start": "2025-07-01", "end": "2025-08-01"}
    assert payload["change"]["after_period"] == {"start": "2025-08-01", "end": "2025-09-01"}
    assert {"dimension", "member", "before", "after", "change", "share"} <= set(payload["drivers"][0])
    text = change_sentence(plan, cols, rows, "en", "revenue")
    assert text.startswith("Revenue fell from")
    negative = [d for d in payload["drivers"] if d["change"] < 0 and not d["member"].startswith("other")]
    top = max(negative, key=lambda d: d["share"])
    assert f"{top['dimension']} {top['member']}" in text
    assert text.count(" % of the change") in (2, 3)


def test_average_order_value_splits_into_mix_and_rate(engine, semantic_con) -> None:
    result, cols, rows = _run(engine, semantic_con, "why did average order value change in August 2025?")
    assert cols == ["dimension", "member", "before", "after", "change", "mix_effect", "rate_effect", "share"]
    comp = result.plan.comparison
    assert "category" in comp.left_out and "category" not in comp.dimensions  # an order holds several categories
    total = rows[0]
    assert abs(total[2] - _value(engine, semantic_con, "average order value in July 2025")) < 1e-6
    assert abs(total[3] - _value(engine, semantic_con, "average order value in August 2025")) < 1e-6
    sums: dict[str, float] = defaultdict(float)
    for r in rows[1:]:
        assert abs(r[5] + r[6] - r[4]) < 1e-6  # change = mix + rate
        sums[r[0]] += r[4]
    for dim in ("sales channel", "country", "segment"):
        assert abs(sums[dim] - total[4]) < 0.005, dim
    online = next(r for r in rows if r[0] == "sales channel" and r[1] == "Online")
    assert abs(online[3] - _value(engine, semantic_con, "average order value of online orders in August 2025")) < 1e-6


@pytest.mark.parametrize(("question", "as_of", "before", "after"), [
    ("revenue in January 2026 compared to the previous month", AS_OF, ("2025-12-01", "2026-01-01"),
     ("2026-01-01", "2026-02-01")),
    ("revenue month over month", dt.date(2026, 1, 15), ("2025-11-01", "2025-12-01"), ("2025-12-01", "2026-01-01")),
    ("revenue this year vs last year", dt.date(2026, 1, 10), ("2025-01-01", "2026-01-01"),
     ("2026-01-01", "2026-01-11")),
    ("revenue year to date vs same period last year", AS_OF, ("2025-01-01", "2025-11-16"),
     ("2026-01-01", "2026-11-16")),
    ("revenue in Q1 2026 vs Q4 2025", AS_OF, ("2025-10-01", "2026-01-01"), ("2026-01-01", "2026-04-01")),
    ("ocak 2026 cirosu önceki aya göre", AS_OF, ("2025-12-01", "2026-01-01"), ("2026-01-01", "2026-02-01")),
    ("bu yıl ciro geçen yıla göre", AS_OF, ("2025-01-01", "2026-01-01"), ("2026-01-01", "2026-11-16")),
])
def test_period_comparisons_across_year_boundaries(engine, semantic_con, question, as_of, before, after) -> None:
    result, cols, rows = _run(engine, semantic_con, question, as_of)
    comp = result.plan.comparison
    assert comp.kind == "compare"
    assert (comp.before.start.isoformat(), comp.before.end.isoformat()) == before
    assert (comp.after.start.isoformat(), comp.after.end.isoformat()) == after
    assert cols == ["before", "after", "change", "change_pct"]
    b, a, change, pct = rows[0]
    assert change == a - b
    assert pct == round(float(100 * (a - b) / abs(b)), 1)
    if question.startswith("revenue in January"):
        assert b == _value(engine, semantic_con, "revenue in December 2025")
        assert a == _value(engine, semantic_con, "revenue in January 2026")


def test_comparison_by_dimension(engine, semantic_con) -> None:
    result, cols, rows = _run(engine, semantic_con, "revenue by channel in August 2025 vs July 2025")
    assert cols == ["channel", "before", "after", "change", "change_pct"]
    assert {r[0] for r in rows} == {"Online", "Field Sales", "Partner"}
    online = next(r for r in rows if r[0] == "Online")
    assert online[1] == _value(engine, semantic_con, "revenue from online orders in July 2025")


def test_turkish_driver_question(engine, semantic_con) -> None:
    result, cols, rows = _run(engine, semantic_con, "ağustos 2025'te ciro neden düştü?")
    assert result.language == "tr" and result.plan.comparison.kind == "drivers"
    assert rows[0][0] == "toplam"
    text = change_sentence(result.plan.model_dump(mode="json"), cols, rows, "tr", "ciro")
    assert "düştü" in text and "En büyük katkılar" in text


def test_why_after_a_monthly_series_picks_the_largest_change(engine, semantic_con) -> None:
    series, cols, rows = _run(engine, semantic_con, "monthly revenue in 2025")
    deltas = [(float(b[1]) - float(a[1]), b[0]) for a, b in zip(rows, rows[1:], strict=False)]
    _, month = max(deltas, key=lambda d: abs(d[0]))
    result, _, _ = _run(engine, semantic_con, "why?", previous=series.plan, table=(cols, rows))
    assert result.plan.comparison.after.start == month.date()
    drop, _, _ = _run(engine, semantic_con, "why did it drop?", previous=series.plan, table=(cols, rows))
    _, worst = min(deltas)
    assert drop.plan.comparison.after.start == worst.date()
    august, _, _ = _run(engine, semantic_con, "why did it drop in August?", previous=series.plan, table=(cols, rows))
    assert august.plan.comparison.after.start == dt.date(2025, 8, 1)  # the table's year, not the latest August


@pytest.mark.parametrize(("text", "kind"), [
    ("why?", "drivers"), ("neden düştü?", "drivers"), ("what drove the increase in March?", "drivers"),
    ("revenue this year vs last year", "compare"), ("önceki aya göre ciro", "compare"),
    ("revenue by channel", None), ("kanala göre ciro", None),
])
def test_change_cues(text: str, kind: str | None) -> None:
    assert change_kind(text) == kind


def test_why_is_a_follow_up_of_the_table(engine) -> None:
    previous = engine.answer("monthly revenue in 2025", AS_OF).plan
    assert engine.classify("why?", True, previous)[0] == "FOLLOWUP_QUESTION"
    assert engine.classify("ciro neden düştü?", False, None)[0] == "NEW_QUESTION"
