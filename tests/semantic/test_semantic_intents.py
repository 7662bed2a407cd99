"""Offline intent routing."""

from __future__ import annotations

import datetime as dt

import pytest

AS_OF = dt.date(2026, 11, 15)


@pytest.mark.parametrize(
    ("message", "has_table", "intent"),
    [
        ("make a bar chart of revenue", False, "DRAW_CHART"),
        ("chart this", True, "DRAW_CHART"),
        ("Bana ihracat grafiği çiz", False, "DRAW_CHART"),
        ("bunu görselleştir", True, "DRAW_CHART"),
        ("plot it as a line", True, "DRAW_CHART"),
        ("help", False, "HELP"),
        ("what can you do?", True, "HELP"),
        ("nasıl kullanılır", False, "HELP"),
        ("yardım", False, "HELP"),
        ("this is wrong", True, "BUSINESS_ERROR_FEEDBACK"),
        ("the numbers should include cancelled orders", True, "BUSINESS_ERROR_FEEDBACK"),
        ("bu yanlış, iptal edilenler de sayılmalı", True, "BUSINESS_ERROR_FEEDBACK"),
        ("2024 değil 2025 olmalı", True, "BUSINESS_ERROR_FEEDBACK"),
        ("revenue by country in 2025", False, "NEW_QUESTION"),
        ("geçen ay toplam ciro ne kadar?", False, "NEW_QUESTION"),
        ("select * from customers", False, "NEW_QUESTION"),
        ("show customer tax ids", False, "NEW_QUESTION"),
        # asked about data in words the model does not know: the engine says which words
        ("which starship is the fastest", False, "NEW_QUESTION"),
        ("how many goblins have a magic wand", False, "NEW_QUESTION"),
        ("kaç ejderha uçtu", False, "NEW_QUESTION"),
        ("hello", False, "OTHER"),
        ("merhaba, nasılsın?", False, "OTHER"),
        ("tell me a joke", False, "OTHER"),
        ("", False, "OTHER"),
    ],
)
def test_classify_without_previous(engine, message: str, has_table: bool, intent: str) -> None:
    got, reason = engine.classify(message, has_table, None)
    assert got == intent, reason


@pytest.mark.parametrize(
    "message",
    [
        "now only for Germany",
        "and by channel?",
        "what about last year",
        "sadece 2025",
        "show top 3",
        "peki geçen yıl?",
        "only wholesale customers",
        "by segment",
        "excluding Türkiye",
    ],
)
def test_classify_followups(engine, message: str) -> None:
    previous = engine.answer("revenue by country in 2025", AS_OF).plan
    got, reason = engine.classify(message, True, previous)
    assert got == "FOLLOWUP_QUESTION", reason


def test_new_question_with_a_previous_plan(engine) -> None:
    previous = engine.answer("revenue by country in 2025", AS_OF).plan
    assert engine.classify("number of shipments per incoterm last year", True, previous)[0] == "NEW_QUESTION"
