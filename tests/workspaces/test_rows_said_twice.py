"""A table's rows counted by what they are, with the table named after: "how many vehicles are in the … list".

Why, seen on EPA's fuel economy list (``fuel_economy_2021``): the table's name already counts its
rows, and the noun ("vehicles") only says what they are; it was not understood and the question
refused. Here on a port's call log, in other words; a noun beside another measure still refuses.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CALLS = "call_no,berth,tonnage\n" + "".join(f"{k},B{k % 4},{1000 + 37 * k}\n" for k in range(1, 27))
RATES = "day,fee\n" + "".join(f"2024-02-{d:02d},{50 + d}\n" for d in range(1, 15))


def test_a_plural_after_how_many_and_the_table_named_after_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"port_calls_2023.csv": CALLS, "harbour_fees.csv": RATES})
    try:
        assert rows(service, "how many vessels are in the port calls list") == [[26]]
        assert ask(service, "how many vessels paid fees in the port calls list").get("sql") is None
    finally:
        service.close()
