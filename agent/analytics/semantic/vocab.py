"""The engine's vocabulary: every word of the model and every indexed value, in one phrase index.

Why built once per engine: a tenant's words (metric and dimension synonyms in both languages,
column values, country names and demonyms for those values, personal-data column names) do not
change between questions, and building the index is the only non-trivial cost; afterwards each
question is matched in well under a millisecond.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.analytics.semantic.abbrev import AbbreviationReader
from agent.analytics.semantic.adjectives import AdjectiveReader
from agent.analytics.semantic.lexicon import Lexicon, Meaning, PhraseIndex, load_lexicon
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.text import Token, candidates, fold, phrase_key
from agent.analytics.semantic.values import ValueIndex

__all__ = ["Vocabulary", "build_vocabulary"]

FUZZY_VALUES = 200


@dataclass
class Vocabulary:
    """Model words and values (``index``) plus the generic lexicon (``lex``)."""

    model: SemanticModel
    values: ValueIndex
    allowed: set[str]
    index: PhraseIndex
    lex: Lexicon
    reader: AbbreviationReader
    function_words: frozenset[str] = frozenset()  # stopwords and the lexicon's one-word markers
    adjectives: AdjectiveReader | None = None  # "hottest", "most expensive" → a measure of the model

    def match(self, tokens: list[Token], i: int) -> tuple[int, list[Meaning]]:
        """The longest model or generic phrase at token i, with all its meanings."""
        n1, m1, e1 = self.index.match(tokens, i)
        n2, m2, e2 = self.lex.markers.match(tokens, i)
        if n2 and not e2 and any(t.text in self.lex.stopwords for t in tokens[i : i + n2]):
            n2, m2 = 0, []  # a stopword is not a marker through its stem ("toplam" is not "top")
        if n1 > n2 or (n1 == n2 and e1 and not e2):
            return n1, m1
        if n2 > n1 or (n1 == n2 and e2 and not e1):
            return n2, m2
        return n1, m1 + [m for m in m2 if m not in m1]

    def read_abbreviations(self, tokens: list[Token]) -> list[Token]:
        """The question with plain words replaced by the model's shortened words they stand for.

        Why before matching: "life expectancy" must become the model's ``lifeexp`` before the
        phrase index looks for the longest phrase; see ``abbrev`` for which words qualify.
        """
        out: list[Token] = []
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            span = [t.cands for t in tokens[i : i + 4]]
            n, target = self.reader.longest_run(_words_only(span))
            if not target and tok.number is None and not self.lex.is_turkish_verb(tok.text):
                n, target = 1, self.reader.single(tok.cands)
            if target:
                raw = " ".join(t.raw for t in tokens[i : i + n])
                out.append(Token(target, raw, len(out), candidates(target), tok.plural, None, False, tok.capitalised))
                i += n
                continue
            out.append(Token(tok.text, tok.raw, len(out), tok.cands, tok.plural, tok.number, tok.ordinal,
                             tok.capitalised))
            i += 1
        return out

    def read_adjectives(self, tokens: list[Token]) -> list[Token]:
        """The question with measure adjectives read as ranking words and a measure (``adjectives``)."""
        return self.adjectives.read(tokens, self.lex.stopwords) if self.adjectives else tokens

    def fuzzy(self, word: str) -> str | None:
        """A correction for a mistyped model word ("revnue" → "revenue"), if unambiguous."""
        return self.index.fuzzy(word)

    def available(self, table: str) -> bool:
        """Whether analysts of this tenant may query the table."""
        return table in self.allowed


def _words_only(span: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The leading words of a span that are letters only (a run never crosses a number)."""
    out = []
    for cands in span:
        if not cands or not cands[0].isalpha():
            break
        out.append(cands)
    return out


def _value_words(values: list[str]) -> dict[str, str]:
    """Values coded with numbers or signs, by the words in them ("1-URGENT" → "urgent").

    Why: exports number their categories ("1-URGENT", "2-HIGH") and analysts say only the word.
    A value gets its words only when no other value of the column has the same words.
    """
    words: dict[str, str] = {}
    for value in values:
        letters = " ".join(w for w in re.split(r"[^a-zçğıöşü]+", fold(value)) if w)
        if letters and letters != " ".join(phrase_key(value)) and len(letters) >= 3:
            words[value] = letters
    seen: dict[str, int] = {}
    for letters in words.values():
        seen[letters] = seen.get(letters, 0) + 1
    return {v: w for v, w in words.items() if seen[w] == 1}


def _add_value_tokens(idx: PhraseIndex, values: ValueIndex, lex: Lexicon, model_words: set[str]) -> None:
    """A word found in exactly one value of a column finds that value ("gentoo" → "Gentoo penguin (…)").

    Why: label columns hold long names ("Gentoo penguin (Pygoscelis papua)", "Nuclear Energy") and
    analysts type one distinctive word. Only words of four letters or more that no other value of
    the column holds and that mean nothing else to the engine (no model word, marker or stopword),
    so a value never takes over a measure's name.
    """
    known = model_words | lex.markers.vocabulary() | lex.stopwords | set(lex.numbers)
    # A word that is a whole value somewhere ("Africa" the continent) never stands for another
    # value that merely contains it ("South Africa").
    known |= {key[0] for vals in values.values.values() for v in vals if len(key := phrase_key(v)) == 1}
    for dim_name, vals in values.values.items():
        if len(vals) > FUZZY_VALUES:
            continue
        holders: dict[str, set[str]] = {}
        for value in vals:
            for word in set(phrase_key(value)):
                if len(word) >= 4 and word.isalpha() and word not in known:
                    holders.setdefault(word, set()).add(value)
        for word, held in holders.items():
            if len(held) == 1:
                idx.add(word, Meaning("value", dim_name, next(iter(held))))


def _country_rows(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for row in lex.countries:
        for name in row:
            out[fold(name)] = row
    return out


def build_vocabulary(model: SemanticModel, values: ValueIndex, allowed: set[str]) -> Vocabulary:
    """Index the model's words and the value index for matching questions."""
    lex = load_lexicon()
    idx = PhraseIndex()
    targets: set[str] = set()  # words an analyst's plain word may stand for (``abbrev``)
    for name, metric in model.metrics.items():
        usable = metric.tables() | {metric.table} <= allowed
        if metric.time_column:
            usable = usable and model.time_columns[metric.time_column].table in allowed
        kind = "metric" if usable else "unavailable"
        for word, lang in metric.all_synonyms():
            idx.add(word, Meaning(kind, name, "", lang))
            targets.update(phrase_key(word))
    for name, dim in model.dimensions.items():
        kind = "dim" if dim.table in allowed else "unavailable"
        for word, lang in dim.all_synonyms():
            idx.add(word, Meaning(kind, name, "", lang))
            targets.update(phrase_key(word))
    for name, tc in model.time_columns.items():
        for word, lang in tc.all_synonyms():
            idx.add(word, Meaning("timecol", name, "", lang))
            targets.update(phrase_key(word))
    model_words = idx.vocabulary()  # before values: a value's own words are no reason to skip them
    countries = _country_rows(lex)
    for dim_name, vals in values.values.items():
        dim = model.dimensions[dim_name]
        small = len(vals) <= FUZZY_VALUES  # names of thousands of customers are not typo targets
        words = _value_words(vals) if small else {}
        for value in vals:
            if value.isdigit() and len(value) <= 3:
                continue  # "5" alone is a number ("top 5"), never a mention of a count column's value
            meaning = Meaning("value", dim_name, value)
            idx.add(value, meaning, fuzzy=small)
            if value in words:
                idx.add(words[value], meaning)  # "urgent" for 1-URGENT
            if small:
                targets.update(phrase_key(value))
            for syn in dim.value_synonyms.get(value, []):
                idx.add(syn, meaning)
            for syn in countries.get(fold(value), ()):
                idx.add(syn, meaning)
    for table, spec in model.tables.items():
        for col in spec.pii:
            idx.add(col, Meaning("pii", f"{table}.{col}"))
    _add_value_tokens(idx, values, lex, model_words)
    # A value's word may also be a table's subject ("iowa" the state code of airports and the
    # subject of iowa_electricity): the parser decides by the rest of the question.
    named = set().union(*(idx.one_word(kind) for kind in ("metric", "dim", "timecol", "unavailable", "pii")))
    from agent.analytics.inference.names import prepare_words, segment_word, trailing_word  # as inference reads

    prepare_words(sorted(allowed & set(model.tables)))  # one read of the word counts for every table name
    for table in sorted(allowed & set(model.tables)):
        pieces = [p for w in re.split(r"[^a-z0-9]+", fold(table))
                  for p in (w, *segment_word(w), trailing_word(w) or "")]
        for word in dict.fromkeys(w for w in pieces if len(w) >= 4):  # "txhousing": also "housing"
            if word not in named and word not in lex.stopwords:
                idx.add(word, Meaning("subject", table))  # "employment" of us_employment
    adjectives = AdjectiveReader(model, lex, idx.single_words())
    # a measure adjective is a word of its own: "longer" is read as the distance, never as ``lon``
    known = idx.vocabulary() | lex.markers.vocabulary() | set(lex.abbreviations) | set(lex.numbers) | set(
        adjectives.forms)
    reader = AbbreviationReader(targets, known, lex.stopwords)
    function_words = frozenset(lex.stopwords | lex.markers.one_word("marker"))
    return Vocabulary(model, values, set(allowed), idx, lex, reader, function_words, adjectives)
