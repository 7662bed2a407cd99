"""The web's word counts asked about one word give the same answers from the frequent-word table.

Why: a yes/no question about one word's count (is it a word, a common word, initials?) used to scan
both wordsegment files for each new word; it now reads a once-per-process table of the words
written at least ``_FREQUENT`` times. These tests hold the reason no answer changed: every
threshold asked about is at or above that floor, so the table and the full counts agree.
"""

from __future__ import annotations

import wordsegment

from agent.analytics.inference import names
from agent.analytics.inference.flagrates import verb_nouns


def _full_counts() -> list[tuple[str, float]]:
    with open(wordsegment.Segmenter.UNIGRAMS_FILENAME, encoding="utf-8") as handle:
        return [(k, float(c)) for k, _, c in (line.partition("\t") for line in handle.read().split("\n")) if c]


def _near(counts: list[tuple[str, float]], threshold: float, n: int = 6) -> list[str]:
    """Words just above and just below a threshold (the file is sorted by count, most frequent first)."""
    last = max(i for i, (_, c) in enumerate(counts) if c >= threshold)
    return [w for w, _ in counts[max(0, last - n + 1):last + n + 1]]


def test_the_frequent_table_answers_as_the_full_counts_near_every_threshold() -> None:
    counts = _full_counts()
    full = dict(counts)
    words = [w for t in (names._FREQUENT, names._COMMON / 30, names._COMMON / 10, names._COMMON)
             for w in _near(counts, t)]
    words += ["churnation", "convertion", "qwxzv", "nps", "gdp", "win", "tax", ""]
    for word in words:
        count = full.get(word, 0)
        assert names.is_known_word(word) == (count >= names._COMMON / 30), word
        assert names.is_common_word(word) == (count >= names._COMMON / 10), word
        assert names.initials_like(word) == (len(word) <= 4 and count < names._COMMON), word


def test_a_word_below_the_floor_reads_as_never_written() -> None:
    counts = _full_counts()
    rare = next(w for w, c in counts if 0 < c < names._FREQUENT)
    assert names._frequent_count(rare) == 0
    assert names._frequent_count("the") == dict(counts)["the"]


def test_made_up_flag_columns_keep_their_nouns() -> None:
    """The participles of made-up 0/1 columns still find the nouns the web writes (and no others)."""
    assert {"convert", "conversion"} <= set(verb_nouns("converted"))
    assert "convertion" not in verb_nouns("converted")
    assert "churn" in verb_nouns("churned")
    assert "cancellation" in verb_nouns("cancelled")
    assert verb_nouns("zorbled") == []
