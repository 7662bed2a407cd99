""""kaç kez / kaç defa" (how many times) counts rows, and "biri" (someone) says nothing more,
through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (a tournament's winners), so the rule is shown to be general; expected
counts are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_WINS = [(1990 + k, ["Peru", "Şili", "Peru", "Küba"][k % 4], f"Takım {k % 5}") for k in range(22)]
WINS = "yil,ulke,takim\n" + "".join(f"{year},{country},{team}\n" for year, country, team in _WINS)


def test_how_many_times_counts_the_rows(tmp_path):
    service = _workspace(tmp_path, {"turnuva_galipleri.csv": WINS})
    try:
        peru = sum(country == "Peru" for _, country, _ in _WINS)
        assert _rows(service, "kaç kez perulu biri kazandı") == [[peru]]
        assert _rows(service, "Şili kaç defa kazandı") == [[sum(country == "Şili" for _, country, _ in _WINS)]]
    finally:
        service.close()
