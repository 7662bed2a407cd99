"""The verb forms analysts use for a table or a yes/no column named by what happened (Turkish, English).

Why: Turkish files name a table of events by the verbal noun (``tutuklamalar`` "arrests",
``ödemeler`` "payments": stem + -ma/-me + plural) and a yes/no column by a finite verb
(``calisiyor`` "is working", ``serbest_birakildi`` "was released"), while analysts ask with the
verb itself: "kaç kadın tutuklandı", "tutuklanan kişi sayısı", "çalışmayanlardan", "çalışma
durumuna göre". English does the same with -ed ("how many were arrested" of ``arrests``).

Every form is produced folded (ı→i, ü→u, ö→o, ş→s, ç→c, ğ→g), the way questions are matched, and
without case endings: the matcher strips those from the question ("tutuklananların" →
"tutuklanan"). Folding loses the back/front distinction of ı/i, u/ü and o/ö, so where the vowel
harmony cannot be told both variants are given; a variant nobody types never matches anything.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["act_noun_forms", "event_forms", "noun_stem", "participle_forms", "past_participles", "perfect_stem",
           "progressive_stem", "verbal_noun_stem"]

_VOWELS = "aeiou"
_BACK = "a"  # unambiguous after folding: a is back, e is front; i, o, u may be either
_FRONT = "e"
_VOICELESS = "pcstkfh"  # folded ç, ş are c, s: the past ending is then -ti/-tu


def _last_vowel(word: str) -> str:
    return next((ch for ch in reversed(word) if ch in _VOWELS), "e")


def _open(word: str) -> tuple[str, ...]:
    """The two-way harmony vowel(s) after ``word``: a after back vowels, e after front ones."""
    last = _last_vowel(word)
    return ("a",) if last == _BACK else ("e",) if last == _FRONT else ("a", "e")


def _close(word: str) -> tuple[str, ...]:
    """The four-way harmony vowel(s), folded: i after a/e/i (ı, i), u after o/u (u, ü, o, ö)."""
    return ("u",) if _last_vowel(word) in "ou" else ("i",)


def verbal_noun_stem(word: str) -> str | None:
    """The verb stem of a Turkish verbal noun: "tutuklamalar" → "tutukla", "odeme" → "ode".

    Only -ma/-me (with an optional plural): the ending every verb takes to name its act. A stem
    must keep a vowel and three letters, so "alma" or "elmalar" (apple) give nothing.
    """
    body = fold(word)
    body = body[:-3] if body.endswith(("lar", "ler")) else body
    stem = body[:-2] if body.endswith(("ma", "me")) else ""
    return stem if len(stem) >= 3 and any(ch in _VOWELS for ch in stem[:-1]) else None


def _passive(stem: str) -> list[str]:
    """Passive stems: after a vowel -n- ("tutukla-n"), after l -In- ("bil-in"), else -Il- ("gönder-il")."""
    if stem[-1] in _VOWELS:
        return [stem + "n"]
    ending = "n" if stem[-1] == "l" else "l"
    return [stem + v + ending for v in _close(stem)]


def _finite(stem: str) -> list[str]:
    """Past (-dı, -mış), present (-Iyor) and participle (-an, -en, plural -anlar) forms of one verb stem."""
    past = "t" if stem[-1] in _VOICELESS else "d"
    out = [stem + past + v for v in _close(stem)]
    out += [stem + "m" + v + "s" for v in _close(stem)]
    buffer = "y" if stem[-1] in _VOWELS else ""
    for v in _open(stem):
        out += [f"{stem}{buffer}{v}n", f"{stem}{buffer}{v}nl{v}r"]
    if stem[-1] not in _VOWELS:  # the present: "kaç kişi sigara kullanıyor" (a vowel-final stem changes its vowel)
        out += [stem + v + "yor" for v in _close(stem)]
    return out


def _negative(stem: str) -> list[str]:
    """Negative past and participle: "calis" → "calismadi", "calismayan", "calismayanlar"."""
    out = []
    for v in _open(stem):
        neg = f"{stem}m{v}"
        out += [f"{neg}di", f"{neg}y{v}n", f"{neg}y{v}nl{v}r", f"{neg}mis"]
    out += [f"{stem}m{v}yor" for v in _close(stem)]  # "kullanmıyor"
    return out


def event_forms(table: str) -> list[str]:
    """What a Turkish table named by a verbal noun is called as a verb: its rows, as happenings.

    "tutuklamalar" → "tutuklandi", "tutuklanmis", "tutuklanan", "tutuklananlar" (passive: the
    people it happened to) and "tutuklu" (the -lı/-lu noun of a -la verb: one who is so). The
    active forms are left out: "tutukladı" needs a subject the table does not hold.
    """
    stem = verbal_noun_stem(table)
    if stem is None:
        return []
    out = [form for passive in _passive(stem) for form in _finite(passive)]
    base = noun_stem(stem)
    if base:
        out += [base + "l" + v for v in _close(base)]  # tutuk-la → tutuk-lu "under arrest"
    return list(dict.fromkeys(out))


def noun_stem(stem: str) -> str | None:
    """The noun a -la/-le verb is made of: "tutukla" → "tutuk", "yasakla" → "yasak"."""
    if stem.endswith(("la", "le")) and len(stem) >= 5:
        return stem[:-2]
    return None


def progressive_stem(word: str) -> list[str]:
    """Possible verb stems of a present-progressive form: "calisiyor" → "calis"; "okuyor" → "oku".

    -(I)yor follows a consonant with a vowel of its own and a vowel directly (narrowing a/e to
    ı/i: "bekliyor" is "bekle"), so each reading is given; the caller builds forms of all.
    """
    folded = fold(word)
    if not folded.endswith("yor") or len(folded) < 6:
        return []
    body = folded[:-3]
    out = []
    if body[-1] in "iu" and body[-2] not in _VOWELS:
        out.append(body[:-1])  # calis-iyor
    if body[-1] in _VOWELS:
        out.append(body)  # oku-yor
        if body[-1] == "i":
            out += [body[:-1] + "a", body[:-1] + "e"]  # bekli-yor ← bekle
    return [s for s in dict.fromkeys(out) if len(s) >= 2]


def perfect_stem(word: str) -> list[str]:
    """The verb stem of a perfect form: "odenmis" (ödenmiş, "paid") → "oden"; "evlenmis" → "evlen"."""
    folded = fold(word)
    return [folded[:-3]] if folded.endswith(("mis", "mus")) and len(folded) >= 7 else []


def participle_forms(word: str) -> tuple[list[str], list[str], list[str]]:
    """(yes words, no words, verbal nouns) of a yes/no column named by a progressive or perfect verb.

    "calisiyor" (is working): "calisan", "calisanlar" are the yes rows, "calismayan",
    "calismayanlar", "calismiyor" the no rows, and "calisma" the act ("çalışma durumu": the column).
    "odenmis" (has been paid): "odenen", "odendi" yes, "odenmemis", "odenmeyen" no, "odenme" the act.
    """
    yes, no, nouns = [word], [], []
    for stem in progressive_stem(word):
        yes += [f for f in _finite(stem) if f.endswith(("an", "en", "anlar", "enler"))]
        no += _negative(stem) + [f"{stem}m{v}yor" for v in _close(stem)]
        nouns += [f"{stem}m{v}" for v in _open(stem)]
    for stem in perfect_stem(word):
        yes += _finite(stem)
        no += _negative(stem)
        nouns += [f"{stem}m{v}" for v in _open(stem)]
    return list(dict.fromkeys(yes)), list(dict.fromkeys(no)), list(dict.fromkeys(nouns))


def act_noun_forms(word: str) -> tuple[list[str], list[str]]:
    """(yes words, no words) of the verb whose act a noun in -(I)m names: "dogdu", "dogan" of "dogum" (doğum).

    Why: a yes/no column is named by a qualifier and the act's noun (``erken_dogum``, a birth before
    term: doğ-um), while analysts say the verb: "kaç bebek erken doğdu", "erken doğan bebekler". Only
    a folded noun in -im/-um after a consonant, on a stem of two letters or more with a vowel; the
    caller says the qualifier before each form, so a noun that is no verb's act gives phrases nobody types.
    The compound's possessive form counts too (``sigara_kullanimi``: "sigara kullanan", twenty-fifth round).
    """
    folded = fold(word)
    if folded.endswith(("imi", "umu")) and len(folded) > 5:
        folded = folded[:-1]  # "sigara kullanımı": the act's noun possessed by its compound, as "kullanım"
    stem = folded[:-2]
    if not folded.endswith(("im", "um")) or len(stem) < 2 or stem[-1] in _VOWELS or not any(
            ch in _VOWELS for ch in stem):
        return [], []
    return _finite(stem), _negative(stem)


_PAST = ("di", "du", "ti", "tu")  # -DI folded: dı/di/du/dü, tı/ti/tu/tü
_COPULA = frozenset({"ol"})  # "oldu" (became): its participle "olan" is the commonest word of Turkish


def past_participles(value: str) -> list[str]:
    """The participles naming the rows of a status stored in the simple past: "ölen(ler)" of "Öldü".

    Why: outcome columns store what happened as a finite verb ("Öldü", "Kaçtı", "Geldi"), and
    analysts name those rows with the participle: "kazalarda ölen kişi sayısı". The vowel of the
    ending follows the value's own last vowel before folding (ü is front: -en; ı, a, o, u back: -an),
    which folding would lose. The act's noun names them too: "ölüm sayısı" (the number of deaths).
    """
    word = value.strip()
    folded = fold(word).lower()
    if not folded.isalpha() or len(folded) < 4 or not folded.endswith(_PAST):
        return []
    stem = folded[:-2]
    if word.lower()[:-2] in _COPULA or not any(ch in _VOWELS for ch in stem):
        return []  # "Oldu", never "Öldü": folded, both are "oldu"
    raw_vowel = next((ch for ch in reversed(word.lower()[:-2]) if ch in "aeıioöuü"), "")
    if not raw_vowel:
        return []
    open_vowel = "e" if raw_vowel in "eiöü" else "a"
    # the act's noun in -(I)m, folded: "ölüm" of "Öldü" (ölüm sayısı: the deaths), "doğum" of "Doğdu"
    act = [] if stem[-1] in _VOWELS else [f"{stem}{'u' if raw_vowel in 'ouöü' else 'i'}m"]
    states = _state_adjectives(stem)
    if stem[-1] in _VOWELS:
        stem += "y"  # "ödeyen" of "Ödedi": a buffer y between two vowels
    return [f"{stem}{open_vowel}n", f"{stem}{open_vowel}nl{open_vowel}r", *act, *states]


# The one outcome verb whose state adjective is not built by -lAn → -lI: öl- (die) → ölü (dead).
_IRREGULAR_STATES = {"ol": ("olu",)}


def _state_adjectives(stem: str) -> list[str]:
    """The adjective of the state an outcome verb leaves the row in: "yaralı" of "Yaralandı", "ölü" of "Öldü".

    Why: reports count outcomes by the state's adjective, not the verb ("ölü ve yaralı sayısı",
    "tutuklu sayısı", "evli çalışanlar"), while a status column stores the verb's past ("Öldü",
    "Yaralandı", "Tutuklandı", "Evlendi"). A verb made from a noun with -lAn (yara-lan-, tutuk-lan-,
    ev-len-) has the noun's -lI adjective (folded: yarali, tutuklu, evli); "ölü" is the one common
    outcome of another shape. Folded "olu" is only read from a value typed "Öldü" (never "Oldu").
    """
    if stem in _IRREGULAR_STATES:
        return list(_IRREGULAR_STATES[stem])
    if len(stem) >= 5 and stem.endswith(("lan", "len")):
        base = stem[:-3]
        vowel = next((ch for ch in reversed(base) if ch in _VOWELS), "")
        if vowel:
            return [f"{base}l{dict(a='i', i='i', o='u', u='u', e='i')[vowel]}"]
    return []


# Endings of adjectives and adverbs WordNet relates to a noun ("injurious", "fatal", "deathly"): no verb.
_NOT_VERBS = ("ous", "al", "ive", "ful", "ly", "ic", "able", "ible", "ary", "ory", "y", "ing", "ed", "er")
# The endings English nouns of an act take from their verb: injury, infection, treatment, approval, failure.
_NOUN_ENDINGS = ("ry", "ion", "ment", "al", "ance", "ence", "ure")


def noun_participles(noun: str) -> list[str]:
    """The English past participles of the verb a noun is made from: "injured" of "injury", "infected" of "infection".

    Why: a yes/no column is often named by the noun of what happened (``subject_injury``,
    ``infection``), while analysts ask with the participle ("what percentage were injured",
    "how many were infected"). The verb is WordNet's related word that begins like the noun (four
    letters at least), is no longer and has no adjective ending; only nouns with the ending of an act
    (-y, -ion, -ment, -al, -ance, -ence, -ure) are read, and one WordNet relates to no such verb gives
    nothing.
    """
    from agent.analytics.semantic.related import related_words  # read only for a noun-named yes/no column

    word = fold(noun)
    if len(word) < 5 or not word.isalpha() or not word.endswith(_NOUN_ENDINGS):
        return []
    verbs = [w for w in related_words(word) if w.isalpha() and w != word and len(w) >= 4
             and w[:4] == word[:4] and len(w) <= len(word) and not w.endswith(_NOT_VERBS)]
    return list(dict.fromkeys(form for v in verbs for form in _past_participles(v)))


def _past_participles(verb: str) -> list[str]:
    """ "injured" of "injure", "treated" of "treat", and both "submited" and "submitted" of "submit".

    Why both: English doubles a final consonant after one short vowel only where the last syllable
    is stressed ("submitted", "admitted", but "visited"); spelling cannot tell, and the wrong form is
    a word nobody types.
    """
    if verb.endswith("e"):
        return [f"{verb}d"]
    out = [f"{verb}ed"]
    if (len(verb) >= 4 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou"):
        out.append(f"{verb}{verb[-1]}ed")
    return out
