"""Money per person: "Harcama (bin TL/kişi)" is the spending, asked as "kişi başı harcama".

Failed before its rules (twenty-fourth round, on holdout16_tr once it became a development set:
"Toplam Harcama (bin SEK/kişi)" kept "bin sek kisi" in its name, so "harcama" alone named nothing
and "kisi" was taken for the measure's head; "kişi başı" was not understood). The table is made up.
"""

from __future__ import annotations

from agent.analytics.inference.names import name_words
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a made-up household survey: each town's yearly spending and income per person, in thousand lira
HOUSEHOLDS = "Yıl;Kasaba;Toplam Harcama (bin TL/kişi);Hane Geliri (bin TL/kişi)\n" + "".join(
    f"{2015 + k % 4};K{k % 5};{20 + k % 7},5;{30 + k % 3}\n" for k in range(40))
SPEND = {y: [20 + k % 7 + 0.5 for k in range(40) if k % 4 == y - 2015] for y in range(2015, 2019)}


def test_money_per_person_is_the_amount():
    assert name_words("toplam_harcama_bin_tl_kisi") == ["toplam", "harcama"]
    assert name_words("gelir_usd_capita") == ["gelir"]
    assert name_words("kisi_sayisi") == ["kisi", "sayisi"]  # a count of people keeps its words


def test_per_person_is_understood_beside_the_measure(tmp_path):
    service = _workspace(tmp_path, {"haneler.csv": HOUSEHOLDS})
    try:
        got = rows(service, "yıllara göre kişi başı ortalama harcama")
        assert got == [[y, sum(v) / len(v)] for y, v in sorted(SPEND.items())]
        lowest = [[y, min(v)] for y, v in sorted(SPEND.items())]
        assert sorted(rows(service, "her yıl en düşük kişi başı harcama")) == lowest
        assert sorted(rows(service, "her yıl en düşük harcama")) == lowest  # "her yıl": per year, as "göre"
        assert rows(service, "kişi başı harcaması 24'ün üzerinde olan kaç kayıt var") == [
            [sum(20 + k % 7 + 0.5 > 24 for k in range(40))]]
    finally:
        service.close()
