"""Column names read as an analyst says them: a fixture table, sqlglot-style (name -> phrase, head)."""

from __future__ import annotations

import pytest

from agent.analytics.inference.names import head_word, readable, unqualified

# column, table-wide prefix, the readable phrase, its head word (None: no standalone head)
CASES = [
    ("o_orderstatus", "o_", "order status", "status"),
    ("c_mktsegment", "c_", "market segment", "segment"),
    ("c_acctbal", "c_", "account balance", "balance"),
    ("ps_availqty", "ps_", "available quantity", "quantity"),
    ("l_extendedprice", "l_", "extended price", "price"),
    ("p_mfgr", "p_", "manufacturer", None),
    ("ship_qty", "", "ship quantity", "quantity"),
    ("ord_dt", "", "order date", None),
    ("cust_seg", "", "customer segment", "segment"),
    ("pct_chg", "", "percent change", "change"),
    ("tmp", "", "temperature", None),
    ("temp_max", "", "maximum temperature", None),
    ("pop", "", "population", None),
    ("gdpPercap", "", "gdp per cap", None),
    ("lifeExp", "", "life exp", None),
    ("body_mass_g", "", "body mass", "mass"),
    ("flipper_length_mm", "", "flipper length", "length"),
    ("Culmen Length (mm)", "", "culmen length", "length"),
    ("total_bill", "", "total bill", "bill"),
    # Turkish names are never cut into English-looking pieces.
    ("kisi_sayisi", "", "kisi sayisi", None),
    ("toplamhesap", "", "toplamhesap", None),
    ("kisisayisi", "", "kisisayisi", None),
    # A word that is one word stays whole.
    ("precipitation", "", "precipitation", None),
    ("nonfarm", "", "non farm", "farm"),
    ("listprice", "", "list price", "price"),  # frequent as one token, far rarer than its halves
    ("carpet", "", "carpet", None),
    # After a span of time a trailing "min" is its minutes, not its minimum ("temp_min" stays the minimum).
    ("dur_min", "", "duration", None),
    ("delay_mins", "", "delay", None),
    ("wait_time_min", "", "wait time", None),
]


@pytest.mark.parametrize(("column", "prefix", "phrase", "head"), CASES, ids=[c[0] for c in CASES])
def test_a_column_name_reads_as_an_analyst_says_it(column, prefix, phrase, head):
    assert readable(column, prefix) == phrase
    assert head_word(column, prefix) == head


def test_a_qualifier_is_said_first_and_can_be_left_out():
    assert readable("temp_min") == "minimum temperature"
    assert unqualified("temp_min") == "temperature"
    assert unqualified("c_acctbal", "c_") == "account balance"


def test_counts_read_for_the_words_alone_split_as_the_full_statistics_do() -> None:
    """The word counts are read only for the words being split; the splits must be wordsegment's own."""
    import wordsegment

    from agent.analytics.inference import names

    full = wordsegment.Segmenter()
    full.load()
    words = ["orderkey", "extendedprice", "returnflag", "shipinstruct", "receiptdate", "mktsegment", "acctbal",
             "availqty", "supplycost", "totalprice", "orderpriority", "shippriority", "retailprice", "listprice",
             "nonfarm", "precipitation", "kisisayisi", "toplamhesap", "lifeexp", "gdppercap", "carpet",
             "windspeed", "tempmax", "departuredelay", "flightnumber", "tailnum", "airtime", "partysize"]
    counts = names._counts()
    counts.cover(words[: len(words) // 2])  # half in one scan, the rest one by one as met
    for word in words:
        assert counts.segment(word) == full.segment(word), word
        for i in range(len(word)):
            for j in range(i + 1, len(word) + 1):
                assert counts.get(word[i:j], 0) == full.unigrams.get(word[i:j], 0), word[i:j]


@pytest.mark.parametrize(("table", "word"), [
    ("bweight", "weight"),  # the shortest prefix first: not "eight"
    ("kharvest", "harvest"),
    ("tblorders", "orders"),
    ("txhousing", "housing"),
    ("stlcrimes", "crimes"),  # a city's code of four letters before the subject (twelfth round)
    ("bostfires", "fires"),
])
def test_a_table_name_after_a_short_prefix_answers_to_its_word(table: str, word: str) -> None:
    from agent.analytics.inference.names import trailing_word

    assert trailing_word(table) == word


def test_a_whole_word_has_no_trailing_word() -> None:
    from agent.analytics.inference.names import trailing_word

    assert trailing_word("airports") is None and trailing_word("asleep") is None
