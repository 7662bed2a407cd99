"""A yes/no column named by what happened to a row: "<column> rate" is its share, the past its yes rows.

"what is the attrition rate" and "churn rate by contract type" grouped by the yes/no column and
averaged another measure that has "rate" in its name, and "how many customers churned" broke the
count down by the column instead of keeping its yes rows. The data are a made-up table of insurance
policies whose ``lapse`` column holds Yes/No; every expected figure comes from the same generator.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_POLICIES = [(k, ("Bronze", "Silver", "Gold")[k % 3], k % 4 == 1 or k % 7 == 0, 20 + (k * 11) % 60, 3 + k % 5)
             for k in range(42)]
POLICIES = "policy_no,tier,lapse,premium,claimrate\n" + "".join(
    f"{k},{t},{'Yes' if lapsed else 'No'},{p},{c}\n" for k, t, lapsed, p, c in _POLICIES)


def _pct(rows: list) -> float:
    return 100.0 * sum(1 for r in rows if r[2]) / len(rows)


def test_the_rate_of_a_yes_no_column_is_the_share_of_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"policies.csv": POLICIES})
    try:
        got = _rows(service, "what is the lapse rate")
        assert len(got) == 1 and abs(got[0][-1] - _pct(_POLICIES)) < 1e-9, got
        got = _rows(service, "lapse rate by tier")
        want = sorted([t, _pct([r for r in _POLICIES if r[1] == t])] for t in ("Bronze", "Gold", "Silver"))
        assert [g[0] for g in got] == [w[0] for w in want], got
        assert all(abs(g[-1] - w[-1]) < 1e-9 for g, w in zip(got, want, strict=True)), got
    finally:
        service.close()


def test_the_past_of_a_yes_no_column_named_by_a_verb_is_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"policies.csv": POLICIES})
    try:
        assert _rows(service, "how many policies lapsed") == [[sum(1 for r in _POLICIES if r[2])]]
        assert _rows(service, "how many policies did not lapse") == [[sum(1 for r in _POLICIES if not r[2])]]
    finally:
        service.close()
