"""The phrase index keeps one entry per phrase and meaning, in the order they were first added.

Why: ``PhraseIndex.add`` searched a whole bucket for a phrase already indexed, and a bucket holds
thousands of values when they share a first word ("the" of every film title); it checks a set now,
and the buckets the matcher reads must stay exactly as they were.
"""

from __future__ import annotations

from agent.analytics.semantic.lexicon import Meaning, PhraseIndex


def test_a_phrase_index_keeps_one_entry_per_phrase_and_meaning_in_order() -> None:
    idx = PhraseIndex()
    red, blue = Meaning("value", "kite_colour", "The Red One"), Meaning("value", "kite_colour", "The Blue One")
    dim = Meaning("dim", "kite_colour")
    for phrase, meaning in [("The Red One", red), ("the blue one", blue), ("THE RED ONE", red),
                            ("The Red One", dim), ("the blue one", blue)]:
        idx.add(phrase, meaning)
    assert idx._by_first["the"] == [(("the", "red", "one"), red), (("the", "blue", "one"), blue),
                                    (("the", "red", "one"), dim)]


def test_a_plural_first_word_is_indexed_under_each_base_once() -> None:
    idx = PhraseIndex()
    kites = Meaning("dim", "kites")
    idx.add("kites flown", kites)
    idx.add("Kites flown", kites)
    assert idx._by_first["kites"] == idx._by_first["kite"] == [(("kites", "flown"), kites)]
