""""which city sold the most homes": ranked by the quantity sold, not by the table's rows.

Found across the sixteenth round's English development sets (issue 10): txhousing ("which city sold
the most homes", ``sales``) and avocado sales ("which week sold the most avocados", ``total_volume``)
ranked by each group's number of rows. The table here is made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

# a fish market's monthly figures per harbour: the harbour with the most rows sells the least
FIGURES = [("Oban", m, 10 + m, 400.0 + m) for m in range(1, 13)] + [
    ("Mallaig", m, 90 + 3 * m, 2500.0 + m) for m in range(1, 7)]
MARKET = "harbour,month,units_sold,takings\n" + "".join(f"{h},{m},{u},{t}\n" for h, m, u, t in FIGURES)


def test_the_things_sold_after_sold_the_most_are_the_sold_quantity(tmp_path):
    service = _workspace(tmp_path, {"fish_market.csv": MARKET})
    try:
        out = ask(service, "which harbour sold the most fish")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"][0][0] == "Mallaig", out["sql"]
        assert "units_sold" in out["sql"], out["sql"]
    finally:
        service.close()
