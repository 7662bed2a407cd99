"""The share of a value's rows, said by the rows' noun: "evli çalışanların oranı", "kadın çalışanların yüzdesi".

Failed before its rules (twenty-fifth round, a made-up staff list probed for what strangers' Turkish
data asks): the rows' noun after a value was read as the rows to list, so both answered with the
names of the married (female) staff; "oranı" is a dropped word and "yüzdesi" did not stop the
listing. The table is made up.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

STAFF = [(1000 + k, f"Kişi {k}", "Kadın" if k % 2 else "Erkek", "Evli" if k % 3 else "Bekar") for k in range(30)]
FILES = {"calisanlar.csv": "Sicil No,Ad Soyad,Cinsiyet,Medeni Durum\n" + "".join(
    f"{no},{name},{sex},{status}\n" for no, name, sex, status in STAFF)}


def _share(rows_: list[list], value: str) -> float:
    return next(r[-1] for r in rows_ if value in r)


def test_share_of_the_rows_a_value_names(tmp_path):
    service = _workspace(tmp_path, FILES)
    try:
        married = 100.0 * sum(s == "Evli" for *_x, s in STAFF) / len(STAFF)
        women = 100.0 * sum(x == "Kadın" for _n, _a, x, _s in STAFF) / len(STAFF)
        assert _share(rows(service, "evli çalışanların oranı"), "Evli") == married
        assert _share(rows(service, "kadın çalışanların yüzdesi"), "Kadın") == women
        assert len(rows(service, "evli çalışanlar")) == sum(s == "Evli" for *_x, s in STAFF)  # still listed
    finally:
        service.close()
