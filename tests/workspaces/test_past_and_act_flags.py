"""A yes/no column named by a verb's past in -tı/-ti, or by a qualifier and the act's noun, is said by the verb.

Why (issue 10, nineteenth round): the past after a voiceless consonant ends in -tı/-ti/-tu/-tü
(``iyilesti``, healed), and only -dı/-di was read as a verb, so "iyileşme oranı" was refused and
"kaç hasta iyileşti", "iyileşen hasta sayısı" counted every patient (holdout11_tr v03 v04 v08 v12);
a column named by a qualifier and the act's noun in -(I)m (``erken_dogum``, a birth before term) is
asked with the verb ("kaç bebek erken doğdu", rdata3_tr d05). The made-up tables (a driving school's
exams, a farm's calves) use other words. Every assertion failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

SCHOOLS = ["Merkez", "Sahil"]
# a driving school: whether each candidate passed (geçti: the past after the voiceless ç)
EXAMS = "aday_no,sube,ders_saati,gecti\n" + "".join(
    f"{k},{SCHOOLS[k % 2]},{20 + (k * 7) % 15},{'Evet' if (k * 3) % 5 < 3 else 'Hayır'}\n" for k in range(1, 41))
# a farm's calves: twin births are a yes/no column named by a qualifier and the act's noun (doğ-um)
CALVES = "buzagi_no,ciftlik,dogum_kilosu,ikiz_dogum\n" + "".join(
    f"{k},{['Ova', 'Yayla'][k % 2]},{30 + (k * 5) % 12},{'Evet' if k % 4 == 0 else 'Hayır'}\n" for k in range(1, 33))


def _lines(text: str) -> list[list[str]]:
    return [line.split(",") for line in text.strip().splitlines()[1:]]


def test_the_rate_of_a_past_in_ti_is_said_by_its_act(tmp_path):
    service = _workspace(tmp_path, {"ehliyet_sinavlari.csv": EXAMS})
    try:
        want = {s: 100.0 * sum(r[3] == "Evet" for r in _lines(EXAMS) if r[1] == s)
                / sum(r[1] == s for r in _lines(EXAMS)) for s in SCHOOLS}
        got = dict(_rows(service, "şubeye göre geçme oranı"))
        assert got.keys() == want.keys() and all(abs(got[s] - want[s]) < 1e-9 for s in SCHOOLS)
    finally:
        service.close()


def test_a_past_in_ti_counts_its_yes_rows(tmp_path):
    service = _workspace(tmp_path, {"ehliyet_sinavlari.csv": EXAMS})
    try:
        passed = sum(r[3] == "Evet" for r in _lines(EXAMS))
        assert _rows(service, "kaç aday geçti") == [[passed]]  # the column's own word: read before too
        assert _rows(service, "geçmeyen aday sayısı") == [[40 - passed]]
    finally:
        service.close()


def test_a_qualified_act_noun_is_asked_with_the_verb(tmp_path):
    service = _workspace(tmp_path, {"buzagilar.csv": CALVES})
    try:
        assert _rows(service, "kaç buzağı ikiz doğdu") == [[sum(r[3] == "Evet" for r in _lines(CALVES))]]
    finally:
        service.close()
