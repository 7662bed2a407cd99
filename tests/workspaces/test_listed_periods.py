"""The periods a clause asks for are listed: "days when the rainfall was above 8", "yağışın 8'i geçtiği günler".

Why, seen on monthly coffee prices: "arabica fiyatının 250 sentin üzerinde olduğu aylar" came back as the
number of such months, one figure where the analyst asked which months. A count word still counts them.
Here on a made-up daily rain gauge.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

DAYS = [(f"2025-03-{d:02d}", round((d * 7) % 13 + 0.5, 1)) for d in range(1, 29)]
FILE = "day,rainfall_mm\n" + "".join(f"{d},{r}\n" for d, r in DAYS)


def test_a_clause_on_a_period_word_lists_the_periods(tmp_path):
    service = _workspace(tmp_path, {"rain_gauge.csv": FILE})
    try:
        wet = sorted(d for d, r in DAYS if r > 8)
        listed = rows(service, "days when the rainfall was above 8")
        assert [str(r[0])[:10] for r in listed] == wet
        assert rows(service, "how many days when the rainfall was above 8") == [[len(wet)]]
    finally:
        service.close()


def test_a_turkish_relative_participle_lists_the_periods(tmp_path):
    service = _workspace(tmp_path, {"yagis_olcumleri.csv": "tarih,yagis_mm\n" + "".join(f"{d},{r}\n" for d, r in DAYS)})
    try:
        wet = sorted(d for d, r in DAYS if r > 8)
        listed = rows(service, "yağışın 8'i geçtiği günler")
        assert [str(r[0])[:10] for r in listed] == wet
        assert rows(service, "yağışın 8'i geçtiği kaç gün var") == [[len(wet)]]
    finally:
        service.close()
