"""Infer a starting semantic model for tables a user uploaded (CSV/Parquet) — editable afterwards.

Why infer rather than require a model: an analyst who drops in `sales_2025.csv` should be able
to ask "total amount by region" at once. The guesses are the ones a person would make first:
numbers become measures (SUM, or AVG for prices, rates and percentages), low-cardinality text
becomes dimensions, dates become the time column, `<thing>_id` columns become joins to the
table whose key they name, every table gets a row count, and column names give synonyms
(split on underscores, units dropped, plus common English/Turkish equivalents). Personal-data
columns are flagged and never become dimensions.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from agent.analytics.inference.actobjects import act_object
from agent.analytics.inference.agentnouns import agent_nouns
from agent.analytics.inference.categorycodes import groups_by_code
from agent.analytics.inference.flagrates import flag_rate, verb_nouns
from agent.analytics.inference.headrows import head_rows
from agent.analytics.inference.jargon import jargon_word
from agent.analytics.inference.monthparts import month_name_part
from agent.analytics.inference.names import (
    SALES_TABLE_WORDS,
    UNIT_SUFFIXES,
    before_time_unit,
    glued_key,
    head_word,
    is_common_word,
    is_label,
    lead_word,
    name_words,
    per_reversed,
    plural,
    prepare_words,
    qualifier,
    readable,
    scale_or_rate_tail,
    segment_word,
    singular,
    trailing_word,
    unqualified,
)
from agent.analytics.inference.nounforms import genitive, possessive_stems, turkish_agent_nouns, turkish_singulars
from agent.analytics.inference.pairs import paired_totals
from agent.analytics.inference.participlenouns import participle_nouns
from agent.analytics.inference.people import (
    PEOPLE_WORDS,
    gender_column,
    gender_flag_synonyms,
    gender_synonyms,
    gender_values,
    holds_people,
    person_noun_forms,
    person_nouns,
    person_table,
)
from agent.analytics.inference.percentwords import percentage_forms
from agent.analytics.inference.qualitynouns import quality_adjectives
from agent.analytics.inference.ratenames import rate_names
from agent.analytics.inference.seasonspans import season_words
from agent.analytics.inference.seriesfigure import figure_of_a_series
from agent.analytics.inference.tallies import move_row_words, tally_column
from agent.analytics.inference.totalheads import total_takes_the_head
from agent.analytics.inference.unitfreeheads import unit_free_heads
from agent.analytics.inference.verbforms import (
    act_noun_forms,
    event_forms,
    noun_participles,
    participle_forms,
    past_participles,
)
from agent.analytics.inference.weekdaynames import weekday_names
from agent.analytics.semantic.abbrev import abbreviates
from agent.analytics.semantic.lexicon import load_lexicon
from agent.analytics.semantic.model import OPERATOR_SUFFIXES, SemanticModel, english_plural, model_from_dict
from agent.analytics.semantic.text import fold
from agent.analytics.semantic.unitcodes import names_a_unit
from agent.analytics.semantic.units import name_unit_words
from agent.analytics.semantic.yesnowords import TURKISH_YES, YES_NO_PAIRS, YES_WORDS

__all__ = ["infer_semantic_model", "is_identifier_name"]

# Words that qualify a measure without naming it: "total_bill" is the bill, "toplam_hesap" the hesap.
_LEADING = frozenset({"total", "toplam", "sum"})
_SALES_WORDS = ("revenue", "sales", "turnover", "ciro", "satış", "gelir")
_MONEY_WORDS = frozenset({"price", "amount", "total", "value", "revenue", "sales", "bill", "fare", "charge", "payment",
                          "tutar", "fiyat", "ciro", "toplam", "hesap", "ucret"})
# Qualifiers engineers write last and analysts say first: temp_max is the "maximum temp".
_QUALIFIERS = {"max": "maximum", "min": "minimum", "avg": "average", "mean": "mean", "median": "median"}
# A name that opens with its own extreme ("En Yüksek Sıcaklık", ``max_temp``, "Lowest Price") keeps
# each row's extreme: said bare, the question asks for the extreme of the extremes.
_EXTREME_LEADS = {("en", "yuksek"): "MAX", ("en", "buyuk"): "MAX", ("en", "fazla"): "MAX", ("maximum",): "MAX",
                  ("max",): "MAX", ("highest",): "MAX", ("en", "dusuk"): "MIN", ("en", "kucuk"): "MIN",
                  ("en", "az"): "MIN", ("minimum",): "MIN", ("min",): "MIN", ("lowest",): "MIN"}
# Units and scales written after a name ("Nüfus (bin)", "Spending (billion $)"): not how it is said.
# Scales are also abbreviated ("sales_bn_usd", "ciro_mn_tl", "satis_mlr_usd") and money carries
# its ISO currency code ("takings_aud", "gelir_chf").
_UNITS = {"usd", "eur", "try", "tl", "gbp", "kg", "pct", "amt", "qty_", "num", "thousand", "thousands", "million",
          "millions", "billion", "billions", "bin", "milyon", "milyar", "adet",
          "mn", "mln", "mio", "bn", "mlr", "mlyr", "mrd", "aud", "cad", "chf", "jpy", "cny", "rub", "inr", "sek",
          "nok", "dkk", "nzd", "hkd", "krw", "brl", "mxn",
          # the euro's forerunners, in old files: Deutsche Mark (DM, DEM), French franc, Italian lira, guilder
          "dm", "dem", "frf", "itl", "nlg"}
# Operators every numeric measure gets: name -> (SQL aggregate, English words, Turkish words).
_OPERATORS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "avg": ("AVG", ("average", "mean"), ("ortalama",)),
    "median": ("MEDIAN", ("median",), ("medyan",)),
    "max": ("MAX", ("maximum", "highest", "largest", "biggest", "longest", "max"), ("en yüksek", "en büyük")),
    "min": ("MIN", ("minimum", "lowest", "smallest", "shortest", "min"), ("en düşük", "en küçük")),
    "sum": ("SUM", ("total", "sum of"), ("toplam",)),
    "sd": ("STDDEV_SAMP", ("standard deviation of", "standard deviation", "std dev of", "std dev", "stdev of",
                           "stdev", "sd of"),
           ("standart sapma", "standart sapması")),
}
assert tuple(_OPERATORS) == OPERATOR_SUFFIXES, "the model's variant suffixes are these operators"
# Turkish also says the operator after the measure, as its possessive: "gebelik oranı ortalaması",
# "koşu süresi medyanı", "bahşiş toplamı" (the average of the rate, the median of the duration).
_OPERATORS_AFTER: dict[str, tuple[str, ...]] = {"avg": ("ortalaması",), "median": ("medyanı",), "sum": ("toplamı",),
                                                "sd": ("standart sapması",)}
# Averaged by default, yet an amount when asked as a total: prices and costs, not temperatures or rates.
_SUMMABLE_WORDS = frozenset({"price", "cost", "amount", "value", "fiyat", "maliyet", "tutar"})
_AVERAGED = (
    "price",
    "rate",
    "ratio",
    "pct",
    "percent",
    "discount",
    "score",
    "age",
    "avg",
    "mean",
    "margin_pct",
    "percentage",
    "average",
    "prices",
    "rates",
)
# Whole words of a column name that make it a level, not an amount (averaged, never summed).
_AVERAGED_WORDS = frozenset("""
temp temperature lat latitude lon lng longitude offset tz percentile index rating level humidity
speed wind pressure elevation altitude median mean avg depth share
ppb ppm dba ug ugm3 mgm3 ugl mgl
""".split())  # a concentration (parts per million) or a sound level is a level, never added up
# The same levels named in Turkish (folded), so "yaş" is averaged as "age" is: price, rate, percent,
# percentile, discount, score, rating, age, average, median, temperature, degrees, latitude,
# longitude, index, level, humidity, speed, wind, pressure, elevation, depth, exchange rate, and "ort."
# (ortalama as analysts abbreviate it in a header: "Ort. Gelir" is an average already).
_AVERAGED_TR = frozenset("""
fiyat oran yuzde yuzdelik indirim skor puan yas ortalama medyan sicaklik derece enlem boylam endeks
seviye nem hiz ruzgar basinc rakim yukselti derinlik kur ort
""".split())
# Numbers that label rather than count: summing them means nothing, so they are never measures.
_IDENTIFIER_WORDS = ("id", "key", "code", "no", "nr", "number", "zip", "postcode", "phone", "year", "yil",
                     "kod", "kodu", "numara", "numarasi")  # Turkish: "Alan Kodu", "Sipariş Numarası"
_ROW_NUMBER_NAMES = frozenset({"", "rownames", "rowname", "rownumber", "rownum", "row", "unnamed0", "unnamed",
                               "column0", "column00", "index", "x", "v1", "x1"})
_PII_NAMES = (
    "email",
    "e_mail",
    "phone",
    "mobile",
    "tax_id",
    "taxid",
    "ssn",
    "iban",
    "password",
    "address",
    "passport",
    "national_id",
    "tckn",
    "birth",
)


# Words that say how a table was made, not what its rows are: penguins_raw holds penguins.
_TABLE_NOISE = frozenset("raw data dataset export exports table tbl clean cleaned final full all sample master "
                         "list info details new old copy latest current tmp temp v1 v2 v3 csv xlsx log logs "
                         # Turkish: a log, its records, a list, its data, a table, a ledger of them
                         # ("kosu_gunlugu" holds runs, "satis_kayitlari" sales)
                         "gunluk gunlugu kayitlari kayitlar listesi verileri verisi tablosu defteri".split())
# What any table's rows may be called ("how many records", "number of samples").
_ROW_NOUNS = ("rows", "row count", "records", "entries", "observations", "samples", "data points", "kayıt", "satır")


_DATE_WORDS = frozenset({"date", "day", "time", "timestamp", "dt", "ts", "at", "on", "of", "tarih", "tarihi", "zaman"})


_COUNT_SCALES = frozenset({"bin", "thousand", "thousands", "milyon", "million", "millions"})


def _counted_in_thousands(said: list[str]) -> bool:
    """Whether a decimal column counts things in thousands or millions ("Gelen Ziyaretçi (bin)").

    Why: such a column holds a number of visitors (passengers, people) to a decimal of its scale,
    so "kaç ziyaretçi", "ziyaretçi sayısı" add it up as "how many medals" adds a whole-number count;
    read as an amount, the question counted the rows (quarters) instead. Money is no count.
    """
    return len(said) > 1 and said[-1] in _COUNT_SCALES and not set(said) & _MONEY_WORDS


# Turkish first and last of the rows: "ilk kazanın tarihi", "son kaza", "en son sipariş"
_FIRST_LAST_TR = {"first": ("ilk", "en eski"), "last": ("son", "en son", "en yeni")}


def _first_last_nouns(row_words: list[str]) -> list[str]:
    """The one-word nouns a table's rows answer to ("kaza" of maden_kazalari), for its first and last date.

    Why: "son kazanın tarihi" asks the latest date of the accidents; the first/last measures
    answered only to the table's name in English ("last maden kazalari"), so the Turkish question
    fell to the rows' count (a wrong answer). Generic row words ("kayıt", "rows") are left out.
    """
    return [w for w in dict.fromkeys(row_words) if " " not in w and w not in _ROW_NOUNS and w.isalpha()][:4]


def _event_word(column: str, prefix: str = "", year: bool = False) -> str | None:
    """What happened on a date column's date: "egg" of ``date_egg``, "death" of ``death_date``.

    Why: analysts name such dates by the event ("when was the first egg laid", "deaths per day").
    Only a one-word event; ``order_date`` of orders gives "order", which the table already says.
    """
    words = [w for w in name_words(column, prefix) if w not in _DATE_WORDS and not (year and w in _YEAR_WORDS)]
    if len(words) == 2 and words[-1] in _EVENT_VERBS:
        words = words[-1:]  # ``ise_giris_tarihi``: the start (giriş) at work
    if len(words) != 1 or len(words[0]) < 3 or not words[0].isalpha():
        return None
    return words[0] if words[0].endswith("is") else singular(words[0])  # giriş, çıkış: no English plural


_YEAR_WORDS = frozenset({"year", "yr", "yil", "yili", "sene"})  # a year column's own word (``birth_yr``)


def _event_year(col: Any, prefix: str, counted: set[str]) -> str | None:
    """The event a whole-number column keeps the year of: "built" of ``yearbuilt``, ``year_founded``.

    Why: a table dated by one thing (the day a house sold) often keeps the year of another (when
    it was built), in either order and often run together; added up, or compared with the sale
    date ("houses built before 1950" limited the sales), it answered nothing asked. As a date of
    its own, named by its event, "built before 1950" limits by it. Only two words, one of them a
    year and the other an event (not a span: "years_experience" counts years, and ``counted``
    columns, whose values never reach four digits, are counts).
    """
    if not col.db_type.upper().startswith(_INTEGER_TYPES) or col.name in counted:
        return None
    words = name_words(col.name, prefix)
    if len(words) != 2 or sum(w in _YEAR_WORDS for w in words) != 1:
        return None
    event = next(w for w in words if w not in _YEAR_WORDS)
    if len(event) < 3 or not event.isalpha() or event in _SPANS or event in _DATE_WORDS or event in _UNITS:
        return None
    # an event, not a thing: "model_year" is the model's year, a value of the car ("2018 models")
    happened = (event in _EVENT_VERBS or any(event in verbs for verbs in _EVENT_VERBS.values())
                or event.endswith("ed") or event in _IRREGULAR_PARTICIPLES)
    return event if happened else None


# Past participles that end in no -ed, as column names keep them (``year_built``, ``yr_sold``)
_IRREGULAR_PARTICIPLES = frozenset("built made sold born held won begun grown drawn found bought".split())


# The verbs of common events, so "how many people died" or "cars sold in 2008" find the date
# column named by the event (death_date, sale_date): general English and Turkish, never a data set's.
_EVENT_VERBS = {
    "death": ("died", "die", "dies", "killed", "öldü", "ölen"), "birth": ("born", "doğan", "doğdu"),
    "sale": ("sold", "satılan", "satıldı"), "purchase": ("purchased", "bought", "alınan"),
    "hire": ("hired", "işe alınan"), "departure": ("departed", "left"), "arrival": ("arrived", "landed"),
    "delivery": ("delivered", "teslim edilen"), "shipment": ("shipped",), "ship": ("shipped",),
    "payment": ("paid", "ödenen"), "registration": ("registered", "kayıt olan"), "signup": ("signed up",),
    "visit": ("visited",), "release": ("released",), "start": ("started",), "end": ("ended",),
    "close": ("closed",), "open": ("opened",), "creation": ("created",), "order": ("ordered",),
    "arrest": ("arrested",), "flight": ("flown",), "conviction": ("convicted",),
    "accident": ("crashed",), "injury": ("injured",),
    "termination": ("terminated", "left", "quit", "resigned"), "exit": ("exited", "left"),
    "giris": ("girdi", "giren", "girmiş", "başladı", "başlayan"),
    "cikis": ("çıktı", "çıkan", "çıkmış", "ayrıldı", "ayrılan", "ayrılmış"),
}


def _past_participle(verb: str) -> str:
    """The regular English past participle: issue → issued, ship → shipped, file → filed, apply → applied."""
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ied"
    short = 3 <= len(verb) <= 4 and verb[-3] not in "aeiou"
    if short and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou":
        return verb + verb[-1] + "ed"  # ship, stop, plan: one short syllable doubles its consonant
    return verb + "ed"


def _act_words(column: str, prefix: str = "") -> list[str]:
    """What a date named by a thing and an act says happened: "licenses issued" of ``license_issue_date``.

    Why: registers date each row by the act that made it (``license_issue_date``,
    ``account_open_date``, ``permit_grant_date``), and analysts count the rows by that act: "how
    many licenses were issued in 2017". Only two words beside the date word, an act whose past
    participle is a common English word, and a thing said in the singular and the plural.
    """
    words = [w for w in name_words(column, prefix) if w not in _DATE_WORDS]
    if len(words) != 2 or not all(w.isalpha() and len(w) >= 3 for w in words):
        return []
    thing, act = words
    if thing in load_lexicon().stopwords or thing in ("last", "first", "next", "prev", "previous", "latest"):
        return []  # "last_review_date": no thing was named
    done = _EVENT_VERBS.get(act, ())[:1] or (_past_participle(act),)
    if not done or not is_common_word(done[0]):
        return []
    return [f"{form} {done[0]}" for form in dict.fromkeys([thing, plural(thing)])] + [done[0]]


def _happenings(things: str) -> list[str]:
    """The verbs that say a table's rows happened: "tutuklandı" of tutuklamalar, "arrested" of arrests.

    Why: a table of events is counted with its verb ("kaç kişi tutuklandı", "how many died").
    Only the last word of the name counts, and forms the lexicon reads as filler ("sold",
    "satılan", "satıldı") stay filler, so "en çok satılan ürün" or "kaç adet satıldı" is not a
    count of sales rows.
    """
    last = things.split()[-1] if things.split() else ""
    forms = [*event_forms(last), *_EVENT_VERBS.get(singular(last), ())]
    lex = load_lexicon()

    def filler(form: str) -> bool:
        word = fold(form)
        single = word[:-3] if word.endswith(("lar", "ler")) else word  # "gönderilenler" as "gönderilen"
        return word in lex.stopwords or lex.is_turkish_verb(word) or lex.is_turkish_verb(single)

    return [f for f in dict.fromkeys(forms) if not filler(f)]


def _turkish_row_words(things: str) -> list[str]:
    """One row of a Turkish plural table name, as a count is asked ("ev" of evler), without function words.

    A compound keeps a word that is also a function word when two others name the thing: "işe"
    (to work) of "işe gidiş süreleri" folds to "ise" (as for), and the whole "işe gidiş süresi"
    said in a question is the table's name, not a filler.
    """
    lex = load_lexicon()

    def kept(form: str) -> bool:
        words = form.split()
        content = [w for w in words if w not in lex.stopwords]
        return len(content) == len(words) or (len(words) > 2 and len(content) >= 2)

    return [form for form in turkish_singulars(things) if kept(form) and form not in lex.markers.single_words()]


def _person_nouns(info: Any, spoken: set[str]) -> list[str]:
    """The lexicon's nouns for people, for a table whose rows are people, less the workspace's own words.

    Why: a word a column or table is named by ("players" of a ``players`` table) keeps that meaning.
    """
    # a column holding only the two genders is a gender whatever its name (``female``: Female/Male)
    names = ["sex" if gender_values(getattr(c, "distinct_values", ()) or ()) else c.name for c in info.columns]
    if not person_table(names):
        return []
    return [w for w in person_nouns() if fold(w) not in spoken and singular(fold(w)) not in spoken]


def _entity_words(table: str) -> str:
    """What a table's rows are, from its name without words about the file ("penguins_raw" → "penguins")."""
    words = [_unclipped(w) for w in re.split(r"[^a-z0-9]+", fold(table)) if w]
    kept = [w for w in words if w not in _TABLE_NOISE and not w.isdigit()]
    if len(kept) == 1 and (rest := trailing_word(kept[0])) and singular(rest) != rest:
        kept = [rest]  # "gtcars" holds cars, "dfsales" sales; "txhousing" and "msleep" name no rows
    return " ".join(kept or words)


_PRICE_WORDS = frozenset({"price", "fiyat", "fiyati", "fare", "ucret", "ucreti"})


def _takings(table: str, metrics: dict[str, dict]) -> dict | None:
    """The revenue of a log of sales: the sum of its one price column ("total revenue" of pizza_sales).

    Why: a table with a row per item sold keeps each item's price, averaged by default ("average
    price of a large pizza"); its sum is what the shop took in, which analysts ask as "revenue",
    "total sales" or "ciro" and the engine did not understand. Only for a table named as sales
    (orders, transactions …) whose one price column is the only money it holds.
    """
    if not set(re.split(r"[^a-z0-9]+", fold(table))) & SALES_TABLE_WORDS:
        return None
    prices = [(name, m) for name, m in metrics.items() if m["table"] == table and m["expression"].startswith("AVG(")
              and set(re.split(r"[^a-z0-9]+", m["expression"].split(".")[-1].lower())) & _PRICE_WORDS]
    if len(prices) != 1:
        return None
    column = prices[0][1]["expression"][len("AVG("):-1]
    words = ["revenue", "total sales", "sales revenue", "sales amount", "turnover", "takings", "ciro", "hasılat",
             "satış tutarı", "toplam satış"]
    return {"table": table, "expression": f"SUM({column})", "label": {"en": "revenue", "tr": "ciro"},
            "synonyms": {"any": words}, "format": "number"}


def _unclipped(word: str) -> str:
    """A clipped plural of a table name in full ("appts" → "appointments", "txns" → "transactions").

    Why: the rows were called "appts" in every answer, and "how many appointments" found them
    only by chance. A word the web writes often ("cats", "stats") is a word, not a clipping.
    """
    abbreviations = load_lexicon().column_abbreviations
    if is_common_word(word):
        return word
    if word in abbreviations:
        return abbreviations[word]
    one = singular(word)
    return plural(abbreviations[one]) if one != word and one in abbreviations else word


# "çalışma durumu", "the employment status": the state of a yes/no column's act names the column.
_STATE_WORDS = ("durumu",)
# "Var"/"Yok" (there is / there is none) is how Turkish sheets mark having a thing ("sigortası": Var/Yok)
_YES_NO = tuple({yes, no} for yes, no in YES_NO_PAIRS)


def _head_nouns(things: str, entries: list[dict]) -> list[str]:
    """The head noun of a Turkish two-word table name, alone: "anket" of sigara_anketi, "deprem" of olumcul_depremler.

    Why: an analyst names the table by its head once the file is known: "ankette kaç kişi var",
    "depremlerde kaç kişi öldü". The head is the last word without its compound possessive
    (anket-i, liste-si) or plural (deprem-ler). Not when a column of the workspace is already said
    by that word (``dogum_sayisi`` is what "doğum" asks of ``gunluk_dogumlar``).
    """
    words = fold(things).split()
    if len(words) != 2 or not words[-1].isalpha():
        return []
    last = words[-1]
    heads = [stem for stem in turkish_singulars(last)]
    if not heads and len(last) >= 5 and last[-1] in "iu" and last[-2] not in "aeiou":
        heads = [last[:-1]]  # anket-i
    elif not heads and len(last) >= 6 and last.endswith(("si", "su")) and last[-3] in "aeiou":
        heads = [last[:-2]]  # liste-si
    said = {fold(w) for spec in entries for w in spec.get("synonyms", {}).get("any", [])}
    out = [w for head in heads for w in (head, last) if len(head) >= 3]
    return list(dict.fromkeys(w for w in out if not ({w, *heads} & said)))


def _state_names(label: str, columns: set[str]) -> list[str]:
    """A one-word breakdown is also said as its state: "eğitim durumu" of ``egitim``, "medeni durum" stays its own.

    Why: Turkish names a person's category by the noun and "durumu" (state): "eğitim durumuna göre",
    "sağlık durumu", while the file's header is the bare noun (``Eğitim``). Read word by word,
    "durumu" found another column named with it (``istihdam_durumu``) and the question broke down
    by both. Not when the table has a column named so.
    """
    words = label.split()
    if len(words) != 1 or not words[0].isalpha():
        return []
    return [f"{words[0]} {state}" for state in _STATE_WORDS if f"{words[0]} {state}" not in columns]


def _leave_row_nouns(table: str, row_words: list[str], entries: list[dict]) -> None:
    """A column's short name that is the word for the table's rows is the rows' word, not the column's.

    Why: ``kisa_kosu`` (a short run, yes or no) of a running log is said "koşu" by its head, yet
    "kaç koşu" counts the runs: the rows are runs, short or not. Only the head word of a name of
    several words goes; a column named by one word ("tip" of tips) keeps all its names.
    """
    rows = {fold(w) for w in row_words if w}
    for spec in entries:
        words = fold(spec["label"]["en"]).split()
        if spec["table"] != table or len(words) < 2 or words[-1] not in rows or spec.get("expression") == "COUNT(*)":
            continue
        said = spec["synonyms"]["any"]
        spec["synonyms"]["any"] = [w for w in said if fold(w) != words[-1]]


def _table_compounds(table: str, things: str, metrics: dict[str, dict],
                     operators: dict[str, tuple[str, str, list[str], str]]) -> None:
    """A measure whose name goes on from the table's last word is also said with the whole table name.

    Why: ``gebelik_orani`` of ``genc_gebelik`` (teen pregnancy) is the "genç gebelik oranı", as
    ``quality_index`` of ``air_quality`` is the "air quality index": the question says the two
    names as one compound, and read word by word the table's name is taken first and the bare
    "oranı" left to any other rate.
    """
    words = things.split()
    if len(words) < 2:
        return
    for key, (owner, _column, said, label) in operators.items():
        name = label.split()
        if owner != table or len(name) < 2 or name[0] != words[-1]:
            continue
        phrase = " ".join([*words, *name[1:]])
        extra = [phrase]
        if metrics[key]["expression"].startswith("AVG"):  # said with its operator, before or after
            extra += [f"{w} {phrase}" for w in (*_OPERATORS["avg"][1], *_OPERATORS["avg"][2])]
            extra += [f"{phrase} {w}" for w in _OPERATORS_AFTER["avg"]]
        metrics[key]["synonyms"]["any"] += extra
        said.append(phrase)


def _name_of_the_measure(table: str, things: str, count: dict, metrics: dict[str, dict],
                         operators: dict[str, tuple[str, str, list[str], str]]) -> None:
    """A one-word table name that opens its one measure's name is that measure's word, not its rows'.

    Why: a register named by what it records (``devamsizlik`` "absence", keyed by ``ogrenci_no``,
    with ``devamsizlik_gun`` the days absent) calls its rows by the key's thing ("kaç öğrenci"),
    while "ortalama devamsızlık", "en çok devamsızlık yapan 5 öğrenci" and "30 günden fazla
    devamsızlık" mean the measure; read as the row count, the operator had nothing to apply to.
    Only a table whose rows its key names, and only when one measure's name opens with the word.
    """
    words = things.split()
    if len(words) != 1:
        return
    word = words[0]
    owned = [key for key, (owner, _column, _said, label) in operators.items()
             if owner == table and label.split()[:1] == [word] and len(label.split()) > 1]
    if len(owned) != 1:
        return
    said = {word, table.replace("_", " "), singular(word)}
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if fold(w) not in said]
    metrics[owned[0]]["synonyms"]["any"].append(word)
    operators[owned[0]][2].append(word)


def _measure_of_the_name(table: str, things: str, count: dict, metrics: dict[str, dict],
                         operators: dict[str, tuple[str, str, list[str], str]]) -> None:
    """A table named by what its one measure records, after a qualifier, is said for that measure.

    Why: ``kahve_ithalati`` (coffee imports) holds ``ithalat`` (imports, in thousands of bags) per
    country and year; "yıllara göre toplam kahve ithalatı" and "Türkiye'nin kahve ithalatı" ask for
    the imports, as "coffee imports by year" does of ``coffee_imports(imports)``, and read as the
    table's row count they counted country-years. Only a name of two words or more whose last word
    (or its singular, or the noun it is the Turkish possessive of) is one measure's whole name; the
    row count keeps "number of …", "rows" and its other words. A measure named by the head clipped
    (``fatal`` of ``traffic_fatalities``, a state-year panel) is that measure too: "traffic fatalities by
    year" asks for its sum, not for the count of state-years.
    """
    words = things.split()
    if len(words) < 2:
        return
    head = words[-1]
    forms = {head, singular(head), *possessive_stems(head)}
    owned = [key for key, (owner, _column, said, label) in operators.items()  # said[0]: a header's unit-free name
             if owner == table and (fold(label) in forms or said[:1] and fold(said[0]) in forms)
             and not metrics[key]["expression"].startswith("COUNT")]
    if not owned and head.endswith("s") and singular(head) != head:  # an English plural: Turkish heads end otherwise
        owned = [key for key, (owner, _column, _said, label) in operators.items()
                 if owner == table and _clips(fold(label), forms)
                 and not metrics[key]["expression"].startswith("COUNT")]
    if len(owned) != 1:
        return
    said = {things, singular(things), table.replace("_", " "), singular(table).replace("_", " "), head,
            singular(head)}
    moved = [w for w in count["synonyms"]["any"] if fold(w) in said]
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if w not in moved]
    if head not in moved:
        moved.append(head)  # "ithalatı" alone, which otherwise names the table as a subject
    metrics[owned[0]]["synonyms"]["any"].extend(w for w in moved if w not in metrics[owned[0]]["synonyms"]["any"])
    operators[owned[0]][2].extend(moved)


def _clips(label: str, forms: set[str]) -> bool:
    """Whether a one-word name is a word of ``forms`` cut short (``fatal`` of "fatalities"), not the word itself."""
    return (len(label) >= 4 and label.isalpha()
            and any(len(form) > len(label) + 1 and form.startswith(label) for form in forms))


def _extreme_lead(column: str) -> str | None:
    """MAX or MIN when a column's name opens with its extreme and goes on ("en yüksek sıcaklık", ``max_temp``).

    Why: a daily "En Düşük Sıcaklık" is the day's lowest; "en düşük sıcaklık kaç derece" asks for the
    lowest of them, while the words that say so are the column's own name, so no operator is left to
    read. Averaged by default, the answer was the mean low. An operator said before the name
    ("ortalama en düşük sıcaklık") still takes that operator's variant. The name as written, not its
    expanded words: ``time_min`` (minutes) is said "minimum time" but opens with no extreme. A name
    that is its extreme alone (the "En Düşük" of a day's prices, "Lowest") is that extreme too.
    """
    words = [w for w in re.split(r"[^a-z0-9]+", fold(column)) if w]
    return next((agg for lead, agg in _EXTREME_LEADS.items()
                 if (len(words) > len(lead) or (len(words) == len(lead) and lead not in _CLIPPED_EXTREMES))
                 and tuple(words[:len(lead)]) == lead), None)


# "min" and "max" alone are also minutes and a maximum's clipped name: a column so named keeps its sum
_CLIPPED_EXTREMES = frozenset({("min",), ("max",)})


def _without_extreme(column: str, prefix: str, info: Any) -> list[str]:
    """The name after its extreme ("sıcaklık" of "En Yüksek Sıcaklık"), when no other column ends so.

    Why: a weather file with only the day's high says "ortalama sıcaklık" for the mean of that
    column, as "average temperature" reaches ``temp_max``; the operators ("ortalama", "medyan")
    went with the whole name only, so the question was not understood. Beside an "En Düşük
    Sıcaklık" the word is the two columns' alike and stays unread, rather than picking one.
    """
    words = name_words(column, prefix)
    lead = next((lead for lead in _EXTREME_LEADS if len(words) > len(lead) and tuple(words[:len(lead)]) == lead),
                None)
    if lead is None:
        return []
    rest = words[len(lead):]
    if any(c.name != column and name_words(c.name, prefix)[-len(rest):] == rest for c in info.columns):
        return []
    return [" ".join(rest)]


def _unit_words(table: str, metrics: dict[str, dict]) -> None:
    """A measure whose name ends in a unit is also said by the unit ("kaç mil", "how many miles").

    Only when it is the table's one measure kept in that unit: two durations in minutes leave
    "kaç dakika" to the words around it.
    """
    said: dict[str, list[str]] = {}
    for key, spec in metrics.items():
        column = spec["expression"].rsplit(".", 1)[-1].strip('")')
        if spec["table"] == table and spec["expression"].startswith(("SUM(", "AVG(")):
            for word in name_unit_words(column):
                said.setdefault(word, []).append(key)
    for word, keys in said.items():
        if len(keys) == 1:
            metrics[keys[0]]["synonyms"]["any"].append(word)


def _named_things(table: str, column: str) -> list[str]:
    """The things a table of events names first, for its name column: "restaurant(s)" of restaurant_inspections.

    Why: a table named ``<thing>_<events>`` (restaurant_inspections, patient_visits,
    magaza_satislari) holds several rows per thing, and its name column (``business_name``) says
    which thing; "how many different restaurants" and "top 5 restaurants by number of inspections"
    mean that column, not the rows. Only the words before the last one, and only where the column's
    own words do not already say them. A first or last name alone names a person, never the thing:
    a resume's ``first_name`` repeats across resumes (``resume_callbacks``), "how many resumes" are rows.
    """
    if {"first", "last", "given", "middle", "surname", "forename", "soyad", "soyadi"} & set(
            fold(column).split("_")):
        return []
    words = [w for w in fold(table).split("_") if w.isalpha()]
    if len(words) >= 2 and singular(words[-1]) in fold(column).split("_"):
        # ``team_name`` of mlb_teams: the rows are the teams the column names, "mlb" only qualifies them
        return [words[-1]]
    if len(words) < 2 or set(words[:-1]) & set(fold(column).split("_")):
        return []
    thing = " ".join(words[:-1])
    vowels = [c for c in thing if c in "aeıioöuü"]
    turkish = "lar" if vowels and vowels[-1] in "aıou" else "ler"
    english = f"{thing[:-1]}ies" if thing.endswith("y") else f"{thing}es" if thing.endswith(("s", "ch", "sh", "x")) \
        else f"{thing}s"
    return [thing, english, f"{thing}{turkish}"]


def _yes_no(col: Any) -> bool:
    """A BOOLEAN column, or a text column whose two values are yes and no (Yes/No, Evet/Hayır)."""
    if col.db_type.upper() == "BOOLEAN":
        return True
    values = {fold(str(v)) for v in getattr(col, "distinct_values", ()) or () if v is not None}
    return col.db_type.upper().startswith("VARCHAR") and values in _YES_NO


def _being_nouns(words: list[str]) -> list[str]:
    """The noun a Turkish yes/no column's name makes of its rows, said with "olan": "üye" of ``ico_uyesi``.

    Why: "üye olan ve olmayan ülkeler" (countries that are members and those that are not) names the
    yes and no rows of ``ico_uyesi`` by the bare noun; the name holds it as a compound's possessive
    ("ICO Üyesi"). Only the last word of a name of two words or more that is such a possessive.
    """
    if len(words) < 2:
        return []
    return possessive_stems(fold(words[-1]))[-1:]


def _yes_no_dimension(table: str, col: Any, label: str, synonyms: list[str]) -> dict:
    """A yes/no column as a breakdown whose values answer to the column's own words.

    "smokers" are the rows where ``smoker`` is true and "non smokers" the others; "active" the rows
    of ``is_active``. Only the plural or the adjective names the yes value, so "by smoker" still
    breaks down by the column.
    """
    words = label.split()
    adjective = " ".join(words[1:]) if len(words) > 1 and words[0] in ("is", "has", "was") else None
    plural = f"{label[:-1]}ies" if label.endswith("y") else f"{label}s"
    yes_words = [plural] + ([adjective] if adjective else [])
    no_words = [f"non {label}", f"non {plural}", f"not {adjective or label}"]
    no_words += [f"non {adjective}"] if adjective else []
    yes_extra, no_extra, acts = _participle_words(label)
    yes_words += yes_extra
    no_words += no_extra
    # ``private`` Yes/No: "public colleges" are the No rows, the pair's other word (lexicon flag_opposites)
    no_words += [str(w) for w in load_lexicon().words("flag_opposites", fold(label))] if len(words) == 1 else []
    done = noun_participles(words[-1]) if words else []  # subject_injury: the "injured" rows
    yes_words += done
    no_words += [f"not {w}" for w in done]
    for noun in _being_nouns(words):  # "ICO Üyesi": "üye olan", "üye olmayan" ülkeler
        yes_words += [f"{noun} olan", f"{noun} olanlar", f"{noun} olanların"]
        no_words += [f"{noun} olmayan", f"{noun} olmayanlar", f"{noun} olmayanların"]
        # "yasanın olduğu (olmadığı) yıllar": the rows where the thing is (is not), said with its genitive
        owners = [genitive(noun), genitive(fold(words[-1]))]
        yes_words += [f"{owner} oldugu" for owner in owners]
        no_words += [f"{owner} olmadigi" for owner in owners]
    # "çalışma durumuna göre": the state of the column's act is the column itself
    synonyms = synonyms + [f"{act} {state}" for act in acts for state in _STATE_WORDS]
    raw = [str(v) for v in getattr(col, "distinct_values", ()) or () if v is not None]
    if col.db_type.upper() == "BOOLEAN":
        yes, no = "true", "false"
    else:
        yes = next((v for v in raw if fold(v) in YES_WORDS), "Yes")
        no = next((v for v in raw if v != yes), "No")
    if fold(yes) in TURKISH_YES:  # "açık kaynağa katkı verenler": a Turkish noun's rows by its light verb
        light_yes, light_no = _light_verb_words(label)
        yes_words, no_words = yes_words + light_yes, no_words + light_no
        yes_words += quality_adjectives(label)  # "yoksul anneler" of ``yoksulluk``
    return {"table": table, "column": col.name, "label": {"en": label}, "synonyms": {"any": synonyms},
            "value_synonyms": {yes: yes_words, no: no_words}}


def _yes_rate(table: str, col: Any, dim: dict, label: str, synonyms: list[str]) -> dict:
    """The percentage of a yes/no column's yes rows, said as "<column> rate" ("churn rate", "default rate").

    Why: "what is the attrition rate", "churn rate by contract type" ask for the share of rows
    where the thing happened; without it "rate" found another measure (``dailyrate``) and the yes/no
    column became a breakdown.
    """
    yes = next(iter(dim["value_synonyms"]))
    quoted = yes.replace("'", "''")
    test = f'{table}."{col.name}"' if yes == "true" else f"{table}.\"{col.name}\" = '{quoted}'"
    words = list(dict.fromkeys(synonyms[:2] + verb_nouns(label.split()[-1] if label.split() else "")))
    acts = _participle_words(label)[2]  # "iyileşme oranı" of ``iyilesti``: the rate of the act
    return {"table": table, "expression": f"100.0 * AVG(CASE WHEN {test} THEN 1 ELSE 0 END)",
            "label": {"en": f"{label} rate", "tr": f"{label} oranı"}, "format": "percent",
            "synonyms": {"any": [f"{w} {end}" for w in words for end in ("rate", "percentage", "oranı", "orani")]
                         + [f"{act} {end}" for act in acts for end in ("oranı", "orani")]}}


# "öldü" (died) folds to "oldu", the past of the copula ol-: "olan", "olanlar" (those that are), "olmayan",
# "olduğu" are said in every other question ("evli olanlar"), so the column never takes them as its rows.
_COPULA_FORMS = frozenset({"olan", "olanlar", "olmayan", "olmayanlar", "olmadi", "olmamis", "oldugu",
                           "olmadigi", "olduklari", "olma"})


# The simple past, folded: -dı/-di/-du/-dü, and -tı/-ti/-tu/-tü after a voiceless consonant ("iyileşti", "kaçtı")
_PAST_ENDINGS = ("di", "du", "ti", "tu")


def _short_verb_stem(stem: str) -> bool:
    """A verb stem of two letters, a vowel then a consonant ("öl", "al", "et"): "öldü", "aldı" are verbs.

    Why the shape: a four-letter word in -di/-du that opens with a consonant is a noun ("kedi", "yedi"
    as a number): a one-syllable verb's stem opens with its vowel and keeps its consonant.
    """
    return len(stem) == 2 and stem[0] in "aeiou" and stem[1] not in "aeiou"


# Verbs that make a noun an act ("katkı vermek", "bağış yapmak", "talep etmek", "destek almak"): their
# participles after a yes/no column's noun name its rows, "katkı verenler" those whose ``katki`` is Evet.
_LIGHT_VERBS = (("veren", "vermeyen"), ("yapan", "yapmayan"), ("eden", "etmeyen"), ("alan", "almayan"))


def _light_verb_words(label: str) -> tuple[list[str], list[str]]:
    """Yes and no words of a Turkish yes/no column named by a noun, said with a light verb's participle.

    Why: "açık kaynağa katkı verenlerin oranı" (the share of those who contribute to open source)
    names the yes rows of ``acik_kaynaga_katki`` by the noun and "veren" (giving); the column's
    own words were read, the participle was left over, and the column became a list of its values.
    The whole name and its last word, each with the participle, its plural and the plural's genitive.
    """
    words = label.split()
    if not words or not words[-1].isalpha() or len(words[-1]) < 3:
        return [], []
    heads = list(dict.fromkeys([label, words[-1]]))
    yes = [f"{h} {p}{end}" for h in heads for p, _ in _LIGHT_VERBS for end in ("", "ler", "lerin")]
    no = [f"{h} {n}{end}" for h in heads for _, n in _LIGHT_VERBS for end in ("", "ler", "lerin")]
    return yes, no


def _participle_words(label: str) -> tuple[list[str], list[str], list[str]]:
    """Yes words, no words and the verbal nouns of a yes/no column named by what happened to the row.

    Why: "survived", "released", "serbest bırakıldı", "çalışıyor" are verbs, and analysts use them
    as verbs ("how many passengers survived", "kaç kişi serbest bırakıldı"), as the people they
    make ("survivors", "serbest bırakılanlar", "çalışanlar", "çalışmayanlar") or as the act's
    state ("çalışma durumu", the column). English -ed, Turkish past -dı/-di/-du/-dü and present
    -(I)yor; the Turkish forms are folded, because questions are matched with ı folded to i.
    """
    words = label.split()
    head, last = " ".join(words[:-1]), words[-1] if words else ""
    lead = f"{head} " if head else ""
    if last.endswith("ed") and len(last) > 4:
        stem = last[:-3] + "y" if last.endswith("ied") else last[:-2]
        return [label, f"{lead}{stem}ors", f"{lead}{stem}or"], [f"did not {lead}{stem}e", f"not {label}"], []
    if fold(last).endswith(_PAST_ENDINGS) and (len(last) > 4 or _short_verb_stem(fold(last)[:-2])):
        stem = fold(last)[:-2]
        yes = [label] + [f"{lead}{stem}{end}" for end in ("an", "en", "anlar", "enler")]
        no = [f"{lead}{stem}{end}" for end in ("madi", "medi", "mayan", "meyen", "mayanlar", "meyenler")]
        # the object participle: "trump'ın kazandığı eyaletler" (the states Trump won), "kazanmadığı"
        yes += [f"{lead}{stem}d{v}g{v}" for v in ("i", "u")] + [f"{lead}{stem}d{v}k{w}ri" for v, w in
                                                                  (("i", "le"), ("u", "la"))]
        no += [f"{lead}{stem}m{v}d{w}g{w}" for v, w in (("a", "i"), ("e", "i"))]
        acts = [f"{lead}{stem}{end}" for end in ("ma", "me")]
        if not head:  # "öldü" folds to "oldu": the copula's own forms ("evli olanlar") are never its rows
            yes = [yes[0], *(w for w in yes[1:] if w not in _COPULA_FORMS)]
            no, acts = [w for w in no if w not in _COPULA_FORMS], [w for w in acts if w not in _COPULA_FORMS]
        return yes, no, acts
    if head and (done := act_noun_forms(last))[0]:  # erken_dogum: "erken doğdu", "erken doğan"
        return [f"{lead}{w}" for w in done[0]], [f"{lead}{w}" for w in done[1]], []
    yes, no, acts = participle_forms(last)
    if acts:
        return [f"{lead}{w}" for w in yes], [f"{lead}{w}" for w in no], [f"{lead}{w}" for w in acts]
    if not head and last.isascii() and last.isalpha() and len(last) > 3:
        # a bare verb (``churn``, ``default``, ``convert``): "customers who churned" are its yes rows
        pasts = _english_pasts(last)
        return pasts, [f"did not {last}", *(f"not {w}" for w in pasts)], []
    return [], [], []


_SIZE_WORDS = {"xs": ["extra small"], "s": ["small", "küçük"], "m": ["medium", "orta"], "l": ["large", "büyük"],
               "xl": ["extra large", "x-large", "x large"], "xxl": ["extra extra large", "xx-large", "xx large"]}


def _size_letters(values: Iterable[str]) -> dict[str, list[str]]:
    """The words of size letters, when a column holds nothing else: S → small, L → large, XL → extra large.

    Why: menus, shops and clothing keep sizes as letters, and "the average price of a large pizza"
    named no value the data holds, so the size was read as a breakdown.
    """
    listed = [str(v) for v in values if v is not None]
    if len(listed) < 2 or any(fold(v) not in _SIZE_WORDS for v in listed):
        return {}
    return {v: list(_SIZE_WORDS[fold(v)]) for v in listed}


def _verb_value_words(values: Iterable[str]) -> dict[str, list[str]]:
    """The rows a category value said as a Turkish verb are called by its participle: "çalışanlar" of "Çalışıyor".

    Why: a status column often stores what the row does or has had done ("Çalışıyor" is working,
    "Ödenmiş" paid, beside "İşsiz" or "İşgücü dışında"), and analysts name those rows with the
    participle: "çalışanların ortalama çalışma saati", "evli çalışanların oranı". Only one-word
    values in the present progressive (-Iyor), perfect (-mIş) or past (-DI: "Öldü", "ölenler"); the yes
    forms of a yes/no column's name are built the same way (``verbforms.participle_forms``).
    """
    out: dict[str, list[str]] = {}
    for value in values:
        if not isinstance(value, str) or len(value.split()) != 1:
            continue
        yes, _no, acts = participle_forms(fold(value).lower())
        if acts and yes[1:]:
            out[value] = yes[1:]
        elif past := past_participles(value):
            out[value] = past  # "ölen" of a status "Öldü"
    return out


def _english_pasts(verb: str) -> list[str]:
    """The regular English past of a word that may be a verb: churn → churned, cancel → cancelled/canceled.

    Why: a yes/no column is often named by the bare verb of what happened to the row; analysts ask
    with its past ("how many customers churned", "loans that defaulted"). A noun's made-up past
    (``attritioned``) is never typed, so it costs nothing.
    """
    if verb.endswith("e"):
        return [f"{verb}d"]
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return [f"{verb[:-1]}ied"]
    pasts = [f"{verb}ed"]
    if verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        pasts.append(f"{verb}{verb[-1]}ed")  # stop → stopped, cancel → cancelled
    return pasts


def _table_prefix(columns: list[str]) -> str:
    """A short prefix every column of a table shares (``l_`` in TPC-H's lineitem), else ""."""
    heads = {c.split("_", 1)[0] + "_" for c in columns if "_" in c}
    if len(heads) == 1 and len(columns) > 1 and all("_" in c for c in columns):
        head = heads.pop()
        return head if len(head) <= 4 else ""
    return ""


# "yatak odası sayısı", "oda adedi": a count column is also named by what it counts.
_COUNT_HEADS = frozenset({"sayisi", "adedi"})


def _average_label(label: str) -> dict[str, str]:
    """ "average price per room" for ``avg_price_per_room``, not "average average price per room"."""
    words = label.split()
    bare = " ".join(words[1:]) if len(words) > 1 and words[0] in ("average", "mean", "ortalama") else label
    return {"en": f"average {bare}", "tr": f"ortalama {bare}"}


_YEARS = (1800, 2100)  # a name's last number in this range is the year it was measured in


def _rate_unit(column: str) -> str:
    """The rate a column's name ends in, spelled out ("miles per gallon" of ``mileage_mpg``), or "".

    Why: a name ending in a rate's abbreviation (mpg, mph, rpm) is a measure said by its name
    alone ("mileage") or by the rate ("mpg"), and a rate is averaged, never summed.
    """
    words = [w for w in fold(column).split("_") if w]
    rate = load_lexicon().column_abbreviations.get(words[-1], "") if len(words) > 1 else ""
    return rate if " per " in rate else ""


def _per_unit(column: str) -> bool:
    """Whether a name says an amount per a unit (``cost_per_sqft``, ``costpersqft``): a rate, averaged.

    Why: the unit after "per" leaves the name's words (the measure is "cost"), and "cost" alone is
    summed; added up over houses, a cost per square foot is no figure anyone asked for.
    """
    pieces = [p for part in fold(column).replace("-", "_").split("_") if part for p in segment_word(part)]
    return "per" in pieces[1:-1]


def _base_words(column: str) -> list[str]:
    """A column name's words without the units and scales written after it (``satis_mlr_usd`` → satis)."""
    words = [w for w in fold(column).split("_") if w]
    words = words[:len(words) - scale_or_rate_tail(words)]  # rontgen_puani_1_6, sedimantasyon_mm_saat
    base = [w for w in words if w not in _UNITS] or words
    if len(base) > 2 and base[-1] in _SPAN_UNITS and base[-2] in _SPANS:
        base = base[:-1]  # egt_suresi_yil -> "egt suresi", emzirme_suresi_hafta -> "emzirme suresi": its unit
    if len(base) > 1 and base[-1] in UNIT_SUFFIXES:  # body_mass_g -> "body mass"
        base = base[:-1]
        if len(base) > 1 and base[-1] in UNIT_SUFFIXES:  # tempo_dk_mil (minutes per mile) -> "tempo"
            base = base[:-1]
    return base


def _unprefixed(column: str, prefix: str) -> str:
    """The name without the table's column prefix (``l_`` of ``l_quantity``), when it has it."""
    return column[len(prefix):] if prefix and column.lower().startswith(prefix) else column


def _not_a_siblings(column: str, synonyms: list[str], info: Any, prefix: str = "") -> list[str]:
    """A name's synonyms without those of the column its unit-free name is (``hp_rpm`` is not ``hp``).

    Why: a unit written last is left out of how a measure is said (``mileage_mpg`` is "mileage"),
    but in ``hp_rpm`` the name before the unit is another column of the table, the horsepower;
    "average horsepower" must reach that column, not the engine speed it peaks at.
    """
    bare = _unprefixed(column, prefix)
    base = _base_words(bare)
    if base == [w for w in fold(bare).split("_") if w]:
        return synonyms
    siblings = [c.name for c in info.columns if c.name != column
                and [w for w in fold(_unprefixed(c.name, prefix)).split("_") if w] == base]
    if not siblings:
        return synonyms
    taken = set(_synonyms(siblings[0], prefix))
    return [s for s in synonyms if s not in taken]


def _not_anothers_name(column: str, synonyms: list[str], info: Any, prefix: str = "") -> list[str]:
    """A compound name's synonyms without another column's whole name (``rakip_fiyat`` is not "fiyat").

    Why: the head of a compound stands for it ("status" of ``order_status``), but when the table
    also has a column called just that head (``fiyat`` beside ``rakip_fiyat``, ``price`` beside
    ``competitor_price``), "ortalama fiyat" asks for that column; the compound keeping the word
    made the two tie and the first column in the file won.
    """
    if len(name_words(column, prefix)) < 2:
        return synonyms
    others = {readable(c.name, prefix) for c in info.columns if c.name != column
              and len(name_words(c.name, prefix)) == 1}
    return [s for s in synonyms if s not in others] if others & set(synonyms) else synonyms


def _proper_lead(column: str, info: Any, prefix: str = "") -> list[str]:
    """A compound name's first word alone, where it is a name no other column of the table starts with.

    Why: a price list names each series by its product and then its kind ("arabica_kahve_kg",
    "brent_petrol_varil"); analysts say the product alone ("on yıllara göre ortalama arabica
    fiyatı", "brent price by year"). Only a first word of four letters or more that is no common
    English word (a name, not "home" of ``home_runs``) nor a noun for people ("müşteri"), of a name
    of two words, that begins no other column's name in the table (``gunduz_dakika`` beside
    ``gunduz_ucret`` keeps it), in a family of columns of the same kind (``robusta_kahve_kg`` beside
    it): a lone compound (``govde_capi_cm``) keeps its whole name.
    """
    said = name_words(column, prefix)
    if len(said) != 2 or len(said[0]) < 4 or not said[0].isalpha() or not said[1].isalpha() \
            or is_common_word(said[0]):
        return []  # "kuruyan_1000" (a rate per 1000) has no kind after its first word
    if any(singular(fold(w)) == said[0] or fold(w).startswith(said[0]) for w in person_nouns()):
        return []  # "müşteri" of ``musteri_puani``: the rows' people, never one measure
    if any(w.startswith(said[0]) for w in fold(info.name).split("_")):
        return []  # "tekne" of ``tekne_yasi`` in ``tekneler``: the rows' own noun ("kaç tekne")
    if said[0] in _LEADING or said[0] in load_lexicon().stopwords:
        return []
    if any(c.name != column and name_words(c.name, prefix)[:1] == said[:1] for c in info.columns):
        return []
    if not any(c.name != column and name_words(c.name, prefix)[1:] == said[1:] for c in info.columns):
        return []  # a family of series of one kind (``robusta_kahve_kg`` beside it), not a lone compound
    return [said[0]]


def _operator_words(column: str, prefix: str = "") -> list[str]:
    """The names an operator goes with ("medyan ...", "highest ..."): the first two, and the unit-free one.

    Why: "medyan varlık" asks for ``varlik_mlr_usd``'s median; the name with its scale and
    currency ("varlik mlr usd") is not how the measure is said beside an operator.
    """
    names = _synonyms(column, prefix)[:2]
    bare = " ".join(_base_words(_unprefixed(column, prefix)))
    names = names + [bare] if bare and bare not in names else names
    names = names + _irregular_forms(readable(_unprefixed(column, prefix)).split())  # "median square footage"
    lead = lead_word(fold(_unprefixed(column, prefix)))
    names = names + [lead] if lead and lead not in names else names  # "average math" of ``mathach``
    unplaced = " ".join(_unplaced(_base_words(_unprefixed(column, prefix))))
    names = names + [unplaced] if unplaced and unplaced not in names else names  # "ortalama kişi sayısı"
    return names + [w for w in _in_unit(column, prefix) if w not in names]  # "average time in hours"


def _in_unit(column: str, prefix: str = "") -> list[str]:
    """A measure kept in the unit its name ends in, said with "in": ``time_hrs`` is the "time in hours".

    Why: names shorten the unit (``time_hrs``, ``dist_km``, ``weight_lb``) while analysts ask
    "average time in hours" or "total distance in km", which names this column and not a sibling
    kept another way (``time`` as a clock time beside ``time_hrs``).
    """
    words = [w for w in fold(_unprefixed(column, prefix)).replace("-", "_").split("_") if w]
    return [f"{' '.join(words[:-1])} in {unit}" for unit in name_unit_words(column)]


# Plural nouns for people that stand for one another in a count's name ("individuals affected")
_PEOPLE_PLURALS = ("people", "persons", "individuals")


def _passive_forms(said: list[str]) -> list[str]:
    """A count named by a plural and a participle, said as a clause: "individuals were affected".

    Why: official counts are named ``Individuals.Affected``, ``persons_injured``, ``cases_confirmed``
    while analysts ask "how many people were affected"; the verb between the words, and another
    plural for people than the file's, left the question not understood. Only a plural noun and
    one -ed participle.
    """
    if len(said) != 2 or not said[1].endswith("ed") or not said[0].endswith("s") or said[0].endswith("ss"):
        return []
    nouns = _PEOPLE_PLURALS if said[0] in _PEOPLE_PLURALS else (said[0],)
    return [f"{noun}{verb}{said[1]}" for noun in nouns for verb in (" ", " were ", " was ")
            if f"{noun}{verb}{said[1]}" != " ".join(said)]


_ABBREVIATION_WORDS = frozenset({"abbr", "abbrev", "abbreviation", "abbreviations", "kisaltma", "kisaltmasi"})


def _synonyms(column: str, prefix: str = "") -> list[str]:
    lex = load_lexicon()
    column = _unprefixed(column, prefix)
    words = [w for w in fold(column).split("_") if w]
    base = _base_words(column)
    out = [readable(column), " ".join(words), " ".join(base), unqualified(column)]
    head = head_word(column)
    if len(base) > 1 and base[0] in _LEADING:
        out.append(" ".join(base[1:]))  # "total bill" is also just "bill"
    if len(base) > 1 and base[-1] in _LEADING:  # sleep_total: "total sleep", "sleep"
        rest = " ".join(base[:-1])
        out += [f"{base[-1]} {rest}", rest]
        head = None  # "total" alone names no column
    if len(base) > 1 and base[-1] in _QUALIFIERS:  # temp_max: "max temp", "maximum temp", "temp"
        rest = " ".join(base[:-1])
        out += [f"{base[-1]} {rest}", f"{_QUALIFIERS[base[-1]]} {rest}", rest]
    for w in base if len(base) == 1 else base[-1:]:
        out += lex.column_synonyms.get(w, [])
        out += lex.column_synonyms.get(singular(w), [])
    if len(base) == 1 and base[0].endswith("y"):
        out.append(base[0][:-1] + "ies")
    elif len(base) == 1:
        out.append(base[0] + "s")
    if (reversed_rate := per_reversed(column)) is not None:
        out.append(reversed_rate)  # price_per_room: "room price"
        out += _per_head_first(column)  # income_per_capita: "per capita income"
    out += _said_the_other_way(base)  # mpg_highway: "highway mpg"
    out += _owner_after_head(base)  # largest_carrier_market_share: "market share of the largest carrier"
    if (untimed := before_time_unit(column)) is not None:
        out.append(untimed)  # age_years: "age"
    out += _in_unit(column)  # time_hrs: "time in hours"
    if rate := _rate_unit(column):  # mileage_mpg: "mpg", "miles per gallon" (the rate its name ends in) name it too
        out += [words[-1], rate]
    if head:
        out.append(head)  # "status" names the order status (the parser picks the table asked about)
    if len(words) == 1 and (lead := lead_word(words[0])):
        out.append(lead)  # garagepl: "garage", the whole word before the clip
    if len(base) > 1 and base[-1] in _ABBREVIATION_WORDS:
        out.append(" ".join(base[:-1]))  # state_abbr: "by state" (the abbreviation stands for the state)
        out.append(english_plural(" ".join(base[:-1])))  # "top 5 states by …", as a one-word name's plural
    for named in (base, _unplaced(base)):
        if len(named) > 1 and named[-1] in _COUNT_HEADS:
            out.append(" ".join(named[:-1]))  # "4'ten fazla yatak odası" of yatak_odasi_sayisi
            out += _participle_pasts(named[:-1])  # "kaç kişi geldi" of gelen_sayisi
    if _unplaced(base):
        out.append(" ".join(_unplaced(base)))  # hanedeki_kisi_sayisi: "kişi sayısı"
    out += _plain_forms(base) + _irregular_forms(readable(column).split()) + _article_forms(readable(column).split())
    out += _verbal_nouns(base)  # kazanan_suresi: "kazanma süresi"
    if len(base) > 1 and base[-1] not in _COUNT_HEADS and not is_common_word(base[-1]):
        # taksi_sirketi: "şirketlere göre" (the head's bare noun); never a unit of time ("yıl" of egitim_yili)
        # five letters at least: a short stem is also a verb's or an adjective's root ("koş" of kisa_kosu
        # took "koştum", "fark" of dem_cum_farki took "farklı")
        out += [s for s in possessive_stems(base[-1])[-1:]
                if len(s) >= 5 and s not in _SPAN_UNITS and s not in lex.units]
    said = readable(column).split()
    out += _passive_forms(said)  # individuals_affected: "people were affected"
    out += _classifier_forms(said)  # maritalcat: "marital status", "education level" of educcat
    out += _subject_of_a_figure(said)  # energy_output_kwh: "the most energy"
    if len(said) > 1 and said[-1] in ("name", "title", "label"):
        out.append(" ".join(said[:-1]))  # "study" for studyName: the name is how the study is said
    out += _rate_compounds(words, base)  # bebek_olumu_binde: "bebek ölüm hızı", "bebek ölüm oranı"
    if len(words) > 1 and words[-1].isdigit() and _YEARS[0] <= int(words[-1]) <= _YEARS[1]:
        # repair_record_1978: "repair record" says it; the year alone is a period ("in 1978"), never the column
        out = [w for w in out if w != words[-1]] + [" ".join(words[:-1])]
    out = _kept_negation(words, out)
    return list(dict.fromkeys(w for w in out if w.strip()))  # a column called "median" has no rest


_PLACE_ADJECTIVE_ENDINGS = ("deki", "daki", "teki", "taki")


def _unplaced(base: list[str]) -> list[str]:
    """A Turkish name without its leading place word: ``hanedeki_kisi_sayisi`` is also the "kişi sayısı".

    Why: a column is named where its thing is counted or kept ("hanedeki kişi sayısı", "stoktaki
    adet", "sepetteki ürün sayısı"), while the analyst, asking about that table, leaves the place
    out: "hane başına ortalama kişi sayısı". A first word in the locative -ki form (-deki, -daki,
    -teki, -taki) only qualifies the rest; the rest alone names the column. Empty when the name has
    no such first word or nothing after it.
    """
    if len(base) > 1 and base[0].endswith(_PLACE_ADJECTIVE_ENDINGS) and len(base[0]) > 5:
        return base[1:]
    return []


_NEGATIONS = frozenset({"not", "non"})


def _kept_negation(words: list[str], names: list[str]) -> list[str]:
    """A negated name's shorter names keep the negation: ``count_not_working`` is never just "working".

    Why: beside ``count_working``, the bare "working" of ``count_not_working`` made "students working
    in 2013" add up those not working, and "non white" of ``non_white_pct`` answered to "white".
    The words from the negation on ("not working") are a name of their own.
    """
    at = next((k for k, w in enumerate(words) if w in _NEGATIONS), None)
    if at is None or at == len(words) - 1:
        return names
    kept = [n for n in names if set(n.split()) & _NEGATIONS]
    return [*kept, " ".join(words[at:])]


_PER_HEAD = frozenset({"capita", "head", "person"})


def _per_head_first(column: str) -> list[str]:
    """ "per capita income" of ``income_per_capita``: English says a rate per head before its noun.

    Why: a rate per thing is said "room price" (``per_reversed``), but "capita income" is no
    English; "per capita" (per head, per person) stays whole and goes first. With "per" read as
    "by", "states with per capita income above 4500" was a breakdown by nothing and an average.
    """
    words = [w for w in fold(column).split("_") if w]
    if "per" not in words[1:-1] or words[words.index("per") + 1] not in _PER_HEAD:
        return []
    at = words.index("per")
    return [" ".join([*words[at:at + 2], *words[:at], *words[at + 2:]])]


def _said_the_other_way(base: list[str]) -> list[str]:
    """A two-word name said in the other order: ``mpg_highway`` is the "highway mpg", ``pop_urban`` the "urban pop".

    Why: engineers head a family of columns by the measure and qualify it after (``mpg_city``,
    ``mpg_highway``, ``price_min``), so the files sort them together; analysts say the qualifier
    first, as English puts an adjective or a noun used as one before the noun: "city mpg",
    "highway mpg". Only two common English words (a Turkish ``yillik_gelir`` is said in its own
    order already), never a participle after the noun (``individuals_affected`` is said "people
    affected"), so longer names and other languages keep their order.
    """
    if len(base) != 2 or base[0] == base[1] or base[1].endswith("ed"):
        return []
    if not all(w.isalpha() and is_common_word(w) for w in base):
        return []
    return [f"{base[1]} {base[0]}"]


_FUNCTION_WORDS = frozenset("of per in at to for on by from with and or the a an vs".split())


def _owner_after_head(base: list[str]) -> list[str]:
    """A long English name said with its owner after "of": ``largest_carrier_market_share`` is the
    "market share of the largest carrier", and "market share" alone.

    Why: a header stacks its owner before the head noun ("largest carrier market share"), while a
    question puts the owner after "of" ("median market share of the largest carrier"); read only
    in the header's order, the question's words matched nothing. Names of three or four common
    English words; the head alone only when it is two words or more (one word is ``head_word``'s).
    """
    if not 3 <= len(base) <= 4 or len(set(base)) < len(base) or set(base) & _FUNCTION_WORDS:
        return []  # ``type_of_breach``, ``spending_per_capita``: already said in a question's order
    if not all(w.isalpha() and is_common_word(w) for w in base):
        return []
    out: list[str] = []
    for k in range(1, len(base)):
        head, owner = " ".join(base[k:]), " ".join(base[:k])
        out += [f"{head} of {owner}", f"{head} of the {owner}"]
        if len(base) - k >= 2:
            out.append(head)
    return out


# A rate's unit written last (per mille, percent) and the Turkish nouns of a rate said after its name.
_RATE_UNITS = frozenset({"binde", "yuzde", "pct", "oran", "orani"})
_RATE_NOUNS = ("hizi", "orani")


def _rate_compounds(words: list[str], base: list[str]) -> list[str]:
    """A Turkish compound kept as a rate, said with a rate noun: ``bebek_olumu_binde`` is the "bebek ölüm hızı".

    Why: a count per thousand or per hundred is named by the compound it counts ("bebek ölümü",
    infant deaths) and its unit ("binde"), while analysts say the rate itself: "bebek ölüm hızı",
    "bebek ölüm oranı". The compound then modifies another noun and its head loses the possessive
    ending (ölüm-ü → ölüm). Only a name of two words or more before a rate unit, whose last word
    carries the possessive.
    """
    if len(words) < 3 or words[-1] not in _RATE_UNITS or len(base) < 2:
        return []
    head = base[-1]
    for end in ("si", "su", "i", "u"):
        bare = head[: -len(end)]
        if head.endswith(end) and len(bare) >= 3 and (len(end) == 1) == (bare[-1] not in "aeiou") \
                and bare not in ("oran", "hiz"):
            return [" ".join([*base[:-1], bare, noun]) for noun in _RATE_NOUNS]
    return []


def _participle_pasts(words: list[str]) -> list[str]:
    """The past of the verb whose participle a count column is named by: "geldi" of gelen_sayisi.

    Why: a count named "<participle> sayısı" (``gelen_sayisi`` the number who came, ``satilan_adet``)
    is asked with the verb's past: "2010'da kaç kişi geldi", "kaç ziyaretçi geldi". Only a one-word
    participle in -an/-en (after a vowel -yan/-yen) of a stem of two letters or more.
    """
    if len(words) != 1 or not words[0].isalpha() or not words[0].endswith(("an", "en")) or len(words[0]) < 4:
        return []
    stem = words[0][:-2]
    stem = stem[:-1] if stem.endswith("y") and len(stem) > 2 and stem[-2] in "aeiou" else stem
    past = "t" if stem[-1] in "pcstkfh" else "d"
    vowel = "u" if next((ch for ch in reversed(stem) if ch in "aeiou"), "e") in "ou" else "i"
    return [f"{stem}{past}{vowel}", f"{stem}m{vowel}s"]


def _verbal_nouns(base: list[str]) -> list[str]:
    """A Turkish compound headed by a participle said with the verbal noun: ``kazanan_suresi`` is the "kazanma süresi".

    Why: a file names a measure by who did it ("kazanan süresi", the winner's time; "bitiren
    sayısı") while the analyst names the doing ("ortalama kazanma süresi", "bitirme sayısı"). The
    participle's -an/-en (-yan/-yen after a vowel) becomes the verbal noun's -ma/-me, whose vowel
    follows the same harmony. Only the first word of a name of two words or more, of a stem of
    three letters or more.
    """
    if len(base) < 2 or not base[0].isalpha() or not base[0].endswith(("an", "en")) or len(base[0]) < 5:
        return []
    stem = base[0][:-2]
    stem = stem[:-1] if stem.endswith("y") and stem[-2:-1] in ("a", "e", "i", "o", "u") else stem
    if len(stem) < 3:
        return []
    return [" ".join([f"{stem}m{base[0][-2]}", *base[1:]])]


_FLAG_VERBS = frozenset({"is", "has", "was", "had", "did", "does", "have"})


# A last word's irregular forms, as analysts say them of a measure: "square foot", "square footage".
_IRREGULAR_LAST = {"feet": ("foot", "footage"), "foot": ("feet", "footage")}


def _irregular_forms(words: list[str]) -> list[str]:
    """A name ending in an irregular unit said in its other forms: ``sqft`` ("square feet") as "square foot(age)".

    Why: "price per square foot" and "median square footage" name the ``sqft`` column, whose
    name reads "square feet"; the plural rule of the matcher knows no foot/feet.
    """
    if len(words) < 2 or words[-1] not in _IRREGULAR_LAST:
        return []
    return [" ".join([*words[:-1], form]) for form in _IRREGULAR_LAST[words[-1]]]


# Nouns that only say "a grouping of": a name "X category" is said with any of them
_CLASSIFIER_HEADS = ("category", "type", "status", "level", "group", "class")


def _classifier_forms(said: list[str]) -> list[str]:
    """A grouping named "X category" said with the classifier noun analysts use: "marital status".

    Why: survey exports shorten a grouping to its subject and "cat" (``maritalcat``, ``educcat``,
    read "marital category"), while its codebook and its analysts say "marital status", "education
    level", "income group"; "category" holds no meaning of its own to keep. Only a name ending in
    "category": a name that chose another noun ("order type") keeps it, beside a possible
    ``order_status`` that the other noun names.
    """
    if len(said) < 2 or said[-1] != "category":
        return []
    rest = " ".join(said[:-1])
    return [f"{rest} {noun}" for noun in _CLASSIFIER_HEADS if noun != "category"]


# Heads that only say "a figure of": "energy output" is the energy, "sales volume" the sales
_FIGURE_HEADS = frozenset({"output", "amount", "value", "level", "figure", "quantity", "volume"})


def _subject_of_a_figure(said: list[str]) -> list[str]:
    """A two-word name whose head only says "a figure of", said by its first word: "energy" of "energy output".

    Why: "which month had the most energy" names ``energy_output_kwh``; its first word was no
    synonym (a name's first word is usually a qualifier: "order" of "order status"), and the
    unknown noun became the rows' count. A head like "output" or "amount" adds nothing the
    first word does not say. Only two-word names, and only a first word of four letters or more.
    """
    if len(said) != 2 or said[-1] not in _FIGURE_HEADS or len(said[0]) < 4 or not said[0].isalpha():
        return []
    return [said[0]]


_ARTICLE_AFTER = frozenset({"at", "in", "on", "with", "from", "to"})


def _article_forms(words: list[str]) -> list[str]:
    """A name with a preposition said with "the" after it: ``yearsatcompany`` as "years at the company".

    Why: a name drops the article its phrase has in speech ("years at the company", "time in the
    hospital"); with it, the words no longer matched the column and "years" found a date elsewhere.
    """
    at = next((k for k, w in enumerate(words) if 0 < k < len(words) - 1 and w in _ARTICLE_AFTER), None)
    return [] if at is None else [" ".join([*words[:at + 1], "the", *words[at + 1:]])]


def _plain_forms(words: list[str]) -> list[str]:
    """How analysts say a flag or a participle column: ``is_repeated_guest`` is a "repeat guest".

    Why: engineers prefix yes/no columns with a verb (``is_``, ``has_``) and write the participle
    ("repeated", "cancelled"); analysts drop the verb and say the plain word ("repeat guests",
    "cancel reason"). The plain word is WordNet's base form, so "required" becomes "require",
    never "requir"; words it does not list stay as they are.
    """
    from agent.analytics.semantic.related import base_forms  # read only when a column has a participle

    rest = words[1:] if len(words) > 1 and words[0] in _FLAG_VERBS else words
    stems = [max((b for b in base_forms(w) if b != w), key=len, default=w) if w.endswith("ed") else w
             for w in rest[:-1]]  # "used" is "use", not "us"
    out = [" ".join(rest)] if rest is not words else []
    if len(rest) > 1 and stems != rest[:-1]:
        out.append(" ".join([*stems, rest[-1]]))
    return out


_PART_NAMES = {"year": ("year", "yil", "yili", "yr"), "quarter": ("quarter", "qtr", "ceyrek"),
               "month": ("month", "ay", "mon", "mth"), "day": ("day", "gun")}
_INTEGER_TYPES = ("BIGINT", "INTEGER", "SMALLINT", "TINYINT", "HUGEINT", "UBIGINT", "UINTEGER", "USMALLINT", "UTINYINT")


def _date_parts(columns: list[Any], counted: set[str] | frozenset[str] = frozenset(),
                personal: set[str] | frozenset[str] = frozenset()) -> dict[str, str]:
    """Integer ``year``/``month``/``day`` (or ``year``/``quarter``) columns that make a date.

    Why: gapminder-style tables carry only ``year``; "in 2007" and "per year" then filter and
    group by a date made of the parts instead of failing for want of a time axis. A year of
    something whose values count years (``counted``: "Eğitim Yılı" 3-19) is no date. Quarterly
    panels are exported as ``year`` and ``quarter`` 1-4: without the quarter in the date,
    "quarterly" grouped by years and "in how many quarters" counted the four quarter numbers.
    A personal date (``personal``: a date of birth, kept out of every answer) dates no row: award
    winners by year with their birth dates are still dated by the year of the award.
    """
    parts: dict[str, str] = {}
    for col in columns:
        name = fold(col.name)
        words = name.split("_")
        if len(words) == 2 and words[1] in _PART_NAMES["year"] and col.name not in counted:
            name = words[1]  # "model_year", "model_yili": a year of something is still the year
        for part, names in _PART_NAMES.items():
            if name in names and col.db_type.upper().startswith(_INTEGER_TYPES) and part not in parts:
                parts[part] = col.name
    if "year" not in parts:
        return {}
    if "month" not in parts and (named := month_name_part(columns)):
        parts["month"] = named[0]  # "Ay" holding "Ocak" … "Aralık": its names are read by ``month_names``
    if "month" in parts:
        parts.pop("quarter", None)  # the month dates the row; its quarter is a breakdown beside it
    dated = any(c.logical_type == "date" and c.db_type.upper().startswith(("DATE", "TIME")) and not _clock(c.db_type)
                and c.name not in personal for c in columns)
    # A whole year-month-day is the data's own calendar and comes first even beside a timestamp:
    # an export's ``...Z`` timestamp is in UTC, and its day is not the day the rows were recorded.
    return parts if not dated or len(parts) == 3 else {}


def _clock(db_type: str) -> bool:
    """Whether a column holds clock readings (``02:09:47``): a finishing time or a time of day, no calendar.

    Why: DuckDB types ``hh:mm:ss`` cells as TIME. Such a column is no time axis ("after 1990"
    would compare it with a DATE) but a measure read by its average, minimum and maximum (a
    TIME has no sum), and it must not hide an integer year column from being the table's time.
    """
    t = db_type.upper()
    return t.startswith("TIME") and not t.startswith("TIMESTAMP")


_TIME_PARTS = frozenset({"month", "day", "hour", "minute", "second", "weekday", "week", "quarter",
                         "ay", "gun", "saat", "dakika", "hafta", "ceyrek"})


def _time_part(name: str) -> bool:
    """Whether a whole-number column is a part of a date or clock time (``month``, ``hour``).

    Why: such numbers label when a row happened; summing or averaging them means nothing.
    """
    return fold(name) in _TIME_PARTS


_KEY_SUFFIXES = ("key", "id", "code", "no", "nr", "num")
def _primary_key(table: str, columns: list[str], unique: list[str] | None,
                 text: set[str] | None = None) -> str | None:
    """The column that identifies a table's rows: ``<thing>_id``/``id``, else a unique key-named column.

    Why the name must also fit: in TPC-H's ``customer`` both ``c_custkey`` and ``c_phone`` are
    unique, but only the key names the entity (``cust`` shortens "customer"). Why an ``id`` must
    be unique when the data was looked at (``unique`` known): a table of checkups keeps the
    owner's ``id`` on each checkup; taken for the checkups' own key, the link to the owners
    looked one-to-one, and "number of checkups per owner" was refused as double counting.
    """
    entity = singular(fold(table))
    lowered = {c.lower(): c for c in columns}
    for name in (f"{entity}_id", "id"):
        if name in lowered and (unique is None or lowered[name] in unique):
            return lowered[name]
    unique = unique or []
    prefix = _table_prefix([c.lower() for c in columns])
    keyed = []
    for col in unique:
        name = fold(col)[len(prefix):] if prefix and fold(col).startswith(prefix) else fold(col)
        words = [w for w in name.split("_") if w]
        last = words[-1] if words else ""
        last = "code" if last == "cd" else last  # ``prod_cd``: the product code, as ``prod_code`` is
        suffix = next((x for x in _KEY_SUFFIXES if last.endswith(x)), None)
        if suffix is None:
            continue
        stem = last[: -len(suffix)] or (words[-2] if len(words) > 1 else "")
        if stem and (abbreviates(stem, entity) or stem == entity):
            return col
        keyed.append(col)
    if len(keyed) == 1:
        return keyed[0]
    codes = [c for c in unique if c in (text or set()) and not is_label(c)]
    # One unique text column and no key by name: the code that names each row (an airport's iata).
    return codes[0] if not keyed and len(codes) == 1 else None


_ID_WORDS = frozenset({"id", "key", "code", "no", "nr", "num", "number", "ref", "kod", "kodu", "numara", "numarasi"})


# What a column holding the two genders is called, whatever its own name (``female``, ``mf``: Female/Male)
_GENDER_NAMES = ("sex", "gender", "cinsiyet")
_IRREGULAR_PEOPLE = {"child": "children", "person": "people", "man": "men", "woman": "women"}


def _distinct_count(metrics: dict[str, dict], table: str, column: str, pk: str | None, prefix: str,
                    infos: list[Any]) -> None:
    """``COUNT(DISTINCT individual_id)`` as "number of individuals": the things another key names.

    Why: a table of visits with a ``patient_id`` and no patients table answers "how many patients"
    only by counting the distinct keys. Not for the table's own key (that is its row count), row
    numbers, or a key whose things have a table of their own (that table's rows are counted).
    """
    words = name_words(column, prefix)
    thing = " ".join(w for w in words if w not in _ID_WORDS)
    if column == pk or _is_row_number(column) or not thing or len(words) < 2 or thing.isdigit() or (
            words[-1] not in _ID_WORDS):
        return  # a model_year or a zip code names no things to count
    tables = {singular(_entity_words(info.name)) for info in infos} | {_entity_words(info.name) for info in infos}
    if thing in tables or singular(thing) in tables or {thing, f"{thing}s"} & set(_ROW_NOUNS):
        return  # counted as that table's rows, or the rows themselves ("sample number")
    plural = thing if thing.endswith("s") else (thing[:-1] + "ies" if thing.endswith("y") else thing + "s")
    plural = _IRREGULAR_PEOPLE.get(thing, plural)  # "number of children" of ``childid``
    key = f"{table}_{'_'.join(thing.split())}_count"
    metrics.setdefault(key, {
        "table": table, "expression": f'COUNT(DISTINCT {table}."{column}")', "format": "count",
        "label": {"en": f"number of {plural}"},
        "synonyms": {"any": [plural, thing, f"number of {plural}", f"different {plural}", f"distinct {plural}",
                             f"unique {plural}"]},
    })


def _names_a_person(thing: str) -> bool:
    """Whether a key's thing is a person ("patient", "child", "student"), by the lexicon's nouns for people."""
    forms = person_noun_forms()
    return bool({thing, plural(thing), f"{thing}ren"} & forms)  # "children" of child


def _people_by_key(count: dict, distinct: dict[str, dict]) -> None:
    """Count a table's people by the one key that names a person: "how many students" of ``childid``.

    Why: a table with a row per person and period (a pupil's yearly tests, a patient's visits, a
    player's seasons) still answers to the nouns for people, and its row count then counted records:
    "how many female students" added up every test a girl took. When exactly one other key of the
    table names a person ("child" of ``childid``, "patient" of ``patient_id``), the nouns for people
    move from the row count to that key's distinct count; "rows" and "records" still count rows.
    """
    people = [spec for spec in distinct.values() if _names_a_person(spec["synonyms"]["any"][1])]
    forms = person_noun_forms() | {fold(w) for w in PEOPLE_WORDS}
    said = [w for w in count["synonyms"]["any"] if fold(w) in forms]
    if len(people) != 1 or not said:
        return
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if w not in said]
    people[0]["synonyms"]["any"] = list(dict.fromkeys([*people[0]["synonyms"]["any"], *said]))


def person_code(column: str) -> str | None:
    """The people a whole-number column names, when its name is a person noun or a cut of one (``prof``).

    Why: evaluation and panel data number each professor, patient or player in a column named by
    the person (``prof``, ``patient``, ``player``) with no ``_id``; those numbers label people, so
    summing them means nothing, and "how many different professors" counts their distinct values.
    Only a one-word singular name of three letters or more, matched to the lexicon's person nouns.
    """
    name = fold(column).strip("_")
    if len(name) < 3 or not name.isalpha() or singular(name) != name:
        return None  # a plural ("children", "adults", "passengers") counts people in each row
    for noun in person_nouns():
        one = singular(fold(noun))
        if one == fold(noun):
            continue  # "children", "staff", "personel": no singular to number one person by
        if not (one.isalpha() and one.isascii()):
            continue
        if name == one or (len(name) >= 4 and abbreviates(name, one) and _cut_for(name, one)):
            return fold(noun)
    return None


def _cut_for(name: str, noun: str) -> bool:
    """Whether ``name`` stands for ``noun``: no English word itself ("instr"), or one meaning it ("prof").

    Why: "rent" cuts "renter" letter for letter, yet a ``rent`` column is the rent; a word of its
    own stands for the person only when that is its first sense (WordNet's first related words).
    """
    from agent.analytics.semantic.related import base_forms, related_words

    return not base_forms(name) or noun in related_words(name)[:3]


def _flag(col: Any) -> bool:
    """A whole-number column holding only 0 and 1: a yes/no flag (``member`` 0/1), not a numbering."""
    values = {str(v) for v in getattr(col, "distinct_values", ()) or () if v is not None}
    return bool(values) and values <= {"0", "1"}


def _keyed_by_people(pk: str | None, prefix: str, things: str) -> bool:
    """Whether a table's own key numbers people: ``calisan_no``, ``patient_id``.

    Why: a register keyed by an employee's or a patient's number lists people whatever its other
    columns are; "sigortası olmayan kaç kişi var" counts its rows. A table needs two of a person's
    traits among its columns otherwise, which a payroll of ages and wages does not have.
    """
    return any(fold(w) in person_noun_forms() for w in _key_things(pk, prefix, things))


def _key_things(pk: str | None, prefix: str, things: str = "") -> list[str]:
    """The things a table's own key numbers: "ogrenci" of ``ogrenci_no``, "patients" of ``patient_id``.

    Why: a table keyed by a thing's number holds one row per thing, whatever the file is called
    (``devamsizlik`` keyed by ``ogrenci_no`` lists pupils); "kaç öğrenci var" and "how many patients"
    count its rows. Row numbers, keys that name no thing ("sample number") and keys named like
    the table itself (``c_custkey`` of customer: its name column already says its rows) give nothing.
    """
    if pk is None or _is_row_number(pk):
        return []
    words = name_words(pk, prefix)
    thing = " ".join(w for w in words if w not in _ID_WORDS)
    named = {things, singular(things), *things.split(), *(singular(w) for w in things.split())}
    if len(words) < 2 or words[-1] not in _ID_WORDS or not thing or thing.isdigit() or (
            {thing, plural(thing)} & (set(_ROW_NOUNS) | named)):
        return []
    return list(dict.fromkeys([thing, plural(thing)]))


def _is_row_number(name: str) -> bool:
    """Whether a column is the row numbers (or row names) an R or pandas export writes first."""
    return fold(name).replace("_", "").replace(".", "") in _ROW_NUMBER_NAMES


_INTEGER_KEYS = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
                 "UBIGINT")


def key_family(db_type: str) -> str | None:
    """Integer or text, the kinds of value a key holds (None for dates, floats, booleans).

    Shared by the name-based links here and the data-based ones (``agent.workspaces.links``):
    a link joins values of one kind only.
    """
    t = db_type.upper()
    if t.startswith(_INTEGER_KEYS):
        return "integer"
    return "text" if t.startswith("VARCHAR") else None


def _type_family(db_type: str) -> str:
    """A column's key family, or its own type when it holds no key values (compared for equality)."""
    return key_family(db_type) or db_type.upper()


_CODE_WORDS = frozenset({"code", "kod", "kodu", "no", "nr", "numara", "numarasi"})


def _groups_as_code(column: str, pk: str | None, prefix: str, coded: set[str], infos: list[Any]) -> bool:
    """Whether a few-valued whole-number code is a breakdown of its own ("Alan Kodu": 408, 415, 510).

    Only a name ending in a code word (not a key or id, which point at another table's rows), and
    only when no other table is named by the thing the code stands for: ``n_regionkey`` beside a
    ``region`` table breaks down through that table's names, not by its numbers.
    """
    words = [w for w in fold(column).split("_") if w]
    if column == pk or column not in coded or not words or words[-1] not in _CODE_WORDS:
        return False
    thing = [w for w in name_words(column, prefix) if w not in _ID_WORDS]
    named = {w for info in infos for w in re.split(r"[^a-z0-9]+", fold(info.name)) if w}
    return not any(w in named or singular(w) in named for w in thing)


def is_identifier_name(name: str) -> bool:
    """Whether a numeric column's name says it labels rows, the row numbers of an export excepted."""
    return not _is_row_number(name) and _is_identifier(name)


def _is_identifier(name: str) -> bool:
    """Whether a numeric column's name says it labels rows (``l_orderkey``, ``sale_no``, ``zip``)."""
    if _is_row_number(name):
        return True  # the row numbers an R or pandas export writes first
    words = [w for w in fold(name).replace("-", "_").split("_") if w]
    if len(words) > 1 and words[-1] in _TEXT_TAGS:
        words = words[:-1]  # ``id_str``, ``user_id_str``: an id an API writes as text, to keep its digits
    last = words[-1] if words else ""
    if last in ("year", "yil") and len(words) > 1 and words[-2] in _SPANS:
        return False  # "Eğt. Süresi (yıl)", ``service_length_year``: years are the span's unit, not a year
    if scale_or_rate_tail(words):
        return False  # "Üretim (ton/yıl)": a rate's units, its "yıl" the time it is counted over, not a year
    # ``idcode``, ``zipcode``, ``areacode``: a code said in one run-together word is still a code
    glued_code = last.endswith("code") and len(last) > 5 and last.isalpha()
    return (last in _IDENTIFIER_WORDS or (last.endswith("key") and len(last) > 3) or glued_code
            or glued_key(last) is not None)


# The type an export says it kept a column in: an id written "as string" is still an id.
_TEXT_TAGS = frozenset({"str", "string"})
# Nouns of a span of time: a "year" after one is its unit ("eğitim süresi (yıl)" is years of schooling).
_SPANS = frozenset("sure suresi duration length tenure age yas yasi kidem kidemi deneyim deneyimi omur omru".split())
# The units of time a span is counted in, written after it: "emzirme süresi (hafta)", "stay_length_days".
_SPAN_UNITS = frozenset("yil year years ay month months hafta week weeks gun day days saat hour hours dakika "
                        "minute minutes".split())


_AMOUNT_WORDS = _MONEY_WORDS | frozenset("""
salary wage income pay earning cost fee tax profit loss rent budget balance score weight height length
age count size population maas gelir maliyet
""".split())


_PERIOD_WORDS = frozenset({"hour", "day", "week", "month", "year"})


def _count_per_period(label: str) -> bool:
    """Whether a measure counts things per period ("passengers per day", "calls per hour"): averaged, yet summable.

    Why: a route's daily passengers are averaged by default (a rate), but "total passengers per day
    in 2000" adds up the routes' daily figures: things counted per period add up across the rows,
    where a price or a temperature per period does not. Only a plural noun right before "per".
    """
    words = label.split()
    return len(words) == 3 and words[1] == "per" and words[2] in _PERIOD_WORDS and words[0].endswith("s") \
        and not words[0].endswith("ss")


def _turkish_level(words: Iterable[str]) -> bool:
    """Whether a word of a column name is a Turkish level, bare or possessed ("yaşı", "sıcaklığı").

    Why: Turkish headers put the possessive on the head noun ("hava sıcaklığı", "tasarruf
    oranı"); only that ending (and k→ğ before it) is taken off, so "yasam" stays "yasam".
    """
    for word in words:
        stems = {word}
        for end in ("si", "su", "i", "u", "lar", "ler"):
            if word.endswith(end) and len(word) - len(end) >= 2:
                stem = word[: -len(end)]
                stems |= {stem, stem[:-1] + "k"} if stem.endswith("g") else {stem}
        if stems & _AVERAGED_TR:
            return True
    return False


def _dated_acts(column: str, prefix: str) -> list[str]:
    """The participles of the act a date column is named by: "submitted" of ``breach_submission_date``.

    Why: the date of an act is asked with the act's verb ("breaches submitted in 2013", "when was
    the first breach submitted"); unread, "submitted" was taken for a related word of another
    table's column. Only the word before "date" (or the name's last word), when it is an act's noun.
    """
    words = [w for w in name_words(column, prefix) if w not in ("date", "day", "time", "on", "at")]
    return noun_participles(words[-1]) if words else []


def _unit_code(col: Any, prefix: str) -> bool:
    """Whether a whole-number column is named by a grouping unit alone (``herd``, ``brood``, ``site``).

    Why: field and clinical data number their herds, broods, plots and wards; the column says which
    unit a row belongs to, so "how many herds" counts its values and "ticks by location" groups by
    it, where a whole-number measure would be added up ("how many ticks"). Only the singular word
    alone: ``herds`` or ``herd_size`` hold a count or an amount.
    """
    words = name_words(col.name, prefix)
    return (len(words) == 1 and col.db_type.upper().startswith(_INTEGER_TYPES)
            and names_a_unit(words[0]))


def _numbered_group(col: Any, prefix: str, infos: list[Any]) -> bool:
    """Whether a whole-number column is a place or trade numbered alone (``state`` 1-51, ``industry`` 3341).

    Why, seen on a cigarette panel and a firms panel (xphr27's phrasing sets): "top 5 states by average sales"
    summed the state numbers, "rank industries by R&D" could not break down by industry. The column says
    which group a row belongs to. Not when another table is named by the thing (``state_codes``): the
    numbers are then a key that takes that table's names.
    """
    words = name_words(col.name, prefix)
    if len(words) != 1 or not col.db_type.upper().startswith(_INTEGER_TYPES):
        return False
    if fold(words[0]) not in {fold(str(w)) for w in load_lexicon().words("numbered_groups")}:
        return False
    named = {w for info in infos for w in re.split(r"[^a-z0-9]+", fold(info.name)) if w}
    return words[0] not in named and singular(words[0]) not in named


def _rows_number(table: str, col: Any) -> bool:
    """Whether a whole-number column is named like the table's rows: the ``flight`` of ``flights``.

    Why: such a column numbers the rows (a flight number), so "how many flights" must count rows,
    not add flight numbers. An amount named like its table stays a measure (``salary`` of salaries),
    and so does a small count (whole-dollar ``tip`` of tips: the caller leaves out few small values).
    """
    name = singular(fold(col.name))
    return (name == singular(fold(table)) and name not in _AMOUNT_WORDS
            and col.db_type.upper().startswith(_INTEGER_TYPES))


def _rows_words(word: str) -> tuple[str, str]:
    """A one-word noun and its English plural ("episode", "episodes"; "match", "matches")."""
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word, word[:-1] + "ies"
    return word, word + ("es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s")


def _spelled_rows(table: str, col: Any) -> str | None:
    """The word a whole-number column spells out where the table's name shortens it: ``episode`` of ``rpdr_ep``.

    Why: files are named by a cut of what their rows are (``rpdr_ep``, ``lg_mtch``) while the
    column that numbers the rows spells the word out; "how many episodes" then counts the rows
    (and "per episode" is per row) instead of adding episode numbers. Only a one-word whole-number
    column against the name's last word, shorter than it, so ``match_goals`` never qualifies.
    """
    words = _entity_words(table).split()
    name = singular(fold(col.name))
    if (not words or not name.isalpha() or name in _AMOUNT_WORDS or len(words[-1]) >= len(name)
            or not col.db_type.upper().startswith(_INTEGER_TYPES)):
        return None
    return name if abbreviates(words[-1], name) else None


def _counts_things(name: str, prefix: str) -> bool:
    """Whether a column is named by a plural noun (``birds``, ``visits``): a count, whatever its values."""
    words = name_words(name, prefix)
    return bool(words) and words[-1].isalpha() and singular(words[-1]) != words[-1]


def _names_rows(col: Any, pk: str, named: bool) -> bool:
    """Whether a text column is the readable name of its table's rows.

    Why: a column named as a name (``c_name``, ``title``) is one; so is the table's key when it is
    its one unique text column, holds words rather than codes and no column is named as a name
    (``model`` of a car table: "Aventador", "458 Speciale"), which "which cars…" lists. An
    all-capitals key (an airport's ``JFK``, a state's ``AL``) is a code, listed only by its own name.
    """
    if is_label(col.name):
        return True
    if named:
        return False  # hurricanes' ``name`` names them, not the row names R made of it ("Katrina2005")
    listed = [str(v) for v in getattr(col, "distinct_values", ()) or () if v is not None]
    worded = [v for v in listed if any(ch.islower() for ch in v)]
    firsts = Counter(v.split()[0].lower() for v in listed if v.split())
    if firsts and firsts.most_common(1)[0][1] * 2 > len(listed):
        return False  # "Patient 1", "Patient 2": numbered serials, no names
    return col.name == pk and bool(listed) and len(worded) * 2 > len(listed)


def _keyless_label(col: Any, pk: str | None) -> bool:
    """A text column named as the rows' name (``title``, ``name``) in a table with no key.

    Why: R's exports carry only row numbers, so ``movies`` has no key, and its ``title`` (a name
    per row, a few repeated) was no column of the model at all: "what is the longest movie" showed
    the year and two rating columns beside the length, never which film it was. As a breakdown it
    says which rows a ranking picked; it is no key, so the rows are still counted as rows.
    """
    return pk is None and col.logical_type == "text" and is_label(col.name)


def _is_pii(col: Any, few_values: set[str]) -> bool:
    """Whether a column is personal data: flagged so, or named so unless its data are yes/no marks.

    Why: ``phone_service`` or ``mobile_app`` holding 0/1 (or true/false) says whether a customer
    has the thing; no phone number, tax id or IBAN is a boolean or one of a few small whole
    numbers, so such a column stays answerable ("how many customers have phone service").
    """
    if getattr(col, "pii", False):
        return True
    if col.db_type.upper() == "BOOLEAN" or col.name in few_values:
        return False
    low = col.name.lower()
    return any(p in low for p in _PII_NAMES)


def _numbered_things(table: str, column: str, count: dict, metrics: dict[str, dict]) -> None:
    """"how many women" of a yearly panel of numbered women: their distinct numbers, not the rows.

    Why: ``nls_young_women`` holds one row per woman (``idcode``) and interview year; the words of
    its name count the distinct numbers, and the row count keeps "rows" and the other words.
    """
    entity = _entity_words(table)
    names = {table.replace("_", " "), singular(table).replace("_", " ")}
    names |= {entity, entity.split()[-1], singular(entity.split()[-1])} if entity else set()
    said = {w for w in count["synonyms"]["any"] if w in names or w.removeprefix("number of ") in names}
    metrics.setdefault(f"{table}_things_count", {
        "table": table, "expression": f'COUNT(DISTINCT {table}."{column}")', "format": "count",
        "label": {"en": f"number of {table.replace('_', ' ')}"},
        "synonyms": {"any": sorted(names | said)},
    })
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if w not in said]
    said_table = table.replace("_", " ")
    count["label"] = {"en": f"number of {said_table} rows", "tr": f"{said_table} satır sayısı"}


def _apply_grain(table: str, grain: Any, count: dict, dims: dict[str, dict],
                 metrics: dict[str, dict]) -> None:
    """Name a table's rows by what they stand for: days of a daily table, the stock of a price table.

    One row per day: "how many days", "snowy days per year" count the rows. One row per symbol and
    month: the table's name ("stocks") belongs to the symbol, so "how many stocks" counts symbols
    and "per stock" groups by them; the row count keeps only "rows".
    """
    if grain is None:
        return
    if getattr(grain, "numbered", False):
        _numbered_things(table, grain.entity, count, metrics)
        return
    if grain.entity is None or not getattr(grain, "names_rows", True):
        return  # "how many days", "snowy days per year": the parser counts the periods
    dim = next((d for d in dims.values() if d["table"] == table and d["column"] == grain.entity), None)
    if dim is None or dim.get("key"):
        return
    names = {table.replace("_", " "), singular(table).replace("_", " ")}
    names |= {w for w in _turkish_row_words(_entity_words(table)) if w == fold(grain.entity).replace("_", " ")}
    dim["synonyms"]["any"] += sorted(names - set(dim["synonyms"]["any"]))  # "kaç ülke" of ulkeler(ulke, yil)
    count["synonyms"]["any"] = [w for w in count["synonyms"]["any"] if w not in names and "number of" not in w]
    said = table.replace("_", " ")
    count["label"] = {"en": f"number of {said} rows", "tr": f"{said} satır sayısı"}


def infer_semantic_model(
    table_infos: Iterable[Any], name: str = "Uploaded data", unique: dict[str, list[str]] | None = None,
    grains: dict[str, Any] | None = None, groups: dict[str, set[str]] | None = None,
    percents: dict[str, set[str]] | None = None, centuries: dict[str, dict[str, int]] | None = None,
    counted: dict[str, set[str]] | None = None, numbered: dict[str, set[str]] | None = None,
    flags: dict[str, set[str]] | None = None, bare: dict[str, dict[str, str]] | None = None,
    coded: dict[str, set[str]] | None = None, fractions: dict[str, set[str]] | None = None,
    prose: dict[str, set[str]] | None = None,
) -> SemanticModel:
    """Build a SemanticModel from ``TenantDB.tables()``-style TableInfo objects (allowed ones only).

    ``unique`` names, per table, the columns the data shows to be unique (no NULLs, no repeats);
    ``grains`` what a row of a table stands for (``agent.workspaces.grain.RowGrain``), when known;
    ``groups`` the whole-number columns with few values, which are breakdowns as well as measures;
    ``percents`` the columns whose header as written said they hold percentages ("Clinton (%)") or
    one quantity per another ("Arabica (sent/libre)"): both averaged;
    ``centuries`` the whole-number columns that could be years without their century (95 of 1995);
    ``counted`` the whole-number columns whose values count years (3-19) and never are years;
    ``numbered`` the whole-number columns that hold 1..n, once each: the rows' own numbers;
    ``flags`` the whole-number columns that hold only 0 and 1 (``churned``): yes/no kept as numbers;
    ``bare`` the names columns had before the unit their header wrote in brackets ("Arabica
    (sent/libre)": ``arabica``), which name the measure as well as the whole name does;
    ``coded`` the whole-number columns with few values, each on many rows: a code named like a key
    ("Alan Kodu": 408, 415, 510) is then a breakdown as well as a count of its distinct values;
    ``fractions`` the decimal columns whose values all lie between 0 and 1: shares and rates, averaged,
    and a plural noun's one (``fatalities`` 0.02) is also its rate ("fatality rate");
    ``prose`` the text columns that hold sentences (a summary, a comment): no breakdown and no values.
    """
    infos = [t for t in table_infos if getattr(t, "allowed", True)]
    prepare_words(c.name for info in infos for c in info.columns)  # one read of the word counts for all
    spoken = {w for info in infos for name in (info.name, *(c.name for c in info.columns))
              for w in re.split(r"[^a-z0-9]+", fold(name)) if w}  # the workspace's own words
    # "prof" of the professors: a person noun a code column stands for is that column's, not every table's rows
    spoken |= {f for info in infos for c in info.columns if (noun := person_code(c.name))
               for f in (noun, singular(noun))}
    tables: dict[str, dict] = {}
    metrics: dict[str, dict] = {}
    dims: dict[str, dict] = {}
    times: dict[str, dict] = {}
    rules: list[str] = []
    keys: dict[str, str] = {}
    operators: dict[str, tuple[str, str, list[str], str]] = {}
    money_all: list[str] = []
    for info in infos:
        table = info.name
        cols = {c.name: c for c in info.columns}
        text = {c for c, meta in cols.items() if meta.db_type.upper().startswith("VARCHAR")}
        pk = _primary_key(table, list(cols), None if unique is None else unique.get(table, []), text)
        if pk:
            keys[pk.lower()] = table
        pii = [c for c, meta in cols.items() if _is_pii(meta, (groups or {}).get(table, set()))]
        tables[table] = {
            "description": f"Table {table} ({info.row_count} rows).",
            "rows": info.row_count,
            "primary_key": [pk] if pk else [],
            "pii": pii,
        }
    for info in infos:
        table = info.name
        pk = (tables[table]["primary_key"] or [None])[0]
        named = any(is_label(c.name) for c in info.columns)
        first_time = None
        prefix = _table_prefix([c.name.lower() for c in info.columns])
        money: list[str] = []  # summed amounts whose name says money (price, amount, total…)
        distinct: dict[str, dict] = {}  # counts of the things other keys name, added after the row count
        spelled: list[str] = []  # the rows' word a number column spells out (``episode`` of rpdr_ep)
        parts = _date_parts(list(info.columns), (counted or {}).get(table, set()), set(tables[table]["pii"]))
        text = {c.name for c in info.columns if c.db_type.upper().startswith("VARCHAR")}
        tally = tally_column(info.columns, (unique or {}).get(table, []), text, table)  # medals' ``count``
        tally_key: str | None = None
        if parts:
            first_time = f"{table}_date" if f"{table}_date" not in times else f"{table}_made_date"
            times[first_time] = {
                "table": table, "column": parts["year"], "parts": parts,
                "label": {"en": "date", "tr": "tarih"}, "synonyms": {"any": ["date", "tarih"]},
            }
            if (named := month_name_part(info.columns)) and parts.get("month") == named[0]:
                times[first_time]["month_names"] = named[1]
            if century := (centuries or {}).get(table, {}).get(parts["year"]):
                times[first_time]["century"] = century  # YEAR 95 of an R export is 1995
        for col in info.columns:
            if col.name in tables[table]["pii"]:
                continue
            key = (
                col.name
                if col.name not in metrics and col.name not in dims and col.name not in times
                else f"{table}_{col.name}"
            )
            label = readable(col.name, prefix)
            integer_year = col.logical_type == "date" and not col.db_type.upper().startswith(("DATE", "TIME"))
            if (event := _event_year(col, prefix, (counted or {}).get(table, set()))) and (
                    col.name not in parts.values()):
                # ``yearbuilt`` beside a sale date: "houses built before 1950" limits by its year
                times[key] = {"table": table, "column": col.name, "parts": {"year": col.name},
                              "label": {"en": label}, "synonyms": {"any": list(dict.fromkeys(
                                  [*_synonyms(col.name, prefix), event, *_EVENT_VERBS.get(event, ())]))}}
                continue
            if integer_year:
                # An integer year is no time axis ("in July" would compare it with a DATE): it is a
                # dimension to group and filter by.
                dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                             "synonyms": {"any": _synonyms(col.name, prefix)}}
            elif col.logical_type == "date" and not _clock(col.db_type):
                times[key] = {
                    "table": table,
                    "column": col.name,
                    "label": {"en": label},
                    "synonyms": {"any": _synonyms(col.name, prefix) + _dated_acts(col.name, prefix)
                                 # "how many left in 2024" of a second date (çıkış tarihi, term_dt) too
                                 + list(_EVENT_VERBS.get(_event_word(col.name, prefix) or "", ()))},
                }
                first_time = first_time or key
            elif col.logical_type == "numeric" and (
                    _is_identifier(col.name)
                    or (_rows_number(table, col) and col.name not in (groups or {}).get(table, set()))):
                # a key or code, or the rows' own number (``flight`` of flights): never summed, but
                # another thing's key counts those things ("how many different customers")
                if _is_identifier(col.name):
                    _distinct_count(distinct, table, col.name, pk, prefix, infos)
                if _groups_as_code(col.name, pk, prefix, (coded or {}).get(table, set()), infos):
                    thing = " ".join(w for w in name_words(col.name, prefix) if w not in _ID_WORDS)
                    dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                                 "synonyms": {"any": [*_synonyms(col.name, prefix), *([thing] if thing else [])]}}
                continue
            elif col.logical_type == "numeric" and col.name in (numbered or {}).get(table, set()) and not (
                    _time_part(col.name) or col.name in parts.values() or _counts_things(col.name, prefix)):
                # 1..n, once per row: the rows' own number under a noun (a marina's ``berth``, a
                # ranking's ``rank``), never added up; a breakdown whose values are counted ("how
                # many berths") or looked up ("Toyota's rank")
                dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                             "synonyms": {"any": _synonyms(col.name, prefix)}}
            elif col.logical_type == "numeric" and (noun := person_code(col.name)) and not _flag(col):
                # ``prof`` numbering the professors: a breakdown ("by professor") whose values are
                # counted ("how many different professors"), never added up
                dims[key] = {"table": table, "column": col.name, "label": {"en": singular(noun)},
                             "synonyms": {"any": list(dict.fromkeys([singular(noun), noun,
                                                                     *_synonyms(col.name, prefix)]))}}
            elif col.logical_type == "numeric" and (_unit_code(col, prefix) or _numbered_group(col, prefix, infos)):
                # ``herd`` 1-15 of a survey: the herd each row belongs to, a breakdown ("cases by herd")
                # counted by its values ("how many herds"), never added up
                dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                             "synonyms": {"any": _synonyms(col.name, prefix)}}
            elif col.logical_type == "numeric" and _spelled_rows(table, col):
                # the rows' own number, spelled out where the table's name cuts it: a breakdown
                # ("by episode"), and the rows' word ("how many episodes" counts them)
                dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                             "synonyms": {"any": _synonyms(col.name, prefix)}}
                spelled.extend(_rows_words(_spelled_rows(table, col) or ""))
            elif col.logical_type == "id":
                _distinct_count(distinct, table, col.name, pk, prefix, infos)  # "Individual ID": N1A1, N1A2…
                if col.name != pk and groups_by_code(col, info.row_count):  # ``league_id`` AL/NL: "by league"
                    thing = " ".join(w for w in name_words(col.name, prefix) if w not in _ID_WORDS)
                    dims[key] = {"table": table, "column": col.name, "label": {"en": thing or label},
                                 "synonyms": {"any": [*([thing] if thing else []), *_synonyms(col.name, prefix)]}}
            elif col.logical_type == "numeric" and (_time_part(col.name) or col.name in parts.values()):
                dims[key] = {"table": table, "column": col.name, "label": {"en": label},
                             "synonyms": {"any": _synonyms(col.name, prefix)}}
            elif col.logical_type == "numeric" or _clock(col.db_type):
                words = set(fold(col.name).replace("-", "_").split("_"))
                said = name_words(col.name, prefix)
                named = words | set(said) | {"_".join(said)}  # whole words: "generation" holds no "ratio"
                averaged = (named & set(_AVERAGED) or named & _AVERAGED_WORDS or _turkish_level(named)
                            or "per" in said[1:-1] or _rate_unit(col.name) or _per_unit(col.name)
                            or col.name in (percents or {}).get(table, set())
                            or col.name in (fractions or {}).get(table, set())) and not (
                    said[0] in _LEADING and len(said) > 1) or _clock(col.db_type)  # a "total price" is summed
                agg = _extreme_lead(col.name) or ("AVG" if averaged else "SUM")
                synonyms = _synonyms(col.name, prefix)
                if (own := _not_a_siblings(col.name, synonyms, info, prefix)) != synonyms:
                    synonyms, label = own, own[0]  # hp_rpm is "hp rpm", never the horsepower
                synonyms = _not_anothers_name(col.name, synonyms, info, prefix)
                # ``fatalities`` 0.02: the "fatality rate"; ``employed``: "employment" (a one-word name only)
                own = [w for w in words if w]
                rated = rate_names(said) if col.name in (fractions or {}).get(table, set()) else []
                rated += participle_nouns(own) if len(own) == 1 else []
                rated += percentage_forms(synonyms[:1])  # winperc: "win percentage"
                synonyms = [*synonyms[:2], *rated, *synonyms[2:]]  # after the name's own two forms
                unitless = (bare or {}).get(table, {}).get(col.name)
                if unitless:  # "Arabica (sent/libre)": also "arabica", right after the column's own name
                    # its whole name only: a head word alone ("orani" of "Gebelik Oranı (binde)") would
                    # also take "ortalama oranı" said of another rate
                    synonyms = list(dict.fromkeys([*synonyms[:1], *_synonyms(unitless)[:1], *synonyms[1:],
                                                   *unit_free_heads(unitless, col.name, info, prefix)]))
                jargon = [w for w in [jargon_word(col.name, info, prefix)] if w]  # "csat" of ``csat_score``
                jargon += _proper_lead(col.name, info, prefix)  # "arabica" of ``arabica_kahve_kg``
                if agg == "AVG":  # "average discount" names the measure itself
                    named_avg = [*synonyms[:2], *rated, *jargon]
                    synonyms += [f"{w} {s}" for w in (*_OPERATORS["avg"][1], *_OPERATORS["avg"][2])
                                 for s in named_avg] + [f"{s} {w}" for w in _OPERATORS_AFTER["avg"] for s in named_avg]
                synonyms += jargon
                metrics[key] = {
                    "table": table,
                    "expression": f'{agg}({table}."{col.name}")',
                    # a Turkish label only where it differs: an analyst's edit of the English label
                    # then leaves no stale Turkish one behind
                    "label": _average_label(label) if agg == "AVG" else {"en": label},
                    "synonyms": {"any": synonyms},
                    # Whole numbers count things (medals, party size): "how many" sums them. Other
                    # numbers are amounts: "how many bills" counts the rows instead.
                    "format": "count" if col.db_type.upper().startswith(_INTEGER_TYPES) or _counted_in_thousands(
                        [w for w in fold(col.name).split("_") if w]) else "number",
                }
                rules.append(f"{label.capitalize()} is {agg}({table}.{col.name}).")
                if agg == "SUM" and col.name in (flags or {}).get(table, set()):  # "churn rate" of a 0/1 ``churned``
                    metrics[f"{key}_rate"] = flag_rate(table, col.name, label, synonyms)
                if agg == "SUM" and col.name in (groups or {}).get(table, set()):
                    # "by party size": a small count groups rows too (the parser picks by the neighbours)
                    dims[f"{key}_group"] = {"table": table, "column": col.name, "label": {"en": label},
                                            "synonyms": {"any": list(synonyms[:4])}}
                    if flagged := gender_flag_synonyms(col.name):  # a 0/1 ``female``: "women" are its 1s
                        dims[f"{key}_group"]["value_synonyms"] = flagged
                said_with = _not_anothers_name(col.name, _not_a_siblings(
                    col.name, _operator_words(col.name, prefix) + _without_extreme(col.name, prefix, info),
                    info, prefix), info, prefix) + jargon
                named_bare = _operator_words(unitless)[:1] if unitless else []
                operators[key] = (table, col.name, [*named_bare, *said_with, *rated], label)
                if agg == "SUM" and set(said) & _MONEY_WORDS and col.name != tally:
                    money.append(key)
                if agg == "SUM" and col.name == tally:
                    tally_key = key
            elif _yes_no(col):
                dims[key] = _yes_no_dimension(table, col, label, _synonyms(col.name, prefix)
                                              + act_object(col.name, info, prefix))  # "sigara içenler"
                metrics[f"{key}_rate"] = _yes_rate(table, col, dims[key], label, _synonyms(col.name, prefix))
            elif col.name in (prose or {}).get(table, set()):
                continue  # a paragraph per row (``summary``): no analyst groups by it or filters on its words
            elif col.logical_type == "categorical" or (
                    pk and col.logical_type == "text" and _names_rows(col, pk, named)) or _keyless_label(col, pk):
                spec = {
                    "table": table,
                    "column": col.name,
                    "label": {"en": label},
                    "synonyms": {"any": _synonyms(col.name, prefix)},
                }
                listed = getattr(col, "distinct_values", ()) or ()
                spec["synonyms"]["any"] += _state_names(label, {readable(c.name, prefix) for c in info.columns})
                spec["synonyms"]["any"] += season_words(listed)  # "wins by season" of a year "2003-2004"
                if (gender_column(col.name) or gender_values(listed)) and gender_synonyms(listed):
                    spec["value_synonyms"] = gender_synonyms(listed)  # "how many women"
                    if not gender_column(col.name):  # ``female`` holding Female/Male: "by sex", "by gender"
                        spec["synonyms"]["any"] += [w for w in _GENDER_NAMES if w not in spec["synonyms"]["any"]]
                elif verbs := _verb_value_words(listed):
                    spec["value_synonyms"] = verbs  # "çalışanlar" of an employment status "Çalışıyor"
                elif agents := agent_nouns(listed):
                    spec["value_synonyms"] = agents  # "survivors" of a status "survived"
                elif sizes := _size_letters(listed):
                    spec["value_synonyms"] = sizes  # "a large pizza" of size L
                elif days := weekday_names(listed):
                    spec["value_synonyms"] = days  # "on Friday" of Fri
                few = bool(listed) and len(listed) * 2 < info.row_count  # values repeat: a group, no name
                if pk and _names_rows(col, pk, named) and not few:
                    # The readable name of the table's rows: "by customer" groups by it (and its key).
                    entity = singular(table).replace("_", " ")
                    things = _entity_words(table)
                    spec["key"] = pk
                    spec["label"] = {"en": entity}
                    spec["synonyms"]["any"] += list(dict.fromkeys([entity, table.replace("_", " "),
                                                                   singular(things), things]))
                elif is_label(col.name):
                    spec["synonyms"]["any"] += _named_things(table, col.name)  # "how many restaurants"
                dims[key] = spec
        if not money and (takings := _takings(table, metrics)) is not None:
            metrics.setdefault(f"{table}_revenue", takings)  # "total revenue" of pizza_sales(price_usd)
        money_all += money
        taken = set(metrics) | {fold(c.name) for c in info.columns}
        for name, spec in paired_totals(table, info.columns, prefix, taken).items():
            metrics.setdefault(name, spec)  # "total goals" of home_goals and away_goals: both sides
        entity = singular(table).replace("_", " ")
        column_names = {readable(c.name, prefix) for c in info.columns}
        if len(money) == 1 and entity not in column_names:
            # The one money amount of a table is its "value": "total order value", "average order value"
            # (not when a column is named like the rows: the "tip amount" of tips is the tip).
            value_words = [f"{entity} value", f"{entity} amount"]
            metrics[money[0]]["synonyms"]["any"] += value_words
            operators[money[0]][2].extend(value_words)
        count_key = f"{table}_count" if f"{table}_count" not in metrics else f"{table}_rows"
        things = _entity_words(table)
        heads = [] if any(spec["table"] == table for spec in times.values()) else head_rows(
            things, [e for e in (*dims.values(), *metrics.values()) if e.get("table") == table])
        metrics[count_key] = {
            "table": table,
            "expression": "COUNT(*)",
            "format": "count",
            "fanout_safe": False,
            "label": {"en": f"number of {things}", "tr": f"{things} sayısı"},
            "synonyms": {
                "any": list(dict.fromkeys([
                    table.replace("_", " "),
                    singular(table).replace("_", " "),
                    things,
                    singular(things),
                    f"number of {table.replace('_', ' ')}",
                    *_turkish_row_words(things),  # "kaç ev var" of evler, "kaç test" of covid_testleri
                    *_ROW_NOUNS,
                    *(PEOPLE_WORDS if holds_people(c.name for c in info.columns)
                      or _keyed_by_people(pk, prefix, things) else ()),  # "how many people"
                    *_person_nouns(info, spoken),  # "how many patients", "average age of the respondents"
                    *(turkish_agent_nouns(things) if holds_people(c.name for c in info.columns)
                      else ()),  # "kaç koşucu" of kosu_sonuclari
                    *_happenings(things),  # "kaç kadın tutuklandı", "how many were arrested"
                    *spelled,  # "how many episodes" of rpdr_ep
                    *_key_things(pk, prefix, things),  # "kaç öğrenci var" of a table keyed by ogrenci_no
                    *_head_nouns(things, [*dims.values(), *metrics.values()]),  # "ankette" of sigara_anketi
                    *heads,  # "how many jobs" of hpc_jobs
                ]))
            },
        }
        _leave_row_nouns(table, [*metrics[count_key]["synonyms"]["any"][:6], *heads],
                         [*dims.values(), *metrics.values()])
        if tally_key:  # "how many medals" adds up a medals table's ``count``; "rows" still counts rows
            move_row_words(metrics[count_key], metrics[tally_key], operators[tally_key][2],
                           (*_ROW_NOUNS, *PEOPLE_WORDS))
        _unit_words(table, metrics)
        _table_compounds(table, things, metrics, operators)
        total_takes_the_head(table, metrics, operators)  # "fatura" of toplam_fatura, not elektrik_faturasi
        if _key_things(pk, prefix, things):
            _name_of_the_measure(table, things, metrics[count_key], metrics, operators)
        _measure_of_the_name(table, things, metrics[count_key], metrics, operators)
        _people_by_key(metrics[count_key], distinct)
        for name, spec in distinct.items():
            metrics.setdefault(name, spec)
        _apply_grain(table, (grains or {}).get(table), metrics[count_key], dims, metrics)
        dating = {c for spec in times.values() if spec["table"] == table
                  for c in [spec["column"], *(spec.get("parts") or {}).values()]}
        # a series has nothing but its periods and its figure: no label beside them
        if not any(c.db_type.upper().startswith("VARCHAR") and c.name not in dating
                   and c.name not in tables[table]["pii"] for c in info.columns):
            series = (grains or {}).get(table)
            series = None if getattr(series, "numbered", False) else series  # numbered things: no series
            figure_of_a_series(table, things, series, metrics[count_key], metrics, operators)
        grain = (grains or {}).get(table)
        if grain is not None and getattr(grain, "numbered", False):
            grain = None  # numbered things per year: a survey's rows, no period of their own
        if grain is not None and grain.period in ("day", "month", "quarter", "year"):
            tables[table]["period"] = grain.period  # "average daily deaths" of a daily log: over its days
            if grain.entity is not None:
                tables[table]["panel"] = grain.entity  # … of one country, when a filter names one
        if first_time and "parts" not in times[first_time]:
            # "when was the first order placed": the earliest (latest) date of the table's rows.
            entity = singular(table).replace("_", " ")
            column = times[first_time]["column"]
            nouns = _first_last_nouns(metrics[count_key]["synonyms"]["any"])
            for end, agg, words in (("first", "MIN", ("first", "earliest", "oldest")),
                                    ("last", "MAX", ("last", "latest", "most recent", "newest"))):
                event = _event_word(column, prefix)  # "first egg" of date_egg, "last death" of death_date
                metrics.setdefault(f"{table}_{end}", {
                    "table": table, "expression": f'{agg}({table}."{column}")', "format": "number",
                    "label": {"en": f"{end} {entity} date"},
                    "synonyms": {"any": [f"{w} {thing}{tail}" for w in words for tail in ("", " date")
                                         for thing in dict.fromkeys([entity, *([event] if event else [])])]
                                 + [f"{w} {noun}{tail}" for w in _FIRST_LAST_TR[end] for noun in nouns
                                    for tail in ("", " tarihi")]},
                })
            if event:
                times[first_time]["synonyms"]["any"] += [event, f"{event}s", *_EVENT_VERBS.get(event, ())]
                # "eggs in 2008", "deaths per day", "how many died"
            times[first_time]["synonyms"]["any"] += _act_words(column, prefix)  # "licenses issued in 2017"
        elif first_time and (event := _event_word(times[first_time]["column"], prefix, year=True)) in _EVENT_VERBS:
            # a date of a year column alone (``birth_yr``): "patients born before 1960" still says it
            times[first_time]["synonyms"]["any"] += [event, *_EVENT_VERBS[event]]
        clocks = [c.name for c in info.columns if _clock(c.db_type)]
        for spec in times.values():
            if spec["table"] == table and len(clocks) == 1 and "parts" not in spec and any(
                    c.name == spec["column"] and c.db_type.upper() == "DATE" for c in info.columns):
                spec["clock"] = clocks[0]  # "pizzas sold by hour of the day" of ``date`` and ``time``
        for metric in metrics.values():
            if metric["table"] == table and first_time:
                metric.setdefault("time_column", first_time)
    said = {w for m in metrics.values() for w in m["synonyms"]["any"]}
    if len(money_all) == 1 and not said & set(_SALES_WORDS):
        # The only money amount of a workspace is what it takes in: a restaurant's bills are its
        # revenue ("öğle yemeğinde toplam ciro"). With two amounts (price and cost) nothing is guessed.
        metrics[money_all[0]]["synonyms"]["any"] += list(_SALES_WORDS)
        operators[money_all[0]][2].extend(_SALES_WORDS[:3])
    # Generic operators on every measure, without a declared metric per operator: "average body
    # mass", "highest temperature", "median bill", "ortalama hesap". Added after the plain
    # measures, so the default measure and the examples stay the plain ones.
    for key, (table, column, words, label) in operators.items():
        averaged = metrics[key]["expression"].startswith("AVG")
        for op, (agg, en, tr) in _OPERATORS.items():
            name = f"{key}_{op}"
            if name in metrics or (agg == "AVG" and averaged):
                continue
            if op == "sum" and not (averaged and (set(label.split()) & _SUMMABLE_WORDS or _count_per_period(label))):
                continue  # only an averaged amount can be asked as a total ("total extended price")
            metrics[name] = {
                "table": table, "expression": f'{agg}({table}."{column}")', "format": "number",
                "label": {"en": f"{en[0]} {label}", "tr": f"{tr[0]} {label}"},
                "synonyms": {"any": [f"{w} {s}" for w in (*en, *tr) for s in words]
                             + [f"{s} {w}" for w in _OPERATORS_AFTER.get(op, ()) for s in words]
                             # temp_min's lowest value is the "lowest temperature"
                             + [f"{w} {unqualified(column)}" for w in (*en, *tr)
                                if qualifier(column) == op and unqualified(column).strip()]},
                "time_column": metrics[key].get("time_column"),
            }
            if not metrics[name]["time_column"]:
                metrics[name].pop("time_column")
    relationships = []
    types = {(info.name, c.name.lower()): _type_family(c.db_type) for info in infos for c in info.columns}
    for info in infos:
        pk = (tables[info.name]["primary_key"] or [None])[0]
        for col in info.columns:
            target = keys.get(col.name.lower())
            # Same name is a link only for a name that says "key" and values of one kind: the
            # "rownames" an R export writes first are row numbers in one table and people's names
            # in another, and joining them fails in the database (or, worse, matches nothing).
            if (target and target != info.name and col.name != pk and not _is_row_number(col.name)
                    and _type_family(col.db_type) == types[(target, col.name.lower())]):
                relationships.append(
                    {"from": info.name, "to": target, "keys": {col.name: col.name}, "type": "many_to_one"}
                )
    raw = {
        "name": name,
        "description": "Inferred from the uploaded tables; edit to improve.",
        "default_metric": next(iter(metrics), None),
        "tables": tables,
        "relationships": relationships,
        "time_columns": times,
        "dimensions": dims,
        "metrics": metrics,
        "business_rules": rules + ["Measures are summed over all rows unless a filter is given."],
    }
    return model_from_dict(raw, "inferred semantic model")
