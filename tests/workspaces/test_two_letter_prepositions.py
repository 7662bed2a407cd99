"""A two-letter code typed as a lower-case preposition before its table's rows' noun is the preposition.

Found on the twenty-fifth round's auto25a: "average fatality rate in states with primary
enforcement" filtered on Indiana (the state code IN), because "in" was followed by the noun of
the states table's rows, the sign that had made "good lots" the value Good. The tables here are
made up, with other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

PORTS = "code,port,coast\nIN,Inverness,north\nOR,Oran,south\nLE,Leith,north\n"
CALLS = "call_id,port_code,tons,kind\n" + "".join(
    f"{k},{['IN', 'OR', 'LE'][k % 3]},{100 * k},{['bulk', 'tanker'][k % 2]}\n" for k in range(1, 10))


def test_in_before_the_rows_noun_is_the_preposition(tmp_path):
    service = _workspace(tmp_path, {"ports.csv": PORTS, "calls.csv": CALLS})
    try:
        tanker = sum(100 * k for k in range(1, 10) if k % 2)
        assert rows(service, "total tons in ports with tanker calls") == [[tanker]]
        out = ask(service, "total tons in IN")  # typed as the code, it is the code
        assert out["rows"] == [[sum(100 * k for k in range(1, 10) if k % 3 == 0)]]
    finally:
        service.close()
