"""The Turkish pronominal n: a case ending "-na/-ne/-nda/-ndan/-nı" follows a possessive vowel only.

Why (issue 10, seventeenth round): the stemmer stripped "-ne" from any word, so "hastane" (hospital)
also read as "hasta" (patient), a person noun that names a table of people's rows; "en çok doğum
hangi hastanede oldu" counted all the rows of a births table instead of refusing, and "hastaneye
yatmayanların ortalama yaşı" dropped its condition (rdata3_tr, trdev7b). The made-up table here is
a staff list (a person's age among its columns, so "hasta" would name its rows), and the unit test
adds "postane" (post office), not "posta" (mail), and "eczane" (pharmacy), not "ecza" (drugs).
Every assertion failed before the rule.
"""

from __future__ import annotations

from agent.analytics.semantic.text import candidates
from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_UNITS = ["Muhasebe", "Depo", "Satış"]
STAFF = "birim,yas,maas\n" + "".join(f"{_UNITS[k % 3]},{22 + k % 40},{30000 + 500 * k}\n" for k in range(31))


def test_the_pronominal_n_follows_a_possessive_vowel_only():
    assert "posta" not in candidates("postanede") and "postane" in candidates("postanede")
    assert "ecza" not in candidates("eczaneden") and "eczane" in candidates("eczaneden")
    assert "hasta" not in candidates("hastaneye") and "hastane" in candidates("hastaneye")
    # after the possessive the n is the case's own: "ilçesinde", "rengine", "yaşından"
    assert "ilcesi" in candidates("ilcesinde") and "rengi" in candidates("rengine")
    assert "yasi" in candidates("yasindan")


def test_a_hospital_is_no_patient_of_a_table_of_people(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF})
    try:
        assert _rows(service, "kaç kişi var") == [[31]]
        out = _ask(service, "en çok çalışan hangi hastanede")  # no hospital in the file: asked, not counted
        assert out["last_event"] == "SQL_NOT_UNDERSTOOD", out.get("sql")
        assert "hastanede" in out["answer"]
    finally:
        service.close()
