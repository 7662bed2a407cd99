"""A Turkish measure named by a participle ("kazanan süresi") asked by the verbal noun ("kazanma süresi").

Why, seen on a marathon's winners (``kazanan_suresi_dakika``): "on yıllara göre ortalama kazanma
süresi" was not understood, the file naming who won and the analyst the winning. Here on a quiz
league's finals, in other words.
"""

from __future__ import annotations

from statistics import mean

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

FINALS = [(2000 + k, 30 + (k * 13) % 50, 100 + (k * 29) % 400) for k in range(24)]
FILE = "yil,bitiren_takim_sayisi,kazanan_puani\n" + "".join(f"{y},{b},{p}\n" for y, b, p in FINALS)


def test_a_participle_name_answers_to_its_verbal_noun(tmp_path):
    service = _workspace(tmp_path, {"bilgi_yarismasi.csv": FILE})
    try:
        assert rows(service, "ortalama kazanma puanı") == [[mean(p for *_, p in FINALS)]]
        assert rows(service, "toplam bitirme takım sayısı") == [[sum(b for _, b, _ in FINALS)]]
    finally:
        service.close()
