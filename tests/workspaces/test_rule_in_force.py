"""A law kept as a yes/no column, asked as Turkish says it: in force, where it is, where it is not.

Failed before its rules (twenty-fifth round, on holdout17_tr once it became a development set, with a
lookup of the panel's cities beside it): "kaç şehirde yasa yürürlükteydi" (was in force) left its
last word unknown; "yasanın olduğu yıllarda" (the years the law was there, its genitive and the
-DIK participle) named nothing; "olduğu ve olmadığı" was no pair of the column's yes and no; and
"yıllarda" after such a clause broke an averaged figure down by year. The tables are made up.
"""

from __future__ import annotations

from agent.analytics.inference.nounforms import genitive
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

CITIES = ["Kent" + c for c in "ABCDEF"]
# a made-up panel: each city's accident rate per year and whether its helmet law was in force
PANEL = [(y, c, 10 + (y * 3 + i * 7) % 40, (y + i) % 3 == 0) for y in range(2010, 2016) for i, c in enumerate(CITIES)]
FILES = {
    "kazalar.csv": "Yıl,Şehir,Kaza Oranı (100 bin kişide),Kask Takma Yasası\n" + "".join(
        f"{y},{c},{r},{'Evet' if law else 'Hayır'}\n" for y, c, r, law in PANEL),
    "sehirler.csv": "Şehir Adı,Kısaltma,Bölge\n" + "".join(
        f"{c},{c[-1]}K,{'Kuzey' if i % 2 else 'Güney'}\n" for i, c in enumerate(CITIES)),
}


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def test_genitive_forms():
    assert genitive("yasa") == "yasanin"
    assert genitive("kural") == "kuralin"
    assert genitive("yasasi") == "yasasinin"
    assert genitive("okul") == "okulun"


def test_a_law_asked_in_force_where_it_is_and_where_it_is_not(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        in_force = [[sum(1 for y, _c, _r, law in PANEL if y == 2012 and law)]]
        assert rows(service, "2012'de kaç şehirde kask takma yasası yürürlükteydi") == in_force
        assert rows(service, "2012'de kaç şehirde kask takma yasası geçerliydi") == in_force
        with_law = _mean([r for *_x, r, law in PANEL if law])
        without = _mean([r for *_x, r, law in PANEL if not law])
        assert rows(service, "yasa olan yıllarda ortalama kaza oranı") == [[with_law]]
        assert rows(service, "yasanın olmadığı yıllarda ortalama kaza oranı") == [[without]]
        assert rows(service, "yasanın olduğu ve olmadığı yıllarda ortalama kaza oranı") == [
            ["Evet", with_law], ["Hayır", without]]
        assert len(rows(service, "yıllara göre ortalama kaza oranı")) == 6  # "göre" still breaks down
    finally:
        service.close()
