"""Follow-up refinement and business-feedback revision of a previous plan."""

from __future__ import annotations

import datetime as dt

from agent.analytics.semantic import QueryPlan

AS_OF = dt.date(2026, 11, 15)


def ask(engine, question: str, previous: QueryPlan | None = None) -> QueryPlan:
    result = engine.answer(question, AS_OF, previous=previous)
    assert result.ok, result.clarification
    assert result.plan is not None
    # The plan lives in the LangGraph state: it must survive a JSON round trip unchanged.
    assert QueryPlan.model_validate(result.plan.model_dump(mode="json")) == result.plan
    return result.plan


def test_followups_refine_the_previous_plan(engine) -> None:
    plan = ask(engine, "revenue by country in 2025")
    germany = ask(engine, "now only for Germany", plan)
    assert germany.metrics == ["revenue"] and germany.time_range == plan.time_range
    assert [(f.dimension, f.values) for f in germany.filters] == [("country", ["Germany"])]
    channel = ask(engine, "and by channel?", germany)
    assert channel.group_by == ["country", "channel"] and channel.filters == germany.filters
    earlier = ask(engine, "what about 2024", channel)
    assert earlier.time_range.start == dt.date(2024, 1, 1) and earlier.group_by == channel.group_by
    top = ask(engine, "show top 3", earlier)
    assert top.limit == 3 and top.descending


def test_turkish_followup_changes_time_and_keeps_language(engine) -> None:
    plan = ask(engine, "ülkelere göre ihracat")
    result = engine.answer("sadece 2025", AS_OF, previous=plan)
    assert result.ok and result.language == "tr"
    assert result.plan.metrics == ["exports"] and result.plan.group_by == ["country"]
    assert result.plan.time_range.start == dt.date(2025, 1, 1)


def test_followup_with_new_breakdown_replaces_it(engine) -> None:
    plan = ask(engine, "revenue by country")
    plan2 = ask(engine, "by segment instead", plan)
    assert plan2.group_by == ["segment"]


def test_followup_exclude_value(engine, semantic_con) -> None:
    plan = ask(engine, "orders by country last year")
    plan2 = ask(engine, "exclude Türkiye", plan)
    assert [(f.dimension, f.op, f.values) for f in plan2.filters] == [("country", "not_in", ["Türkiye"])]
    sql = engine.compiler.compile(plan2)
    assert "Türkiye" not in {r[0] for r in semantic_con.execute(sql).fetchall()}


def test_new_question_is_not_merged(engine) -> None:
    plan = ask(engine, "revenue by country in 2025")
    fresh = ask(engine, "freight cost by incoterm", plan)
    assert fresh.metrics == ["freight"] and fresh.group_by == ["incoterm"] and fresh.time_range is None


def test_feedback_includes_cancelled_orders(engine, semantic_con) -> None:
    plan = ask(engine, "revenue by month in 2025")
    for feedback in ("it should count cancelled orders too", "bu yanlış, iptal edilenler de sayılmalı"):
        result = engine.revise(feedback, plan, AS_OF)
        assert result.ok, result.clarification
        status = result.plan.filter_for("status")
        assert status is not None and sorted(status.values) == ["cancelled", "completed"]
        assert "cancelled" in result.sql and result.plan.time_range == plan.time_range
    assert engine.revise("bu yanlış, iptal edilenler de sayılmalı", plan, AS_OF).language == "tr"


def test_feedback_include_returned_and_all_orders(engine) -> None:
    plan = ask(engine, "orders by channel")
    returned = engine.revise("include returned orders", plan, AS_OF)
    assert sorted(returned.plan.filter_for("status").values) == ["completed", "returned"]
    everything = engine.revise("it should count all orders, including cancelled and returned", plan, AS_OF)
    assert everything.ok and "status" not in everything.sql
    assert everything.plan.filter_for("status") is None and "status" in everything.plan.ignore_default_filters


def test_feedback_changes_year_and_dimension(engine) -> None:
    plan = ask(engine, "exports by country in 2024")
    year = engine.revise("use 2025 not 2024", plan, AS_OF)
    assert year.ok and year.plan.time_range.start == dt.date(2025, 1, 1)
    tr = engine.revise("2024 değil 2025 olmalı", plan, AS_OF)
    assert tr.ok and tr.plan.time_range.start == dt.date(2025, 1, 1)
    plan = ask(engine, "revenue by country")
    dest = engine.revise("wrong, it should be by destination country instead", plan, AS_OF)
    assert dest.ok and dest.plan.group_by == ["destination_country"] and "destination_country" in dest.sql


def test_feedback_exclude_value(engine) -> None:
    plan = ask(engine, "revenue by country last year")
    result = engine.revise("exclude Türkiye, it is our home market", plan, AS_OF)
    assert result.ok and result.plan.filter_for("country").op == "not_in"


def test_feedback_swaps_metric(engine) -> None:
    plan = ask(engine, "revenue by category")
    result = engine.revise("this should be gross margin, not revenue", plan, AS_OF)
    assert result.ok and result.plan.metrics == ["gross_margin"]


def test_unclear_feedback_asks_a_precise_question(engine) -> None:
    plan = ask(engine, "revenue by country in 2025")
    result = engine.revise("this is wrong", plan, AS_OF)
    assert not result.ok and result.clarification
    assert "2025" in result.clarification and "country" in result.clarification
    assert result.suggestions  # concrete options to choose from
    tr = engine.revise("bu yanlış", plan, AS_OF)
    assert not tr.ok and tr.language == "tr" and "Tablo" in tr.clarification


def test_additive_followups_keep_the_breakdown(engine) -> None:
    plan = ask(engine, "top 5 customers by revenue in 2025")
    tr = engine.answer("peki bir de kanal bazında?", AS_OF, previous=plan)
    assert tr.ok and tr.plan.group_by == ["customer", "channel"] and tr.language == "tr"
    en = ask(engine, "also by segment", plan)
    assert en.group_by == ["customer", "segment"] and en.limit == 5
    three = engine.answer("and by channel", AS_OF, previous=en)
    assert "customer, segment and sales channel" in three.explanation


def test_feedback_on_typed_sql_asks_for_words(engine) -> None:
    plan = ask(engine, "SELECT country, COUNT(*) AS n FROM customers GROUP BY country")
    result = engine.revise("this is wrong", plan, AS_OF)
    assert not result.ok and "SQL" in result.clarification
