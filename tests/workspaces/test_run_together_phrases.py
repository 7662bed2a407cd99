"""A run-together name with a preposition inside: ``YearsInService`` lower-cased to ``yearsinservice``.

HR exports glue a phrase into one CamelCase name, and the upload lower-cases it; the two-letter
"in" or "at" kept the name from being split, so "average years in service" found no column, and
said with its article ("years at the bank") the words matched nothing either. A second table with a
year column makes "years" a grain elsewhere, as it is in a real workspace. The data are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_STAFF = [(f"S{k:02d}", ("Audit", "Sales")[k % 2], 1 + (k * 7) % 25, 2 + (k * 5) % 30) for k in range(24)]
STAFF = "badge,unit,YearsInService,MonthsAtBank\n" + "".join(f"{b},{u},{y},{m}\n" for b, u, y, m in _STAFF)
RATES = "year,base_rate\n" + "".join(f"{2000 + k},{1 + k / 10}\n" for k in range(10))


def test_a_preposition_run_into_a_name_is_read_and_said_with_its_article(tmp_path):
    service = _workspace(tmp_path, {"hr_extract.csv": STAFF, "rates.csv": RATES})
    try:
        years = [y for *_, y, _ in _STAFF]
        got = _rows(service, "average years in service")
        assert len(got) == 1 and abs(got[0][-1] - sum(years) / len(years)) < 1e-9, got
        months = [m for *_, m in _STAFF]
        got = _rows(service, "average months at the bank")
        assert len(got) == 1 and abs(got[0][-1] - sum(months) / len(months)) < 1e-9, got
    finally:
        service.close()
