"""Turn a question's tokens into a sequence of typed items (metric, dimension, value, marker, time…).

Why a separate pass: the interpretation rules of the parser ("a dimension after 'by' is a
breakdown", "'customers' after 'how many' is a measure") read neighbouring *items*, not words,
so stop words, suffixes and multi-word phrases are dealt with once, here. Time expressions are
found first so that "last 6 months" is never read as a ranking word followed by a number.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from agent.analytics.semantic.innernames import plural_inside_a_name
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.text import (
    DEGREE_WORDS,
    Token,
    candidates,
    fold,
    has_turkish_letters,
    tokenize,
    turkish_lower,
)
from agent.analytics.semantic.timeparse import TimeMatch, find_times
from agent.analytics.semantic.vocab import Vocabulary

__all__ = ["Item", "Matched", "match_question"]


@dataclass
class Item:
    """One meaningful unit of a question, spanning tokens [first, last)."""

    kind: str
    first: int
    last: int
    text: str
    meanings: list[Meaning] = field(default_factory=list)
    plural: bool = False
    number: int | None = None
    time: TimeMatch | None = None
    corrected: str | None = None

    def markers(self) -> set[str]:
        """Names of the generic markers this item can be (by, top, include, …)."""
        return {m.name for m in self.meanings if m.kind == "marker"}

    def is_marker(self, *names: str) -> bool:
        """Whether the item can be one of the named markers."""
        return bool(self.markers() & set(names))

    def of_kind(self, kind: str) -> list[Meaning]:
        """Meanings of one kind."""
        return [m for m in self.meanings if m.kind == kind]


@dataclass
class Matched:
    """The items of a question plus what the language detector needs."""

    tokens: list[Token]
    items: list[Item]
    times: list[TimeMatch]
    language: str


_KIND_ORDER = ("pii", "value", "entity", "metric", "dim", "unavailable", "grain", "unit", "timecol", "marker",
               "subject")


def _data_over_pii_words(meanings: list[Meaning]) -> list[Meaning]:
    """A personal-data word that is also a stored value or a column of the data means the data.

    Why: "mobile", "credit card" and "address" are personal data in general, but a ``device``
    column holding "mobile" or a ``payment`` column holding "credit card" is not: "total amount
    for mobile" was refused as personal data; nor is a table named for it (``credit_card_applicants``:
    "average credit card expenditure"). Only the generic word list yields; a word naming a
    personal column of this workspace keeps the refusal, and personal columns are out of the
    analyst's database anyway.
    """
    generic = [m for m in meanings if m.kind == "pii" and m.name == "pii"]
    data = [m for m in meanings if m.kind in ("value", "metric", "dim", "subject")]
    if generic and data and all(m.kind != "pii" or m.name == "pii" for m in meanings):
        return [m for m in meanings if m.kind != "pii"]
    return meanings


def _kind(meanings: list[Meaning]) -> str:
    kinds = {m.kind for m in meanings}
    if "metric" in kinds and "dim" in kinds:
        return "entity"
    for kind in _KIND_ORDER:
        if kind in kinds:
            return kind
    return "stop"


def _language(question: str, tokens: list[Token], items: list[Item], vocab: Vocabulary) -> str:
    from agent.analytics.semantic.text import has_turkish_letters

    in_values = {i for it in items if it.kind == "value" for i in range(it.first, it.last)}
    tr = 3 if any(has_turkish_letters(t.raw) for t in tokens if t.index not in in_values) else 0
    en = 0
    for tok in tokens:
        if (
            tok.text in vocab.lex.stopwords_tr
            and tok.text not in vocab.lex.stopwords - vocab.lex.stopwords_tr
        ):
            tr += 1
        elif tok.text in vocab.lex.stopwords:
            en += 1
    for item in items:
        langs = {m.lang for m in item.meanings}
        tr += "tr" in langs and "en" not in langs
        en += "en" in langs and "tr" not in langs
    if tr == en == 0:
        return ""
    return "tr" if tr > en else "en"


def _stored_word(time: TimeMatch, tokens: list[Token], vocab: Vocabulary) -> bool:
    """Whether a one-word time is a stored value spelled as typed: "martı" (a gull), not March.

    Why: "kaç martı çarpması var" on bird strikes read "martı" as "Mart" with an ending, and counted
    the strikes of March, a wrong answer; the bird's name is a value of the species column. A month
    said with its ending keeps an apostrophe ("Mart'ı") or is no stored word.
    """
    if time.last - time.first != 1:
        return False
    raw = tokens[time.first].raw
    if not raw.isalpha():
        return False  # a year, or a month said with an apostrophe ("Mart'ı")
    said = turkish_lower(raw)
    return any(turkish_lower(str(v)) == said for values in vocab.values.values.values() for v in values)


def match_question(question: str, vocab: Vocabulary, as_of: dt.date) -> Matched:
    """Tokenise, find time expressions, then match model words, values and markers."""
    tokens = vocab.read_adjectives(vocab.read_abbreviations([_expand(tok, vocab) for tok in tokenize(question)]))
    times = [t for t in find_times(tokens, as_of, vocab.lex) if not _stored_word(t, tokens, vocab)]
    starts = {t.first: t for t in times}
    english = _english(question, tokens, vocab)
    related: list[int] = []  # items read through a related word
    homographs = vocab.lex.english_homographs
    items: list[Item] = []
    i = 0
    while i < len(tokens):
        if i in starts:
            tm = starts[i]
            items.append(
                Item("time", tm.first, tm.last, " ".join(t.raw for t in tokens[tm.first : tm.last]), time=tm)
            )
            i = tm.last
            continue
        tok = tokens[i]
        limit = min((t.first for t in times if t.first > i), default=len(tokens))
        n, meanings = vocab.match(tokens[:limit], i)
        if n == 1 and tok.number is not None and all(m.kind == "value" for m in meanings) and not any(
                fold(m.value) in (tok.text, fold(tok.raw)) for m in meanings):
            n, meanings = 0, []  # "5" is no stem of the code 5TE; "5k" typed is the stored 5k (a race)
        if n and _code_over_word(tokens[i : i + n], meanings, question):
            meanings = [m for m in meanings if m.kind != "value"]  # "car" the noun, not the code CAR
        common = bool(n) and plural_inside_a_name(tokens[i : i + n], meanings)
        if common:
            n, meanings = 0, []  # "how many players": not the one "Pro Player Stadium", nor a typo of it
        if n and _column_over_its_value(tokens[i : i + n], meanings):
            meanings = [m for m in meanings if m.kind != "value"]  # "by channel", not channel "Channel 4"
        if n and _measure_over_part_of_a_value(tokens[i : i + n], meanings):
            meanings = [m for m in meanings if m.kind != "value"]  # "total investment", not "…, Investments"
        if n and _function_word_value(tokens[i : i + n], meanings, vocab, question) and not _paired_value(
                tokens[:limit], i, n, meanings, vocab):
            meanings = [m for m in meanings if m.kind != "value"]  # "per" stays the marker
            n = n if meanings else 0
        if n == 1 and english and tok.text in homographs:
            meanings = [m for m in meanings if m.kind != "marker"]  # English "pay", not Turkish "pay" (share)
            n = n if meanings else 0
        corrected = None
        if not n and not common and tok.number is None and tok.text not in vocab.lex.stopwords:
            fix = vocab.fuzzy(tok.text)
            if fix and not _other_word(tok.text, fix):  # "weight" is no typo of "height"
                fixed = Token(fix, tok.raw, tok.index, candidates(fix), tok.plural)
                n, meanings = vocab.match(tokens[:i] + [fixed] + tokens[i + 1 : limit], i)
                corrected = fix if n else None
        if not n and not common and english and tok.number is None and (
                tok.text not in vocab.lex.stopwords or tok.text in homographs):
            after_value = bool(items) and items[-1].kind == "value" and items[-1].last == i  # "urban areas"
            n, meanings, corrected = _related_match(tokens, i, limit, vocab, after_value)
            if not n and (meanings := vocab.column_of_part(tok.cands)):
                n, corrected = 1, vocab.model.dimensions[meanings[0].name].label.get("en")  # "country" of ctry_origin
            related.extend([len(items)] if n else [])
        if n:
            meanings = _data_over_pii_words(meanings)
            kind = _kind(meanings)
            text = " ".join(t.raw for t in tokens[i : i + n])
            plural = any(t.plural for t in tokens[i : i + n])
            items.append(Item(kind, i, i + n, text, meanings, plural, corrected=corrected))
            i += n
            continue
        if tok.number is not None:
            num = int(tok.number) if tok.number.is_integer() else None
            items.append(Item("number", i, i + 1, tok.raw, number=num))
        elif tok.text in vocab.lex.numbers:
            items.append(Item("numword", i, i + 1, tok.raw, number=vocab.lex.numbers[tok.text]))
        elif tok.text in {",", "/"}:
            items.append(Item("comma", i, i + 1, tok.raw))
        elif not _is_stop(tok, vocab) or _short_word_typed_bare(tok, tokens, vocab):
            items.append(Item("unknown", i, i + 1, tok.raw))
        i += 1
    _trust_related(items, related)
    return Matched(tokens, items, times, _language(question, tokens, items, vocab))


def _trust_related(items: list[Item], related: list[int]) -> None:
    """Keep one related-word reading per question, and only beside another word understood.

    Why: "flibbertigibbet quantum wobble" must stay not understood, not become a sum of units
    through "quantum" → quantity: a question that needs WordNet for more than one word, or whose
    only understood word came through WordNet, is a guess, and the engine asks rather than guesses.
    """
    understood = [k for k, it in enumerate(items) if k not in related and it.kind not in ("unknown", "stop")]
    for k in related[1:] if understood or len(items) == 1 else related:
        it = items[k]
        items[k] = Item("unknown", it.first, it.first + 1, it.text.split()[0])



_NAMING_KINDS = frozenset({"metric", "dim", "entity", "subject"})


def _english(question: str, tokens: list[Token], vocab: Vocabulary) -> bool:
    """Whether a question may be English: no Turkish letters and no word only Turkish uses.

    Why: English related words are looked up only for English questions; a Turkish word that is
    also English ("son", "boy", "en") must not be read through English WordNet.
    """
    from agent.analytics.semantic.text import has_turkish_letters

    return not has_turkish_letters(question) and not any(t.text in vocab.lex.turkish_only for t in tokens)


# How far down a word's related words a match may come from: they are listed by how common each
# sense is, and the tail comes from rare senses ("height" → "point", the 57th, read as a ``points`` column).
RELATED_DEPTH = 40


def _other_word(typed: str, fix: str) -> bool:
    """Whether a typed word is a common English word of its own that begins unlike its one-edit "fix".

    Why: a typo keeps the first letter far more often than not, and a common word typed ("weight",
    beside a ``height`` column) is meant as typed; read as the column it answered something else
    instead of saying the data has no weights.
    """
    from agent.analytics.inference.names import is_common_word  # the web's word counts, read on demand

    return typed[0] != fix[0] and is_common_word(typed)


def _measure_after(tokens: list[Token], at: int, limit: int, vocab: Vocabulary) -> bool:
    """Whether the words from ``at`` name a measure of their own (not a row count).

    Why: WordNet lists "row" beside "course" and "line", "record" beside "track", "entry" beside
    "debut". Said alone ("adults per booking") such a word may well be the rows; said right before
    a measure ("average course evaluation score") it qualifies that measure, and read as the rows
    it added a count beside the measure (or took its place, leaving "average" with nothing to average).
    """
    if at >= limit:
        return False
    n, meanings = vocab.match(tokens[:limit], at)
    metrics = [m for m in meanings if m.kind == "metric"]
    return bool(n) and bool(metrics) and not _counts_rows_only(metrics, vocab)


# The words that mean a table's rows whatever the table holds (the row count's generic names).
_ROW_WORDS = frozenset({"row", "rows", "record", "records", "entry", "entries", "observation", "observations",
                        "sample", "samples"})


def _counts_rows_only(meanings: list[Meaning], vocab: Vocabulary) -> bool:
    """Whether every metric meaning is a table's row count, and there is one."""
    metrics = [m for m in meanings if m.kind == "metric"]
    return bool(metrics) and all(
        (x := vocab.model.metrics.get(m.name)) is not None and x.counts_rows for m in metrics)


def _subject_synonyms(vocab: Vocabulary) -> set[str]:
    """The other names the lexicon gives tables by a word of theirs ("death" of a mortality table)."""
    return {fold(str(w)) for ws in (vocab.lex.raw.get("subject_synonyms") or {}).values() for w in ws}


def _related_match(tokens: list[Token], i: int, limit: int, vocab: Vocabulary,
                   after_value: bool = False) -> tuple[int, list[Meaning], str | None]:
    """An unknown English word read as a related word that names a column or table of the model.

    Why only then: "pay" for a ``salary`` column, "heaviest" for ``weight``. A related word that is
    merely a value, a marker or a function word would turn an unknown word into a wrong filter or
    ranking, so it is taken only when it names something the analyst can measure or group by.
    """
    from agent.analytics.semantic.related import related_words

    tok = tokens[i]
    if not tok.text.isalpha() or len(tok.text) < 3 or tok.text in DEGREE_WORDS:
        return 0, [], None
    if (table := vocab.table_of_clip(tok.text)) is not None:
        return 1, [Meaning("subject", table)], tok.text  # "hurricanes" → hurricNamed
    if tok.plural and not after_value and (table := vocab.table_of_relative(tok.cands, RELATED_DEPTH)) is not None:
        # "homes" of grinnell_house_sales (house: home); never "urban areas", a value's own noun
        return 1, [Meaning("subject", table)], None
    from agent.analytics.inference.people import person_noun_forms

    people = person_noun_forms()
    for word in _with_participles(related_words(tok.text)[:RELATED_DEPTH], vocab):
        if len(word) < 3 or word in vocab.lex.stopwords or (tok.text in people and word in people):
            continue  # "customers" no table of people takes is not read as their "consumers" either
        if word in people and tok.text.endswith(("ed", "ing")) and word[:5] != tok.text[:5]:
            continue  # "submitted": its related "subject" (to submit) names no people; "responded": respondents
        fixed = Token(word, tok.raw, tok.index, candidates(word), tok.plural)
        n, meanings = vocab.match(tokens[:i] + [fixed] + tokens[i + 1 : limit], i)
        if n and all(m.kind == "subject" for m in meanings) and word in _subject_synonyms(vocab):
            continue  # "died" is no "death" rate: a table's other name is said, never reached through relatives
        if (n and word in _ROW_WORDS and _counts_rows_only(meanings, vocab)
                and _measure_after(tokens, i + n, limit, vocab)):
            continue  # "course evaluation": no "row" of courses, but the word of the measure said after it
        if n and any(m.kind in ("time", "marker") for m in meanings):
            continue  # "finishing" → "last": a word of time or a marker, a column's only by part of its name
        if n and (_kind(meanings) in _NAMING_KINDS or _names_a_yes_no_column(word, meanings, vocab)):
            return n, meanings, word
        if (table := vocab.table_of_base(word)) is not None:
            return 1, [Meaning("subject", table)], word  # "loans" → lend, of lending_club
    return 0, [], None


def _with_participles(words: list[str], vocab: Vocabulary) -> list[str]:
    """Related words, each verb followed by its past participle when a column of the model is named so.

    Why: a yes/no column is named by what happened to the row (``died``, ``admitted``), and
    WordNet relates the analyst's noun ("death rate", "admissions") to the verb's dictionary form
    ("die", "admit"), never to the participle the file uses.
    """
    columns = {fold(d.column) for d in vocab.model.dimensions.values()}
    out: list[str] = []
    for word in words:
        out.append(word)
        past = word + "d" if word.endswith("e") else word + "ed"
        if past in columns and past not in words:
            out.append(past)
    return out


def _names_a_yes_no_column(word: str, meanings: list[Meaning], vocab: Vocabulary) -> bool:
    """Whether a related word is the very name of a column that holds yes/no values ("infect" of ``infect``).

    Why: such a column's name reads as its yes value as much as the column, so its meanings are
    values first; reached from "infection", the word still names the column.
    """
    names = [m.name for m in meanings if m.kind == "dim" and m.name in vocab.model.dimensions]
    return any(fold(vocab.model.dimensions[n].column) == word and len(vocab.values.of(n)) == 2 for n in names)


def _expand(tok: Token, vocab: Vocabulary) -> Token:
    """The full word for a clipped one ("rev" → "revenue"), keeping what the user typed as ``raw``.

    Why before matching rather than as synonyms: a clipping then works inside every phrase of
    every tenant's model ("cust segment", "last qtr") without listing each combination.
    """
    full = vocab.lex.abbreviations.get(tok.text)
    if full is None or tok.number is not None:
        return tok
    plural = full.endswith("s") and not full.endswith("ss")
    return Token(full, tok.raw, tok.index, candidates(full), plural, None, False, tok.capitalised)


def _code_over_word(span: list[Token], meanings: list[Meaning], question: str) -> bool:
    """Whether a word typed in lower case matched both a model word and an upper-case code.

    Why: codes are written in capitals (airport CAR, country PER); "which car" typed in lower
    case means the table's cars, and the code counts only when typed as one.
    """
    values = [m for m in meanings if m.kind == "value"]
    if not values or len(values) == len(meanings) or question.isupper():
        return False
    codes = all(m.value.isupper() and len(m.value) <= 4 for m in values)
    return codes and not all(t.raw.isupper() for t in span)


def _column_over_its_value(span: list[Token], meanings: list[Meaning]) -> bool:
    """Whether words name a column and only part of one of its values ("channel" of "Channel 4").

    Why: a column's values often repeat its name ("Channel 4", "Region North", "Type B"); the
    name alone then means the column ("viewers by channel"), and a value needs its own word too.
    """
    columns = {m.name for m in meanings if m.kind == "dim"}
    values = [m for m in meanings if m.kind == "value"]

    def spelled(value: str) -> bool:  # the words and more ("survived" still says yes of a yes/no column)
        words = set(fold(value).split())
        return len(words) > len(span) and all(({t.text} | set(t.cands)) & words for t in span)

    return bool(values) and all(m.name in columns and spelled(m.value) for m in values)


_ACRONYM_LETTERS = 5  # the longest acronym that is also a function word ("US", "IT", "PER")
_BEING = frozenset({"is", "are", "was", "were", "been", "got", "get", "being"})
_STATUS_VALUES = 12  # the most values a status column holds (Open, Won, Lost …)
_STATUS_LETTERS = 3  # a status typed as a function word ("won", "done", "paid") is longer than "us" or "it"


def _measure_over_part_of_a_value(span: list[Token], meanings: list[Meaning]) -> bool:
    """Whether words name a measure and only part of every value they match ("investment" of "…, Investments").

    Why: a long label holds many words ("Financial Activities: Securities, Commodity Contracts,
    Investments" of a list of industries); one of them said alone was read as that label, a value
    ranked before the measure the same word names (``gross_investment`` of another table), and
    "total investment" filtered on the industry with nothing to add up. A value needs all its
    words said, as a column's name over its values already does (:func:`_column_over_its_value`).
    """
    values = [m for m in meanings if m.kind == "value"]
    if not values or not any(m.kind == "metric" for m in meanings):
        return False
    return all(len(fold(m.value).split()) > len(span) for m in values)


def _function_word_value(span: list[Token], meanings: list[Meaning], vocab: Vocabulary, question: str) -> bool:
    """Whether a value matched only through function words typed in lower case ("tell us").

    Why: some acronyms are also ordinary words ("US" the country, "us" the pronoun). Only the
    capitals tell them apart, so such a value counts when typed as an acronym ("in the US") and
    is left to the stopwords otherwise; a question typed all in capitals proves nothing.
    """
    if not any(m.kind == "value" for m in meanings):
        return False
    if not all(t.text in vocab.function_words for t in span):
        return False  # "per" is a function word; the value PER (Peru's code) only when typed so
    if any(_not_the_stopword(t, vocab) for t in span):
        return False  # "öldü" (died), a yes/no column's yes, is not the stopword "oldu" (was) it folds to
    if any(len(t.text) > _ACRONYM_LETTERS for t in span):
        return False  # "released" (a yes/no column's yes) is a word, not an acronym typed in lower case
    if len(span) > 1 and "-".join(t.raw for t in span).casefold() in question.casefold():
        return False  # "no-show rate": one hyphenated word, not the function words "no" and "show"
    if question.isupper():
        return True
    if all(t.raw.replace(".", "").isupper() for t in span):
        return False
    # A value spelled as in the data with a capital inside a sentence ("average return for Up") is
    # the value too, unless the question capitalises its words throughout (a title).
    words = _words(question)
    capitals = sum(t.raw[:1].isupper() for t in words)
    return not (all(t.capitalised for t in span) and capitals * 2 < len(words))


def _not_the_stopword(tok: Token, vocab: Vocabulary) -> bool:
    """Whether a word that folds to a stopword was typed with a Turkish letter the stopword lacks ("öldü", "oldu").

    Only stopwords: a marker's word ("üstü" of "60 yaş üstü") keeps its reading.
    """
    return (tok.text in vocab.lex.stopwords and tok.text not in vocab.lex.marker_words
            and has_turkish_letters(tok.raw) and turkish_lower(tok.raw) not in vocab.lex.stopwords_spelled)


_JOINERS = frozenset({"and", "or", "vs", "versus", "ve", "veya"})


def _paired_value(tokens: list[Token], i: int, n: int, meanings: list[Meaning], vocab: Vocabulary) -> bool:
    """Whether a value spelt as a function word is joined to another value of its column ("good and bad loans").

    Why: "good" is a stopword (a greeting), yet "good and bad loans" names both values of a
    ``class`` column; the other value beside it, across "and" / "or", shows which reading is meant.
    So does the noun of its own table's rows right after it ("average price of good lots"), and
    for a status of three letters or more ("Won", "Done", "Paid") its table's measure after it
    ("won amount") or its rows' noun before it ("deals won in 2024"): the status had been dropped
    and every deal counted.
    """
    columns = {m.name for m in meanings if m.kind == "value"}
    model = vocab.model
    tables = {model.dimensions[c].table for c in columns if c in model.dimensions}
    # "won", "done", "paid": a value of a status (a column of few values), not a code among many ("per" of Peru);
    # English only: Turkish "var"/"yok" (there is / is not) are said in every question
    word = n == 1 and len(tokens[i].text) >= _STATUS_LETTERS and tokens[i].text not in vocab.lex.stopwords_tr and any(
        m.kind == "value" and 1 < len(vocab.values.of(m.name)) <= _STATUS_VALUES for m in meanings)

    def names_rows(found: list[Meaning], any_measure: bool) -> bool:
        return any((m.kind == "subject" and m.name in tables) or (
            m.kind == "metric" and m.name in model.metrics and model.metrics[m.name].table in tables
            and (model.metrics[m.name].counts_rows or any_measure)) for m in found)

    k, found = vocab.match(tokens, i + n) if i + n < len(tokens) else (0, [])
    if k and names_rows(found, word) and (n > 1 or len(tokens[i].text) >= _STATUS_LETTERS):
        # "good lots", "won amount": the value, then its table's rows or (a status word) measure; a
        # two-letter one is the preposition ("in states with primary enforcement", not Indiana's IN)
        return True
    before = i - 1 if i > 0 and tokens[i - 1].text in _BEING else i
    if word and before > 0 and (found := _ending_at(tokens, before, vocab)) and names_rows(found, False):
        return True  # "deals won in 2024", "jobs that were done": the rows, then their status
    for joiner, other in ((i + n, i + n + 1), (i - 1, i - 2)):
        if not (0 <= other < len(tokens) and 0 <= joiner < len(tokens)) or tokens[joiner].text not in _JOINERS:
            continue
        k, found = vocab.match(tokens, other)
        if k and any(m.kind == "value" and m.name in columns for m in found):
            return True
    return False


def _ending_at(tokens: list[Token], i: int, vocab: Vocabulary) -> list[Meaning]:
    """The meanings of a match that ends right before token i (one or two words back)."""
    for start in (i - 1, i - 2):
        if start >= 0:
            k, found = vocab.match(tokens[:i], start)
            if start + k == i:
                return found
    return []


def _words(question: str) -> list[Token]:
    return [t for t in tokenize(question) if t.raw[:1].isalpha()]


_SHORT = 2  # a two-letter word: "su" (water) is "şu" (that) without its cedilla, and nothing else tells them apart


def _short_word_typed_bare(tok: Token, tokens: list[Token], vocab: Vocabulary) -> bool:
    """Whether a two-letter word that folds to a stopword spelled with a Turkish letter was typed without it,
    in a question that writes its other words with their Turkish letters ("ortalama su faturası").

    Why: "su" (water) folds to the stopword "şu" (that) and was dropped, so "ortalama su faturası"
    averaged the one bill column of a household's gas and electricity, answering a question about a
    water bill the data does not hold. Who types "faturası" with its ı types "şu" with its ş; the
    bare word is another one, left not understood. Longer words keep their reading: a dropped
    letter ("gore", "cok") is a typing habit there, not another word.
    """
    return (len(tok.text) <= _SHORT and tok.text in vocab.lex.stopwords and not has_turkish_letters(tok.raw)
            and turkish_lower(tok.raw) not in vocab.lex.stopwords_spelled
            and any(has_turkish_letters(t.raw) for t in tokens))


def _is_stop(tok: Token, vocab: Vocabulary) -> bool:
    stop = vocab.lex.stopwords
    if tok.text in stop:
        # "öldü" (died) folds to the stopword "oldu" (was): dropped, "mürettebattan kaç kişi öldü"
        # counted the whole crew. Kept as not understood, the engine asks instead.
        return not _not_the_stopword(tok, vocab)
    if any(c in stop for c in tok.cands[1:] if len(c) >= 4):
        return True
    return vocab.lex.is_turkish_verb(tok.text)
