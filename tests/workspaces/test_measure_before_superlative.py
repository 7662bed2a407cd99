"""The measure named right before a superlative is the one it grades: "nüfusu en kalabalık 3 ilçe".

Why (holdout7_tr t09, twentieth round): "kalabalık" ranks a count of people, and a table with a
``nufus`` and a per-person rate (``kisi_basi_su_m3``) had two measures it fits, so the adjective was
left unread and the question refused, though Turkish named the measure just before it ("nüfusu en
kalabalık"). The made-up table is a water utility's districts.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

DISTRICTS = ["Cankaya", "Kecioren", "Yenimahalle", "Mamak", "Etimesgut", "Sincan"]
WATER = "ilce,nufus,kisi_basi_su_m3\n" + "".join(
    f"{name},{100000 + (k * 73331) % 500000},{40 + (k * 7) % 25}\n" for k, name in enumerate(DISTRICTS))


def test_the_measure_said_before_en_is_graded(tmp_path):
    service = _workspace(tmp_path, {"ilce_su.csv": WATER})
    try:
        lines = [line.split(",") for line in WATER.strip().splitlines()[1:]]
        top = sorted(lines, key=lambda f: -int(f[1]))[:3]
        got = _ask(service, "nüfusu en kalabalık 3 ilçe")
        assert got["last_event"] == "QUERY_EXECUTED", got["answer"]
        assert sorted(r[0] for r in got["rows"]) == sorted(f[0] for f in top)
        # said with its plain superlative, as before
        assert len(_rows(service, "nüfusu en yüksek 3 ilçe")) == 3
    finally:
        service.close()
