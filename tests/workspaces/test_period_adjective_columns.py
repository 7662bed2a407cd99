"""A column named with a period adjective, said after a date: "Mart 2023'te yıllık enflasyon".

Failed before its rule (twenty-fifth round, a made-up monthly series probed for what strangers' Turkish
data asks): the date took "yıllık" (yearly) as its own "yıl" ("2022 yılında"), so the column
"Yıllık Enflasyon" lost its first word and the table's row count was answered, or nothing. The table
is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
          "Aralık"]
YEARLY = {(2019 + k // 12, k % 12 + 1): 10 + (k * 7) % 60 + 0.5 for k in range(48)}
MONTHLY = {key: 1 + (k * 3) % 5 + 0.25 for k, key in enumerate(YEARLY)}
SERIES = "Dönem;Yıllık Enflasyon (%);Aylık Enflasyon (%)\n" + "".join(
    f"{MONTHS[m - 1]} {y};{str(YEARLY[y, m]).replace('.', ',')};{str(MONTHLY[y, m]).replace('.', ',')}\n"
    for (y, m) in YEARLY)


def test_a_period_adjective_after_a_date_stays_with_its_column(tmp_path):
    service = _workspace(tmp_path, {"enflasyon.csv": SERIES})
    try:
        assert rows(service, "Mart 2021'de yıllık enflasyon") == [[YEARLY[2021, 3]]]
        top = max(v for (y, _m), v in YEARLY.items() if y == 2020)
        assert [r[-1] for r in rows(service, "2020'de yıllık enflasyon en yüksek hangi aydaydı")] == [top]
        mean = sum(v for (y, _m), v in MONTHLY.items() if y == 2022) / 12
        assert rows(service, "2022 yılında ortalama aylık enflasyon") == [[mean]]  # "yılında" still the date's
    finally:
        service.close()
