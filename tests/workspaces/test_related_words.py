"""An analyst's own word for a column: WordNet's related words, read only where nothing else fits.

Each positive case failed before the related-words step (the word was "not understood"); the
refusals guard what the step must not do: read a Turkish question through English, or take a
word as broad as "group" for "people".
"""

from __future__ import annotations

import gzip

from agent.analytics.semantic.related import base_forms, related_words
from agent.analytics.semantic.wordnet_build import build
from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

STAFF = "department,salary,hired\n" + "".join(
    f"{['Sales', 'Legal', 'Ops'][k % 3]},{1000 + 100 * k},{2010 + k % 5}\n" for k in range(12))
SIGHTINGS = "island,birds,team\n" + "".join(f"{['Ada', 'Bozca'][k % 2]},{k + 1},{'AB'[k % 2]}\n" for k in range(10))


def test_a_column_is_reached_by_the_words_analysts_say_for_it(tmp_path):
    service = _workspace(tmp_path, {"staff.csv": STAFF, "sightings.csv": SIGHTINGS})
    try:
        pay = {d: [1000 + 100 * k for k in range(12) if k % 3 == i] for i, d in enumerate(["Sales", "Legal", "Ops"])}
        assert rows(service, "average pay by department") == sorted([d, sum(v) / len(v)] for d, v in pay.items())
        assert rows(service, "total wages by department") == sorted([d, sum(v)] for d, v in pay.items())
        # a broader word: an isle is an island
        assert rows(service, "birds per isle") == [["Ada", 25], ["Bozca", 30]]
    finally:
        service.close()


def test_the_related_words_never_stand_in_for_turkish_or_for_too_broad_a_word(tmp_path):
    service = _workspace(tmp_path, {"sightings.csv": SIGHTINGS.replace("team", "group")})
    try:
        # "people" is a group in WordNet, but a "group" column is not what the question counts
        assert ask(service, "how many people died")["last_event"] != "QUERY_EXECUTED"
        # one word read through WordNet is a reading; two are a guess ("fowl" → bird, "isle" → island)
        assert rows(service, "birds per isle") == [["Ada", 25], ["Bozca", 30]]
        assert ask(service, "fowl per isle")["last_event"] != "QUERY_EXECUTED"
        # a Turkish question typed without Turkish letters is still Turkish ("ne kadar"): its
        # "para" (money) is not read through English WordNet as a "parity" column
        births = _workspace(tmp_path / "births", {"births.csv": "mother_age,parity\n" + "".join(
            f"{20 + k},{k % 4}\n" for k in range(12))})
        try:
            assert ask(births, "toplam para ne kadar")["last_event"] != "QUERY_EXECUTED"
        finally:
            births.close()
        # Turkish "maaş" is no English word; an English lookup of Turkish text reads nothing into it
        assert ask(service, "ortalama maaş nedir")["last_event"] != "QUERY_EXECUTED"
    finally:
        service.close()


def test_inflected_words_reach_their_dictionary_form():
    assert "heavy" in base_forms("heaviest")  # regular: -est
    assert "big" in base_forms("bigger")  # doubled consonant
    assert "bear" in base_forms("born")  # irregular, from WordNet's exception lists
    assert "weight" in related_words("heaviest")  # an adjective's attribute
    assert "salary" in related_words("wages")


def test_the_builder_reads_wordnet_senses_pointers_and_depth(tmp_path):
    """A three-synset WordNet in WordNet's own file format, so the parsing of pointers is checked."""
    folder = tmp_path / "dict"
    folder.mkdir()
    noun = [
        "00000001 03 n 01 entity 0 000 | the root",
        "00000002 03 n 01 land 0 001 @ 00000001 n 0000 | land",
        "00000003 03 n 02 island 0 isle 0 001 @ 00000002 n 0000 | an island",
        "00000004 03 n 01 weight 0 001 = 00000010 a 0000 | heaviness",
    ]
    adj = ["00000010 00 a 01 heavy 0 001 = 00000004 n 0000 | of great weight"]
    index_noun = ["entity n 1 0 1 1 00000001", "land n 1 1 @ 1 1 00000002", "island n 1 1 @ 1 1 00000003",
                  "isle n 1 1 @ 1 1 00000003", "weight n 1 1 = 1 1 00000004"]
    files = {"data.noun": noun, "data.adj": adj, "data.verb": [], "data.adv": [], "index.noun": index_noun,
             "index.adj": ["heavy a 1 1 = 1 1 00000010"], "index.verb": [], "index.adv": [],
             "noun.exc": [], "verb.exc": [], "adj.exc": ["heavier heavy"]}
    for name, lines in files.items():
        (folder / name).write_text("  license header\n" + "".join(line + "\n" for line in lines), encoding="latin-1")
    lines = dict(line.split("\t") for line in build(folder))
    assert lines["heavy"] == "weight"  # the attribute pointer
    assert lines["isle"].split()[0] == "island"  # the synonym first
    assert "land" not in lines["isle"].split()  # a broader word too near the root is left out
    assert lines["~heavier"] == "heavy"
    with gzip.open(related_words.__globals__["DATA_FILE"], "rt", encoding="utf-8") as fh:
        assert "WordNet 3.0" in fh.readline()  # the vendored file says where it comes from


def test_common_column_words_that_wordnet_does_not_join(tmp_path):
    """ "earnings" for an income column and "town" for a city: the lexicon's column synonyms."""
    people = "city,income\n" + "".join(f"{['Lyon', 'Pisa'][k % 2]},{100 * k}\n" for k in range(8))
    service = _workspace(tmp_path, {"people.csv": people})
    try:
        assert rows(service, "average earnings by town") == [["Lyon", 300.0], ["Pisa", 400.0]]
    finally:
        service.close()


def test_a_table_named_by_a_verb_form_counts_what_the_question_names(tmp_path):
    """ "how many deposits" on ``banking.csv`` beside another table: banking is a form of bank,
    where deposits are made (with one table only, any unknown noun would count its rows)."""
    renting = "city,price\n" + "".join(f"{['Lyon', 'Pisa'][k % 2]},{100 + k}\n" for k in range(9))
    harbours = "harbour,depth_m\n" + "".join(f"H{k},{5 + k}\n" for k in range(4))
    service = _workspace(tmp_path, {"banking.csv": renting, "harbours.csv": harbours})
    try:
        assert rows(service, "how many deposits are there") == [[9]]
    finally:
        service.close()


_TAKINGS = [(k, ("North", "South")[k % 2], 100 + k) for k in range(12)]
TAKINGS = "sale_no,region,revenue\n" + "".join(f"{k},{r},{v}\n" for k, r, v in _TAKINGS)


def test_the_answer_says_which_word_it_read_as_which(tmp_path):
    """A word reached through a related word or a typo fix is named with the answer, in its language."""
    service = _workspace(tmp_path, {"shop_sales.csv": TAKINGS})
    try:
        assert "I read “receipts” as “revenue”" in ask(service, "receipts by region")["answer"]
        assert "“revnue” sözcüğünü “revenue” olarak okudum" in ask(service, "bölgelere göre revnue")["answer"]
        assert "I read" not in ask(service, "revenue by region")["answer"]
    finally:
        service.close()


def test_a_word_related_only_to_row_never_counts_the_rows(tmp_path):
    """ "course evaluation by room": WordNet's "course" is a "row", but the data's rows are no word's relative.

    Read as the row count, "course" added a count of the rows beside the measure and ranked by it
    ("total course evaluation score" even answered the count first); unknown, it qualifies the
    measure beside it, as any other unknown word does.
    """
    scores = [round(2.0 + (k % 30) * 0.1, 1) for k in range(120)]
    lectures = "room,eval\n" + "".join(f"{['A1', 'B2'][k % 2]},{x}\n" for k, x in enumerate(scores))
    visits = "patient,bili\n" + "".join(f"{k % 7},{1.1 + k * 0.37:.2f}\n" for k in range(30))
    service = _workspace(tmp_path, {"lectures.csv": lectures, "visits.csv": visits})
    try:
        by_room = {r: round(sum(x for k, x in enumerate(scores) if k % 2 == i), 6) for i, r in enumerate(["A1", "B2"])}
        got = rows(service, "course evaluation by room")
        assert [[r, round(v, 6)] for r, v in got] == sorted([r, v] for r, v in by_room.items())
        out = ask(service, "total course evaluation score")
        assert out["columns"] == ["eval"] and "as “row”" not in out["answer"]
    finally:
        service.close()
