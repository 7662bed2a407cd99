"""A name written word by word with a word English never wrote keeps its words whole: "seçmen" is no "sec men".

Failed before its rule (twenty-fourth round, on holdout16_tr once it became a development set: a
"Devlet Yardımı" column was read "dev let yardimi" by English word statistics, and every question
about "devlet yardımı" was not understood). The table is made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.names import name_words
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a made-up election file: each district's voters (Seçmen Sayısı) per year
ELECTIONS = "Yıl;İlçe;Seçmen Sayısı (bin kişi)\n" + "".join(
    f"{2010 + k % 3};{['Merkez', 'Sahil', 'Dağ'][k % 3]};{1000 + 17 * k}\n" for k in range(30))


def test_a_turkish_name_is_not_cut_into_english_words():
    assert name_words("secmen_sayisi") == ["secmen", "sayisi"]
    assert name_words("orderstatus_code") == ["order", "status", "code"]  # English names still split


def test_the_measure_answers_to_its_whole_words(tmp_path):
    service = _workspace(tmp_path, {"secimler.csv": ELECTIONS})
    try:
        got = rows(service, "yıllara göre toplam seçmen sayısı")
        assert got == [[2010 + y, sum(1000 + 17 * k for k in range(30) if k % 3 == y)] for y in range(3)]
    finally:
        service.close()
