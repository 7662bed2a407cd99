"""Text normalisation for English and Turkish questions: folding, tokens and suffix stripping.

Why a hand-made normaliser: analysts type "Müşteri", "MUSTERI", "müşterilere" and "customers'" and
all of them must reach the same model word, offline and in microseconds. Folding maps Turkish
dotted and dotless i and every accent to plain ASCII (so a keyboard without Turkish letters
works); suffix stripping produces *candidate* stems ("ülkelere" → "ulkeler", "ulke") that are
matched against equally folded model words, so over-stripping is harmless — a candidate only
counts when it equals a known word.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

__all__ = ["DEGREE_WORDS", "Token", "fold", "tokenize", "candidates", "phrase_key", "edit_distance",
           "has_turkish_letters", "number_value", "said_number", "said_scale"]

# English comparatives of degree: they say which way two things compare, never what is compared
# ("the higher callback rate", "more callbacks than men"); read as words of the data, they misled.
DEGREE_WORDS = frozenset("higher lower greater larger bigger smaller more less fewer better worse".split())

_TR_CHARS = set("çğıöşüÇĞİÖŞÜ")
_SPECIAL = str.maketrans({"İ": "i", "I": "i", "ı": "i", "’": "'", "‘": "'", "`": "'", "´": "'"})
# "30,000", "1.500.000", "1,234.56", "1.234,56": digits in groups of three are one number. The
# first group starts with 1-9, so "0,125" and "31.12.2024" (a day-first date) are read as before.
_GROUPED = r"[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?(?![\d,]*\d)|[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?(?![\d.]*\d)"
# A grade or a blood group keeps its plus ("A+", "AB+"): "kalite notu A+" is not every A grade.
# A day-first date as Turkish and European analysts type it: "31.08.2005", "1.9.1854'te", "31/08/2005".
_DAY_FIRST = r"\d{1,2}([./])\d{1,2}\1\d{4}(?![\d.,/])"
_DAY_FIRST_RE = re.compile(rf"{_DAY_FIRST}(?:'?[a-z]+)?")
_TOKEN_RE = re.compile(
    rf"\d{{4}}-\d{{2}}-\d{{2}}|\d{{4}}-\d{{2}}(?!\d)|(?:{_GROUPED}|\d+(?:[.,]\d+)?)(?:'?[a-z]+)?"
    r"|[a-z0-9]+(?:'[a-z]+|\+(?![a-z0-9]))?|&|,|/|\?|\.",
)
_NUMBER_RE = re.compile(rf"{_GROUPED}|\d+(?:[.,]\d+)?")
# "100k", "2.5k", "3bn": a thousand and a billion written as a letter after the digits
_MULTIPLIERS = {"k": 1e3, "bn": 1e9}
# "2000den", "50yi", "18de": Turkish case endings typed straight after the digits, without the apostrophe
_CASE_ENDINGS = frozenset({"den", "dan", "ten", "tan", "de", "da", "te", "ta", "yi", "yu", "ye", "ya",
                           "nin", "nun", "in", "un"})


def number_value(digits: str) -> float:
    """The value of a number as typed: "30,000" and "1.500" are thousands, "30,05" and "2.5" decimals.

    Why: "loans over $30,000" read as 30.0 compared with the wrong size. A separator followed by
    exactly three digits groups thousands (English "1,500", Turkish "1.500"); one followed by
    fewer or more is the decimal mark (English "2.5", Turkish "30,05"). With both separators the
    last one is the decimal mark ("1,234.56", "1.234,56").
    """
    seps = [ch for ch in digits if ch in ".,"]
    if not seps:
        return float(digits)
    grouped = re.fullmatch(_GROUPED, digits) is not None
    if not grouped:
        return float(digits.replace(",", "."))
    decimal = seps[-1] if len(set(seps)) > 1 else None
    if decimal is None:
        return float(digits.replace(seps[0], ""))
    whole, frac = digits.rsplit(decimal, 1)
    return float(whole.replace(seps[0], "") + "." + frac)


def said_number(text: str) -> float | None:
    """The number a number item says ("$30,000", "100k", "5'ten"), or None when it is no number."""
    text = fold(text).split("'")[0].split("\u2019")[0].lstrip("$€£₺").strip()
    found = _NUMBER_RE.fullmatch(text) or _NUMBER_RE.match(text)
    if found is None:
        return None
    rest = text[found.end():]
    if rest in _CASE_ENDINGS:
        return number_value(found.group(0))
    if rest and rest not in _MULTIPLIERS:
        return None
    return number_value(found.group(0)) * _MULTIPLIERS.get(rest, 1)


def said_scale(text: str) -> float:
    """The factor a number was said with: 1000 for "100k" and "300 bin", a million for "10 million"; else 1.

    Why: a column is often kept in thousands or millions (an income in $1,000s, viewers in
    millions), and "over 10 million" of it means 10 in the column's own unit (thresholds.py).
    """
    folded = fold(text).split("'")[0].split("\u2019")[0].lstrip("$€£₺").strip()
    found = _NUMBER_RE.match(folded)
    if found is None:
        return 1.0
    rest = folded[found.end():].strip()
    if rest in _MULTIPLIERS:
        return _MULTIPLIERS[rest]
    return next((factor for word, factor in _SCALES.items()
                 if rest.startswith(word) and rest[len(word):] in _SCALE_ENDINGS), 1.0)
# Turkish case, plural and possessive endings (folded to ASCII), longest first. "lik/luk" are
# left alone on purpose: "aylik" (monthly) is a word of its own, not "ay" (month). The adjective
# ending "li/lu" ("en düşük cirolu müşteri", "en kârlı kategori") names the measure it is built on.
_TR_SUFFIXES = tuple(
    sorted(
        {
            "lar",
            "ler",
            "ydi",  # the past copula after a vowel: "şehir içiydi" (was within the city) is "şehir içi"
            "ydu",
            "a",
            "e",
            "ya",
            "ye",
            "na",
            "ne",
            "da",
            "de",
            "ta",
            "te",
            "nda",
            "nde",
            "dan",
            "den",
            "tan",
            "ten",
            "ndan",
            "nden",
            "i",
            "u",
            "si",
            "su",
            "yi",
            "yu",
            "ni",
            "nu",
            "in",
            "un",
            "nin",
            "nun",
            "yin",
            "yun",
            "ki",
            "la",
            "le",
            "yla",
            "yle",
            "ca",
            "ce",
            "dir",
            "dur",
            "tir",
            "tur",
            "im",
            "um",
            "imiz",
            "umuz",
            "miz",
            "muz",
            "m",
            "niz",
            "iniz",
            "unuz",
            "sin",
            "sun",
            "li",
            "lu",
        },
        key=len,
        reverse=True,
    )
)
_VOWELS = frozenset("aeiou")  # folded: ı, ö, ü fold to i, o, u
# Case endings that begin with the pronominal n: Turkish puts that n between a case and the possessive
# -(s)I/-lArI before it ("rengi-ne", "ilçesi-nde", "yaşı-ndan", "rengi-ni"), so it follows a high
# vowel (ı, i, u, ü; folded i, u) and nothing else. After another letter the "n" is the word's own:
# "hastanede" is the hospital ("hastane" + "de"), never "hasta" (patient) + "ne", and a patient read
# there made "hangi hastanede" count a table of people's rows.
_PRONOMINAL_N = frozenset({"na", "ne", "nda", "nde", "ndan", "nden", "ni", "nu"})
_POSSESSIVE_VOWELS = frozenset("iu")
_MUTATION = {"b": "p", "c": "c", "d": "t", "g": "k"}
_NUM_SUFFIXES = _CASE_ENDINGS | {
    "st", "nd", "rd", "th", "e", "a", "i", "u", "si", "su", "inci", "nci", "uncu", "ncu", "ci", "cu", "ncil",
    "lik", "luk", "lerde", "larda", "ler", "lar", "s", "ki", "deki", "daki", "teki", "taki",
}


def has_turkish_letters(text: str) -> bool:
    """Whether the text contains a letter only Turkish uses (a strong language signal)."""
    return any(ch in _TR_CHARS for ch in text)


def turkish_lower(text: str) -> str:
    """Lower case as Turkish writes it, letters kept: "ÖLDÜ" → "öldü", "IĞDIR" → "ığdır", "İl" → "il"."""
    return text.replace("I", "ı").replace("İ", "i").lower()


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """Lower-case and strip accents, treating Turkish I/İ/ı correctly: "İhracat" → "ihracat"."""
    text = text.translate(_SPECIAL).lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass(frozen=True)
class Token:
    """One word of a question: its folded text, the surface form and its candidate stems."""

    text: str
    raw: str
    index: int
    cands: tuple[str, ...] = field(default=())
    plural: bool = False
    number: float | None = None
    ordinal: bool = False
    capitalised: bool = False

    def is_(self, *words: str) -> bool:
        """Whether any candidate stem equals one of the folded words."""
        return any(w in self.cands for w in words)


def _strip_turkish(word: str, depth: int, out: set[str]) -> None:
    if depth == 0:
        return
    for suf in _TR_SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 2:
            stem = word[: -len(suf)]
            if suf[0] == "y" and stem[-1] not in _VOWELS:
                continue  # the buffer y follows a vowel only ("kategoriye"): "dünya" is not "dün" + "ya"
            if suf in _PRONOMINAL_N and stem[-1] not in _POSSESSIVE_VOWELS:
                continue  # "hastane" (hospital) is not "hasta" (patient) + "ne": see _PRONOMINAL_N
            if stem not in out:
                out.add(stem)
                if stem[-1] in _MUTATION:
                    out.add(stem[:-1] + _MUTATION[stem[-1]])
                _strip_turkish(stem, depth - 1, out)


def _singular_possessives(words: list[str]) -> list[str]:
    """ "şirketlerine" → "sirketi": a compound's plural head said as the name's singular head.

    Why: a column named "anket şirketi" (the polls' company) is asked by its plural, "anket
    şirketlerine göre"; the plural possessive -leri/-ları stands where the name has -i/-ı/-u/-ü
    (-si after a vowel), so stripping endings alone never reaches the name's own word. A last p,
    t or k softens before the singular's vowel ("yaş gruplarına göre" of "yaş grubu").
    """
    out = []
    for w in words:
        stem = w[:-4]
        if w.endswith(("leri", "lari")) and len(stem) >= 2:
            vowel = "u" if next((ch for ch in reversed(stem) if ch in "aeiou"), "e") in "ou" else "i"
            out.append(stem + ("s" if stem[-1] in "aeiou" else "") + vowel)
            if len(stem) >= 4 and stem[-1] in _SOFTENS:
                out.append(stem[:-1] + _SOFTENS[stem[-1]] + vowel)  # "grupları" → "grubu" (of "yaş grubu")
    return out


# A last p, t, k softens before a vowel ending in a word of more than one syllable: grup → grubu, kanat → kanadı
_SOFTENS = {"p": "b", "t": "d", "k": "g"}


@lru_cache(maxsize=16384)
def candidates(word: str) -> tuple[str, ...]:
    """Possible stems of a folded word, the word itself first ("countries" → country, …)."""
    out: set[str] = set()
    if len(word) > 3 and word.isalpha():
        if word.endswith("ies"):
            out.add(word[:-3] + "y")
        if word.endswith("es"):
            out.add(word[:-2])
        if word.endswith("s") and not word.endswith("ss"):
            out.add(word[:-1])
    if len(word) > 2 and word.isalpha():
        _strip_turkish(word, 4, out)
        out.update(_singular_possessives([word, *out]))
    out.discard(word)
    return (word, *sorted(out, key=len, reverse=True))


# Nouns with one form for one and many ("which corps had the most deaths" asks for one corps); the
# inference's list (agent.analytics.inference.names.SAME_IN_PLURAL) holds the same words.
_SAME_IN_PLURAL = ("series", "species", "corps", "headquarters", "barracks", "crossroads")
# The few plurals ending in "-us" (a singular in "-u"): every other such word is one thing.
_PLURALS_IN_US = frozenset({"menus", "gurus", "emus", "haikus", "tutus", "tofus", "zebus"})


def _is_plural(word: str) -> bool:
    if word.endswith(_SAME_IN_PLURAL):
        return False  # one form for one and many: "which series had the most viewers" asks for one
    if word.endswith("is") or (word.endswith("us") and word not in _PLURALS_IN_US):
        return False  # "pancreatitis", "diagnosis", "status", "census": singular nouns ending in s
    return (len(word) > 3 and word.endswith("s") and not word.endswith("ss")) or any(
        p in word for p in ("lar", "ler")
    )


def _iso_day(piece: str) -> str:
    """A day-first date typed in a question as the ISO day the time reader knows: "31.08.2005" → 2005-08-31.

    Why: a Turkish (or European) analyst types a day as the files and the screens show it, day first
    with dots ("31.08.1854 tarihindeki vaka sayısı"), and the dots made it a decimal 31.08 and a year.
    Dots are always day first; a slash is read only when the day is past 12 ("31/08/2005"), because an
    American types the month first ("08/31/2005" is the same day, "03/04/2005" is not known). A case
    ending after it ("31.08.2005'te") is dropped as after a year; an impossible day is left alone.
    """
    m = re.match(r"(\d{1,2})([./])(\d{1,2})\2(\d{4})", piece)
    if m is None:
        return piece
    first, second, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if m.group(2) == "/" and first <= 12:
        if second <= 12:
            return piece
        first, second = second, first  # "08/31/2005": the month first
    try:
        return dt.date(year, second, first).isoformat()
    except ValueError:
        return piece


def _pieces(folded: str) -> list[tuple[int, int, str]]:
    """The token pieces of a folded question with their spans; a day-first date becomes its ISO day."""
    out: list[tuple[int, int, str]] = []
    at = 0
    for day in _DAY_FIRST_RE.finditer(folded):
        iso = _iso_day(day.group(0))
        if iso == day.group(0) or (day.start() and folded[day.start() - 1].isalnum()):
            continue  # not a day after all ("03/04/2005", "31.02.2005"): read as before
        out += [(m.start(), m.end(), m.group(0)) for m in _TOKEN_RE.finditer(folded, at, day.start())]
        out.append((day.start(), day.end(), iso))
        at = day.end()
    out += [(m.start(), m.end(), m.group(0)) for m in _TOKEN_RE.finditer(folded, at)]
    return out


def tokenize(text: str) -> list[Token]:
    """Split a question into tokens: words (apostrophe suffixes dropped), numbers, ISO dates, punctuation."""
    pieces = [" percent " if ch == "%" else fold(ch) for ch in text]  # "margin %" is "margin percent"
    for k in range(1, len(text) - 1):
        # "mil/galon", "miles/gallon": a slash inside one word joins a name's parts, it lists nothing.
        if text[k] == "/" and text[k - 1].isalpha() and text[k + 1].isalpha():
            pieces[k] = " "
    folded = "".join(pieces)
    origin = [k for k, piece in enumerate(pieces) for _ in piece] + [len(text)]
    tokens: list[Token] = []
    for start, end, piece in _pieces(folded):
        number: float | None = None
        ordinal = False
        if piece[0].isdigit() and "-" not in piece:
            digits = _NUMBER_RE.match(piece).group(0)  # type: ignore[union-attr]
            rest = piece[len(digits) :].lstrip("'")
            if rest and rest not in _NUM_SUFFIXES and rest not in _MULTIPLIERS:
                tokens.append(Token(piece, piece, len(tokens), (piece,)))
                continue
            ordinal = rest in {"st", "nd", "rd", "th", "inci", "nci", "uncu", "ncu", "ci", "cu"}
            number = number_value(digits) * _MULTIPLIERS.get(rest, 1)
            piece = digits
        elif "'" in piece:
            piece = piece.split("'", 1)[0]
        elif piece == "&":
            piece = "and"
        if not piece:
            continue
        cands = candidates(piece) if number is None else (piece,)
        surface = text[origin[start] : origin[end - 1] + 1]
        tokens.append(
            Token(
                piece,
                surface,
                len(tokens),
                cands,
                _is_plural(piece) and number is None,
                number,
                ordinal,
                surface[:1].isupper() and bool(tokens),
            )
        )
    # A dot right after a number is an ordinal in Turkish ("3. çeyrek"); other dots are dropped.
    out: list[Token] = []
    for tok in tokens:
        if tok.text == "." and out and out[-1].number is not None:
            prev = out[-1]
            out[-1] = Token(prev.text, prev.raw, prev.index, prev.cands, False, prev.number, True, False)
            continue
        if tok.text in {".", "?"}:
            continue
        scale = _scale(tok)
        if scale and out and out[-1].number is not None and not out[-1].ordinal:
            prev = out[-1]  # "300 bin", "2,5 milyon", "300 thousand": one number, its case kept ("300 binden")
            value = prev.number * scale
            text = f"{value:.1f}"  # "2 bin" is an amount, never the year 2000
            out[-1] = Token(text, f"{prev.raw} {tok.raw}", prev.index, (text,), False, value, False, False)
            continue
        out.append(
            Token(
                tok.text, tok.raw, len(out), tok.cands, tok.plural, tok.number, tok.ordinal, tok.capitalised
            )
        )
    return out


# Words that scale the number before them: "300 bin" is 300000, "2 milyon" two million.
_SCALES = {"thousand": 1e3, "thousands": 1e3, "bin": 1e3, "million": 1e6, "millions": 1e6, "milyon": 1e6,
           "billion": 1e9, "billions": 1e9, "milyar": 1e9}
_SCALE_ENDINGS = ("", "den", "dan", "e", "a", "i", "u", "in", "un", "de", "da", "lik", "luk")


def _scale(tok: Token) -> float | None:
    """The factor a scale word stands for, with a Turkish case ending or not ("binden", "milyona")."""
    for word, factor in _SCALES.items():
        if tok.text.startswith(word) and tok.text[len(word):] in _SCALE_ENDINGS:
            return factor
    return None


@lru_cache(maxsize=8192)
def phrase_key(phrase: str) -> tuple[str, ...]:
    """The folded words of a lexicon phrase ("Food & Beverage" → ("food", "and", "beverage"))."""
    words = []
    for tok in tokenize(phrase.replace("&", " and ").replace("_", " ").replace("-", " ")):
        if tok.text in {",", "/"}:
            continue
        words.append(tok.text)
    return tuple(words)


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """Damerau-Levenshtein distance, giving up (returning limit + 1) once it exceeds ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]
