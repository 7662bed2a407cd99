"""Columns named by a whole word glued to a clipped one: ``garagepl``, ``mathach``, ``airco``.

Found on the fourteenth round's held-out pair (issue 10), whose failures were read after its second
score: headers glue a clip to a whole word, the word statistics keep such a name whole, and the
analyst names the column by its whole word ("houses with a garage", "average math score", "air
conditioning"). The tables here are made up, with other words: a marina's berths and a school's
reading tests.
"""

from __future__ import annotations

import statistics

from agent.analytics.inference.names import lead_word
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# a marina's berths: ``dockpl`` the dock places a berth has, ``heatco`` (heating connection) yes/no
BERTHS = "berth,length,fee,dockpl,heatco\n" + "".join(
    f"{k},{8 + k % 7},{100 + 10 * k},{k % 3},{'yes' if k % 4 == 0 else 'no'}\n" for k in range(1, 41))
FEES = [100 + 10 * k for k in range(1, 41)]
DOCKS = [k % 3 for k in range(1, 41)]
HEATED = [k % 4 == 0 for k in range(1, 41)]

# a school's reading tests: ``readach`` the reading achievement score
TESTS = "pupil,form,readach\n" + "".join(f"{k},{['third', 'fourth'][k % 2]},{40 + (7 * k) % 23}\n"
                                          for k in range(1, 31))
SCORES = [40 + (7 * k) % 23 for k in range(1, 31)]


def test_the_whole_word_before_a_clip_is_read_off_the_name():
    assert lead_word("dockpl") == "dock"
    assert lead_word("readach") == "read"
    assert lead_word("heatco") == "heat"
    assert lead_word("stories") is None  # a word of its own
    assert lead_word("meanses") is None  # "means" is an operator word, no name
    assert lead_word("price") is None
    # a Turkish name is an English short word and a suffix just as well: no clip
    assert lead_word("sinif") is None and lead_word("boylam") is None and lead_word("marka") is None


def test_a_clipped_measure_is_named_by_its_whole_word(tmp_path):
    service = _workspace(tmp_path, {"tests.csv": TESTS})
    try:
        assert rows(service, "average read score") == [[sum(SCORES) / 30]]
        by_grade = rows(service, "median read score by form")
        assert by_grade == sorted([[g, statistics.median([s for k, s in enumerate(SCORES, 1)
                                                          if ['third', 'fourth'][k % 2] == g])]
                                   for g in ("fourth", "third")])
    finally:
        service.close()


def test_rows_with_a_clipped_count_column_have_some_of_it(tmp_path):
    service = _workspace(tmp_path, {"berths.csv": BERTHS})
    try:
        docked = [f for f, d in zip(FEES, DOCKS, strict=True) if d > 0]
        assert rows(service, "average fee of berths with a dock") == [[sum(docked) / len(docked)]]
        assert rows(service, "how many berths with a dock") == [[len(docked)]]
    finally:
        service.close()


def test_a_whole_word_and_a_two_letter_clip_name_a_yes_no_column(tmp_path):
    service = _workspace(tmp_path, {"berths.csv": BERTHS})
    try:
        assert rows(service, "how many berths have heating connection") == [[sum(HEATED)]]
    finally:
        service.close()


def test_a_word_beside_a_column_read_by_its_whole_word_is_not_swallowed(tmp_path):
    service = _workspace(tmp_path, {"berths.csv": BERTHS})
    try:
        out = ask(service, "average fee of berths with a floating dock")
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert "floating" in out["answer"]
        out = ask(service, "how many berths have remote heating connection")  # the two-letter clip too
        assert out["last_event"] != "QUERY_EXECUTED", out.get("sql")
        assert "remote" in out["answer"]
    finally:
        service.close()


# a weather station's Turkish log: "ortalama sıcaklık" must not be read as "ortalaması" + a clip
OLCUM = "istasyon;sicaklik\n" + "".join(f"{['Kars', 'Van'][k % 2]};{10 + k % 9}\n" for k in range(1, 21))


def test_a_turkish_suffix_is_no_two_letter_clip(tmp_path):
    service = _workspace(tmp_path, {"olcumler.csv": OLCUM})
    try:
        assert rows(service, "ortalama sıcaklık") == [[sum(10 + k % 9 for k in range(1, 21)) / 20]]
        assert rows(service, "istasyonlara göre ortalama sicaklik") == sorted(
            [[s, sum(10 + k % 9 for k in range(1, 21) if ['Kars', 'Van'][k % 2] == s) / 10] for s in ("Kars", "Van")])
    finally:
        service.close()
