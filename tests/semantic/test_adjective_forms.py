"""The adjective table shared by the adjective reader and the thresholds (adjectives.adjective_forms).

Turkish makes a measure's name from its adjective: -lık/-lik/-luk/-lük after a plain adjective
(derin → derinlik), the stem of an adjective of having (yaşlı → yaş). Both the adjective and its
opposite rank that measure, in opposite directions.
"""

from __future__ import annotations

import pytest

from agent.analytics.semantic.adjectives import adjective_forms, turkish_quality_noun
from agent.analytics.semantic.lexicon import load_lexicon


@pytest.mark.parametrize(("adjective", "noun"), [
    ("derin", "derinlik"), ("büyük", "buyukluk"), ("uzun", "uzunluk"), ("ağır", "agirlik"),
    ("yüksek", "yukseklik"), ("geniş", "genislik"), ("sıcak", "sicaklik"), ("kalın", "kalinlik"),
    ("yaşlı", "yas"), ("hızlı", "hiz"),
])
def test_a_turkish_adjective_names_its_measure(adjective, noun):
    assert turkish_quality_noun(adjective) == noun


def test_an_adjective_and_its_opposite_rank_the_same_measure_both_ways():
    forms = adjective_forms(load_lexicon())
    assert forms["derin"] == ("most", forms["derin"][1]) and "derinlik" in forms["derin"][1]
    assert forms["sig"][0] == "least" and "derinlik" in forms["sig"][1]  # sığ: the shallowest
    assert forms["genc"][0] == "least" and "yas" in forms["genc"][1]
    assert "boy" in forms["uzun"][1] and "boy" in forms["kisa"][1]  # a person's length is their boy
    assert forms["heaviest"] == ("most", frozenset({"weight", "mass"}))  # the English table as before
    last = adjective_forms(load_lexicon(), "measure_adjectives_last")
    assert "altitude" in last["highest"][1] and last["lowest"][0] == "least"


def test_a_softened_column_word_is_still_that_column():
    from agent.analytics.semantic.abbrev import AbbreviationReader, abbreviates

    assert abbreviates("buyukluk", "buyuklugundeydi") and abbreviates("derinlik", "derinligi")
    assert not abbreviates("buyukluk", "buyuklerde")  # the softened letter must be followed by a vowel
    reader = AbbreviationReader(["buyuk", "buyukluk", "derinlik"], [], [])
    assert reader.single(("buyuklugundeydi",)) == "buyukluk"  # the longer word, not "büyük" inside it
