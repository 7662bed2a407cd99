"""A question asking for a thing, answered with a bare count of rows: "what is the registry code of Riverside".

Why (issue 10, nineteenth round): "what is the Eurostat code of Greece" (endev10b) was answered with the
number of rows for Greece (1), "2010 maratonunu kim kazandı" (holdout10_tr, a file with no winner's name)
with the number of marathons in 2010 (1), "which pizza sold the most" (holdout11) with all the sales
counted and ranked as one figure: the row count a plan falls back on when nothing measured is read. With
an asking word and no count word, the engine now says what it understood and asks what to measure. The
made-up tables (a sports registry's clubs, a cup's finals) use other words. Every assertion on an asking
question failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import ask
from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_CLUBS = ["Riverside", "Hillcrest", "Lakeside", "Northgate", "Oakfield", "Westbrook", "Eastwood", "Southport"]
CODES = "club,reg2c,category\n" + "".join(
    f"{c},{c[:2].upper()}{k},{['Amateur', 'Pro'][k % 2]}\n" for k, c in enumerate(_CLUBS))
FINALS = "yil,sehir,seyirci\n" + "".join(
    f"{2000 + k},{['Ankara', 'Izmir', 'Bursa'][k % 3]},{1000 + 37 * k}\n" for k in range(20))


def test_a_thing_asked_is_not_its_number_of_rows(tmp_path):
    service = _workspace(tmp_path, {"registry_codes.csv": CODES, "kupa_finalleri.csv": FINALS})
    try:
        for question in ("what is the registry code of Riverside", "2010 finalini kim kazandı"):
            out = ask(service, question)
            assert out["last_event"] != "QUERY_EXECUTED", (question, out["sql"])  # was a count of 1
        # counts asked stay counts
        assert _rows(service, "how many clubs are there") == [[len(_CLUBS)]]
        assert _rows(service, "number of registry codes in the Pro category") == [[len(_CLUBS) // 2]]
        assert _rows(service, "2010'dan sonra kaç final oynandı") == [[9]]
    finally:
        service.close()
