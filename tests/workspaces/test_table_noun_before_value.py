"""A lookup table's noun before one of its values, then "olan": "departmanı muhasebe olan kaç çalışan var".

Failed before its rule (twenty-fifth round, a made-up staff list and its departments probed for what
strangers' Turkish data asks): "departmanı" named the departments table, so its row count was asked
beside the staff's (two figures, the departments counted). The noun only says whose value it is.
The tables are made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

STAFF = [(1000 + k, f"Kişi {k}", ["D1", "D2", "D3"][k % 3], 30000 + (k * 1713) % 40000) for k in range(30)]
FILES = {
    "calisanlar.csv": "Sicil No,Ad Soyad,Departman Kodu,Aylık Maaş (TL)\n" + "".join(
        f"{no},{name},{dep},{pay}\n" for no, name, dep, pay in STAFF),
    "departmanlar.csv": "Kod,Departman Adı,Lokasyon\nD1,Satış,İstanbul\nD2,Muhasebe,Ankara\nD3,Bilgi İşlem,İstanbul\n",
}


def test_the_noun_says_whose_value(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        accounting = [pay for _n, _a, dep, pay in STAFF if dep == "D2"]
        assert rows(service, "departmanı muhasebe olan kaç çalışan var") == [[len(accounting)]]
        assert rows(service, "departmanı muhasebe olan çalışanların ortalama maaşı") == [
            [sum(accounting) / len(accounting)]]
    finally:
        service.close()
