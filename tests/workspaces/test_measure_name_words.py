"""A column's word that is the first word of the measure asked: "kararı 10 saatten uzun süren
başvurular" is about ``karar_suresi_saat`` (hours to a decision), not a breakdown by ``karar``
(issue 10, eighth round), through the real upload path.

Every assertion here failed before the rule. The table is made up (applications with a decision
and the hours it took), so the rule is shown to be general; expected figures are computed from
the same generator, never typed in.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

APPLICATIONS = "karar,karar_suresi_saat,il\n" + "".join(
    f"{['Onay', 'Ret', 'Onay'][k % 3]},{2 + (k * 5) % 21},{['Van', 'Muş'][k % 2]}\n" for k in range(33))


def _records() -> list[list[str]]:
    return [line.split(",") for line in APPLICATIONS.strip().splitlines()[1:]]


def test_a_measures_first_word_is_no_breakdown(tmp_path):
    service = _workspace(tmp_path, {"basvurular.csv": APPLICATIONS})
    try:
        days = [int(r[1]) for r in _records()]
        assert _rows(service, "kararı 10 saatten uzun süren kaç başvuru var") == [[sum(d > 10 for d in days)]]
        assert _rows(service, "karar ortalama kaç saatte çıkıyor") == [[sum(days) / len(days)]]
        # said with "göre", the column is still the breakdown
        counts: dict[str, int] = {}
        for r in _records():
            counts[r[0]] = counts.get(r[0], 0) + 1
        assert _rows(service, "karara göre başvuru sayısı") == sorted([k, v] for k, v in counts.items())
    finally:
        service.close()
