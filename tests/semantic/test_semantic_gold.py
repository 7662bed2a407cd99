"""Execution accuracy on phrasings, filters, metrics and time words that are not in the dev set.

The cases live in gold_cases.yaml (a fixture table, sqlglot-style): a question and a hand-written
gold SQL each. Both run on the small generated tenant and must return the same rows, with the
dev set's reference date 2026-11-15.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

CASES = [
    (c["q"], c["gold"])
    for c in yaml.safe_load(Path(__file__).with_name("gold_cases.yaml").read_text(encoding="utf-8"))["cases"]
]


@pytest.mark.parametrize(("question", "gold"), CASES, ids=[q for q, _ in CASES])
def test_answer_matches_gold(answers_like_gold, question: str, gold: str) -> None:
    answers_like_gold(question, gold)


def test_cases_cover_both_languages() -> None:
    turkish = [q for q, _ in CASES if any(ch in q for ch in "çğıöşüÇĞİÖŞÜ") or "gore" in q]
    assert len(CASES) >= 40 and len(turkish) >= 15
