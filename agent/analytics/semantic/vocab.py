"""The engine's vocabulary: every word of the model and every indexed value, in one phrase index.

Why built once per engine: a tenant's words (metric and dimension synonyms in both languages,
column values, country names and demonyms for those values, personal-data column names) do not
change between questions, and building the index is the only non-trivial cost; afterwards each
question is matched in well under a millisecond.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from agent.analytics.semantic.abbrev import AbbreviationReader, abbreviates
from agent.analytics.semantic.adjectives import AdjectiveReader
from agent.analytics.semantic.families import family_phrases
from agent.analytics.semantic.lexicon import Lexicon, Meaning, PhraseIndex, load_lexicon
from agent.analytics.semantic.loose import add_loose_values
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.owners import owner_phrases
from agent.analytics.semantic.rowkeys import key_counts
from agent.analytics.semantic.sexletters import sex_letter
from agent.analytics.semantic.text import Token, candidates, fold, phrase_key
from agent.analytics.semantic.values import ValueIndex

__all__ = ["Vocabulary", "build_vocabulary"]

FUZZY_VALUES = 200


def _turkish_participle(cands: tuple[str, ...]) -> bool:
    """Whether a word is a Turkish participle of a verb whose stem ends in a vowel ("yaşayan", "okuyanlar").

    Why: such a word begins with its verb's stem, which may begin like a short column name:
    "büyük şehirde yaşayanların oranı" read "yaşayan" as an abbreviation of ``yas`` (age) and
    answered with the average age. A participle is a verb of the question, never a cut name.
    """
    return any(len(c) >= 6 and c.endswith(("yan", "yen")) for c in cands)


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
    initials: dict[str, str] = field(default_factory=dict)  # "solar" → "r" for solar_r ("Solar.R")
    table_words: dict[str, str] = field(default_factory=dict)  # words of table names → their table
    followers: dict[str, frozenset[str]] = field(default_factory=dict)  # "piyasa" → {"deg"} for piyasa_deg
    leaders: dict[str, frozenset[str]] = field(default_factory=dict)  # "suresi" → {"egt"} for egt_suresi_yil
    _table_bases: dict[str, str] | None = field(default=None, repr=False)
    _name_parts: dict[str, set[str]] | None = field(default=None, repr=False)

    def table_of_base(self, word: str) -> str | None:
        """The table whose name holds an inflected form of ``word`` ("lend" → lending_club).

        Why lazily: only the related-words step asks ("loans" → lend), and it has WordNet loaded
        already; building the forms with the vocabulary made every engine start read WordNet.
        """
        if self._table_bases is None:
            from agent.analytics.semantic.related import base_forms

            named = _named_words(self.index)
            self._table_bases = {}
            for name, table in self.table_words.items():
                for base in base_forms(name)[1:]:
                    if len(base) >= 4 and base not in named and base not in self.lex.stopwords:
                        self._table_bases.setdefault(base, table)
        return self._table_bases.get(word)

    def table_of_relative(self, forms: tuple[str, ...], depth: int) -> str | None:
        """The one table a word of whose name lists one of ``forms`` among its related words.

        Why: WordNet lists "home" among the words of "house" but not "house" among those of "home";
        a plural noun for the rows ("how many homes sold …") then reached a column through one of
        its own relatives ("base" of ``on_base_pct``) on another table, while the table of house
        sales names them. Asked for plural nouns nothing else reads (the related-words step).
        """
        from agent.analytics.semantic.related import related_words

        found = {table for word, table in self.table_words.items() if len(word) >= 4 and word.isalpha()
                 and set(forms) & set(related_words(word)[:depth])}
        return found.pop() if len(found) == 1 else None

    def column_of_part(self, forms: tuple[str, ...]) -> list[Meaning]:
        """The one grouping column whose name holds the word before its last word: "country" → ctry_origin.

        Why: a column named by two words is said by its last one ("origin", "style") and by both,
        yet a stranger names ``ctry_origin`` (country of origin) by its first word alone, which the
        name only shortens. Only a word the name shortens (a word it spells out, as ``passenger`` of
        ``passengerclass``, is left to name the rows), four letters or more, that no other column's
        name holds, and asked only for a word nothing else reads (the related-words step).
        """
        if self._name_parts is None:
            self._name_parts = {}
            for name, dim in self.model.dimensions.items():
                words = fold(dim.label.get("en", "")).split()
                spelled = fold(dim.column or "")
                for word in words[:-1]:
                    if len(word) >= 4 and word not in self.lex.stopwords and word not in spelled:
                        self._name_parts.setdefault(word, set()).add(name)
        for form in forms:
            names = self._name_parts.get(form, set())
            if len(names) == 1:
                return [Meaning("dim", next(iter(names)))]
        return []

    def table_of_clip(self, word: str) -> str | None:
        """The one table whose name begins with a cut of English ``word``: "hurricanes" → hurricNamed.

        Why: a file named by a clipped subject and a word about the file (``hurric`` + ``named``)
        is reached by no word of its name; the question's word, read to its WordNet base, begins
        with the clip. Asked only for a word nothing else reads (the related-words step).
        """
        from agent.analytics.inference.names import clipped_head
        from agent.analytics.semantic.abbrev import abbreviates
        from agent.analytics.semantic.related import base_forms

        clips = {clip: table for name, table in self.table_words.items() if (clip := clipped_head(name))}
        found = {table for base in base_forms(word) for clip, table in clips.items()
                 if len(base) > len(clip) and abbreviates(clip, base)}
        return found.pop() if len(found) == 1 else None

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
            if out and self._initial_of(out[-1], tok):
                out.append(Token(tok.text[0], tok.raw, len(out), (tok.text[0],), False, None, False, tok.capitalised))
                i += 1  # "solar radiation" → "solar r": the word the name's last letter stands for
                continue
            if i + 1 < len(tokens) and (leader := self._leader_of(tok, tokens[i + 1])):
                out.append(Token(leader, tok.raw, len(out), candidates(leader), tok.plural, None, False,
                                 tok.capitalised))
                i += 1  # "eğitim süresi" → "egt süresi": the shortened first word before the name's next word
                continue
            if out and (follower := self._follower_of(out[-1], tok)):
                out.append(Token(follower, tok.raw, len(out), candidates(follower), tok.plural, None, False,
                                 tok.capitalised))
                i += 1  # "piyasa değeri" → "piyasa deg": the shortened word after the name's first word
                continue
            n, target = self._sex_first(tokens, i)
            if target:  # "female life expectancy" → ``lifeexpf``: the sex said first, its letter last
                raw = " ".join(t.raw for t in tokens[i : i + n])
                out.append(Token(target, raw, len(out), candidates(target), False, None, False, tok.capitalised))
                i += n
                continue
            span = [t.cands for t in tokens[i : i + 4]]
            n, target = self.reader.longest_run(_words_only(span))
            if (not target and tok.number is None and not self.lex.is_turkish_verb(tok.text)
                    and not _turkish_participle(tok.cands)):
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

    def _sex_first(self, tokens: list[Token], i: int) -> tuple[int, str | None]:
        """(words taken, model word) of a sex word and the words after it, read as one header ending in its letter.

        See :mod:`sexletters`: "female life expectancy" is "life expectancy f", the run ``lifeexpf``.
        """
        letter = sex_letter(tokens[i].text)
        if letter is None:
            return 0, None
        for n in range(min(3, len(tokens) - i - 1), 0, -1):
            words = _words_only([t.cands for t in tokens[i + 1 : i + 1 + n]])
            if len(words) == n and (target := self.reader.run([*words, (letter,)])):
                return n + 1, target
        return 0, None

    def _initial_of(self, before: Token, tok: Token) -> bool:
        """Whether ``tok`` is the unknown word a name's one-letter last part abbreviates.

        Why: headers shorten their second word to its initial ("Solar.R", "Temp.F"); the analyst
        says the word ("solar radiation"). Only right after the name's first word, and only for a
        word nothing else understands.
        """
        letter = self.initials.get(before.text)
        if letter is None or tok.number is not None or not tok.text.isalpha() or len(tok.text) < 3:
            return False
        known = self.reader.known | self.reader.stopwords
        return tok.text[0] == letter and not any(c in known for c in tok.cands)

    def _follower_of(self, before: Token, tok: Token) -> str | None:
        """The shortened next word of a name that ``tok`` spells out in full, right after the name's first word.

        Why: ``piyasa_deg`` is the "piyasa değeri" (market value); "değeri" alone is a stopword
        (any "value"), so it is never read as an abbreviation on its own. After "piyasa" it can
        only be the name's next word. Only when one word follows the first word in the model's
        names, and the typed word is not itself a word of the model.
        """
        held = self.followers.get(before.text)
        if not held or len(held) != 1 or tok.number is not None or not tok.text.isalpha():
            return None
        follower = next(iter(held))
        if tok.text in self.reader.known or follower in tok.cands:
            return None
        return follower if any(c != follower and abbreviates(follower, c) for c in tok.cands) else None

    def _leader_of(self, tok: Token, nxt: Token) -> str | None:
        """The shortened first word of a name that ``tok`` spells out in full, right before the name's next word.

        Why: ``egt_suresi_yil`` is the "eğitim süresi" (years of schooling), with its first word cut
        to its consonants ("Eğt. Süresi"); "eğitim" alone is a word of another column
        (``egitim_duzeyi``), so it is never read as the abbreviation on its own. Before "süresi" it
        can only be that name's first word. Only when one shortened word leads the next word in the
        model's names, and the two typed words are no name of their own.
        """
        if tok.number is not None or not tok.text.isalpha():
            return None
        held = {a for b in nxt.cands for a in self.leaders.get(b, ())}
        if len(held) != 1:
            return None
        leader = next(iter(held))
        if leader in tok.cands or self.index.match([tok, nxt], 0)[0] == 2:
            return None
        return leader if any(c != leader and len(c) > len(leader) + 1 and abbreviates(leader, c)
                             for c in tok.cands) else None

    def read_adjectives(self, tokens: list[Token]) -> list[Token]:
        """The question with measure adjectives read as ranking words and a measure (``adjectives``)."""
        return self.adjectives.read(tokens, self.lex.stopwords) if self.adjectives else tokens

    def fuzzy(self, word: str) -> str | None:
        """A correction for a mistyped model word ("revnue" → "revenue"), if unambiguous."""
        return self.index.fuzzy(word)

    def available(self, table: str) -> bool:
        """Whether analysts of this tenant may query the table."""
        return table in self.allowed


def _name_stems(table: str) -> list[str]:
    """The words of a table's name, each also without a number it ends in ("aids" of ``Aids2``).

    Why: R data sets and exports name a file by its subject and a version, year or count
    (``Cars93``, ``Aids2``, ``wage1``); analysts say the subject ("aids patients", "cars") and never
    the number, which is no word of the subject.
    """
    out: list[str] = []
    for word in re.split(r"[^a-z0-9]+", fold(table)):
        out.append(word)
        stem = word.rstrip("0123456789")
        if stem != word and stem.isalpha():
            out.append(stem)
    return out


def _personal_words_of_a_name(lex: Lexicon, table: str) -> list[str]:
    """The runs of a table name's words that the lexicon lists as personal data ("credit card").

    Why: "credit card" and "address" are refused as personal data in general, but a table named
    ``credit_card_applicants`` is about credit cards: "average credit card expenditure" asks its
    measure. Said as the table's subject, the phrase yields to it as it yields to a column or a value.
    """
    words = [w for w in re.split(r"[^a-z0-9]+", fold(table)) if w]
    personal = {" ".join(phrase_key(str(w))) for w in lex.raw.get("pii_words") or ()}
    return [phrase for n in range(2, len(words) + 1) for k in range(len(words) - n + 1)
            if (phrase := " ".join(words[k:k + n])) in personal]


_LIK = ("lik", "luk")  # folded -lık/-lik/-luk/-lük


def _lik_base(word: str) -> str | None:
    """The noun a -lIk noun of a table's name is made of: "uyelikleri" (memberships) → "uye" (member).

    Why: a table of memberships, subscriptions or ownerships (``orgut_uyelikleri``, ``abonelikler``) is
    asked by the member it lists ("OECD üyesi ülkeler", "üye ülke sayısı"); the noun of the state is
    not how its rows are said. Only with the plural or possessive after it, and a base of three letters.
    """
    body = word
    for end in ("leri", "lari", "ler", "lar", "i", "u"):
        if body.endswith(end) and body[: -len(end)].endswith(_LIK):
            body = body[: -len(end)]
            break
    base = body[:-3] if body.endswith(_LIK) else ""
    return base if len(base) >= 3 and base.isalpha() and any(ch in "aeiou" for ch in base) else None


def _period_adjectives(lex: Lexicon) -> frozenset[str]:
    """The one-word period adjectives ("günlük", "aylık", "yıllık"), folded: no -lIk noun of a member.

    Why: a -lIk word of a table's name is read as the noun of a state whose member names the rows
    ("uyelikleri" → "üye"), but "günlük" of ``sp500_gunluk`` is "daily": the file's grain. Read as
    a member, "gün" named the table's rows, so "en yüksek kapanış hangi gün oldu" lost its day and
    answered the bare maximum.
    """
    grains = (lex.raw.get("time") or {}).get("grain_words") or {}
    return frozenset(fold(str(w)) for words in grains.values() for w in words or () if " " not in str(w))


def _named_words(idx: PhraseIndex) -> set[str]:
    """One-word names of measures, breakdowns and dates: a table's word is no subject where it is one."""
    return set().union(*(idx.one_word(kind) for kind in ("metric", "dim", "timecol", "unavailable", "pii")))


def _rows_named(idx: PhraseIndex, model: SemanticModel, tok: Token) -> set[str]:
    """The tables whose rows one word names: a word of the table's name, or of its row count ("people")."""
    _, meanings, _ = idx.match([tok], 0)
    return {m.name if m.kind == "subject" else model.metrics[m.name].table for m in meanings
            if m.kind == "subject" or (m.kind == "metric" and m.name in model.metrics
                                       and (model.metrics[m.name].counts_rows
                                            or m.name in key_counts(model, model.metrics[m.name].table)))}


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


# Words that name no column on their own: "average number" left of num_il_tl names nothing.
_GENERIC_WORDS = frozenset("""
average avg mean median total sum number num count maximum max minimum min highest lowest standard
deviation ortalama toplam sayi sayisi adet en yuksek dusuk
""".split())


def _marks_dropped(key: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A name without its trailing one- and two-letter leftovers of signs, one at a time.

    "delta 15 n o oo" (from the header "Delta 15 N (o/oo)") → "delta 15 n o", "delta 15 n",
    "delta 15": units and signs in headers become short fragments nobody types.
    """
    out = []
    while len(key) > 2 and len(key[-1]) <= 2 and key[-1].isalpha():
        key = key[:-1]
        if any(len(w) >= 3 and w.isalpha() and w not in _GENERIC_WORDS for w in key):
            out.append(key)
    return out


def _without_marks(model: SemanticModel) -> list[tuple[str, Meaning]]:
    """Shorter names for model words that end in leftovers of signs, when no other name shares them.

    Why: a header's unit in brackets ("(o/oo)", "(m/s)") survives as fragments at the end of the
    column's name, and analysts name the column without it ("average delta 15 N"). The shorter
    name counts only when it is no other word of the model and belongs to one name.
    """
    named: dict[tuple[str, ...], set[Meaning]] = {}
    taken: set[tuple[str, ...]] = set()
    entries: list[tuple[str, str, list[tuple[str, str]]]] = []
    entries += [("metric", n, m.all_synonyms()) for n, m in model.metrics.items()]
    entries += [("dim", n, d.all_synonyms()) for n, d in model.dimensions.items()]
    entries += [("timecol", n, t.all_synonyms()) for n, t in model.time_columns.items()]
    for kind, name, synonyms in entries:
        for word, lang in synonyms:
            key = phrase_key(word)
            taken.add(key)
            for short in _marks_dropped(key):
                named.setdefault(short, set()).add(Meaning(kind, name, "", lang))
    out = []
    for short, meanings in named.items():
        if short not in taken and len({(m.kind, m.name) for m in meanings}) == 1:
            out.extend((" ".join(short), m) for m in meanings)
    return out


def _word_pairs(model: SemanticModel) -> Iterator[tuple[str, str]]:
    """Each two words that stand side by side in a name of the model's measures, breakdowns and dates."""
    for entry in (*model.metrics.values(), *model.dimensions.values(), *model.time_columns.values()):
        for word, _ in entry.all_synonyms():
            key = phrase_key(word)
            yield from zip(key, key[1:], strict=False)


def _initials(model: SemanticModel) -> dict[str, str]:
    """Words of the model followed by a one-letter part in a name ("solar r"), when only one letter follows."""
    letters: dict[str, set[str]] = {}
    for a, b in _word_pairs(model):
        if len(b) == 1 and b.isalpha() and len(a) >= 3 and a.isalpha():
            letters.setdefault(a, set()).add(b)
    return {word: next(iter(held)) for word, held in letters.items() if len(held) == 1}


def _followers(model: SemanticModel) -> dict[str, frozenset[str]]:
    """Words of the model followed by a shortened word (three letters or more) in a name ("piyasa deg")."""
    after: dict[str, set[str]] = {}
    for a, b in _word_pairs(model):
        if len(a) >= 3 and a.isalpha() and 3 <= len(b) <= 4 and b.isalpha():
            after.setdefault(a, set()).add(b)
    return {word: frozenset(held) for word, held in after.items()}


def _leaders(model: SemanticModel) -> dict[str, frozenset[str]]:
    """Words of the model led by a shortened word (three or four letters, no vowel after the first) in a name."""
    before: dict[str, set[str]] = {}
    for a, b in _word_pairs(model):
        if 3 <= len(a) <= 4 and a.isalpha() and not any(ch in "aeiou" for ch in a[1:]) and len(b) >= 4:
            before.setdefault(b, set()).add(a)
    return {word: frozenset(held) for word, held in before.items()}


def _names_rows(model: SemanticModel, idx: PhraseIndex, word: str, table: str) -> bool:
    """Whether a word already means the count of a table's rows ("ekonomi", "msleep" the table's name).

    Why: "ekonomi verisinde kaç ay var" keeps the word's own meaning, the table's rows; only a
    word that means something else too ("sleep", also a measure) needs "sleep data" as the table.
    """
    meanings = idx.match([Token(word, word, 0, candidates(word), False)], 0)[1]
    return any(m.kind == "metric" and m.name in model.metrics and model.metrics[m.name].table == table
               and model.metrics[m.name].counts_rows for m in meanings)


_COLUMN_OF = re.compile(r'^[A-Z_]+\((?:[a-z0-9_]+\.)?"?([^"()]+)"?\)$', re.IGNORECASE)


# A compound's head carries one possessive ending (yaş-ı, ücret-i, oda-sı); "yasası" (a law, yasa-sı) is
# not "yaş" with an ending, though stripping endings twice (-sı, then -a) reaches it.
_POSSESSIVE_ENDINGS = frozenset({"i", "u", "si", "su"})


def _inflected_heads(model: SemanticModel) -> dict[tuple[str, str], str]:
    """Synonyms whose last word is only an inflected form of another column's one-word name, said plainly.

    Why: the head of "bina yaşı" (a building's age) is "yaşı", which is also how "yaş" (a
    person's age, another column) is said with a possessive ("hastaların ortalama yaşı"). Said
    as typed, the head would win over the column the word itself names. Said as the plain word
    ("yaş"), both columns answer and the table the question names picks one; "bina yaşı" still
    answers to its full name. Read here, from the whole model, because each uploaded table's
    entries are inferred on their own.
    """
    owns: dict[str, str] = {name: fold(dim.column).replace("_", " ") for name, dim in model.dimensions.items()}
    for name, metric in model.metrics.items():
        found = _COLUMN_OF.match(metric.expression.strip())
        if found:
            owns[name] = fold(found.group(1)).replace("_", " ")
    plain = {own for own in owns.values() if " " not in own}
    entries = [*model.metrics.items(), *model.dimensions.items()]
    # the words the plain columns answer to as typed ("teams" of ``team``): a synonym said the same
    # way already answers as typed beside them, and the table the question names picks one
    said_plainly = {fold(w) for name, entry in entries if " " not in owns.get(name, " ")
                    for w, _ in entry.all_synonyms()}
    out: dict[tuple[str, str], str] = {}
    for name, entry in entries:
        own = owns.get(name, "")
        if " " not in own:
            continue
        for word, _ in entry.all_synonyms():
            key = phrase_key(word)
            if not key or own in " ".join(key):
                continue
            stem = next((c for c in candidates(key[-1]) if c != key[-1] and c in plain
                         and key[-1][len(c):] in _POSSESSIVE_ENDINGS), None)
            if stem and fold(word) not in said_plainly:
                out[(name, word)] = " ".join([*key[:-1], stem])  # "ortalama yaş" for bina_yasi
    return out


def _country_rows(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for row in lex.countries:
        for name in row:
            out[fold(name)] = row
    return out


def _people_the_data_names(model: SemanticModel, values: ValueIndex) -> dict[str, set[str]]:
    """Per table, the lexicon's nouns for people that another table, column or stored value names.

    Why: inference gives every table of people the general nouns ("patients", "students",
    "contestants") one upload at a time; where the data itself says the word (a ``rpdr_contestants``
    table, a ``patient_id`` column, whose distinct values count the patients, an occupation
    "Student"), that meaning is the one meant. A table keeps the words its own name and its own
    columns say (a key whose distinct values count them aside), and loses
    those of another kind of people than its columns show (no "patients" of a payroll).
    """
    from agent.analytics.inference.people import person_nouns
    from agent.analytics.semantic.rownouns import other_kinds_nouns  # rownouns imports the matcher

    def words(name: str) -> set[str]:
        return {w for w in re.split(r"[^a-z0-9]+", fold(name)) if len(w) >= 3}

    own: dict[str, set[str]] = {t: words(t) for t in model.tables}
    said = set().union(*own.values()) if own else set()
    counted = {c for m in model.metrics.values() if m.expression.upper().startswith("COUNT(DISTINCT")
               for c in re.findall(r'"([^"]+)"', m.expression)}
    columns = [(d.table, d.column or "") for d in model.dimensions.values()]
    columns += [(m.table, c.split(".")[-1].strip('"')) for m in model.metrics.values() if (c := m.row_column())]
    keyed: dict[str, set[str]] = {}
    for m in model.metrics.values():
        if m.expression.upper().startswith("COUNT(DISTINCT"):
            keyed.setdefault(m.table, set()).update(w for c in re.findall(r'"([^"]+)"', m.expression) for w in words(c))
    for table, column in columns:
        said.update(words(column))
        # "annelerin" of anne_yasi are still the rows; a hasta_no whose distinct values count patients wins
        if column not in counted:
            own.setdefault(table, set()).update(words(column))
    for table, spec in model.tables.items():
        for key in spec.primary_key:  # "öğrenciler" of a table keyed by ogrenci_no: that table's rows
            said.update(words(key))
            own.setdefault(table, set()).update(words(key))
    for vals in values.values.values():
        # a value of one or two words is a kind ("Patient", "Inpatient Visit"); a word inside a longer
        # name ("LabCorp Patient Service Center") names that organisation, not the rows of the data
        said.update(w for v in vals if len(parts := fold(str(v)).split()) <= 2 for w in parts if len(w) >= 3)
    nouns = {fold(w): set(candidates(fold(w))) for w in person_nouns()}
    others = {table: other_kinds_nouns(model, table) for table in own}  # once per table, not once per noun
    return {table: {w for w, forms in nouns.items()
                    if (forms & said and not forms & mine) or forms & keyed.get(table, set()) or forms & others[table]}
            for table, mine in own.items()}


def _named_by_lookup(model: SemanticModel, values: ValueIndex) -> dict[str, set[str]]:
    """Words of a code column that the table it links to names a column of its own by.

    Why: a survey keeps its industry as a number (``ind_code``, read "industry code" and
    "industry"), and the list of industries it links to has the readable ``industry`` column. An
    analyst's "by industry" means the names; the code keeps its longer words ("industry code").
    Only a code of numbers: a state's postal code ("CA") is a name analysts read and say too.
    """
    out: dict[str, set[str]] = {}
    for rel in model.relationships:
        keys = set(rel.keys.values())  # the linked table's key holds the same values: no readable name
        lookup = {fold(w) for d in model.dimensions.values() if d.table == rel.to_table and d.column not in keys
                  for w, _ in d.all_synonyms()}
        for name, dim in model.dimensions.items():
            numbers = values.of(name)
            if dim.table == rel.from_table and dim.column in rel.keys and numbers and all(
                    v.lstrip("-").isdigit() for v in numbers):
                shared = {fold(w) for w, _ in dim.all_synonyms()} & lookup
                if shared:
                    out.setdefault(name, set()).update(shared)
    return out


def build_vocabulary(model: SemanticModel, values: ValueIndex, allowed: set[str]) -> Vocabulary:
    """Index the model's words and the value index for matching questions."""
    from agent.analytics.inference.names import prepare_words  # as inference reads a name

    lex = load_lexicon()
    # one scan of the word counts for every column and table name the vocabulary splits into words,
    # not one scan per name met (that made the sample company's vocabulary take seconds to build)
    prepare_words([*model.tables, *(d.column for d in model.dimensions.values()),
                   *(c for m in model.metrics.values() for c in re.findall(r'"([^"]+)"', m.expression))])
    idx = PhraseIndex()
    targets: set[str] = set()  # words an analyst's plain word may stand for (``abbrev``)
    stems: set[str] = set()  # one-word values of small columns, which a longer word may build on
    # A table's own rows before the distinct keys another table holds of them: with a patients
    # table, "how many patients" counts it, not the patient ids of the visits.
    ordered = sorted(model.metrics.items(), key=lambda kv: kv[1].expression.upper().startswith("COUNT(DISTINCT"))
    shadowed = _inflected_heads(model)
    named_people = _people_the_data_names(model, values)
    for name, metric in ordered:
        usable = metric.tables() | {metric.table} <= allowed
        if metric.time_column:
            usable = usable and model.time_columns[metric.time_column].table in allowed
        kind = "metric" if usable else "unavailable"
        rows = metric.counts_rows
        for word, lang in metric.all_synonyms():
            if rows and fold(word) in named_people.get(metric.table, ()):
                continue  # "contestants" of a contestants table, "students" an occupation: not any people's rows
            word = shadowed.get((name, word), word)
            idx.add(word, Meaning(kind, name, "", lang))
            targets.update(phrase_key(word))
    named_by_lookup = _named_by_lookup(model, values)
    for name, dim in model.dimensions.items():
        kind = "dim" if dim.table in allowed else "unavailable"
        for word, lang in dim.all_synonyms():
            if fold(word) in named_by_lookup.get(name, ()):
                continue  # "by industry": the linked list's industry names, not the survey's codes
            word = shadowed.get((name, word), word)
            idx.add(word, Meaning(kind, name, "", lang))
            targets.update(phrase_key(word))
    for name, tc in model.time_columns.items():
        for word, lang in tc.all_synonyms():
            idx.add(word, Meaning("timecol", name, "", lang))
            targets.update(phrase_key(word))
    for phrase, meaning in _without_marks(model):
        idx.add(phrase, meaning)  # "delta 15 n" for delta_15_n_o_oo, from "Delta 15 N (o/oo)"
    taken = {key for bucket in idx._by_first.values() for key, _ in bucket}  # noqa: SLF001 - same package
    for phrase, meaning in family_phrases(model, taken):
        idx.add(phrase, meaning)  # "rem sleep" for sleep_rem, "sleep" for sleep_total
    for phrase, meaning in owner_phrases(model, taken):
        idx.add(phrase, meaning, fuzzy=False)  # "median storm pressure", "deprem derinliği"
    model_words = idx.vocabulary()  # before values: a value's own words are no reason to skip them
    countries = _country_rows(lex)
    for dim_name, vals in values.values.items():
        dim = model.dimensions[dim_name]
        small = len(vals) <= FUZZY_VALUES  # names of thousands of customers are not typo targets
        words = _value_words(vals) if small else {}
        for value in vals:
            if value.isdigit() and len(value) <= 3:
                for syn in dim.value_synonyms.get(value, []):
                    idx.add(syn, Meaning("value", dim_name, value))  # "women": the 1 of a 0/1 ``female``
                continue  # "5" alone is a number ("top 5"), never a mention of a count column's value
            meaning = Meaning("value", dim_name, value)
            idx.add(value, meaning, fuzzy=small)
            if value in words:
                idx.add(words[value], meaning)  # "urgent" for 1-URGENT
            if small:
                targets.update(phrase_key(value))
                stems.update(k[0] for k in [phrase_key(value)] if len(k) == 1)  # "carni" of "carnivores"
            for syn in dim.value_synonyms.get(value, []):
                idx.add(syn, meaning)
            for syn in countries.get(fold(value), ()):
                idx.add(syn, meaning)
    for table, spec in model.tables.items():
        for col in spec.pii:
            idx.add(col, Meaning("pii", f"{table}.{col}"))
    add_loose_values(idx, values, lex, model_words)  # "gentoo", "otomatik", "los angeles", "laguardia"
    # A value's word may also be a table's subject ("iowa" the state code of airports and the
    # subject of iowa_electricity): the parser decides by the rest of the question.
    named = _named_words(idx)
    from agent.analytics.inference.names import segment_word, trailing_word  # as inference reads (covered above)

    table_words: dict[str, str] = {}
    period_adjectives = _period_adjectives(lex)  # "günlük" of sp500_gunluk: daily, no rows of days
    for table in sorted(allowed & set(model.tables)):
        pieces = [p for w in _name_stems(table) for p in (w, *segment_word(w), trailing_word(w) or "")]
        bases = [base for w in _name_stems(table)
                 if w not in period_adjectives and (base := _lik_base(w))]  # "üye" of orgut_uyelikleri
        for word in dict.fromkeys([*(w for w in pieces if len(w) >= 4), *bases]):  # "txhousing": also "housing"
            if word in lex.stopwords or word in period_adjectives:
                continue
            if word not in named:
                idx.add(word, Meaning("subject", table))  # "employment" of us_employment
            for syn in (lex.raw.get("subject_synonyms") or {}).get(word, ()):
                if fold(str(syn)) not in named:
                    idx.add(str(syn), Meaning("subject", table))  # "death rate" of usregionalmortality
            table_words.setdefault(word, table)  # "lending" of lending_club: see table_of_base
            if not _names_rows(model, idx, word, table):
                for noun in lex.words("table_nouns"):
                    idx.add(f"{word} {noun}", Meaning("subject", table))  # "the sleep data": not the sleep measure
    for table in sorted(allowed & set(model.tables)):
        for phrase in _personal_words_of_a_name(lex, table):
            idx.add(phrase, Meaning("subject", table))  # "credit card" of credit_card_applicants: its subject
    adjectives = AdjectiveReader(model, lex, idx.single_words(), lambda tok: _rows_named(idx, model, tok),
                                 lambda tokens, i: idx.match(tokens, i)[0])
    # a measure adjective is a word of its own: "longer" is read as the distance, never as ``lon``
    known = idx.vocabulary() | lex.markers.vocabulary() | set(lex.abbreviations) | set(lex.numbers) | set(
        adjectives.forms)
    reader = AbbreviationReader(targets, known, lex.stopwords, stems)
    function_words = frozenset(lex.stopwords | lex.markers.one_word("marker"))
    return Vocabulary(model, values, set(allowed), idx, lex, reader, function_words, adjectives, _initials(model),
                      table_words, followers=_followers(model), leaders=_leaders(model))
