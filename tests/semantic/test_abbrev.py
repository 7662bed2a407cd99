"""Plain question words read as shortened column words, and the look-alikes that must not be."""

from __future__ import annotations

import pytest

from agent.analytics.semantic.abbrev import AbbreviationReader, abbreviates, covers

SHORTENS = [
    ("pop", "population"), ("temp", "temperature"), ("bal", "balance"), ("exp", "expectancy"),
    ("acct", "account"), ("qty", "quantity"), ("mkt", "market"), ("pct", "percent"), ("amt", "amount"),
]
NOT_SHORTENS = [
    ("produ", "product"),  # a cut ending on a vowel is no engineer's abbreviation
    ("day", "delay"),  # letters in order, but vowels inside: not a contraction
    ("pop", "pop"[:2]), ("sex", "species"), ("x", "xylophone"),
]


@pytest.mark.parametrize(("piece", "word"), SHORTENS)
def test_common_abbreviations_shorten_their_word(piece: str, word: str) -> None:
    assert abbreviates(piece, word)


@pytest.mark.parametrize(("piece", "word"), NOT_SHORTENS)
def test_look_alikes_are_not_abbreviations(piece: str, word: str) -> None:
    assert not abbreviates(piece, word)


@pytest.mark.parametrize(("target", "words", "expected"), [
    ("lifeexp", ("life", "expectancy"), True),
    ("gdppercap", ("gdp", "per", "capita"), True),
    ("acctbal", ("account", "balance"), True),
    ("mktsegment", ("market", "segment"), True),
    ("availqty", ("available", "quantity"), True),
    ("orderdate", ("order", "date"), True),
    ("products", ("product", "categories"), False),
    ("product", ("product", "category"), False),
    ("lifeexp", ("life",), False),
])
def test_run_together_words(target: str, words: tuple[str, ...], expected: bool) -> None:
    assert covers(target, words) is expected


def _reader() -> AbbreviationReader:
    targets = ["lifeexp", "pop", "gdppercap", "country", "temp", "max", "products", "category"]
    return AbbreviationReader(targets, known={*targets, "average", "total", "product"}, stopwords={"per", "the"})


def test_unknown_word_is_read_as_the_one_model_word_it_stands_for() -> None:
    reader = _reader()
    assert reader.single(("population",)) == "pop"
    assert reader.single(("temperatures", "temperature")) == "temp"


def test_known_words_and_words_without_a_model_match_are_left_alone() -> None:
    reader = _reader()
    assert reader.single(("average",)) is None  # known: keeps its own meaning
    assert reader.single(("revenue",)) is None  # nothing in the model stands for it


def test_runs_are_read_longest_first_and_never_start_with_a_stopword() -> None:
    reader = _reader()
    assert reader.longest_run([("gdp",), ("per",), ("capita",), ("in",)]) == (3, "gdppercap")
    assert reader.longest_run([("life",), ("expectancy",)]) == (2, "lifeexp")
    assert reader.longest_run([("per",), ("capita",)]) == (0, None)
    assert reader.longest_run([("product",), ("categories",)]) == (0, None)


def test_a_plural_of_a_two_letter_name_shortens_no_word() -> None:
    """"ags" (the plural synonym of a column ``ag``) is no contraction of "agents" or "animals"."""
    reader = AbbreviationReader(["ag", "ags", "temp", "temps"], known={"ag", "ags", "temp", "temps"}, stopwords=())
    assert reader.single(("agents", "agent")) is None
    # the singular (or its plural, the same name's synonym) still shortens
    assert reader.single(("temperatures", "temperature")) in {"temp", "temps"}


def test_a_stored_value_is_the_stem_of_a_longer_word() -> None:
    reader = AbbreviationReader(["gra", "grani", "asia"], known={"gra"}, stopwords=(), stems=["grani", "asia"])
    assert reader.single(("granivores", "granivore")) == "grani"  # the longer stem, not the cut "gra"
    assert reader.single(("asian",)) is None  # one letter more is a word of its own
    # without a stored value a column word is read as a cut only with three more letters
    assert AbbreviationReader(["grani"], known=(), stopwords=()).single(("granite",)) is None


def test_a_column_word_cut_after_a_vowel_is_read_when_it_is_no_english_word() -> None:
    # lab and survey columns are cut mid-syllable; a column that is a word itself keeps its meaning
    reader = AbbreviationReader(["gluco", "popu", "home", "base"], known={"gluco", "popu", "home", "base"},
                                stopwords=set())
    assert reader.single(("glucose",)) is None  # two more letters only: too short a rest to tell
    assert reader.single(("glucoses",)) == "gluco"
    assert reader.single(("population",)) == "popu"
    assert reader.single(("homeless",)) is None  # ``home`` is an English word: no cut of "homeless"
    assert reader.single(("baseball",)) is None


def test_a_run_spelled_whole_wins_over_a_cut_of_another_name() -> None:
    # "home ownership" is homeownership itself; homeowners only covers it with "owners" cut from "ownership"
    reader = AbbreviationReader(["homeowners", "homeownership"], known=(), stopwords=())
    assert reader.run([("home",), ("ownership",)]) == "homeownership"


def test_a_unit_shortened_to_its_outer_letters_ends_a_run() -> None:
    # "square feet" of ``sqrft``, "land area" is no ``lndft``: the last piece is the unit's first and last letter
    reader = AbbreviationReader(["sqrft", "wagewk", "prodct"], known=(), stopwords={"per", "the"})
    assert reader.run([("square",), ("feet",)]) == "sqrft"
    assert reader.run([("wage",), ("week",)]) == "wagewk"
    assert reader.run([("product",), ("category",)]) is None  # "ct" is no outer pair of "category"
    assert reader.run([("square",), ("fit",)]) is None  # only a word of four letters or more is shortened so


def test_a_plural_cut_short_keeps_its_s() -> None:
    # a count column named by its things cut short and still plural (``execs``), beside another name of the
    # same cut (``execrate``, "exec rate"): the plural word is the plural cut; "cars" is no cut of "carriers"
    assert abbreviates("execs", "executions") and abbreviates("procs", "procedures")
    assert not abbreviates("cars", "carriers") and not abbreviates("execs", "execution")
    reader = AbbreviationReader(["exec", "execs", "rate", "execrate"], known=(), stopwords=())
    assert reader.single(("executions", "execution")) == "execs"


def test_a_two_letter_start_clipped_before_a_cut_word() -> None:
    # "smoking status" of ``smstat``; an English word of the same letters means itself
    reader = AbbreviationReader(["smstat", "prodcat", "stable"], known=(), stopwords={"per"})
    assert reader.run([("smoking",), ("status",)]) == "smstat"
    assert reader.run([("stale",), ("table",)]) is None


def test_a_word_with_a_letter_glued_before_it() -> None:
    # "class" of ``pclass`` (the passenger's class); "ranch" is no ``branch``, an English word of its own
    reader = AbbreviationReader(["pclass", "branch", "ptime", "futime"], known=(), stopwords=())
    assert reader.single(("class",)) == "pclass"
    assert reader.single(("ranch",)) is None
    assert reader.single(("time",)) is None  # too short a word to be read inside another


def test_the_first_words_initials_before_a_word() -> None:
    # "follow-up time" of ``futime``: two initials, then the last word; two words are not enough
    reader = AbbreviationReader(["futime", "ptime", "lwage"], known=(), stopwords={"up", "the"})
    assert reader.longest_run([("follow",), ("up",), ("time",)]) == (3, "futime")
    assert reader.longest_run([("log",), ("wage",)]) == (0, None)
    assert reader.longest_run([("paid",), ("up",), ("time",)]) == (0, None)  # "pu" is no start of any name
