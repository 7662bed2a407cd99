"""A date verb that names another table's date, said of rows dated by their own (twenty-fifth round).

"how many gadgets did Acme launch": the verb names the rockets' ``launch_date`` in full, while the
gadgets keep their date as ``launched``; it was read as an event only some gadgets have and the
question refused. Made-up data; the expected figures are computed from the same rows.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_GADGETS = [("Acme" if k % 3 else "Bolt", f"2019-{1 + k % 12:02d}-{1 + k % 27:02d}", 10 + k) for k in range(40)]
GADGETS = "gadget,maker,launched,price\n" + "".join(f"g{k},{m},{d},{p}\n" for k, (m, d, p) in enumerate(_GADGETS))
ROCKETS = "rocket,agency,launch_date,payload\n" + "".join(
    f"r{k},{'XY'[k % 2]},2020-{1 + k % 12:02d}-15,{100 + k}\n" for k in range(12))


def test_a_date_verb_of_another_table_counts_the_rows_dated_by_their_own(tmp_path):
    service = _workspace(tmp_path, {"gadgets.csv": GADGETS, "rockets.csv": ROCKETS})
    try:
        out = _ask(service, "how many gadgets did Acme launch")
        assert out["last_event"] == "QUERY_EXECUTED", out.get("answer")
        assert _rows(service, "how many gadgets did Acme launch") == [[sum(1 for m, _, _ in _GADGETS if m == "Acme")]]
    finally:
        service.close()
