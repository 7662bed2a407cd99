"""Read a column name the way an analyst would say it: split, expanded, without units or prefixes.

Why at inference time: engineers write ``o_orderstatus``, ``c_mktsegment``, ``c_acctbal``,
``lifeExp`` and ``ship_qty``; analysts type "order status", "market segment", "account balance",
"life expectancy" and "shipped quantity". Turning each name into the phrase a person says, once,
when a table is uploaded, gives the model readable labels (the Data page, explanations and
suggested questions show "account balance", not "c acctbal") and synonyms the question matcher
finds without any per-dataset rule:

* a name splits on underscores, hyphens, spaces and camelCase (``lifeExp`` → life, exp);
* a run-together word splits into words with the ``wordsegment`` package's English word
  statistics (``orderstatus`` → order, status), accepted only when every short piece is a known
  abbreviation, so a Turkish ``kisisayisi`` is never cut into English-looking nonsense;
* common column-name abbreviations expand from a dictionary (``lexicon.yaml``:
  ``column_abbreviations``): acct → account, mkt → market, tmp → temperature;
* a table-wide prefix (TPC-H's ``c_``) and a trailing unit (``_mm``, ``_g``) are left out.

The head word of a multi-word name ("status" of "order status") is a synonym too, so "orders by
status" works; where two tables share a head word the parser prefers the table the question names.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping
from functools import lru_cache

from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.text import candidates, fold

__all__ = ["CURRENCY_SUFFIXES", "UNIT_SUFFIXES", "before_time_unit", "clipped_head", "glued_key", "head_word",
           "is_label", "name_words", "per_denominator", "per_reversed", "prepare_words", "qualifier", "readable",
           "scale_or_rate_tail",
           "segment_word", "singular", "trailing_word", "unqualified"]

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SEPARATORS = re.compile(r"[\s_\-./()\[\]#:]+")
# A count run into a word: "7day", "28day", "top3" are "7 day", "28 day", "top 3" ("km2", "co2",
# "1st" and "4wd" stay whole: a unit, a formula, an ordinal and a short code).
_DIGITS = re.compile(r"(?<=\d)(?=[a-zA-Z]{3,})|(?<=[a-zA-Z]{3})(?=\d)")
# Money's units written after a name ("Fiyat (SGD)", "price_gbp", "Ortalama Fiyat (sent)"): ISO currency
# codes, and the hundredth parts analysts keep prices in (cent, sent, kuruş)
CURRENCY_SUFFIXES = frozenset("usd eur gbp jpy cny chf cad aud nzd sek nok dkk hkd sgd krw inr brl mxn rub try tl "
                              "zar pln czk huf ils thb myr idr php twd sar aed "
                              "cent cents sent kurus".split())
# Units written as the last word of a column name; analysts leave them out ("flipper length").
# The words of a table name that say its rows are sales (``pizza_sales``, ``orders``): its items sold
SALES_TABLE_WORDS = frozenset({"sales", "sale", "orders", "transactions", "receipts", "invoices", "purchases",
                               "satis", "satislar", "siparisler", "faturalar"})
UNIT_SUFFIXES = frozenset("mm cm dm m km g mg kg lb lbs oz ml l s sec ms h hr hrs in ft mi c f pct usd eur "
                          "ft2 m2 km2 sqft sqm acre acres akre hectare hectares hektar donum mb hpa mph kph kmh "
                          "mpg rpm bpm mhz ghz hz kb gb tb inc inch "
                          "thousand thousands million millions billion billions bin milyon milyar "
                          "mil dk sn binde yuzde "  # Turkish: mile, minute, second, per mille, percent
                          "knot knots kt kts "  # a speed at sea and in the air (``hiz_knot``, wind_kts)
                          # a concentration or a sound level (``nox_ppb``, ``co2_ppm``, ``noise_dba``)
                          "ppb ppm dba "
                          # energy and power, a temperature's scale, a weight in tonnes (``load_mw``, ``temp_celsius``)
                          "kwh mwh gwh twh kw mw gw celsius fahrenheit degc degf ton tons tonne tonnes "
                          # volumes, megatonnes, money in thousands or millions (``volume_m3``, ``revenue_musd``)
                          "m3 cm3 km3 mt musd meur kusd keur "
                          # units written in full: ``distance_miles`` is the "distance"; mass, energy and volume as
                          # statistics offices give them: "Üretim (ton/yıl)", "(kWh/kişi)"
                          "miles kilometers kilometres meters metres feet inches pounds grams kilograms "
                          "litre liter liters litres gallons".split()
                          ) | CURRENCY_SUFFIXES
# Head words that say nothing on their own: "code" of "country code" is no synonym for it.
_WEAK_HEADS = frozenset(
    "id key code no nr num number name names type flag comment comments date time dt ts desc description "
    "value values info data text note notes sayisi sayi adedi adet tutari miktari "
    # ranking words: "highest" of technical_highest, "first" of baker_first ask, never name, a column
    "highest lowest best worst first last latest earliest".split()
)
# Qualifiers engineers write last and analysts say first: temp_max is the "maximum temperature".
_QUALIFIERS = frozenset({"maximum", "minimum", "average", "mean", "median"})
_MEDIAN_CLIPS = frozenset({"med", "mdn"})  # last in a name, after the measure: never "medical" there
# Calendar words are no column's short name: "a year", "per month" are time ("near_new_years" is
# no "years"), whatever a column's last word is.
# Hours and minutes are left out: they are what a duration is counted in ("kaç saatte" asks for
# ``sonuc_suresi_saat``), not a calendar grain.
# English prepositions that end a name's head: age_at_award, weight_at_birth, cost_of_goods
_HEAD_PREPOSITIONS = frozenset("at of in to for on from with after before during since under over into".split())
_TIME_HEADS = frozenset("year years month months week weeks day days quarter quarters "
                        "yil yillar ay aylar hafta haftalar gun gunler".split())
# The period a figure is taken over, written after it in a name and said before it
_PERIODS = frozenset("hour day week month year saat gun hafta ay yil".split())
_TIME_UNITS = frozenset("years months weeks days hours minutes".split())  # "age_years", not "flight_day"
_COMMON = 1e7  # a three-letter piece must be a common English word ("per", "cap"), not "isi"
_MIN_SEGMENT = 6  # shorter words are taken as they are ("clerk")
_RARER = 50  # a run-together word this much rarer than both its halves is two words


class _WordCounts:
    """``wordsegment``'s English word counts, read only for the words being split.

    Why not ``wordsegment.load()``: it turns all 333,000 unigrams and 258,000 bigrams into Python
    floats, 0.4–0.9 s of an upload on a busy machine (a third of what an upload adds to DuckDB's
    own reading of a 300 MB file), to split the fifteen or so run-together words of its column
    names. Segmenting a word only ever looks up its own substrings (and pairs of adjacent ones,
    after the ``<s>`` start marker too), so reading just those entries gives the very same
    segmentation; one scan of both files covers every word of a table (:func:`prepare_words`).
    The files are read again only for words not covered yet.
    """

    def __init__(self) -> None:
        import wordsegment

        self._files = (wordsegment.Segmenter.UNIGRAMS_FILENAME, wordsegment.Segmenter.BIGRAMS_FILENAME)
        self.segmenter = wordsegment.Segmenter()
        self.segmenter.total = wordsegment.Segmenter.TOTAL
        self.segmenter.limit = wordsegment.Segmenter.LIMIT
        self._covered: set[str] = set()
        self._lock = threading.Lock()

    def cover(self, words: Iterable[str]) -> None:
        """Read the counts every segmentation of ``words`` can look up (one scan of each file)."""
        with self._lock:
            new = {w for w in words if w not in self._covered}
            if not new:
                return
            limit = self.segmenter.limit
            pieces = {"<s>"}
            for word in new:
                pieces.update(word[i:j] for i in range(len(word)) for j in range(i + 1, min(len(word), i + limit) + 1))
            pairs = {f"<s> {p}" for p in pieces}
            for word in new:
                n = len(word)
                for i in range(n):
                    for j in range(i + 1, min(n, i + limit) + 1):
                        left = word[i:j]
                        pairs.update(f"{left} {word[j:k]}" for k in range(j + 1, min(n, j + limit) + 1))
            for path, wanted, into in ((self._files[0], pieces, self.segmenter.unigrams),
                                       (self._files[1], pairs, self.segmenter.bigrams)):
                with open(path, encoding="utf-8") as handle:
                    for line in handle.read().split("\n"):
                        key, _, count = line.partition("\t")
                        if key in wanted:
                            into[key] = float(count)
            self._covered |= new

    def segment(self, word: str) -> list[str]:
        """The best split of ``word`` (lower-case letters), as ``wordsegment.segment`` gives it."""
        self.cover([word])
        return self.segmenter.segment(word)

    def get(self, piece: str, default: float = 0) -> float:
        """The count of a piece of a covered word (0 when the web never writes it alone)."""
        return self.segmenter.unigrams.get(piece, default)


@lru_cache(maxsize=1)
def _counts() -> _WordCounts:
    """The process's word counts (read-only data, filled in as words are met)."""
    return _WordCounts()


_FREQUENT = _COMMON / 100  # the lowest count any yes/no question about one word's count asks about


@lru_cache(maxsize=1)
def _frequent_counts() -> Mapping[str, float]:
    """The counts of the words the web writes at least :data:`_FREQUENT` times (about 100,000 words).

    Why: a yes/no question about one word ("is 'conversion' a word?", :func:`is_known_word`) was
    answered by :meth:`_WordCounts.cover`, one scan of both files (a fifth of a second) for each new
    word: a table's 0/1 columns ask about a dozen made-up nouns each ("churnation", "churnment"),
    and those scans were most of an upload's time (140 of endev5a's 185 s). Every such question
    compares the count with :data:`_FREQUENT` or more, so the words written less often than that
    may read as 0 without changing one answer; this table is read once per process, in one scan.
    (:func:`_two_common_words` also asks whether a whole word is rarer than its halves, each of
    them written ``_COMMON`` times or more: a count below the floor is rarer than that either way.)
    Splitting a word into words still needs every count of its pieces: :meth:`_WordCounts.cover`.
    """
    import wordsegment

    found: dict[str, float] = {}
    with open(wordsegment.Segmenter.UNIGRAMS_FILENAME, encoding="utf-8") as handle:
        for line in handle.read().split("\n"):
            key, _, count = line.partition("\t")
            if count and float(count) >= _FREQUENT:
                found[key] = float(count)
    return found


def _frequent_count(word: str) -> float:
    """How often the web writes ``word`` alone, or 0 when it is below :data:`_FREQUENT` (not only when never)."""
    return _frequent_counts().get(word, 0)


def _candidates(column: str) -> list[str]:
    """The pieces of a column name that :func:`segment_word` would hand to the word statistics."""
    abbreviations = load_lexicon().column_abbreviations
    parts = [fold(p) for chunk in _SEPARATORS.split(column) for p in _CAMEL.split(chunk) if p]
    return [p for p in parts if len(p) >= _MIN_SEGMENT and p.isascii() and p.isalpha() and p not in abbreviations]


def prepare_words(columns: Iterable[str]) -> None:
    """Read the word counts for all these column names at once (one scan instead of one per word)."""
    _counts().cover(w.lower() for column in columns for w in _candidates(column))


@lru_cache(maxsize=4096)
def segment_word(word: str) -> tuple[str, ...]:
    """``word`` split into the English words run together in it, or ``(word,)`` when unsure."""
    if len(word) < _MIN_SEGMENT or not word.isascii() or not word.isalpha():
        return (word,)
    abbreviations = load_lexicon().column_abbreviations
    if word in abbreviations:
        return (word,)
    counts = _counts()
    counts.cover([word])
    if counts.get(word, 0) >= _COMMON / 10 and _dictionary_word(word):
        return (word,)  # "turnout", "overtime": a word of the dictionary whole, never "turn out"
    pieces = _rejoin_abbreviations(tuple(counts.segment(word.lower())), abbreviations)
    if len(pieces) == 1:
        pieces = _two_common_words(word) or pieces
    if len(pieces) < 2 or "".join(pieces) != word:
        return _initial_before_abbreviation(word, counts, abbreviations) or (word,)
    if any(p not in abbreviations and not (k == len(pieces) - 1 and _unit(p)) and not _link(pieces, k)
           and (len(p) < 3 or (len(p) == 3 and counts.get(p, 0) < _COMMON)
                or (len(p) == 4 and counts.get(p, 0) < _COMMON / 10))
           for k, p in enumerate(pieces)):
        # "kisisayisi" -> kisi say isi, "tuketim" -> tuke tim: a short rare piece is a guess
        return _initial_before_abbreviation(word, counts, abbreviations) or (word,)
    return pieces


def _initial_before_abbreviation(word: str, counts: _WordCounts,
                                 abbreviations: Mapping[str, str]) -> tuple[str, ...] | None:
    """A common word, one letter and a known abbreviation run together (``realhinc``), when word statistics miss it.

    Why: the word statistics split ``realrinc`` into "real r inc" but keep ``realhinc`` whole; the
    shape is the same (the real household's income), so it is read the same way.
    """
    for tail in sorted((a for a in abbreviations if len(a) >= 3 and word.endswith(a)), key=len, reverse=True):
        head = word[:-len(tail) - 1]
        counts.cover([head])
        if len(head) >= 4 and counts.get(head, 0) >= _COMMON / 10 and _dictionary_word(head):
            return head, word[len(head)], tail
    return None


def _rejoin_abbreviations(pieces: tuple[str, ...], abbreviations: Mapping[str, str]) -> tuple[str, ...]:
    """Neighbouring pieces that together spell a known abbreviation, joined: cost per sq ft → sqft.

    Why: word statistics cut an abbreviation inside a run-together name into its letters' words
    ("sq" + "ft" of ``costpersqft``), two short pieces that make the whole split look like a guess;
    joined again, the name is "cost per sqft", a rate per square foot.
    """
    out: list[str] = []
    k = 0
    while k < len(pieces):
        joined = next((n for n in (3, 2) if k + n <= len(pieces) and "".join(pieces[k:k + n]) in abbreviations), 0)
        out.append("".join(pieces[k:k + joined]) if joined else pieces[k])
        k += joined or 1
    return tuple(out)


def _dictionary_word(word: str) -> bool:
    """Whether WordNet lists ``word`` as a word of its own ("turnout", "payroll"; not the token "listprice")."""
    from agent.analytics.semantic.related import base_forms  # the vendored WordNet sliver

    return word in base_forms(word)


# Prepositions run together between two words of a name: ``yearsatcompany``, ``timeinhospital``
_LINK_WORDS = frozenset({"at", "in", "on", "of", "to", "by"})


def _link(pieces: tuple[str, ...], k: int) -> bool:
    """Whether piece ``k`` is a preposition between two words of four letters or more ("years at company").

    Why: a two-letter piece is a guess in general ("isi" of ``kisisayisi`` is three), but R and HR
    exports run whole phrases together (``YearsAtCompany``, lower-cased to ``yearsatcompany``), and a
    preposition between two long common words is no guess.
    """
    return (0 < k < len(pieces) - 1 and pieces[k] in _LINK_WORDS
            and len(pieces[k - 1]) >= 4 and len(pieces[k + 1]) >= 4)


# Words of a span of time: after one of them a trailing "min" is the minutes it is measured in
_TIME_SPANS = frozenset("duration time delay wait waiting length runtime travel trip call session drive commute "
                        "ride walk flight response service handling hold talk idle downtime uptime stay sure "
                        "gecikme bekleme".split())
_MINUTES = frozenset({"min", "mins", "minute", "minutes"})


def _minutes_after_a_time(pieces: list[str], abbreviations: dict[str, str]) -> bool:
    """Whether a name ends in minutes said after a span of time (``dur_min``, ``delay_mins``).

    Why: "min" opens a name as its extreme (``min_temp``) and may close one so too (``temp_min``),
    but after a span of time it is the unit: ``dur_min`` was labelled "minimum duration", a reading
    no analyst means and one that a question saying "minimum" would then take for the column.
    """
    return (len(pieces) > 1 and pieces[-1] in _MINUTES
            and abbreviations.get(pieces[-2], pieces[-2]) in _TIME_SPANS)


def _unit(piece: str) -> bool:
    """Whether a run-together name's last piece is a unit ("mb" of ``pressuremb``, "kg" of ``weightkg``).

    Why: R and instrument exports glue the unit to the name; a unit of two letters or more is
    no guess the way "isi" of ``kisisayisi`` would be, and :func:`name_words` leaves it out.
    """
    return len(piece) >= 2 and piece in UNIT_SUFFIXES


def trailing_word(word: str) -> str | None:
    """The common word after a short prefix of a table's name: "housing" of ``txhousing``.

    Why: files are often named by a place code and a subject (``txhousing``, ``nycrashes``), or
    by one letter or a kind tag before the subject (``msleep``, ``tblorders``, ``dfsales``), or a
    city's four-letter code (``mplsstops``, Minneapolis' police stops); the
    subject alone must still name the table ("the sleep data"), while a split of column names
    stays as careful as :func:`segment_word`. The shortest prefix goes first: ``bweight`` is the
    weight, not "eight".
    """
    if len(word) < _MIN_SEGMENT or not word.isascii() or not word.isalpha():
        return None
    if _frequent_count(word) >= _COMMON / 100:
        return None  # a word of its own ("airports" is no "air" + "ports")
    for cut in (1, 2, 3, 4):
        rest = word[cut:]
        if len(rest) >= 4 and _frequent_count(rest) >= _COMMON / 10:
            return rest
    return _phrase_tail(word)


_MIN_LEAD = 6  # "heatco" is the shortest name read as a word and a clip
# Why four letters and a clip of two or three: a Turkish name splits into a short English word and a
# suffix just as well (``sinif`` "sin" + "if", ``boylam`` "boy" + "lam", ``marka`` "mark" + "a").
_MIN_HEAD = 4


@lru_cache(maxsize=4096)
def lead_word(word: str) -> str | None:
    """The whole word a run-together name begins with before a clipped second word: "garage" of ``garagepl``.

    Why: headers glue a clipped word to a whole one (``garagepl`` garage places, ``mathach`` math
    achievement, ``bathrms`` bathrooms); the word statistics keep such a name whole,
    since the clip is no word, yet analysts name the column by its whole word ("houses with a
    garage", "math score"). Only a common word of four letters or more, followed by two or three
    letters, in a name that is no word itself and does not split into words; a word the lexicon
    reads as an operator ("means" of ``meanses``) is no name.
    """
    if len(word) < _MIN_LEAD or not word.isascii() or not word.isalpha() or len(segment_word(word)) > 1:
        return None
    if _frequent_count(word) >= _COMMON / 100:
        return None  # a word of its own ("stories" is no "stori" + "es")
    lex = load_lexicon()
    operators = lex.markers.vocabulary() | lex.stopwords
    for start in (0, 1):  # ``tmathssk``: a one-letter tag before the word (a test's "t", a wave's "w")
        rest = word[start:]
        if start and (_frequent_count(rest) >= _COMMON / 100 or len(segment_word(rest)) > 1):
            continue  # ``lassess``, ``llotsize``: a log's "l" before a word or a name of its own
        for cut in _clip_lengths(rest) if not start else (2, 3):  # the longest whole word first: "dock" of ``dockpl``
            head = word[start:-cut]
            if len(head) >= _MIN_HEAD and _frequent_count(head) >= _COMMON / 3:
                return None if any(c in operators for c in candidates(head)) else head
    return None


_VOWELS = frozenset("aeiouy")


def _clip_lengths(word: str) -> tuple[int, ...]:
    """How many letters a clip after a whole word may have: two or three, or one consonant after five.

    Why one consonant: survey and panel exports mark the wave or grade a variable was measured in
    with a letter (``classk``, the kindergarten class); a vowel is a Turkish suffix ("salonu").
    """
    return (1, 2, 3) if len(word) >= 6 and word[-1] not in _VOWELS else (2, 3)


def _phrase_tail(word: str) -> str | None:
    """The last word of a phrase run together after an agency's or a place's code: "breaches" of
    ``hhscybersecuritybreaches``.

    Why: files are named by an issuer's initials and a phrase about their rows (HHS' cyber security
    breaches, lower-cased to one word by the upload); the initials keep the whole name from splitting,
    yet the phrase after them splits into words and its last word is the rows' noun. A name that
    splits whole (``grouseticks``) names its rows no other way than its words do, and stays as it is.
    """
    if len(word) < 2 * _MIN_SEGMENT or len(segment_word(word)) > 1:
        return None
    abbreviations = load_lexicon().column_abbreviations
    _counts().cover([word[cut:] for cut in (2, 3, 4) if word[cut:] not in abbreviations])  # one scan, not three
    for cut in (2, 3, 4):
        pieces = segment_word(word[cut:])
        if len(pieces) > 1 and len(pieces[-1]) >= 4:
            return pieces[-1]
    return None


def clipped_head(word: str) -> str | None:
    """The cut word before a common one in a run-together file name: "hurric" of ``hurricNamed``.

    Why: R data sets and exports are named by a clipped subject and a word about the file
    (``hurricNamed``: the named hurricanes); the word statistics cannot split a clip, yet the
    clip is what a question's word ("hurricanes") begins with. Cut before a consonant only, as
    engineers cut ("temp", not "produ"), at least five letters, and no word of its own.
    """
    if len(word) < 9 or not word.isascii() or not word.isalpha():
        return None
    if _frequent_count(word) >= _COMMON / 100:
        return None
    for cut in range(5, len(word) - 3):
        head, rest = word[:cut], word[cut:]
        if head[-1] not in "aeiouy" and _frequent_count(rest) >= _COMMON / 10 and _frequent_count(head) < _COMMON / 100:
            return head
    return None


def _two_common_words(word: str) -> tuple[str, str] | None:
    """Two common words run together that the statistics keep whole because the web writes them so.

    ("listprice" is frequent as one token, yet far rarer than "list" and "price"; "carpet" is not.)
    """
    whole = _frequent_count(word)
    best = None
    for cut in range(3, len(word) - 2):
        left, right = word[:cut], word[cut:]
        low = min(_frequent_count(left), _frequent_count(right))
        if low >= _COMMON and whole * _RARER < low and (best is None or low > best[0]):
            best = (low, (left, right))
    return best[1] if best else None


def glued_key(word: str) -> str | None:
    """The thing a key named in one run-together word refers to: "child" of ``childid``, "customer" of ``customerid``.

    Why: database exports head their keys ``CustomerID``, ``OrderID``, ``schoolid``, and the upload
    writes them in lower case as one word, so neither the underscore nor the camel case that marks
    ``customer_id`` is left: the key was summed ("how many customers" added up their numbers) and
    counted no things. A common word before a closing "id" is read as the key's thing; a word that
    is itself common English ("humid", "rapid", "valid") is left whole unless its first part is a
    word of four letters or more ("userid").
    """
    folded = fold(word)
    thing = folded[:-2]
    if not folded.endswith("id") or len(thing) < 3 or not thing.isalpha():
        return None
    if _frequent_count(thing) < _COMMON / 2:  # "cov" of covid, "orch" of orchid: no thing of their own
        return None
    if len(thing) < 4 and is_common_word(folded):
        return None
    return thing


# Words that make a unit of area or volume of the unit after them: ``square_feet`` names an area
_UNIT_MODIFIERS = frozenset({"square", "sq", "cubic", "cu"})
# The time a rate's second unit is counted over, written in full: ``sedimantasyon_mm_saat`` (mm per hour)
_PER_TIME = frozenset("saat dakika saniye gun hour minute second day".split())
_SCALE_TOP = 10  # a rating scale's top ("1_5", "0_10"), or a percentage's 100
# Who an amount of money is counted per, written after its currency ("bin SEK/kişi", "USD per capita")
_PER_HEAD = frozenset("kisi capita person head".split())
_MONEY_SCALES = frozenset("bin milyon milyar thousand thousands million millions billion billions k m mn bn".split())


def scale_or_rate_tail(parts: list[str]) -> int:
    """How many last parts of a name are a rating scale or a rate's units: 3, 2 or 0.

    Why: files write the scale a score is given on (``rontgen_puani_1_6``, ``satisfaction_1_5``,
    ``pain_0_10``) and a rate's units (``sedimantasyon_mm_saat``, mm per hour) after the name, and
    analysts say the name alone ("ortalama röntgen puanı", "sedimantasyon değerine göre"); the
    name's words with the scale kept matched nothing, and "saat" (hour) was taken for the head.
    A scale runs from 0 or 1 to at most 10 (or 100); a rate's time is written in full after a unit.
    A rate with its scale (``tuketim_bin_varil_gun``, thousand barrels a day) is cut whole, its unit
    whatever it is: "tüketim" was the name's last word but one and "yakıt tüketimi" named nothing.
    Money per person (``harcama_bin_sek_kisi``, "bin SEK/kişi") is the amount too: "kisi" was taken
    for the measure's head word, and "harcama" alone (said of "toplam harcama") named nothing.
    """
    if len(parts) < 3:
        return 0
    low, high = parts[-2], parts[-1]
    if low.isdigit() and high.isdigit() and int(low) in (0, 1) and (
            int(low) < int(high) <= _SCALE_TOP or int(high) == 100):
        return 2
    if fold(high) in _PER_TIME | _PERIODS and fold(low) in UNIT_SUFFIXES and not parts[-3].isdigit():
        return 2  # "sedimantasyon (mm/saat)", "üretim (ton/yıl)"
    if len(parts) > 3 and fold(high) in _PER_TIME | _PERIODS and fold(parts[-3]) in _MONEY_SCALES and low.isalpha():
        # ``yakit_tuketimi_bin_varil_gun`` ("bin varil/gün"): a scale, then any unit (barrels, tonnes,
        # trips) counted per day or year; the unit need not be a known one when a scale says so before it
        return 3
    if fold(high) in _PER_HEAD and fold(low) in _MONEY_SCALES and not parts[-3].isdigit():
        return 2  # "Nüfus (bin kişi)": a count of people in thousands, its scale and unit
    if fold(high) in _PER_HEAD and fold(low) in UNIT_SUFFIXES - _MONEY_SCALES:  # "(bin SEK/kişi)", "(kWh/kişi)"
        # ``harcama_bin_sek_kisi`` ("bin SEK/kişi"): money per person, its scale before the currency
        return 3 if len(parts) > 3 and fold(parts[-3]) in _MONEY_SCALES else 2
    return 0


def compound_unit_tail(parts: list[str]) -> int:
    """How many last parts of a name spell one unit of two or three parts: 3, 2 or 0.

    Why: exports write a unit of several parts after the name: money per weight (``premium_usd_t``,
    ``price_usd_per_kg``), money in a scale (``gdp_usd_bn``, ``cost_eur_k``), an area or a volume
    (``area_sq_km``) and a concentration (``pm10_ug_m3``, ``so2_ugm3``). Only one trailing unit
    was left out, so "premium usd" or "area sq" was the name and "premium" or "area" matched nothing.
    The name's first part always stays.
    """
    folded = [fold(p) for p in parts]
    if len(folded) > 3 and folded[-3] in CURRENCY_SUFFIXES and folded[-2] == "per" and folded[-1] in UNIT_SUFFIXES:
        return 3  # ``price_usd_per_kg``
    if len(folded) < 3:
        return 0
    low, high = folded[-2], folded[-1]
    if low in CURRENCY_SUFFIXES and (high in _MONEY_SCALES or high in UNIT_SUFFIXES or high == "t"):
        return 2  # ``premium_usd_t`` (dollars a tonne), ``gdp_usd_bn``
    if low in ("sq", "cu") and high in UNIT_SUFFIXES:
        return 2  # ``area_sq_km``; ``living_square_feet`` is said "square feet"
    if (low, high) in _CONCENTRATIONS:
        return 2  # ``pm10_ug_m3``, ``so2_ugm3`` (split as "ugm", "3")
    return 0


# Micrograms and milligrams per cubic metre, as names split them
_CONCENTRATIONS = frozenset({("ug", "m3"), ("mg", "m3"), ("ugm", "3"), ("mgm", "3"), ("ugm", "m3")})


def name_words(column: str, prefix: str = "") -> list[str]:
    """The words of a column name, split and expanded, prefix and trailing unit left out."""
    raw = column[len(prefix):] if prefix and column.lower().startswith(prefix) else column
    parts = [p for chunk in _SEPARATORS.split(raw) for c in _CAMEL.split(chunk) for p in _DIGITS.split(c) if p]
    if tail := scale_or_rate_tail(parts):
        parts = parts[:-tail]  # ``rontgen_puani_1_6``: the "röntgen puanı"; ``sedimantasyon_mm_saat``
    elif tail := compound_unit_tail(parts):
        parts = parts[:-tail]  # ``premium_usd_t``, ``area_sq_km``: the "premium", the "area"
    abbreviations = load_lexicon().column_abbreviations
    words: list[str] = []
    foreign = _foreign_name([fold(part) for part in parts], abbreviations)
    pieces = [piece for part in parts for piece in ((fold(part),) if foreign else segment_word(fold(part)))]
    if pieces and (thing := glued_key(pieces[-1])):
        pieces[-1:] = [thing, "id"]  # ``childid``: the child's id
    if len(pieces) > 1 and len(segment_word(fold(parts[-1]))) > 1 and _unit(pieces[-1]) \
            and pieces[-2] not in _UNIT_MODIFIERS and pieces[-1] not in _GLUED_INCOME:  # ``squarefeet`` is an area
        pieces = pieces[:-1]  # "pressure" of ``lf_pressuremb``: the unit glued to the name
        if len(pieces) > 1 and pieces[-1] in ("in", "per"):
            pieces = pieces[:-1]  # ``costpersqft`` is the cost, as ``weight_in_lbs`` is the weight
    if _minutes_after_a_time(pieces, abbreviations):
        pieces = pieces[:-1]  # ``dur_min`` is the duration in minutes, never the "minimum duration"
    if len(pieces) == 3 and len(pieces[1]) == 1 and len(parts) == 1:
        pieces = [pieces[0], pieces[2]]  # ``realrinc``: the "real income", the initial between left out
    for piece in pieces:
        words.append(abbreviations.get(piece, piece))
    if len(words) > 1 and fold(parts[-1]) in UNIT_SUFFIXES and words[-2] not in _UNIT_MODIFIERS:
        words = words[:-1]
        if len(words) > 1 and words[-1] in ("in", "per"):  # "weight_in_lbs" is the weight
            words = words[:-1]
        elif len(parts) > 2 and len(words) > 1 and fold(parts[-2]) in UNIT_SUFFIXES:
            words = words[:-1]  # a rate's two units: "tempo_dk_mil" (minutes per mile) is the tempo
    words = [w for w in " ".join(words).split() if w]
    if len(words) > 1 and words[-1] in _MEDIAN_CLIPS:
        words[-1] = "median"  # ``earnings_med``: a statistic after its measure, as ``price_avg`` is
    if len(words) > 1 and words[-1] in _QUALIFIERS:
        words = [words[-1], *words[:-1]]
    if len(words) > 2 and words[-2].isdigit() and words[-1] in _PERIODS:
        words = [*words[-2:], *words[:-2]]  # viewers_7day: the "7 day viewers"
    return words


# "inc" written apart is a unit (``ekran_inc``, the Turkish "inç"); glued to a word (``faminc``, ``realrinc``) it is
# the income survey names shorten
_GLUED_INCOME = frozenset({"inc"})

_FOREIGN_WORD = 4  # a whole word English has never written, at least this long ("yardimi", "sayisi")


def _foreign_name(parts: list[str], abbreviations: Mapping[str, str]) -> bool:
    """Whether a name, already written word by word, holds a whole word no English text has.

    Why: English word statistics cut a Turkish word into English-looking pieces ("devlet" → dev
    let, "secmen" → sec men) when nothing around it says the name is Turkish, and the measure
    lost the word analysts say ("devlet yardımı", "seçmen sayısı"). A name whose author already
    separated its words, one of which English never wrote ("yardimi", "sayisi": no count in the
    word statistics, no split of its own, no known abbreviation), is not English: its words are
    left whole. A lone run-together name (``orderstatus``) and English names are split as before.
    """
    if len(parts) < 2:
        return False
    frequent = _frequent_counts()  # a word written that often has a count: never foreign, and no file scan
    candidates = [part for part in parts if len(part) >= _FOREIGN_WORD and part.isascii() and part.isalpha()
                  and part not in abbreviations and part not in frequent]
    if not candidates:
        return False
    counts = _counts()
    counts.cover(candidates)
    return any(segment_word(part) == (part,) and counts.get(part, 0) == 0 for part in candidates)


def readable(column: str, prefix: str = "") -> str:
    """The phrase an analyst says for a column ("c_acctbal" → "account balance")."""
    return " ".join(name_words(column, prefix)) or column


def unqualified(column: str, prefix: str = "") -> str:
    """The name without its maximum/minimum/average qualifier ("temp_max" → "temperature")."""
    return " ".join(w for w in name_words(column, prefix) if w not in _QUALIFIERS)


def qualifier(column: str) -> str | None:
    """``max``/``min``/``avg`` when a name carries that qualifier ("temp_min" → "min")."""
    words = name_words(column)
    short = {"maximum": "max", "minimum": "min", "average": "avg", "mean": "avg", "median": "median"}
    return short.get(words[0]) if len(words) > 1 else None


def head_word(column: str, prefix: str = "") -> str | None:
    """The last word of a multi-word name when it can stand alone ("order status" → "status")."""
    words = [w for w in name_words(column, prefix) if w not in _QUALIFIERS]
    if "per" in words[1:-1]:  # "price per room" is a price: the head is before "per", not the room
        head = words[words.index("per") - 1]
        return None if head in _WEAK_HEADS or head in _TIME_HEADS or len(head) < 4 else head
    linked = [k for k, w in enumerate(words[1:-1], 1) if w in _HEAD_PREPOSITIONS]
    if linked and (head := words[linked[0] - 1]) not in _WEAK_HEADS and head not in _TIME_HEADS and len(head) >= 3:
        # "age at award" is an age, not an award ("how many awards" asks nothing of the winners' ages);
        # a weak or calendar head leaves the last word (year_of_operation: "operation")
        return head
    if len(words) < 2 or words[-1] in _WEAK_HEADS or words[-1] in _TIME_HEADS or len(words[-1]) < 4:
        return None
    return words[-1]


def before_time_unit(column: str, prefix: str = "") -> str | None:
    """ "age" for ``age_years``, "tenure" for ``tenure_months``: the name without its calendar unit.

    Why: a calendar word is no column's short name ("by year" is the calendar), yet the words
    before it are what an analyst says ("lowest and highest age"). Only a plural unit is one the
    number is counted in: ``flight_day`` is the daytime flight, not a flight in days.
    """
    words = [w for w in name_words(column, prefix) if w not in _QUALIFIERS]
    if len(words) < 2 or words[-1] not in _TIME_UNITS:
        return None
    return " ".join(words[:-1])


def per_reversed(column: str, prefix: str = "") -> str | None:
    """ "room price" for ``price_per_room``: what an analyst says for "<a> per <b>" (b's a).

    Why: a rate's name puts its unit of count after "per", while a question puts it in front
    ("average room price", "store sales"). Nothing for a name without an inner "per".
    """
    words = [w for w in name_words(column, prefix) if w not in _QUALIFIERS]
    if "per" not in words[1:-1]:
        return None
    at = words.index("per")
    return " ".join([*words[at + 1:], *words[:at]])


def per_denominator(column: str) -> list[str]:
    """The words of what a rate's name counts per: "square feet" of ``costpersqft`` or ``cost_per_sqft``.

    Why: the unit after "per" leaves :func:`name_words` (the measure is the cost), yet it says what
    "<measure> per <that unit>" means: the column itself, not the measure divided by a column of
    that unit (a cost per square foot beside a house's ``squarefeet``).
    """
    abbreviations = load_lexicon().column_abbreviations
    pieces = [p for part in _SEPARATORS.split(fold(column)) if part for p in segment_word(part)]
    if "per" not in pieces[1:-1]:
        return []
    after = pieces[pieces.index("per") + 1:]
    return " ".join(abbreviations.get(p, p) for p in after).split()


_LABEL_WORDS = frozenset({"name", "title", "label", "ad", "adi", "isim", "unvan"})


def is_label(name: str) -> bool:
    """Whether a text column is the readable name of the table's rows (``c_name``, ``product_name``, ``prod_nm``)."""
    return bool({"name" if w == "nm" else w for w in fold(name).split("_")} & _LABEL_WORDS)


# Nouns with one form for one and many: a TV series, an animal species, an army corps, a firm's headquarters
SAME_IN_PLURAL = ("series", "species", "corps", "headquarters", "barracks", "crossroads")
_SAME_IN_PLURAL = SAME_IN_PLURAL


def plural(word: str) -> str:
    """The English plural of a singular noun ("license" → "licenses", "country" → "countries")."""
    if word.endswith(_SAME_IN_PLURAL):
        return word
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("ch", "sh", "x", "ss", "z")):
        return word + "es"
    return word if word.endswith("s") else word + "s"


def is_common_word(word: str) -> bool:
    """Whether the web writes ``word`` alone as often as a common English word does."""
    return _frequent_count(word) >= _COMMON / 10


def is_known_word(word: str) -> bool:
    """Whether the web writes ``word`` often enough to be a trade's word ("churn"), not a misspelling ("convertion")."""
    return _frequent_count(word) >= _COMMON / 30


def initials_like(word: str) -> bool:
    """Whether a short word is written far less than a common word: initials (nps, gdp, kpi), not "win" or "tax".

    Why: the web writes initials often enough to pass :func:`is_common_word`, yet a tenth as often
    as a real short word; a column that opens with them is asked by them ("average nps").
    """
    return len(word) <= 4 and _frequent_count(word) < _COMMON


_SHORT_IE = 4  # "ties", "pies", "lies": one syllable, always "-ie"


def _ies_singular(word: str) -> str:
    """"countries" → "country", but "movies" → "movie" and "calories" → "calorie".

    Why: the "-y" singular of a noun whose own singular ends in "-ie" is no word ("movy",
    "zomby"), so a table of movies had no row noun "movie": "which movie had the highest rating"
    found no breakdown. The "-y" form is kept whenever English writes it, or neither form is known.
    """
    y_form, ie_form = word[:-3] + "y", word[:-1]
    if len(word) <= _SHORT_IE or (not is_known_word(y_form) and is_known_word(ie_form)):
        return ie_form
    return y_form


def singular(word: str) -> str:
    """The English singular of a table's plural name ("branches" → "branch", "countries" → "country")."""
    if word.endswith(_SAME_IN_PLURAL):
        return word  # a TV series, an animal species
    if word.endswith("ies"):
        return _ies_singular(word)
    if word.endswith(("ches", "shes", "xes", "sses", "zzes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word
