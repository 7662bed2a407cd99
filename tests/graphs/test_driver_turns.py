"""Driver analysis through the real graph, offline: a monthly series, then "why did it drop in August?".

Why here: the answer text and the ``ask --json`` fields (``change``, ``drivers``) are made after the
guarded query ran, from its rows; only a whole turn shows they agree with the table.
"""

from __future__ import annotations

from collections import defaultdict

from tests.graphs.conftest import Turns


def test_why_after_a_monthly_series_answers_with_drivers_and_json(service):
    turn = Turns(service)
    first = turn("monthly revenue in 2025").payload()
    assert first["last_event"] == "QUERY_EXECUTED" and "change" not in first
    out = turn("why did it drop in August?").payload()
    assert out["intent"] == "FOLLOWUP_QUESTION" and out["last_event"] == "QUERY_EXECUTED"
    assert turn.steps[-1] == ["IntentRouter", "Nlp2Sql", "SqlGuard", "CostCheck", "DbExecute", "Conversation"]
    change = out["change"]
    assert change["measure"] == "revenue"
    assert change["before_period"] == {"start": "2025-07-01", "end": "2025-08-01"}
    assert change["after_period"] == {"start": "2025-08-01", "end": "2025-09-01"}
    months = {str(r[0])[:7]: float(r[1]) for r in first["rows"]}
    assert abs(change["before"] - months["2025-07"]) < 0.005 and abs(change["after"] - months["2025-08"]) < 0.005
    sums: dict[str, float] = defaultdict(float)
    for d in out["drivers"]:
        assert set(d) == {"dimension", "member", "before", "after", "change", "share"}
        sums[d["dimension"]] += d["change"]
    total = change["after"] - change["before"]
    assert all(abs(s - total) < 0.005 for s in sums.values())
    assert out["answer"].startswith("Revenue fell from") and "The largest contributions" in out["answer"]

    chart = turn("Chart this").payload()
    assert chart["chart_spec"]["type"] == "waterfall"
