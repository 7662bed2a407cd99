"""The singular of a Turkish table name, as analysts say one row of it ("kaç ev var" of ``evler``).

Why: Turkish files name a table by its rows in the plural (``evler`` "houses", ``anketler``
"polls") or by a compound whose head carries plural and possessive (``covid_testleri`` "covid
tests"), while analysts count with the bare singular: "kaç ev var", "kaç test yapıldı", "kaç covid
testi". The engine's stemming covers plural names of three letters and more; a two-letter stem
("ev", "iş", "su") and the compound's head ("test" of "covid testleri") need the name's own forms.

Every form is folded (ı→i, ü→u, ö→o, ş→s, ç→c, ğ→g), the way questions are matched. The plural
ending must agree with the stem's vowels (-ler after e, -lar after a; i, o, u are ambiguous once
folded), so English words that end in "lar"/"ler" by chance ("dealer", "solar" as "so-lar" passes;
the caller drops forms that are function words) rarely give a form.
"""

from __future__ import annotations

from agent.analytics.semantic.text import fold

__all__ = ["genitive", "turkish_agent_nouns", "turkish_singulars"]

_VOWELS = "aeiou"


def _harmonic(stem: str, ending: str) -> bool:
    """Whether a plural ending agrees with the stem's last vowel ("ev-ler", "anket-ler", not "ev-lar")."""
    last = next((ch for ch in reversed(stem) if ch in _VOWELS), None)
    if last is None:
        return False
    return not (last == "e" and ending.startswith("la")) and not (last == "a" and ending.startswith("le"))


def _possessive(stem: str) -> str:
    """The third-person possessive of a compound's head: "test" → "testi", "sonuc" → "sonucu", "oda" → "odasi"."""
    last = next((ch for ch in reversed(stem) if ch in _VOWELS), "e")
    vowel = "u" if last in "ou" else "i"
    return stem + ("s" + vowel if stem[-1] in _VOWELS else vowel)


def genitive(word: str) -> str:
    """The genitive of a folded Turkish noun: "yasa" → "yasanin", "kural" → "kuralin", "yasasi" → "yasasinin"."""
    last = next((ch for ch in reversed(word) if ch in _VOWELS), "e")
    vowel = "u" if last in "ou" else "i"
    return word + ("n" + vowel + "n" if word[-1:] in _VOWELS else vowel + "n")


def possessive_stems(word: str) -> list[str]:
    """The nouns a folded Turkish word is the compound possessive of: "ithalati" → ["ithalat"], "odasi" → ["oda"].

    Only stems whose possessive is the word again, so "kedi" (no possessive) gives nothing.
    """
    stems = [word[:-1], word[:-2]] if len(word) > 3 else []
    return [stem for stem in stems if len(stem) >= 3 and stem.isalpha() and _possessive(stem) == word]


def turkish_singulars(name: str) -> list[str]:
    """Singular readings of a plural Turkish table name, folded; [] when the name is not one.

    "evler" → ["ev"]; "covid testleri" → ["covid testi", "covid test", "test"] (the head of a
    compound stands alone: a table of covid tests is what "kaç test" counts); "satis kayitlari"
    → ["satis kaydi"...]: no consonant softening is undone, so only the plain forms are given.
    """
    words = fold(name).replace("_", " ").split()
    if not words:
        return []
    *front, last = words
    for ending, compound in (("leri", True), ("lari", True), ("ler", False), ("lar", False)):
        stem = last[: -len(ending)]
        if not last.endswith(ending) or len(stem) < 2 or not stem.isalpha() or not _harmonic(stem, ending):
            continue
        if compound and front:
            return list(dict.fromkeys([" ".join([*front, _possessive(stem)]), " ".join([*front, stem]), stem]))
        return [" ".join([*front, stem])]
    return []


def turkish_agent_nouns(name: str) -> list[str]:
    """The people who do what a Turkish table name's first word names, folded: "koşucu" of ``kosu_sonuclari``.

    Why: a table of people's results is named by the activity ("koşu sonuçları" race results,
    "yarış sonuçları"), while its rows are asked by the doer, the activity plus the agent suffix
    -CI: "kaç koşucu var", "yarışçıların ortalama yaşı". Once folded the suffix is "cu" after a
    back rounded vowel (koşu-cu, yol-cu) and "ci" otherwise (yarış-çı, iş-çi, as ç folds to c).
    Only the first word, in its singular when the name is one word in the plural ("koşular").
    The caller gives these only to tables of people, so "satış" of a sales table names no seller.
    """
    words = fold(name).replace("_", " ").split()
    if not words:
        return []
    first = words[0] if len(words) > 1 else (turkish_singulars(words[0]) or words)[0]
    last = next((ch for ch in reversed(first) if ch in _VOWELS), None)
    if last is None or not first.isalpha() or len(first) < 2:
        return []
    return [first + ("cu" if last in "ou" else "ci")]
