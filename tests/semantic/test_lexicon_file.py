"""The lexicon file reads as written: no word turned into a boolean by YAML, as a value or as a key."""

from __future__ import annotations

import pytest

from agent.analytics.inference.names import name_words
from agent.analytics.semantic.lexicon import _no_booleans, load_lexicon


def test_a_bare_no_as_a_key_is_refused():
    # YAML 1.1 reads ``no: number`` as {False: "number"}: the abbreviation of ``order_no`` was lost
    with pytest.raises(ValueError, match="quote"):
        _no_booleans({"column_abbreviations": {False: "number"}}, "lexicon")


def test_the_abbreviation_no_is_number():
    assert load_lexicon().column_abbreviations["no"] == "number"
    assert name_words("invoice_no") == ["invoice", "number"]
