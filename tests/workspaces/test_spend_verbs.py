""""Spend" and "earn" name the measure their noun heads: "how many towns spend more than 400 per person".

Why, seen on per-capita school spending by state: the verbs are filler words, so "spend more than
400 dollars per person" found no measure for its threshold and "per person" was not understood.
Here on towns' library budgets, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

TOWNS = "town,library_spending_per_capita,population\n" + "".join(
    f"Town {k},{250 + 37 * k},{1000 + 100 * k}\n" for k in range(12))


def test_spend_names_the_spending(tmp_path) -> None:
    service = _workspace(tmp_path, {"town_libraries.csv": TOWNS})
    try:
        assert rows(service, "how many towns spend more than 400 per person") == [
            [sum(1 for k in range(12) if 250 + 37 * k > 400)]]
        assert ask(service, "how many towns earn more than 400")["last_event"] != "QUERY_EXECUTED"  # no earnings
    finally:
        service.close()
