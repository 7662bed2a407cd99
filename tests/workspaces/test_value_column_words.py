"""A word of a value's column said after the value: "members with the premium plan" (``plan_tier``).

"plan" after the value "Premium" named nothing on its own and was reported as not understood,
which also kept "members" (the rows, named nowhere) from being read. The data are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_LEDGER = [(k, ("Basic", "Premium")[k % 2], 200 + 31 * k) for k in range(20)]
LEDGER = "account_no,plan_tier,balance\n" + "".join(f"{a},{t},{b}\n" for a, t, b in _LEDGER)


def test_a_word_of_a_values_column_said_after_the_value_names_nothing_more(tmp_path):
    service = _workspace(tmp_path, {"ledger_2024.csv": LEDGER})
    try:
        premium = [b for _, t, b in _LEDGER if t == "Premium"]
        got = _rows(service, "average balance of members with the premium plan")
        assert len(got) == 1 and abs(got[0][-1] - sum(premium) / len(premium)) < 1e-9, got
    finally:
        service.close()
