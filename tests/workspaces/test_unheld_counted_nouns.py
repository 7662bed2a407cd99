"""Turkish nouns the file does not hold are asked about, not counted as the rows beside them.

Why (issue 10, seventeenth round): two refuse cases of two sets were answered with the row count.
"seçime katılım oranı nedir" (the turnout of the election, turkce) read "katılım" as the kind said
of the election rows, though "seçime" carries the dative and so is no first word of a compound
(``caseendings``); "yeşiller kaç sandalye kazandı" (how many seats did the Greens win, holdout6_tr)
read the seats as the rows of the polls, though the Greens' share said before "kaç" picks no rows
(``countedsubjects``). The made-up tables here are concerts and polls of a club election, in
other words. Every assertion failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask as _ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

CONCERTS = "sehir,bilet_fiyati\n" + "".join(f"{['Van', 'Muş', 'Kars'][k % 3]},{150 + 10 * (k % 7)}\n"
                                           for k in range(27))
POLLS = "tarih,mavi_liste,yesil_liste,orneklem\n" + "".join(
    f"2024-{k % 12 + 1:02d}-15,{30 + k % 9},{25 + k % 7},{500 + 10 * k}\n" for k in range(24))


def _refused(service, question: str, word: str) -> None:
    out = _ask(service, question)
    assert out["last_event"] == "SQL_NOT_UNDERSTOOD", (question, out.get("sql"))
    assert word in out["answer"]


def test_a_word_after_a_case_ending_is_no_kind_of_the_rows(tmp_path):
    service = _workspace(tmp_path, {"konserler.csv": CONCERTS})
    try:
        assert _rows(service, "kaç konser var") == [[27]]
        _refused(service, "konsere katılım oranı nedir", "katılım")
    finally:
        service.close()


def test_a_measure_before_kac_names_no_rows_of_the_counted_noun(tmp_path):
    service = _workspace(tmp_path, {"kulup_anketleri.csv": POLLS})
    try:
        _refused(service, "yeşil liste kaç koltuk kazandı", "koltuk")
    finally:
        service.close()
