"""Tables whose rows are people, and the words analysts use for them and for their gender.

Why: uploaded lists of people (passengers, patients, employees, victims, students) rarely name
their rows "people", yet "how many people", "how many women" and "kaç kişi" are the first
questions asked of them. A table is taken to hold people only when two different traits of a
person are among its columns (a name part, age, gender, birth date), so a table of products with
a ``name`` column never qualifies.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from agent.analytics.semantic.text import fold

__all__ = ["AGE_BAND", "PEOPLE_WORDS", "gender_column", "gender_flag_synonyms", "gender_synonyms", "gender_values",
           "holds_people", "person_noun_forms", "person_nouns", "person_table"]

_TRAITS = {
    "name": ("first_name", "firstname", "last_name", "lastname", "surname", "full_name", "fullname", "given_name",
             "family_name", "forename", "ad_soyad", "adsoyad", "soyad", "soyadi", "isim"),
    "age": ("age", "yas", "yasi", "age_years"),
    "gender": ("gender", "sex", "cinsiyet", "cinsiyeti"),
    "birth": ("birth_date", "birthdate", "date_of_birth", "dob", "birth_year", "born", "dogum_tarihi", "dogum_yili"),
}
# A yes/no flag of an age band, as clinical and survey exports name it: ``age80``, ``age_65plus``, ``over65``
AGE_BAND = re.compile(r"(age_?|over_?|under_?)\d{2}(_?plus)?")
# "headcount by department": the people of a table of people, counted
PEOPLE_WORDS = ("people", "person", "persons", "individuals", "individual", "kişi", "kişiler", "insan", "insanlar",
                "headcount", "head count")

_FEMALE = frozenset({"female", "f", "woman", "women", "kadin", "k", "girl", "kiz"})
_MALE = frozenset({"male", "m", "man", "men", "erkek", "e", "boy"})
_FEMALE_WORDS = ["women", "woman", "female", "females", "girls", "kadın", "kadınlar", "bayan"]
_MALE_WORDS = ["men", "man", "male", "males", "boys", "erkek", "erkekler", "bay"]


def _key(name: str) -> str:
    return fold(name).replace(" ", "_").replace("-", "_").strip("_")


# Traits only a person has, read from any word of a column's name (``annual_income``, ``emp_length``,
# ``yrs_since_phd``): each kind counts once, beside the traits above.
_HUMAN_WORDS = {
    "race": ("race", "ethnicity", "ethnic", "irk", "white", "nonwhite", "black", "hispanic"),
    "schooling": ("education", "educ", "phd", "degree", "egitim", "schooling"),
    "pay": ("income", "salary", "wage", "wages", "gelir", "maas", "ucret", "earnings"),
    "marriage": ("marital", "married", "evli", "medeni"),
    "work": ("occupation", "job", "employment", "emp", "employer", "meslek", "profession"),
}


def person_table(columns: Iterable[str]) -> bool:
    """Whether a table's rows are people by two kinds of a person's traits among its columns.

    Why: "how many patients", "average age of the respondents" and "how many borrowers rent their
    home" name the rows by a noun no file or column holds. Beside :func:`holds_people`'s traits,
    a race, schooling, pay, marriage or work column says a row is a person; a table of animals with
    a ``sex`` column, or of products with a ``name``, has one kind at most and never qualifies.
    """
    keys = {_key(c) for c in columns}
    words = {w for k in keys for w in k.replace(".", "_").split("_") if w}
    kinds = sum(1 for names in _TRAITS.values() if keys & set(names))
    if not keys & set(_TRAITS["age"]) and any(AGE_BAND.fullmatch(k) for k in keys):
        kinds += 1  # ``age80``, ``over65``: a flag of a person's age band
    kinds += sum(1 for names in _HUMAN_WORDS.values() if words & set(names))
    return kinds >= 2


@lru_cache(maxsize=1)
def person_noun_forms() -> frozenset[str]:
    """Every folded form of the lexicon's nouns for people, singular ("consumer") and plural."""
    from agent.analytics.semantic.text import candidates

    return frozenset(f for w in person_nouns() for f in candidates(fold(w)))


def person_nouns() -> list[str]:
    """The lexicon's nouns for people in data ("patients", "katılımcılar"), English then Turkish."""
    from agent.analytics.semantic.lexicon import load_lexicon

    lex = load_lexicon()
    return lex.words("person_nouns", "en") + lex.words("person_nouns", "tr")


def gender_column(name: str) -> bool:
    """Whether a column's name says it holds a person's gender or sex."""
    return _key(name) in _TRAITS["gender"]


# the two values alone say gender, whatever the column's name (``mf`` of an R export, ``K``/``E``)
_GENDER_PAIRS = ({"m", "f"}, {"male", "female"}, {"e", "k"}, {"erkek", "kadin"})


def gender_values(values: Iterable[str]) -> bool:
    """Whether a column's only two values are the two genders ("m"/"f", "Erkek"/"Kadın").

    Why: a column named ``mf`` or ``g`` holds gender as plainly as one named ``sex``; "female
    names" must reach it. Only both values and nothing else, so a grade "F" never qualifies.
    """
    folded = {fold(str(v)).strip() for v in values if v is not None}
    return folded in _GENDER_PAIRS


def holds_people(columns: Iterable[str]) -> bool:
    """Whether at least two different traits of a person are columns of the table."""
    keys = {_key(c) for c in columns}
    return sum(1 for names in _TRAITS.values() if keys & set(names)) >= 2


def gender_synonyms(values: Iterable[str]) -> dict[str, list[str]]:
    """Words for each gender value ("women" for Female, "erkekler" for E), when the values are genders."""
    out: dict[str, list[str]] = {}
    for value in values:
        folded = fold(str(value)).strip()
        if folded in _FEMALE:
            out[str(value)] = list(_FEMALE_WORDS)
        elif folded in _MALE:
            out[str(value)] = list(_MALE_WORDS)
    kinds = {tuple(words) for words in out.values()}
    return out if len(kinds) == 2 else {}  # only when both appear: "F" alone may be a grade


_FLAG_NAMES = {"female": True, "woman": True, "kadin": True, "male": False, "man": False, "erkek": False}


def gender_flag_synonyms(name: str) -> dict[str, list[str]]:
    """Words for the 1 and 0 of a whole-number column named by one gender (``female``, ``is_male``, ``kadin``).

    Why: econometric exports keep gender as a 0/1 dummy named after one gender, so "average wage
    of women" and "men vs women" must read ``female = 1`` and ``female = 0``; the column's name
    alone says which value is which. The caller checks that the column holds few whole numbers.
    """
    key = _key(name)
    key = key[3:] if key.startswith("is_") else key
    female = _FLAG_NAMES.get(key)
    if female is None:
        return {}
    return {"1": list(_FEMALE_WORDS if female else _MALE_WORDS), "0": list(_MALE_WORDS if female else _FEMALE_WORDS)}
