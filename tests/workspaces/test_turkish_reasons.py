"""A Turkish question that cannot be computed is told why in Turkish, not with an English sentence inside."""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

HOTELS = "otel,puan,fiyat\n" + "".join(f"Otel {k},{6 + k % 4},{900 + 37 * k}\n" for k in range(1, 31))


def test_an_undated_measure_limited_to_a_year_is_refused_in_the_questions_language(tmp_path):
    service = _workspace(tmp_path, {"oteller.csv": HOTELS})
    try:
        turkish = ask(service, "2019 yılında ortalama fiyat")
        english = ask(service, "average fiyat in 2019")
    finally:
        service.close()
    assert turkish["last_event"] == "SQL_NOT_UNDERSTOOD" and "tarihi yok" in turkish["answer"]
    assert "This measure" not in turkish["answer"]
    assert "This measure has no date" in english["answer"]
