"""Two columns of a row compared in Turkish: "final notu vize notundan yüksek olan kaç öğrenci var".

Why (twenty-third round): the column compared with is said in the ablative and the comparative after
it ("rakip fiyattan yüksek", trdev6b b08); only the English "more … than" was read, and the question was
refused. The made-up tables (students' two exam marks, projects' budget and spending) use other words.
Both assertions failed with the rule taken out (``semantic.ablativecompare``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_MARKS = [(k, 40 + (k * 17) % 55, 35 + (k * 23) % 60) for k in range(1, 41)]
NOTLAR = "ogrenci_no,vize_notu,final_notu\n" + "".join(f"{n},{v},{f}\n" for n, v, f in _MARKS)
_PROJECTS = [(f"P{k}", 100 + (k * 31) % 90, 90 + (k * 29) % 100) for k in range(1, 31)]
PROJELER = "proje_adi,butce,harcama\n" + "".join(f"{p},{b},{h}\n" for p, b, h in _PROJECTS)


def test_a_column_compared_with_another_in_the_ablative(tmp_path):
    service = _workspace(tmp_path, {"sinav_notlari.csv": NOTLAR, "projeler.csv": PROJELER})
    try:
        out = ask(service, "final notu vize notundan yüksek olan kaç öğrenci var")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [[sum(f > v for _, v, f in _MARKS)]]
        out = ask(service, "harcaması bütçesinden fazla olan kaç proje var")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert out["rows"] == [[sum(h > b for _, b, h in _PROJECTS)]]
    finally:
        service.close()
