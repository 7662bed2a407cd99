"""A question is parsed once per turn: routing hands its parse to the answer.

Why a test: the parse was a third of a turn's own time, and a handed-over parse that routing had
changed, or one from another date, would answer a different question than the one asked.
"""

from __future__ import annotations

import datetime as dt

AS_OF = dt.date(2025, 6, 15)


def _counting(engine):
    calls: list[tuple[str, dt.date]] = []
    parse = engine.parser.parse

    def counted(text, as_of):
        calls.append((text, as_of))
        return parse(text, as_of)

    engine.parser.parse = counted
    return calls


def test_routing_then_answer_parses_once_and_answers_the_same(engine):
    alone = engine.answer("revenue by country in 2024", AS_OF)
    calls = _counting(engine)
    assert engine.classify("revenue by country in 2024", False, None, AS_OF)[0] == "NEW_QUESTION"
    routed = engine.answer("revenue by country in 2024", AS_OF)
    assert len(calls) == 1
    assert routed.ok and routed.sql == alone.sql


def test_a_parse_is_handed_over_once(engine):
    engine.classify("orders by channel", False, None, AS_OF)
    first = engine.answer("orders by channel", AS_OF)
    calls = _counting(engine)
    second = engine.answer("orders by channel", AS_OF)
    assert len(calls) == 1  # the routed parse was used up by the first answer
    assert second.sql == first.sql


def test_another_date_parses_again(engine):
    """'last month' means another month on another day: a parse routed on one date is not reused."""
    engine.classify("revenue last month", False, None, AS_OF)
    calls = _counting(engine)
    later = engine.answer("revenue last month", AS_OF + dt.timedelta(days=40))
    assert calls == [("revenue last month", AS_OF + dt.timedelta(days=40))]
    assert "2025-06-01" in later.sql and "2025-07-01" in later.sql


def test_routing_that_filters_a_table_does_not_change_the_answers_parse(engine):
    """After a table, "only Online orders" routes as a filter of it (member_filter makes a new parse);
    the answer still starts from the question's own parse."""
    previous = engine.answer("orders by channel", AS_OF).plan
    fresh = engine.answer("only Online orders", AS_OF, previous=previous)
    engine.classify("only Online orders", True, previous, AS_OF)
    routed = engine.answer("only Online orders", AS_OF, previous=previous)
    assert routed.sql == fresh.sql
