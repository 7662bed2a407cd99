"""A Turkish participle between a highest/lowest value and a breakdown ranks the breakdown
("en yüksek süt üretimi olan işletme"), through the real upload path (issue 10, eleventh round).

Every assertion here failed before the rule it tests. The table is made up with words the
development sets do not use (farms and their milk), so the rule is shown to be general;
expected figures are computed from the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.test_links import _workspace

_FARMS = [(f"Çiftlik {k}", ["Konya", "Sivas"][k % 2], 100 + (k * 37) % 91) for k in range(12)]
FARMS = "isletme,il,sut_uretimi\n" + "".join(f"{name},{city},{milk}\n" for name, city, milk in _FARMS)


def test_the_breakdown_after_a_participle_is_ranked_by_the_highest_value(tmp_path):
    service = _workspace(tmp_path, {"ciftlikler.csv": FARMS})
    try:
        by_milk = sorted(_FARMS, key=lambda farm: farm[2])
        top = _ask(service, "en yüksek süt üretimi olan işletme")
        assert top["last_event"] == "QUERY_EXECUTED", top["answer"]
        assert [row[0] for row in top["rows"]] == [by_milk[-1][0]]
        bottom = _ask(service, "en düşük süt üretimi olan 2 işletme")
        assert [row[0] for row in bottom["rows"]] == [by_milk[0][0], by_milk[1][0]]
    finally:
        service.close()


_VILLAGES = [(f"Köy {k}", 300 + (k * 53) % 211) for k in range(10)]
VILLAGES = "koy,hane_sayisi\n" + "".join(f"{name},{homes}\n" for name, homes in _VILLAGES)


def test_the_tables_own_noun_after_sahip_is_the_one_row_ranked(tmp_path):
    service = _workspace(tmp_path, {"koyler.csv": VILLAGES})
    try:
        out = _ask(service, "en yuksek hane sayisina sahip koy")  # typed without Turkish letters
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert [row[0] for row in out["rows"]] == [max(_VILLAGES, key=lambda v: v[1])[0]]
    finally:
        service.close()


_SCHOOLS = ["Lale Okulu"] * 5 + ["Gül Okulu"] * 3 + ["Nar Okulu"] * 2
TEACHERS = "ogretmen,okul,brans\n" + "".join(
    f"Öğretmen {k},{school},{['Fizik', 'Tarih'][k % 2]}\n" for k, school in enumerate(_SCHOOLS))


def test_the_most_of_the_rows_before_a_participle_counts_them_per_the_noun_after_it(tmp_path):
    service = _workspace(tmp_path, {"ogretmenler.csv": TEACHERS})
    try:
        out = _ask(service, "en fazla öğretmeni olan 2 okul")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [["Lale Okulu", 5], ["Gül Okulu", 3]]
    finally:
        service.close()
