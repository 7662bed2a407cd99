"""The row that holds an extreme: "en yaşlı kim", "who is the oldest", "maaşı en yüksek 3 çalışanın yaşı".

Why (issue 10, eighteenth round): "kadınlar açık kategorisinde en hızlı kim" answered with the fastest
time alone (MIN of the finishing time) where the champion's name was asked (trdev3a), and "geliri en
yüksek 5 kişinin yaşı" with the total income beside the average age of everyone (trdev5a): two wrong
tables. A who-word ("kim", "hangisi", a leading "who") asks for the row holding the extreme; Turkish
says the measure a row is ranked by before "en" ("maaşı en yüksek 3 çalışan"). The made-up tables (a
choir's singers, a shop's staff) use other words. Every assertion failed before its rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_NAMES = ["Selin", "Baran", "Derya", "Onur", "Ece", "Tolga", "Nil", "Kaan", "Irmak", "Sarp", "Lale", "Umut"]
# a choir: each row one singer, named, with an age and a voice group
SINGERS = "isim,ses_grubu,yas\n" + "".join(
    f"{name},{['Soprano', 'Alto', 'Tenor', 'Bas'][k % 4]},{20 + (k * 7) % 45}\n" for k, name in enumerate(_NAMES))
# a shop's staff: a salary and an age per person
STAFF = "calisan,magaza,maas,yas\n" + "".join(
    f"{name},{['Merkez', 'Sahil'][k % 2]},{30000 + (k * 3779) % 20000},{22 + (k * 5) % 38}\n"
    for k, name in enumerate(_NAMES))


def _records(text: str) -> list[list[str]]:
    return [line.split(",") for line in text.strip().splitlines()[1:]]


def _names_in(payload: dict) -> set[str]:
    return {v for row in payload.get("rows") or [] for v in row if isinstance(v, str)}


def test_who_holds_the_extreme_is_the_row_not_the_value(tmp_path):
    service = _workspace(tmp_path, {"koro_uyeleri.csv": SINGERS})
    try:
        singers = _records(SINGERS)
        oldest = max(singers, key=lambda r: int(r[2]))
        youngest_alto = min((r for r in singers if r[1] == "Alto"), key=lambda r: int(r[2]))
        for question, name in (("en yaşlı kim", oldest[0]), ("alto grubunda en genç kim", youngest_alto[0])):
            out = ask(service, question)
            assert out["last_event"] == "QUERY_EXECUTED", (question, out["answer"])
            assert len(out["rows"]) == 1 and name in _names_in(out), (question, out["sql"])
        # the value asked stays the value
        assert _rows(service, "en yüksek yaş") == [[int(oldest[2])]]
    finally:
        service.close()


def test_who_opening_an_english_question_asks_for_the_row(tmp_path):
    service = _workspace(tmp_path, {"choir.csv": SINGERS.replace("isim,ses_grubu,yas", "singer,voice,age")})
    try:
        oldest = max(_records(SINGERS), key=lambda r: int(r[2]))
        out = ask(service, "who is the oldest")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 1 and oldest[0] in _names_in(out), out["sql"]
        assert _rows(service, "what is the highest age") == [[int(oldest[2])]]
    finally:
        service.close()


def test_the_measure_said_before_en_ranks_the_rows(tmp_path):
    service = _workspace(tmp_path, {"personel.csv": STAFF})
    try:
        staff = sorted(_records(STAFF), key=lambda r: -int(r[2]))
        out = ask(service, "maaşı en yüksek 3 çalışanın yaşı")
        assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
        assert len(out["rows"]) == 3 and _names_in(out) >= {r[0] for r in staff[:3]}, out["sql"]
        ages = {a for row in out["rows"] for a in row if isinstance(a, int) and 22 <= a < 60}
        assert ages >= {int(r[3]) for r in staff[:3]}, out["sql"]
    finally:
        service.close()
