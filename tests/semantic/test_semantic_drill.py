"""Drill-down, roll-up and breakdown follow-ups on the sample company, English and Turkish.

Each follow-up is checked twice: the plan it makes (what changed and what stayed) and the rows
its SQL returns against a hand-written query on the same database, so a plan that reads right
but compiles to something else still fails.
"""

from __future__ import annotations

import datetime as dt

import pytest

from agent.analytics.semantic import QueryPlan

AS_OF = dt.date(2026, 11, 15)
REVENUE = "SUM(oi.quantity * oi.unit_price * (1 - oi.discount))"
LINES = (
    "FROM order_items oi JOIN orders o ON oi.order_id = o.order_id "
    "JOIN customers c ON o.customer_id = c.customer_id JOIN products p ON oi.product_id = p.product_id "
    "WHERE o.status = 'completed'"
)


def ask(engine, question: str, previous: QueryPlan | None = None) -> QueryPlan:
    result = engine.answer(question, AS_OF, previous=previous)
    assert result.ok, result.clarification
    assert result.plan is not None
    assert QueryPlan.model_validate(result.plan.model_dump(mode="json")) == result.plan
    return result.plan


def rows_match(engine, con, same_result, plan: QueryPlan, gold: str) -> None:
    expected = con.execute(gold).fetchall()
    got = con.execute(engine.compiler.compile(plan)).fetchall()
    assert expected, "the gold query should return rows"
    assert same_result(expected, got), f"expected {expected[:5]}\ngot {got[:5]}"


# -- "only <member>", "exclude <member>": a filter, never a new measure --------------------------
@pytest.mark.parametrize(
    ("first", "followup"),
    [
        ("units by category", "only Online orders"),
        ("units by category", "just Online orders"),
        ("kategoriye göre adet", "sadece Online siparişler"),
        ("kategoriye göre adet", "yalnızca internetten gelen siparişler"),
    ],
)
def test_only_member_that_is_also_an_entity_keeps_the_measure(
    engine, semantic_con, same_result, first, followup
) -> None:
    plan = ask(engine, followup, ask(engine, first))
    assert plan.metrics == ["units"] and plan.group_by == ["category"]
    assert [(f.dimension, f.op, f.values) for f in plan.filters] == [("channel", "in", ["Online"])]
    rows_match(
        engine, semantic_con, same_result, plan,
        f"SELECT p.category, SUM(oi.quantity) {LINES} AND o.channel = 'Online' GROUP BY 1",
    )


@pytest.mark.parametrize(
    ("first", "followup"),
    [("units by category", "exclude Online orders"), ("kategoriye göre adet", "Online siparişler hariç")],
)
def test_exclude_member_keeps_the_measure(engine, semantic_con, same_result, first, followup) -> None:
    plan = ask(engine, followup, ask(engine, first))
    assert plan.metrics == ["units"] and plan.group_by == ["category"]
    assert [(f.dimension, f.op, f.values) for f in plan.filters] == [("channel", "not_in", ["Online"])]
    rows_match(
        engine, semantic_con, same_result, plan,
        f"SELECT p.category, SUM(oi.quantity) {LINES} AND o.channel <> 'Online' GROUP BY 1",
    )


def test_only_member_of_another_dimension(engine, semantic_con, same_result) -> None:
    plan = ask(engine, "just Germany", ask(engine, "revenue by category in 2025"))
    assert plan.metrics == ["revenue"] and plan.group_by == ["category"]
    assert plan.filter_for("country").values == ["Germany"] and plan.time_range.start == dt.date(2025, 1, 1)


# -- "remove the breakdown" ------------------------------------------------------------------------
@pytest.mark.parametrize("followup", ["remove the breakdown", "without the breakdown", "kırılımı kaldır"])
def test_remove_the_breakdown_keeps_measure_filters_and_period(
    engine, semantic_con, same_result, followup
) -> None:
    plan = ask(engine, "only Wholesale", ask(engine, "revenue by country in 2025"))
    total = ask(engine, followup, plan)
    assert total.group_by == [] and total.metrics == ["revenue"]
    assert total.filters == plan.filters and total.time_range == plan.time_range
    rows_match(
        engine, semantic_con, same_result, total,
        f"SELECT {REVENUE} {LINES} AND c.segment = 'Wholesale' "
        "AND o.order_date >= DATE '2025-01-01' AND o.order_date < DATE '2026-01-01'",
    )


def test_remove_one_named_breakdown(engine) -> None:
    plan = ask(engine, "revenue by country and channel")
    assert ask(engine, "remove the country breakdown", plan).group_by == ["channel"]


# -- drill down and go up a level --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("first", "followup"),
    [
        ("revenue by country", "drill into Germany"),
        ("revenue by country", "drill down into Germany"),
        ("ülkelere göre ciro", "Almanya detayı"),
        ("ülkelere göre ciro", "Almanya'nın detayına in"),
    ],
)
def test_drill_into_a_country_breaks_down_by_city(engine, semantic_con, same_result, first, followup) -> None:
    plan = ask(engine, followup, ask(engine, first))
    assert plan.metrics == ["revenue"] and plan.group_by == ["city"]
    assert [(f.dimension, f.values) for f in plan.filters] == [("country", ["Germany"])]
    rows_match(
        engine, semantic_con, same_result, plan,
        f"SELECT c.city, {REVENUE} {LINES} AND c.country = 'Germany' GROUP BY 1",
    )


@pytest.mark.parametrize(("followup", "lang"), [("go up a level", "en"), ("bir üst seviye", "tr")])
def test_go_up_a_level_undoes_the_drill(engine, semantic_con, same_result, followup, lang) -> None:
    first = "revenue by country in 2025" if lang == "en" else "2025'te ülkelere göre ciro"
    top = ask(engine, first)
    drilled = ask(engine, "drill into Germany" if lang == "en" else "Almanya detayı", top)
    up = ask(engine, followup, drilled)
    assert up.group_by == ["country"] and up.filters == [] and up.time_range == top.time_range
    assert up.language == lang
    rows_match(engine, semantic_con, same_result, up, engine.compiler.compile(top))


def test_drill_into_a_category_breaks_down_by_product(engine, semantic_con, same_result) -> None:
    plan = ask(engine, "drill into Machinery", ask(engine, "units by category"))
    assert plan.metrics == ["units"] and plan.group_by == ["product"]
    assert plan.filter_for("category").values == ["Machinery"]
    rows_match(
        engine, semantic_con, same_result, plan,
        f"SELECT p.product_name, SUM(oi.quantity) {LINES} AND p.category = 'Machinery' GROUP BY p.product_id, 1",
    )
    assert ask(engine, "go up a level", plan).group_by == ["category"]


def test_drill_into_a_year_shows_its_months_and_a_month_its_days(engine, semantic_con, same_result) -> None:
    yearly = ask(engine, "revenue by year")
    months = ask(engine, "drill into 2025", yearly)
    assert months.grain == "month" and months.time_range.start == dt.date(2025, 1, 1)
    assert months.time_range.end == dt.date(2026, 1, 1)
    rows_match(
        engine, semantic_con, same_result, months,
        f"SELECT date_trunc('month', o.order_date), {REVENUE} {LINES} "
        "AND o.order_date >= DATE '2025-01-01' AND o.order_date < DATE '2026-01-01' GROUP BY 1",
    )
    days = ask(engine, "drill into March 2025", months)
    assert days.grain == "day" and days.time_range.start == dt.date(2025, 3, 1)
    assert days.time_range.end == dt.date(2025, 4, 1)
    turkish = ask(engine, "2025 detayı", ask(engine, "yıllara göre ciro"))
    assert turkish.grain == "month" and turkish.time_range.start == dt.date(2025, 1, 1)
    back = ask(engine, "go up a level", months)
    assert back.grain == "year" and back.time_range is None


def test_no_level_to_go_to_is_said_plainly(engine) -> None:
    top = engine.answer("go up a level", AS_OF, previous=ask(engine, "revenue by category"))
    assert not top.ok and "category" in top.clarification.lower() and "Traceback" not in top.clarification
    flat = engine.answer("drill into Wholesale", AS_OF, previous=ask(engine, "revenue by segment"))
    assert not flat.ok and "segment" in flat.clarification.lower()
    turkish = engine.answer("bir üst seviye", AS_OF, previous=ask(engine, "kategorilere göre ciro"))
    assert not turkish.ok and turkish.language == "tr" and "kategori" in turkish.clarification.lower()


@pytest.mark.parametrize(
    "message",
    ["drill into Germany", "remove the breakdown", "kırılımı kaldır", "go up a level", "bir üst seviye",
     "Almanya detayı", "only Online orders", "exclude Online orders", "Online siparişler hariç"],
)
def test_drill_messages_are_follow_ups(engine, message) -> None:
    plan = ask(engine, "revenue by country")
    intent, _ = engine.classify(message, True, plan)
    assert intent == "FOLLOWUP_QUESTION"


def test_a_parent_that_is_no_dimension_fails_loudly_and_a_deleted_one_is_dropped(semantic_model) -> None:
    from agent.analytics.semantic.model import SemanticModelError, model_from_dict
    from agent.workspaces.marks import prune_references

    raw = semantic_model.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    raw["dimensions"]["city"]["parent"] = "contry"
    with pytest.raises(SemanticModelError, match="unknown parent 'contry'"):
        model_from_dict(raw)
    raw["dimensions"]["city"]["parent"] = "country"
    pruned = prune_references(raw, {"dimensions:country"})
    assert "parent" not in pruned["dimensions"]["city"] and pruned["dimensions"]["product"]["parent"] == "category"


def test_questions_that_only_look_like_drill_follow_ups_are_not_read_as_them(engine) -> None:
    rose = ask(engine, "did revenue go up?", ask(engine, "revenue by country"))
    assert rose.metrics == ["revenue"]  # a question about the measure, no roll-up
    split = ask(engine, "split by country, no returns", ask(engine, "revenue by channel"))
    assert "country" in split.group_by  # "no" near "split" removes no breakdown
    counted = ask(engine, "how many orders only Online", ask(engine, "revenue by category"))
    assert counted.metrics == ["orders"]  # the count is asked for, not a filter of the revenue table


def test_drill_down_without_a_member_moves_every_level_down(engine) -> None:
    assert ask(engine, "drill down", ask(engine, "revenue by country")).group_by == ["city"]
    days = ask(engine, "drill down", ask(engine, "monthly revenue in 2025"))
    assert days.grain == "day" and days.time_range.start == dt.date(2025, 1, 1)
    finest = engine.answer("drill down", AS_OF, previous=days)
    assert not finest.ok and finest.clarification.startswith("There is no level below day")


def test_an_unknown_member_is_named_and_the_verb_is_not(engine) -> None:
    for message, lang in (("drill into Atlantis", "en"), ("Atlantis detayı", "tr")):
        first = "revenue by country" if lang == "en" else "ülkelere göre ciro"
        result = engine.answer(message, AS_OF, previous=ask(engine, first))
        assert not result.ok and "Atlantis" in result.clarification and result.language == lang
        assert "drill" not in result.clarification and "detay" not in result.clarification
    flat = engine.answer("go up", AS_OF, previous=ask(engine, "revenue by segment"))
    assert flat.clarification.startswith("Segment is already the top level")
