"""Interpret matched items as a QueryPlan: measures, breakdowns, filters, time, ranking.

Why rules over neighbouring items: the same word plays different roles — "customers" is a
measure in "how many customers", a breakdown in "top 10 customers" and a mere qualifier in
"wholesale customers" — and the neighbours decide. The rules are few and explicit, so a wrong
reading can be traced to one line, and anything the rules cannot place (an unknown word, a
measure this tenant cannot see) is reported instead of ignored. Time, filters and ranking are
filled by slots.py.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from sqlglot import exp

from agent.analytics.semantic.ablativecompare import read_ablative_comparisons
from agent.analytics.semantic.acrossall import read_across_all, read_of_the_rows_where
from agent.analytics.semantic.acrossrows import average_across_rows
from agent.analytics.semantic.actcounts import read_act_counts
from agent.analytics.semantic.adjectives import adjective_forms
from agent.analytics.semantic.agebands import read_age_bands
from agent.analytics.semantic.aggregatelists import distribute_aggregate
from agent.analytics.semantic.amounts import fill_amounts
from agent.analytics.semantic.answerunits import drop_answer_units
from agent.analytics.semantic.anyextremes import drop_any_single_breakdowns
from agent.analytics.semantic.anysingle import any_single, rank_single_rows
from agent.analytics.semantic.averagehead import (
    average_of_the_head,
    average_value_before_measure,
    gerund_before_measure,
)
from agent.analytics.semantic.bandvalues import banded_values
from agent.analytics.semantic.breakdowns import read_value_breakdowns
from agent.analytics.semantic.busy import count_busy_rows
from agent.analytics.semantic.caseendings import case_marked
from agent.analytics.semantic.classifiernouns import absorb_classifier_nouns, absorb_named_things_noun
from agent.analytics.semantic.coherence import keep_to_one_table, table_of_meaning
from agent.analytics.semantic.columncompare import read_column_comparisons
from agent.analytics.semantic.comparedvalues import keep_compared_values
from agent.analytics.semantic.comparedverbs import drop_verb_before_comparison
from agent.analytics.semantic.compass import read_compass_adjectives
from agent.analytics.semantic.compiler import Compiler
from agent.analytics.semantic.compoundheads import owner_before_head
from agent.analytics.semantic.conditionrates import population_of, read_condition_rates, share_of_rows
from agent.analytics.semantic.converbs import converb_after
from agent.analytics.semantic.countbreakdowns import unasked_breakdown
from agent.analytics.semantic.countedsubjects import measure_before_counted_noun
from agent.analytics.semantic.countlookups import count_not_asked
from agent.analytics.semantic.countnames import count_in_measure_names
from agent.analytics.semantic.cycles import read_hours_of_day
from agent.analytics.semantic.dataperiods import counted_data_periods
from agent.analytics.semantic.deaths import read_deaths, read_killing
from agent.analytics.semantic.demonyms import read_place_adjectives
from agent.analytics.semantic.different import read_different
from agent.analytics.semantic.distribution import names_a_distribution, read_distribution, read_distribution_by
from agent.analytics.semantic.eachrows import each_rows_as_breakdown
from agent.analytics.semantic.edgedates import read_edge_dates
from agent.analytics.semantic.eitherway import read_either_way
from agent.analytics.semantic.elapsedtime import read_elapsed_time
from agent.analytics.semantic.extremelimits import rank_by_extreme
from agent.analytics.semantic.extremevalues import read_extreme_after_measure
from agent.analytics.semantic.filteredrows import list_filtered_rows, list_named_rows, naming_dim
from agent.analytics.semantic.flagcounts import yes_rows_of_a_count
from agent.analytics.semantic.flagrows import yes_flag_before_rows
from agent.analytics.semantic.flagversus import read_flag_versus
from agent.analytics.semantic.generic import generic_only
from agent.analytics.semantic.genitiverows import (
    drop_genitive_measure_people,
    drop_genitive_rows,
    drop_qualified_genitive_things,
    measure_of_another_table,
    plural_genitive,
)
from agent.analytics.semantic.graduates import graduates_of_a_value
from agent.analytics.semantic.groupthresholds import compare_groups
from agent.analytics.semantic.having import fill_having_counts, fill_none_at_all
from agent.analytics.semantic.headermeasures import (
    counted_header_measures,
    measure_before_its_number,
    numbered_as_value,
    single_as_one,
    unit_and_noun_measures,
)
from agent.analytics.semantic.headerunits import drop_header_units
from agent.analytics.semantic.headerwords import absorb_header_words
from agent.analytics.semantic.headnouns import absorb_head_nouns
from agent.analytics.semantic.idleranking import drop_idle_ranking
from agent.analytics.semantic.initials import spelled_table_initials, typed_table_initials
from agent.analytics.semantic.keygroups import group_by_counted_keys
from agent.analytics.semantic.labelcodes import filter_label_keys
from agent.analytics.semantic.labelrows import count_label_rows
from agent.analytics.semantic.latest import read_latest
from agent.analytics.semantic.leadtotal import total_before_measure
from agent.analytics.semantic.leadwords import read_by_lead_word
from agent.analytics.semantic.lettercodes import read_letter_codes
from agent.analytics.semantic.lexicon import Meaning
from agent.analytics.semantic.lightverbs import read_light_verb_measures
from agent.analytics.semantic.linkingverbs import drop_linking_verb
from agent.analytics.semantic.listedperiods import listed_periods
from agent.analytics.semantic.losses import read_losses
from agent.analytics.semantic.matcher import Item, match_question
from agent.analytics.semantic.measurefirst import superlative_before_measure
from agent.analytics.semantic.measureunits import (
    drop_finer_rate_units,
    drop_measure_units,
    drop_repeated_measure,
    drop_table_word_after_measure,
    names_a_size,
)
from agent.analytics.semantic.medianwords import median_of_next_measure
from agent.analytics.semantic.missing import fill_missing
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.modelyear import read_model_year
from agent.analytics.semantic.moneyasked import read_money_asked
from agent.analytics.semantic.moneythresholds import MONEY_NOUNS, sole_amount
from agent.analytics.semantic.monthcolumns import month_names_as_months
from agent.analytics.semantic.mostdistinct import rank_by_distinct_count
from agent.analytics.semantic.namedtallies import count_as_named_tally
from agent.analytics.semantic.onerowcounts import count_of_one_row
from agent.analytics.semantic.ordinals import read_ordinal_values
from agent.analytics.semantic.owndates import own_date_said
from agent.analytics.semantic.ownercomparatives import (
    read_own_comparatives,
    settle_own_comparatives,
    unread_comparisons,
)
from agent.analytics.semantic.ownnoun import read_own_noun_before_measure
from agent.analytics.semantic.parsed import (
    POST_EXCLUDERS,
    POST_NEGATORS,
    Parsed,
    ValueMention,
    skip,
    skip_back,
    text_of,
)
from agent.analytics.semantic.partofwhole import read_part_of_whole
from agent.analytics.semantic.pastcounts import read_past_counts
from agent.analytics.semantic.peoplecolumn import read_people_column
from agent.analytics.semantic.percentcolumns import read_percent_columns
from agent.analytics.semantic.percentmeasures import percent_measures
from agent.analytics.semantic.percentof import apply_fraction, find_fraction
from agent.analytics.semantic.perioddays import count_compound_days
from agent.analytics.semantic.periodextremes import extreme_of_period_rows
from agent.analytics.semantic.periodnouns import read_period_nouns
from agent.analytics.semantic.periodrows import drop_qualified_periods
from agent.analytics.semantic.periodthresholds import period_count_first
from agent.analytics.semantic.plan import Filter, QueryPlan
from agent.analytics.semantic.possessed import read_possessed
from agent.analytics.semantic.presence import read_presence
from agent.analytics.semantic.qualifiedunits import qualified_units
from agent.analytics.semantic.ratenouns import names_its_rate
from agent.analytics.semantic.relativeverbs import drop_relative_trend_verbs
from agent.analytics.semantic.rivals import narrows_its_rows, rivals_its_column
from agent.analytics.semantic.rownouns import (
    key_column,
    measure_in_table_name,
    names_table_rows,
    own_names_first,
    own_tables,
    row_table,
    table_of_lone_noun,
    unnamed_rows_table,
)
from agent.analytics.semantic.rowpick import apply_row_pick, rank_which_rows, read_counted_nouns, read_row_pick
from agent.analytics.semantic.rowsamount import amount_of_the_rows_word
from agent.analytics.semantic.rowsbeside import rows_word_beside_ranked_measure
from agent.analytics.semantic.rowshares import share_of_named_rows
from agent.analytics.semantic.rowsofrows import rows_before_a_person_noun
from agent.analytics.semantic.selfcounts import count_records_of_named_rows
from agent.analytics.semantic.sharedrows import count_shared_rows, people_of_a_tally, tally_of
from agent.analytics.semantic.sharedwords import narrow_shared_measures
from agent.analytics.semantic.sidebyside import one_figure_asked
from agent.analytics.semantic.sinceago import read_since_ago
from agent.analytics.semantic.singlerow import read_single_row
from agent.analytics.semantic.slots import (
    fill_limit_per,
    fill_ranking,
    fill_time,
    fill_values,
    not_being,
    participle_before,
    turkish_nouns_not_negations,
)
from agent.analytics.semantic.soldquantity import sold_quantity
from agent.analytics.semantic.soldrows import count_sold_rows
from agent.analytics.semantic.span import apply_span, read_span
from agent.analytics.semantic.spelledcolumns import spelled_column_initials
from agent.analytics.semantic.spelledsiblings import spelled_sibling_measures
from agent.analytics.semantic.spelledvalues import spelled_value_initials
from agent.analytics.semantic.spendverbs import read_spend_verbs
from agent.analytics.semantic.splitnames import join_split_names
from agent.analytics.semantic.statusdates import date_of_status
from agent.analytics.semantic.straycomparisons import stray_comparison
from agent.analytics.semantic.strays import drop_measure_name_dims, drop_stray_measures
from agent.analytics.semantic.superlativeadjectives import drop_superlative_adjectives
from agent.analytics.semantic.superlativeverbs import drop_verb_before_superlative
from agent.analytics.semantic.tablenamewords import drop_table_name_words
from agent.analytics.semantic.takingpart import read_taking_part
from agent.analytics.semantic.tally import apply_tally
from agent.analytics.semantic.tallyoperators import operator_of_a_tally
from agent.analytics.semantic.text import Token, candidates, fold, phrase_key, said_number
from agent.analytics.semantic.thresholds import (
    COMPARATOR_MARKERS,
    between_at,
    compared,
    count_metric,
    fill_conditions,
    row_values,
)
from agent.analytics.semantic.timeparts import read_time_parts
from agent.analytics.semantic.toptablerows import rank_table_rows_by
from agent.analytics.semantic.topvalues import rank_measure_values, rank_rows_by_extreme
from agent.analytics.semantic.unitcodes import names_a_unit, unit_years
from agent.analytics.semantic.units import unit_of
from agent.analytics.semantic.unitsmeasured import drop_units_measured
from agent.analytics.semantic.unitthresholds import measure_after_unit, unit_after_the_number
from agent.analytics.semantic.unreachedwords import reread_on_measured_table
from agent.analytics.semantic.unrelated import unrelated_measures
from agent.analytics.semantic.valuecols import pick_value_columns, stored_signs
from agent.analytics.semantic.valuecompounds import drop_participles_after_values
from agent.analytics.semantic.valuenouns import drop_table_noun_before_its_value
from agent.analytics.semantic.valuerates import apply_value_rates, read_value_rates, says_a_rate
from agent.analytics.semantic.verbcolumns import measure_before_a_label, noun_and_verb_columns
from agent.analytics.semantic.verbdates import verb_of_a_date
from agent.analytics.semantic.verbmeasures import measure_of_verb
from agent.analytics.semantic.vocab import Vocabulary
from agent.analytics.semantic.weekdays import weekday_column_as_grain, weekday_names_as_days
from agent.analytics.semantic.whendates import read_when
from agent.analytics.semantic.whenextreme import when_of_an_extreme
from agent.analytics.semantic.whichrows import which_things_in_a_period
from agent.analytics.semantic.whorows import pick_who_row
from agent.analytics.semantic.winners import won_counts, won_titles
from agent.analytics.semantic.withextreme import which_with_the_extreme
from agent.analytics.semantic.withwithout import read_with_and_without
from agent.analytics.semantic.yearends import change_between_years
from agent.analytics.semantic.yearnames import read_years_in_names
from agent.analytics.semantic.yesnocounts import counted_yes_rows
from agent.analytics.semantic.yesnowords import YES_NO_PAIRS
from agent.analytics.semantic.yesplaces import said_as_place
from agent.analytics.semantic.yesrates import read_yes_rates
from agent.analytics.semantic.yesverbs import (
    common_verb_after,
    existence_after,
    finite_verb_after,
    having_column,
    shared_verb,
)

__all__ = ["Parsed", "Parser", "ValueMention"]

_RATIO_EN = ("per", "for each", "each")
_RATIO_TR = ("başına", "basina")
_BY_WORDS_TR = frozenset({"gore", "bazinda"})  # folded "göre", "bazında": a breakdown said in the same item
_GENITIVE = ("in", "un", "nin", "nun")
_YES_NO_PAIRS = YES_NO_PAIRS
# Turkish participles ("içen", "içenlerin", "kullananlar") and their negative ("içmeyenlere").
_PARTICIPLE = re.compile(r"^[a-z]{2,}(y?[ae]n)(l[ae]r)?([ie]n|[ie]|[ae]|d[ae]n|[iu]n)?$")
_NEGATIVE = re.compile(r"m[ae]y[ae]n")
# The -DIK participle, folded, with its possessive: "olduğu", "olmadığı", "katıldığı" (stem, then -mA- if negated)
_RELATIVE = re.compile(r"([a-z]{2,}?)(m[ae])?[dt][iu]g[iu]")
_HAVING = re.compile(r"^[a-z]{3,}l[iu]$")  # Turkish -li/-lı/-lu/-lü, folded: "vitesli" = "with a gearbox"
# "kliması olan", "nüks eden(ler)", "nüks etmiş", "nüks etti": the yes rows of a yes/no column said before
_HAVING_VERBS = ("olan", "eden", "etmis", "etti")
_PRESENT = {("have", "a"), ("has", "a"), ("have", "an"), ("has", "an"), ("with", "a"), ("with", "an")}
# Words that name a breakdown's kind ("engine type") and words of "of any storm".
# Past participles not ending in -ed that take a passive "by" ("sold by", "taken by").
_PARTICIPLES = frozenset("""
made sold bought paid held taken done written driven given sent won seen built kept led brought caught
chosen drawn grown run spent struck thrown worn hit shot known told found lost
""".split())
# Participles whose "by" sorts or groups ("sorted by", "ordered by"): a breakdown or an order after all.
_ORDERING_PARTICIPLES = frozenset("""
sorted ordered ranked grouped arranged split broken organized organised categorized categorised
classified segmented divided aggregated summarized summarised listed measured compared bucketed binned
""".split())


# A word that adds a column's values up: the column after it is measured, whatever else it could name.
_AGGREGATE_WORDS = frozenset({"total", "sum", "toplam"})


def _passive_by(items: list[Item], words: tuple[str, ...], is_flag: Callable[[str], bool]) -> None:
    """ "how many bookings were made by repeat guests": a passive verb's "by" names who did it.

    Why: "by" after a past participle is the doer ("loans taken by renters", "orders placed by
    members"), a filter on the rows, not a breakdown of them; read as "by", the question grouped
    by the flag instead of counting its rows. Participles that sort or group ("sorted by",
    "grouped by") keep their "by", and so does a "by" before a column of many kinds ("units sold
    by product", "homes sold by city"): a breakdown, which the doer reading had dropped.
    """
    for k, it in enumerate(items):
        if it.kind != "marker" or not it.is_marker("by") or fold(it.text) != "by" or it.first == 0:
            continue
        verb = fold(words[it.first - 1])
        if verb in _ORDERING_PARTICIPLES:
            continue
        after = items[k + 1] if k + 1 < len(items) else None
        if after is not None and after.kind in ("dim", "entity") and after.of_kind("dim") and not any(
                is_flag(m.name) for m in after.of_kind("dim")):
            continue
        if verb in _PARTICIPLES or (verb.endswith("ed") and len(verb) >= 5):
            it.kind = "stop"


_KIND_WORDS = frozenset({"type", "kind", "sort", "tur", "turu", "tip", "tipi", "cesit", "cesidi"})
_ARTICLES = frozenset({"the", "a", "an", "all"})
_DATE_WORDS = frozenset({"date", "dates", "day", "time", "tarih", "tarihi", "zaman", "gun"})
_ANY_WORDS = frozenset({"any", "all", "herhangi"})
_RANGE_WORDS = frozenset({"range", "aralik", "araligi", "araliği"})
_MISSING = frozenset({"no", "missing", "without", "unknown", "lacking", "eksik", "bilinmeyen"})
_WITHOUT = frozenset({"without", "no"})  # before a yes/no column: its no rows, never its missing ones


def _paired_participle(items: list[Item], k: int) -> bool | None:
    """Whether a yes/no value said by its participle is the negative one, when its opposite follows "ve".

    Why: "eğitime katılanların ve katılmayanların ortalama geliri" names the column's yes rows by
    its own participle (a value of the model), then the no rows by the same verb negated; the
    second word matched nothing and the question was refused. Only the same verb: the unknown
    word is the value's last word with -mA- put in or taken out. None when the pair is not there.
    The -DIK participle pairs so too ("yasanın olduğu ve olmadığı yıllarda").
    """
    if items[k].kind != "value" or k + 2 >= len(items) or not items[k + 1].is_marker("and"):
        return None
    said, other = fold(items[k].text).split()[-1], fold(items[k + 2].text)
    if items[k + 2].kind != "unknown":
        return None
    if (first := _RELATIVE.fullmatch(said)) and (second := _RELATIVE.fullmatch(other)):
        # "yasanın olduğu ve olmadığı yıllar": the -DIK participle of one verb, -mA- put in
        if bool(first.group(2)) == bool(second.group(2)) or first.group(1) != second.group(1):
            return None
        return bool(first.group(2))
    if not _PARTICIPLE.match(said) or not _PARTICIPLE.match(other):
        return None
    negative = bool(_NEGATIVE.search(said))
    if negative == bool(_NEGATIVE.search(other)):
        return None
    plain, negated = (other, said) if negative else (said, other)
    return negative if _NEGATIVE.sub(lambda m: m.group(0)[-2:], negated, count=1) == plain else None


_ABLATIVE = ("den", "dan", "ten", "tan")


def _origin_counted(items: list[Item], k: int) -> bool:
    """ "kaç farklı eyaletten müşteri var": how many places the rows come from, the rows' noun last.

    Why: Turkish counts the places a thing comes from with the place in the ablative and the thing
    after it ("kaç ülkeden öğrenci var", how many countries students come from); the thing is only
    the rows, and the place's distinct values are what is counted. The noun, left unknown, refused
    the question. Only "kaç", a breakdown in the ablative and the noun, the noun last.
    """
    if k != len(items) - 1 or k < 2:
        return False
    place, how_many = items[k - 1], items[k - 2]
    return (how_many.kind == "marker" and fold(how_many.text) == "kac" and place.kind == "dim"
            and fold(place.text).endswith(_ABLATIVE) and place.last == items[k].first)


# "kişi başı", "kişi başına": per person, said between a superlative and its measure
_PER_PERSON = frozenset({"kisi", "basi", "basina"})
# "her yıl", "each year": a breakdown said with "each" frames a superlative as "by" does
_EACH_WORDS = frozenset({"her", "each", "every"})


def _plural(word: str) -> bool:
    """Whether a folded word looks plural (English -s, Turkish -lar/-ler)."""
    return (word.endswith("s") and not word.endswith("ss")) or word.endswith(("lar", "ler"))


# Aggregates a measure is asked with ("ortalama tempo", "süresi medyanı"), not a plain sum
_OPERATED = ("AVG(", "MEDIAN(", "STDDEV_SAMP(")
_TR_PLURAL_GENITIVE = re.compile(r"(lar|ler)(in|inin)$")  # "sporcuların", "öğrencilerin": the rows'
# Words before a yes/no column that say its yes rows: an article, or a verb of having ("work overtime")
_YES_NO_LEADS = frozenset({"a", "an", "have", "has", "had", "with", "work", "works", "worked", "use", "uses", "used"})
_WHOSE = frozenset({"of", "the", "for", "among", "across", "all"})  # "average age of (all) the contestants"
_ROW_QUALIFIERS = frozenset({("with",), ("who",), ("whose",), ("that",), ("having",), ("where",)})
_PAIRING = frozenset({"and", "or", "vs", "versus"})  # "… of best actress winners and best actor winners"
_COMPARED = frozenset({("compared", "with"), ("compared", "to")})


def _paired_after(words: tuple[str, ...], at: int) -> bool:
    """Whether the words before position ``at`` pair it with what came before ("compared with", "and").

    Why: "average age of best actress winners compared with best actor winners" says the second
    rows as the first, after a conjunction instead of "of"; each is whose measure it is, no breakdown.
    """
    return (at >= 1 and words[at - 1] in _PAIRING) or (at >= 2 and tuple(words[at - 2:at]) in _COMPARED)


def _units_of_numbers(items: list[Item], words: tuple[str, ...]) -> None:
    """"50 ve 100 km arasında", "20 milden fazla": a unit after a number is the number's unit.

    Why: a measure kept in a unit answers to the unit alone ("kaç km"), but right after a number
    the unit only says how the number is counted; the threshold reader finds the measure. With
    no comparator at all ("the 10 km records") the unit names the measure the number is a value
    of, which ``thresholds`` reads as an equality.
    """
    if not any(x.kind == "marker" and x.is_marker(*COMPARATOR_MARKERS, "gt_after_from", "lt_after_from")
               for x in items) and not any(between_at(items, j, words) is not None for j in range(len(items))):
        return
    for k in range(1, len(items)):
        it = items[k]
        if (it.kind == "metric" and it.last - it.first == 1 and items[k - 1].kind in ("number", "numword")
                and unit_of(candidates(fold(it.text)))):
            it.kind = "stop"


def _recorded_winner(out: Parsed) -> None:
    """"hangi ayakkabıyla en çok koşulmuş", "which shoe was used most": the answer is a recorded value.

    Why: rows whose breakdown column is empty form a group of their own (NULL), often the
    largest; a "which" question asks which of the recorded values wins, so the empty group
    is left out of the ranking.
    """
    plan = out.plan
    if "which" not in out.cues or not plan.limit or len(plan.group_by) != 1 or plan.rows:
        return
    dim = plan.group_by[0]
    if not any(f.dimension == dim for f in plan.filters):
        plan.filters.append(Filter(dimension=dim, op="present", values=[]))


# Number words that are also articles ("bir ev", "which one"): left unread when no number is meant
_ARTICLE_NUMBERS = frozenset({"bir", "one"})


def _having(it: Item, words: tuple[str, ...]) -> bool:
    """Whether a yes/no column is said as its yes rows: "kliması olan", "göl kenarındaki", "klimalı".

    Why: Turkish names the rows that have a thing with "olan" (having) after it, with the
    relative -daki/-deki (the ones at the lakeside) or with -li (with air conditioning); the rows
    that did a thing named by a noun take the light verb "eden"/"etmiş" ("nüks eden": relapsed).
    """
    after = words[it.last] if it.last < len(words) else ""
    last = words[it.last - 1] if 0 < it.last <= len(words) else ""
    return (after.startswith(_HAVING_VERBS) or last.endswith(("daki", "deki", "taki", "teki"))
            or bool(_HAVING.match(last)))


def _past_times(items: list[Item], k: int) -> Item | None:
    """The first item after k past a time: "ülkelerin 2015'teki ortalama yaşam beklentisi" reaches the measure."""
    j = k + 1
    while j < len(items) and items[j].kind == "time":
        j += 1
    return items[j] if k + 1 < j < len(items) else None


def _said_as_number(it: Item) -> bool:
    """A digit, or a number word other than "bir" (the Turkish "a"/"an" as much as "one")."""
    return it.kind == "number" or (it.kind == "numword" and fold(it.text) != "bir")


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


# "median number of seats": the median said before a count word, as "average" is (a marker of its own)
_MEDIAN_WORDS = frozenset({"median", "medyan"})


def _headed_table(it: Item, model: SemanticModel) -> str | None:
    """The one table an item names by the last word of the table's name ("women" of ``nls_young_women``).

    Why: a word that is both a value of one table's column (the patients' sex "Female") and the head
    noun of another table's name says, with nothing else to go by, the table whose file is named
    for those rows: its rows are what the analyst counts.
    """
    said = fold(it.text)
    tables = {m.name for m in it.of_kind("subject")}
    tables |= {model.metrics[m.name].table for m in it.of_kind("metric") if m.name in model.metrics
               and model.metrics[m.name].expression.upper().startswith("COUNT(")}  # a panel's numbered things
    heads = [t for t in tables if fold(t).replace("-", "_").split("_")[-1] == said and " " not in said]
    return heads[0] if len(heads) == 1 else None


def _said_grains(items: list[Item]) -> set[str]:
    """The grains the question's words name ("trend", "month")."""
    return {m.name for it in items if it.kind == "grain" for m in it.of_kind("grain")}


def _person_noun(text: str) -> bool:
    """Whether a word is one of the lexicon's nouns for people ("teacher", "students").

    Why: a noun for people right before an unknown noun names whose measure it is ("teacher salary",
    "student attendance"), never what kind of value a column is ("wind speed"): read as the count's
    qualifier, "average teacher salary" on a table of pupils answered with the number of pupils.
    """
    from agent.analytics.inference.people import person_noun_forms

    return fold(text) in person_noun_forms()


def _agent_noun(word: str) -> bool:
    """Whether an English word is the doer of a verb WordNet lists beside it ("assessor" of assess).

    Why: an unknown noun after a column's name is read as the kind of value it holds ("wind
    speed"); "by risk assessor" names the people who assess, a thing of their own, and grouping by
    the risk column instead answered a question nobody asked.
    """
    from agent.analytics.semantic.related import related_words

    if len(word) < 6 or not word.endswith(("or", "er")):
        return False
    verbs = {word[:-2], word[:-1]}  # assess-or, manage-r
    return bool(verbs & set(related_words(word)[:10]))


def _adverb(word: str) -> bool:
    """An English adverb made of a common adjective with -ly ("recently", "quickly"); "family" is none."""
    from agent.analytics.inference.names import is_common_word

    return word.endswith("ly") and len(word) >= 7 and is_common_word(word[:-2])


def _bare_unit(it: Item, items: list[Item]) -> bool:
    """Whether a time unit's word is said alone ("by year"), not after a word of its own ("by release year")."""
    before = [x for x in items if x.last == it.first]
    return it.last - it.first == 1 and all(x.kind == "marker" for x in before)


class Parser:
    """Question → Parsed, for one vocabulary (model + values) and compiler."""

    def __init__(self, vocab: Vocabulary, compiler: Compiler) -> None:
        self.vocab, self.compiler, self.model = vocab, compiler, vocab.model
        self._followup = vocab.lex.phrases("followup_starts")
        self._changers = {fold(str(w)) for w in vocab.lex.raw.get("meaning_changers") or ()} | set(
            adjective_forms(vocab.lex))
        # Metrics that are a column's highest or lowest value ("highest life expectancy"): after
        # "which", they rank the breakdown rather than list every member's extreme.
        self._rows = row_values(self.model)
        self._known_words = self.vocab.index.single_words()  # the data's one-word names ("seçime" of secim)
        self._spoken_values = {fold(w) for d in self.model.dimensions.values() for ws in d.value_synonyms.values()
                               for w in ws}
        self._extremes = {name: m.expression.upper().startswith("MAX(") for name, m in self.model.metrics.items()
                          if m.expression.upper().startswith(("MAX(", "MIN("))}
        self._row_counts = frozenset(name for name, m in self.model.metrics.items()
                                     if m.expression.replace(" ", "").upper() == "COUNT(*)")

    def parse(self, question: str, as_of: dt.date) -> Parsed:
        """Parse one question against the reference date."""
        matched = match_question(question, self.vocab, as_of)
        items = [it for it in matched.items if it.kind != "stop"]
        when_of_an_extreme(items, tuple(t.text for t in matched.tokens), self.model)  # "en düşük fiyat ne zaman"
        read_money_asked(items, matched.tokens, self.model)  # "ortalama kaç sentti" of fiyat_sent_libre
        drop_superlative_adjectives(items, self.model)  # "ortalama süre en kısa olan şehir": one measure, its least
        items = [it for it in items if it.kind != "stop"]
        drop_genitive_measure_people(items, self.model)  # "çalışanların ortalama maaşı": whose salary
        read_extreme_after_measure(items, matched.tokens, self._variant_of)  # "sterlinin gördüğü en düşük değer"
        items = [it for it in items if it.kind != "stop"]
        single_as_one(items)  # "tek kişilik hane": one person
        numbered_as_value(items)  # "9 numaralı sektörde": sektor = 9
        read_place_adjectives(items, self.vocab.values)  # "European countries": continent = Europe
        period_count_first(items)  # "Brent petrol kaç ay 100 doları geçti": months counted over the measure
        read_losses(items, self.model, self._rows)  # "how many retailers made a loss": profit < 0
        read_deaths(items, matched.tokens, self.model, self._yes_no_of, self.vocab.values)  # "kaç kişi öldü", "died": D
        read_killing(items, self._rows, _person_noun)  # "which hurricane killed the most people": deaths
        which_with_the_extreme(items, tuple(t.text for t in matched.tokens))  # "year with the lowest X"
        drop_verb_before_superlative(items, tuple(t.text for t in matched.tokens))  # "who hit the most home runs"
        not_being(items)  # "İngilizce olmayanlar": not that value
        graduates_of_a_value(items)  # "doktora mezunu": the value Doktora
        absorb_head_nouns(items, self.model)  # "sat sözel puanı": sat_sozel
        median_of_next_measure(items, self._variant_of, self._plain_row_count)  # "median house price"
        rows_before_a_person_noun(items, self.model, self._plain_row_count, _person_noun, matched.language)
        extreme_of_period_rows(items, self.model, self._variant_of)  # "maximum daily NOx by site" of daily rows
        average_value_before_measure(items, self._plain_row_count, matched.language)  # "average car price"
        average_of_the_head(items, self.model, self._variant_of, self._plain_row_count, matched.language)
        gerund_before_measure(items, self._plain_row_count, matched.language)  # "average finishing time"
        items = read_past_counts(items, matched.tokens, self.vocab, self.model)  # "kaç sürücü öldü": ölen sürücü
        items = read_act_counts(items, matched.tokens, self.vocab, self.model)  # "kaç kişi öldü": ölüm sayısı
        words = tuple(t.text for t in matched.tokens)
        amount_of_the_rows_word(items, words, self.model)  # "toplam satış" of satislar: its satis_tutari
        drop_relative_trend_verbs(items, words)  # "the patients who developed pancreatitis": no trend
        items = [it for it in items if it.kind != "stop"]
        self._possessed_yes_no(items, words)  # "kaç kişinin sigortası var": the sigortali column
        narrow_shared_measures(items, self.model)  # "annelerin ortalama yaşı": anne_yasi, not baba_yasi
        lang = matched.language or "en"
        turkish_nouns_not_negations(items, matched.language)  # "not ortalaması": the grade average
        out = Parsed(QueryPlan(question=question, language=lang), lang, language_known=bool(matched.language))
        out.words = words
        out.followup_start = any(words[: len(p)] == p for p in self._followup)
        out.cues = {m for it in items for m in it.markers()}
        out.pii = [it.text for it in items if it.kind == "pii"]
        out.unavailable = [it.text for it in items if it.kind == "unavailable"]
        measure_before_a_label(items)  # "which item has the most protein": not the item "Protein"
        noun_and_verb_columns(items, self.model)  # "how many runs did the Cubs score": runs_scored
        won_titles(items, words, self.model)  # "win the World Series": world_series_winner = Y
        won_counts(items, words, self.model)  # "total technical wins": the technical_winner count
        read_taking_part(items, words)  # "how many bakers took part in series 10": no occupation 'Part-time'
        verb_of_a_date(items, self.model, matched.language)  # "when did the first episode air": uk_airdate
        read_elapsed_time(items, matched.tokens, self.vocab)  # "in week 12", "more than 3000 days"
        if matched.language != "tr":
            read_spend_verbs(items, words, self.model, self._rows)  # "states that spend more than 400"
        drop_units_measured(items, words, self.model)  # "average weight of the pigs": one figure
        items = [it for it in items if it.kind != "stop"]
        read_part_of_whole(items, matched.tokens, self.model)  # "gelirin yüzde kaçı gıdaya harcanıyor"
        fraction = find_fraction(items, matched.tokens, self.model)  # "tip as a percentage of the bill"
        read_ordinal_values(items, matched.tokens, self.vocab.values, self.vocab.lex)  # "first class"
        pick_value_columns(items, self.model, self.vocab.values)  # "blue eyes", "how many humans"
        stored_signs(items, self.vocab.values)  # "kaç pozitif test": the stored Pozitif
        own_names_first(items, self.model)  # "by gender" where both sex and gender answer to it
        read_light_verb_measures(items, matched.tokens, self.model)  # "kahve ithal eden": ithalat
        measure_in_table_name(items, self.model)  # "average house price" on houseprices
        count_in_measure_names(items, self.model)  # "average platelet count": the platelet column
        read_across_all(items, words)  # "average vote across all states and years": one figure
        read_of_the_rows_where(items, words)  # "total votes of the states where Trump beat Clinton": one figure
        read_people_column(items, self.model)  # "how many different people have won": the winner column
        self._counted_columns(items)  # "how many different states": the state column, not a status 'State'
        read_different(items, words, self.model)  # "how many different barley varieties": COUNT(DISTINCT variety)
        read_latest(items, out, self.model)
        read_either_way(items, words)  # "kentsel olup olmamasına göre": by the kentsel column
        read_model_year(items, self.model)
        total_before_measure(items)  # "total deaths" where murders keep a ``total`` column
        spelled_table_initials(items, self.model)  # "in Puerto Rico" of pr_death_counts
        spelled_column_initials(items, words, self.model)  # "length of stay" of los
        spelled_sibling_measures(items, words, self.model)  # "highway mpg" of mpg_h beside mpg_c
        spelled_value_initials(items, self.vocab.values, self._row_counts)  # "all wheel drive" of awd
        read_letter_codes(items, self.model, self.vocab.values)  # "vote yes" of a vote column holding Y/N
        read_compass_adjectives(items, self.model, self.vocab.values)  # "southern states" of a region South
        typed_table_initials(items, self.model, self._table_of)  # "joined the EU" of eustates
        read_years_in_names(items, self.model)  # "1978 geliri" of gelir_1978: a column, not a period
        items = [it for it in items if it.kind != "stop"]
        self._prefer_named_tables(items)
        _passive_by(items, words, lambda d: self._yes_no_of(d) is not None)  # "made by repeat guests": who
        items = [it for it in items if it.kind != "stop"]
        weekday_names_as_days(items, words, self.vocab.values, self.model)  # "en çok doğum olan gün": the dates
        month_names_as_months(items, words, self.vocab.values, self.model)  # "which month had the most deaths"
        drop_any_single_breakdowns(items, words, self._extremes)  # "en yüksek … herhangi bir bölgede": one figure
        self._calendar_grains(items)
        read_period_nouns(items, self.model, out)  # "dönemlere göre" of a table dated by its "Dönem": its own periods
        read_hours_of_day(items, self.model)  # "which hour had the most visits": the hour of the day
        read_value_rates(items, words, self.vocab.values, self.model, out)  # "cancellation rate"
        drop_participles_after_values(items, out.plan.question)  # "left-handed cricketers": hand = left
        self._value_column_words(items)  # "fiber optic internet": the value's column said after it
        drop_table_noun_before_its_value(items, words, self.model)  # "departmanı satış olan çalışanlar"
        drop_answer_units(items, words, self._rows)  # "ortalama süre kaç saniye": sure_sn's own unit
        read_single_row(items, self.model)  # "highest number of ticks on a single chick": MAX over rows
        absorb_classifier_nouns(items, self.model, self.compiler.graph)  # "by size class": the size column
        absorb_named_things_noun(items, words)  # "the Inner Sunset array": the value's kind of thing
        items = [it for it in items if it.kind != "stop"]
        unit_and_noun_measures(items, self._rows)  # "more than 3 week nights" of stays_in_week_nights
        drop_verb_before_comparison(items, matched.language)  # "how many students scored above 20 in math"
        items = [it for it in items if it.kind != "stop"]
        drop_table_name_words(items, self.model, self._table_of, matched.language)  # "işe kaç mil gidiyor"
        items = [it for it in items if it.kind != "stop"]
        self._unknown_row_noun(items)
        count_as_named_tally(items, self.model)  # "how many vehicles did Turkey produce": vehicles_produced
        self._rows_in_named_table(items, words)  # "how many workers are in wage1"
        read_column_comparisons(items, out, self._rows, self.model)  # "more deaths than expected"
        read_ablative_comparisons(items, out, self._rows, self.model)  # "rakip fiyattan yüksek olan"
        drop_stray_measures(items, self.model, self.compiler.graph)
        items = [it for it in items if it.kind != "stop"]
        count_shared_rows(items, self.model)  # "kiti olan bilgisayarların yüzdesi": the rows counted
        people_of_a_tally(items, self.model)  # "kaç kişi geldi" of gelen_sayisi
        reread_on_measured_table(items, self.model, self.compiler.graph)  # "average school size" beside a car's rating
        keep_to_one_table(items, self.model, self.compiler.graph)  # "police stops": not a loan's job title
        items = [it for it in items if it.kind != "stop"]
        self._subjects(items)
        read_since_ago(items, matched.tokens, self._rows)  # "phd more than 30 years ago" of yrs_since_phd
        counted_header_measures(items, self._rows)  # "more than 2 sprays" of spray_count
        measure_before_its_number(items, self._rows)  # "3 kişiden fazla hane": hanedeki_kisi_sayisi > 3
        items = read_own_comparatives(items, words, self.model)  # "thicker than 10 mm" of thickness_mm
        _units_of_numbers(items, words)
        unit_after_the_number(items, self.model)  # "iş deneyimi 20 yıldan fazla": not another table's yil
        drop_measure_units(items, words, self.model)  # "years of education": its unit, no grain
        drop_header_units(items, self.model)  # "(37. haftadan önce)" of col_37_haftadan_once_dogum: no weeks
        drop_finer_rate_units(items, self.model)  # "hours worked per week" of yearly rows: the unit
        drop_repeated_measure(items, self.model)  # "median resolution hours": one measure, said with its unit
        drop_table_word_after_measure(items, self.model)  # "arabica fiyatı" of kahve_fiyatlari
        self._split_yes_no_names(items)
        self._named_by_value(items)
        self._yes_no_participles(items, words, turkish=matched.language == "tr")
        if matched.language == "tr":
            drop_qualified_periods(items, words)  # "yasa olan yıllarda ortalama kaza oranı": the rows, no breakdown
        self._yes_no_as_rows(items, words)  # "on a weekend", "weekend inspections": the yes rows
        counted_yes_rows(items, words, self._yes_no_values)  # "how many people were searched": the yes rows
        yes_rows_of_a_count(items, words, self.model, self.vocab.values, self._yes_no_values, matched.language)
        yes_flag_before_rows(items, words, self.model, self._yes_no_values, self._plain_row_count, matched.language)
        join_split_names(items, self.model)  # "haftalık ortalama çalışma saati": one measure
        read_yes_rates(items, words, self.model)  # "evli olanların yüzdesi": the evli rate
        fill_none_at_all(items, out, self.model)  # "hiç devamsızlık yapmayan öğrenciler": zero days
        fill_having_counts(items, out, self.model)  # "şöminesi olmayan evler": none of them
        read_possessed(items, matched.tokens, self.model)  # "Clinton'ın ortalama oyu": the column itself
        if matched.language == "tr":
            measure_of_another_table(items, self.model, self.compiler.graph)  # "yolculukların ücreti": not theirs
            drop_genitive_rows(items, self.model)  # "siparişlerin toplam tutarı": the total, no count beside it
            drop_qualified_genitive_things(items, self.model)  # "üye olmayan ülkelerin toplam ithalatı": one total
        read_with_and_without(items, self._flag_dim, self._counts_rows)  # "with and without air conditioning": by airco
        read_flag_versus(items, self._flag_dim)  # "married vs single": by married
        read_percent_columns(items, words, self.model, self._rows)  # "percentage of technicals in the top 3"
        read_own_noun_before_measure(items, self.model, _MEDIAN_WORDS, self._variant_of)  # "median pizza price"
        read_distribution(items, words, self.model)  # "satisfaction distribution": rows counted per value
        read_distribution_by(items, words, self.model)  # "cinsiyete göre dağılımı": the rows counted per value
        self._qualified_columns(items, lang)
        owner_before_head(items, self.model, self.vocab.values, matched.language)  # "occupation type": by type
        self._compound_names(items, words)
        banded_values(items, self.vocab.values)  # "drivers under 25": the age band <25
        unit_years(items, self.model, self.vocab.values)  # "the 2008 season": season = 2008
        self._numbered_values(items, words)
        self._shared_measure(items, matched.tokens)
        self._averaged_columns(items, out)
        read_counted_nouns(items, self.model)  # "en çok istasyon": the istasyon sayısı column
        sold_quantity(items, self._row_count_table, self._summed_columns)  # "which city sold the most homes"
        items = [it for it in items if it.kind != "stop"]
        measure_of_verb(items, words, self.model, self._rows)  # "en çok satan 5 mağaza": by satış
        superlative_before_measure(items, self.model, self._rows, lang)  # "geliri en yüksek 5 kişinin yaşı"
        pick = read_row_pick(items, self.model, self._rows, lang)  # "en genç tutuklunun yaşı": MIN(yaş)
        self._extreme_values(items)
        out.unknown.extend(read_value_breakdowns(items, self.model, self._rows))
        read_presence(items, out, self._rows, self.model)  # "how many bookings had babies": babies > 0
        read_age_bands(items, out, self._rows, self.model)  # "patients aged 80 and over": age80 = 1
        rank_table_rows_by(items, self.model, self._row_count_table)  # "top 5 products by quantity"
        share_of_named_rows(items, words)  # "evli çalışanların oranı": their share, not a list of them
        each_rows_as_breakdown(items)  # "her ülkenin toplam ihracatı": one figure per country
        self._resolve_entities(items, words)
        self._listed_table_rows(items, words)
        self._rows_as_context(items)
        rows_word_beside_ranked_measure(items, words, self._row_count_table, self._measure_table)  # "melanoma deaths"
        items = [it for it in items if it.kind != "stop"]
        read_time_parts(items, matched.tokens, self.model)
        fill_amounts(items, matched.tokens, out, self._rows, self.model, self.vocab)
        measure_after_unit(items, matched.tokens, self.model, self._rows)  # "10 günden fazla hastanede yatan"
        fill_conditions(items, out, self._rows, self.model, self.vocab.values)
        settle_own_comparatives(items, out, self.model)  # "a bark thicker than 5 mm": compared, not summed
        fill_missing(items, out, self._rows, self.model)
        drop_measure_name_dims(items, out, self._rows)  # "sonucu 24 saatten uzun süren": the measure's word
        self._count_periods(items, words, out)
        if out.counted_unit is None:
            out.counted_unit = counted_data_periods(items, words)  # "kaç aylık veri var": months counted
        if out.counted_unit is None:
            count_compound_days(items, out, self.model)  # "kaç işlem günü var": days counted, no breakdown
        if matched.language != "tr":  # "courses taught by tenured professors": the value, no verb
            drop_linking_verb(items, words, self.model, lambda x: {t for m in x.meanings if (t := self._table_of(m))},
                              self.vocab.values.of)
        span, spoken = read_span(items, out), list(items)
        items = [it for it in items if it.kind != "stop"]
        out.readings = [(it.text, it.corrected) for it in items
                        if it.corrected and it.kind != "unknown" and fold(it.text) != fold(it.corrected)]
        self._collect(items, matched.tokens, out)
        group_by_counted_keys(out, self.model)  # "number of pupils per school": by the school key
        apply_fraction(fraction, out)
        apply_row_pick(pick, out)  # "the heaviest car's horsepower": that row's horsepower
        rank_which_rows(out, self.model, self._rows, self._extremes)  # "which car is the heaviest"
        rank_single_rows(out, self.model, self._rows)  # "which team had the most wins in a single season"
        pick_who_row(out, self.model, self._rows, self._extremes)  # "en hızlı kim": the row, not the time
        apply_span(span, spoken, out, self.model)
        read_when(spoken, out, self.model)  # "when did season 7 premiere": that date
        read_edge_dates(spoken, out, self.model)  # "when was the first episode": its date, not a count
        average_across_rows(out, self.model, self.vocab.values)  # "average population per state": over states
        _recorded_winner(out)
        operator_of_a_tally(spoken, out, self.model, self._variant_of)  # "kadınların ortalama sayısı" of kisi_sayisi
        apply_tally(out, self.model)  # "how many measles cases" on a table with a count column: its sum
        absorb_header_words(items, out, self.model)  # "urban residents per 1000" of urban_per_1000
        unread_comparisons(spoken, out)  # "thinner than 5 mm" read by nothing: reported, not a value
        unasked_breakdown(spoken, out, self._yes_no_of)  # "how many matches did the home team win": no breakdown
        count_not_asked(out, self.model)  # "what is the Eurostat code of Greece": not its number of rows
        count_of_one_row(out, self.model, self.vocab.values)  # "least used station": not 1 per station
        one_figure_asked(spoken, out, self.model)  # "average delay when it was raining": not the rain's sum beside
        keep_compared_values(out, self.model)  # "do women get more callbacks than men": both, not the top one
        compare_groups(out)  # "regions where the average price exceeds 50": the regions' averages (HAVING)
        rank_by_extreme(out, self.model)  # "which 3 causes have the lowest rate": smallest first, not largest
        distribute_aggregate(out, self.model, self._variant_of)  # "average weight and horsepower": both averaged
        rank_by_distinct_count(out, self.model)  # "which season had the most contestants": different ones
        return out

    def _table_of(self, meaning: Meaning) -> str | None:
        if meaning.kind in ("metric", "unavailable") and meaning.name in self.model.metrics:
            return self.model.metrics[meaning.name].table
        if meaning.kind in ("dim", "value") and meaning.name in self.model.dimensions:
            return self.model.dimensions[meaning.name].table
        return None

    def _date_table(self, meaning: Meaning) -> str | None:
        """The table of a date column named ("konaklama verisindeki en son tarih": konaklama's date)."""
        if meaning.kind == "timecol" and meaning.name in self.model.time_columns:
            return self.model.time_columns[meaning.name].table
        return None

    def _prefer_named_tables(self, items: list[Item]) -> None:
        """Put first the meanings on a table the rest of the question names.

        Why: "account balance" is both the customer's and the supplier's; in "average account
        balance of customers" the customers say which. Only items that name one table (an entity,
        a breakdown, a value, a word of a table's name) give context, so two ambiguous phrases
        never decide for each other. A value keeps only the columns of the table named: a filter
        column is chosen in model order later, which would otherwise ignore the context.
        """
        named: list[set[str]] = []
        for it in items:
            tables = {t for m in it.meanings if (t := m.name if m.kind == "subject" else self._table_of(m))}
            named.append(tables)  # "rows in the sleep data": a word of a table's name is context too
        # "entries per status": "status" is one table's column by its own name and another's by a
        # synonym; the column named exactly says which table the generic "entries" are
        exact = [own if len(tables) > 1 and it.kind in ("dim", "value") and len(own := own_tables(
            it, self.model, self._table_of)) == 1 else tables for it, tables in zip(items, named, strict=True)]
        for k, it in enumerate(items):
            if len(named[k]) < 2:
                continue
            context = {t for j, tables in enumerate(named) if j != k and len(tables) == 1 for t in tables}
            if not context and it.kind == "metric":
                context = {t for j, tables in enumerate(exact) if j != k and len(tables) == 1 for t in tables}
            elif not context and it.kind == "dim" and len(exact[k]) == 1:
                context = exact[k]  # the column named exactly before the one that answers to a synonym
            if not context:
                context = self._shared_tables(named, k)  # "average age by season": the one table with both
            if not context & named[k] and it.kind == "value" and (head := _headed_table(it, self.model)) is not None:
                context = {head}  # "how many women were surveyed" of nls_young_women, not patients' sex
            if context & named[k]:
                it.meanings.sort(key=lambda m: self._table_of(m) not in context)
                if it.kind == "value":  # "women who survived": the passengers' sex, not the characters'
                    it.meanings = [m for m in it.meanings if m.kind != "value" or self._table_of(m) in context]
                    if not it.of_kind("value") and it.meanings:
                        # "which state has the highest rate": the rate's table has a state column,
                        # the value "State" was another table's, so the word names the column
                        it.kind = it.meanings[0].kind

    def _named_by_value(self, items: list[Item]) -> None:
        """Read "female names" as the female rows: a name column right after a value of its table.

        Why: "hurricanes with female names", "players with Turkish names" filter by the value; the
        rows' name column after it says what the value describes, not that each name is a group.
        Only the table's label column (``name``, ``title``, ``ad``), never after "by".
        """
        from agent.analytics.inference.names import is_label

        for k in range(1, len(items)):
            prev, it = items[k - 1], items[k]
            if it.kind != "dim" or prev.kind != "value" or prev.last != it.first:
                continue
            dims = [self.model.dimensions[m.name] for m in it.of_kind("dim") if m.name in self.model.dimensions]
            valued = {self._table_of(m) for m in prev.of_kind("value")}
            if dims and is_label(dims[0].column) and dims[0].table in valued:
                it.kind = "stop"

    def _value_column_words(self, items: list[Item]) -> None:
        """"customers with fiber optic internet": a word of the value's column, said after the value.

        Why: a value is often followed by what it is a value of ("fiber optic internet", "electronic
        check payment"); that word is a word of the value's column (``internet_service``) and names
        nothing more, yet as a word not understood it stopped the rows' noun from being read.
        """
        from agent.analytics.inference.names import name_words

        for prev, it in zip(items, items[1:], strict=False):
            if it.kind != "unknown" or prev.kind != "value" or prev.last != it.first:
                continue
            columns = {self.model.dimensions[m.name].column for m in prev.of_kind("value")
                       if m.name in self.model.dimensions}
            if set(candidates(fold(it.text))) & {w for c in columns for w in name_words(c) if len(w) >= 4}:
                it.kind = "stop"

    def _calendar_grains(self, items: list[Item]) -> None:
        """Read "by year" as the calendar where the ``year`` column is another table's, and the asked one is dated.

        Why: in a workspace where one table has an integer ``year`` column, "episodes by year" on
        a table with its own air dates must group by those dates' years, not refuse because the
        episodes cannot reach the other table's year. Where the other table is reachable (ratings
        linked to their movies, whose ``year`` is the release year), "number of ratings by year"
        still asks for the ratings' own years: a linked table's year is said with its own words
        ("by release year", "by the movies' year").
        """
        graph = self.compiler.graph
        for it in items:
            if it.kind != "dim" or not it.of_kind("unit"):
                continue
            own = {self._table_of(m) for m in it.of_kind("dim")} - {None}
            context = {t for other in items if other is not it  # "tweets per year": the tweets' table
                       for t in {table_of_meaning(m, self.model) for m in other.meanings} - {None}}
            dated = {tc.table for tc in self.model.time_columns.values()}
            if context and own and not own & context and context & dated and (
                    _bare_unit(it, items) or not any(graph.reachable(b, a, True) for a in own for b in context)):
                it.kind = "unit"
                it.meanings.sort(key=lambda m: m.kind != "unit")

    @staticmethod
    def _shared_tables(named: list[set[str]], k: int) -> set[str]:
        """The tables of item ``k`` that every other ambiguous item's tables share, when fewer than all.

        Why: "average age by season" where two tables hold an age and two a season: neither word
        names one table, but only one table holds both, and a measure must be broken down by its
        own table's column.
        """
        common = set(named[k])
        for j, tables in enumerate(named):
            if j != k and tables:
                common &= tables
        return common if common and common != named[k] else set()

    def _subjects(self, items: list[Item]) -> None:
        """A word of a table's name qualifies that table's columns, and means nothing alone.

        "average nonfarm employment" on ``us_employment``: the table says what the nonfarm column
        counts. Without a column of that table in the question the word is not understood.
        """
        for k, it in enumerate(items):
            subject = it.of_kind("subject")
            if not subject:
                continue
            table = subject[0].name
            named = any(self._table_of(m) == table or self._date_table(m) == table
                        for other in items if other is not it for m in other.meanings)
            prev = skip_back(items, k)
            if it.kind == "subject" and it.plural and prev is not None and (
                    prev.is_marker("top", "list", "which", "by") or prev.kind in ("number", "numword")) and (
                    dim := naming_dim(self.model, table)):
                # "top 5 regions by …", "list the regions in Victoria" on ``tourism_regions``: its rows, by name
                it.kind, it.meanings = "dim", [Meaning("dim", dim)]
            elif it.kind == "subject" and it.plural and (nxt := skip(items, k)) is not None and nxt.is_marker(
                    "by") and not any(x.kind == "metric" for x in items) and (
                    counted := count_metric(self.model, table)):
                it.kind, it.meanings = "metric", [Meaning("metric", counted)]  # "players by division": how many
            elif it.kind == "subject" and it.plural and not named and prev is not None and prev.is_marker(
                    "most", "least", "count") and (counted := count_metric(self.model, table)):
                it.kind, it.meanings = "metric", [Meaning("metric", counted)]  # "which city had the most patients"
            elif it.kind == "subject":
                it.kind = "stop" if named else "unknown"
            elif named and not any(self._table_of(m) == table for m in it.meanings):
                it.kind = "stop"  # "net generation in iowa" on iowa_electricity: not another table's state

    def _yes_no_of(self, dim: str) -> tuple[str, str, str] | None:
        """(dimension, yes value, no value) when the dimension is a yes/no column."""
        stored = {fold(v): v for v in self.vocab.values.of(dim)}
        for yes, no in _YES_NO_PAIRS:
            if set(stored) == {yes, no}:
                return dim, stored[yes], stored[no]
        return None

    def _possessed_yes_no(self, items: list[Item], words: tuple[str, ...]) -> None:
        """"sigortası var/olmayan": the yes/no column of having that noun, also where it names the table."""
        columns = {name: fold(d.column) for name, d in self.model.dimensions.items() if self._yes_no_of(name)}
        for it in items:
            named_rows = it.kind in ("subject", "unknown") or (it.kind == "metric" and self._counts_rows(it))
            if named_rows and (dim := having_column(it, words, columns)):
                it.kind, it.meanings = "dim", [Meaning("dim", dim)]

    def _yes_no_values(self, it: Item) -> tuple[str, str, str] | None:
        """(dimension, yes value, no value) when the item names a yes/no column."""
        return next((f for m in it.meanings if m.kind == "dim" and (f := self._yes_no_of(m.name))), None)

    def _flag_dim(self, it: Item) -> str | None:
        """The one yes/no column an item names, as a breakdown or one of its values."""
        names = {m.name for m in it.meanings if m.kind in ("dim", "value") and m.name in self.model.dimensions}
        found = {n for n in names if self._yes_no_of(n)}
        return found.pop() if len(found) == 1 else None

    def _yes_no_as_rows(self, items: list[Item], words: tuple[str, ...]) -> None:
        """"inspections on a weekend", "weekend inspections": a yes/no column said of rows is its yes rows.

        Why: a yes/no column named by a noun (``weekend``, ``holiday``, ``member``) answers to its
        own name, which reads as a breakdown; after "a"/"an", or right before the word for the
        rows of its table, the noun says which rows, as the plural "weekends" already does; so
        does a verb of having before it ("employees who work overtime", "customers with paperless
        billing"). "by weekend" and "per holiday" stay breakdowns.
        """
        for k, it in enumerate(items):
            found = self._yes_no_values(it) if it.kind in ("dim", "value", "entity") and not it.plural else None
            if found is None or (k and items[k - 1].is_marker("by", "per", "each")):
                continue
            dim, yes, _ = found
            table = self.model.dimensions[dim].table
            nxt = items[k + 1] if k + 1 < len(items) else None
            article = 0 < it.first <= len(words) and fold(words[it.first - 1]) in _YES_NO_LEADS
            # "patients who developed pancreatitis": the object of a verb said of some rows
            article = article or (1 < it.first <= len(words) and fold(words[it.first - 2]) in ("who", "that"))
            rows = nxt is not None and nxt.first == it.last and nxt.kind == "subject" and any(
                m.name == table for m in nxt.of_kind("subject"))
            either = it.last < len(words) and words[it.last] == "olup"  # "ABD'de olup olmadığına göre"
            placed = said_as_place(it.text, self.model.dimensions[dim].label.get("en", "")) and not either
            shared = it.kind == "entity" and k > 0 and items[k - 1].is_marker("share")  # "percentage of smokers"
            if it.kind == "entity" and not (article or shared):
                continue  # a 0/1 column averaged ("union rate") or broken down; "in a union": its yes rows
            article = article or shared
            if article or rows or placed:  # "ABD'deki mağazalar": the rows in that place
                it.kind, it.meanings = "value", [Meaning("value", dim, yes)]

    def _split_yes_no_names(self, items: list[Item]) -> None:
        """"trump kaç eyalette kazandı": a yes/no column named by subject and verb, said apart.

        Why: Turkish puts the verb last, so ``trump_kazandi`` ("Trump won") is asked with the
        subject first and the question between ("trump kaç eyalette kazandı", "hoca hangi
        takımlarda ayrıldı"). The verb alone names the column; with its subject said earlier and
        understood as nothing else, it is the column's yes rows.
        """
        for k, it in enumerate(items):
            found = self._yes_no_values(it) if it.kind == "dim" else None
            if found is None:
                continue
            dim, yes, _ = found
            label = fold(self.model.dimensions[dim].label.get("en", "")).split()
            if len(label) < 2 or fold(it.text) != label[-1]:
                continue
            subject = set(label[:-1])
            for j in range(k):
                other = items[j]
                if other.kind == "unknown" and {fold(other.text), *candidates(fold(other.text))} & subject:
                    other.kind = "stop"
                    it.kind, it.meanings = "value", [Meaning("value", dim, yes)]
                    break

    def _yes_no_participles(self, items: list[Item], words: tuple[str, ...] = (), turkish: bool = False) -> None:
        """"sigara içenler" are the rows where the yes/no column ``sigara`` says yes, "içmeyenler" no.

        Why: Turkish names the people of a yes/no column with any verb's participle ("sigara içen",
        "kredi kullanan"); the negative participle (-meyen/-mayan) is the no. When both are named
        before "göre"/"by", the question breaks down by the column.
        """
        k = 0
        while k < len(items):
            found = self._yes_no_values(items[k]) if items[k].kind in ("dim", "entity", "value") else None
            if found is None and turkish and _paired_participle(items, k) is not None and (
                    flag := self._flag_dim(items[k])):
                found = self._yes_no_of(flag)  # a value said by its participle, its opposite after "ve"
            if found is None:
                k += 1
                continue
            dim, yes, no = found
            picked: list[str] = []
            j = k + 1
            if (joined := converb_after(items, k, words) if turkish else None) is not None:
                picked.append(yes if joined else no)  # "evli olup ...", "kursa katılmayıp ...": a condition of its own
            paired = turkish and joined is None and (said := _paired_participle(items, k)) is not None
            if paired:
                picked.append(no if said else yes)  # "eğitime katılanların ve katılmayanların": both
            while j < len(items) and joined is None:
                word = fold(items[j].text)
                if items[j].kind == "unknown" and _PARTICIPLE.match(word):
                    picked.append(no if _NEGATIVE.search(word) else yes)
                    items[j].kind = "stop"
                elif items[j].kind == "metric" and self._counts_rows(items[j]) and _PARTICIPLE.match(word) \
                        and _NEGATIVE.search(word):
                    picked.append(no)  # "alkol içmeyenlerin sayısı": the rows, named by the negative participle
                    break
                elif paired and items[j].kind == "unknown" and (relative := _RELATIVE.fullmatch(word)):
                    picked.append(no if relative.group(2) else yes)  # "yasanın olduğu ve olmadığı"
                    items[j].kind = "stop"
                elif not (items[j].kind == "marker" and items[j].is_marker("and") and picked):
                    break
                j += 1
            if not picked and (exists := existence_after(items, k, words)) is not None:
                picked.append(yes if exists else no)  # "kaç kişinin sigortası var", "sigortası yok"
            if not picked and (verb := self._verb_after(items, k, words)):
                picked.append(no if _NEGATIVE.search(verb) else yes)  # "alkol kullanan", "bakım almayan"
            if not picked and turkish and (does := finite_verb_after(
                    items, k, words, self.vocab.lex.is_turkish_verb)) is not None:
                picked.append(yes if does else no)  # "hastaların yüzde kaçı devlet yardımı alıyor"
            spoken = {fold(w) for ws in self.model.dimensions[dim].value_synonyms.values() for w in ws}
            by = (k > 0 and items[k - 1].is_marker("by")) or (k + 1 < len(items) and items[k + 1].is_marker("by_post"))
            by = by and not _plural(fold(items[k].text))  # "by survived" is the column; "paid by smokers" its rows
            relative = 0 < items[k].first <= len(words) and fold(words[items[k].first - 1]) in ("who", "that")
            if not picked and not by and (_having(items[k], words) or self._before_its_rows(items, k, dim)
                                          or relative):  # "the patients who died": the yes rows
                items[k].kind, items[k].meanings = "value", [Meaning("value", dim, yes)]  # "kliması olan evler"
            elif not picked and items[k].kind == "value" and (
                    (fold(items[k].text) not in spoken and not items[k].plural) or by):
                # "by smoker" names the column; "smokers", "kısa koşuların" (of the short runs) are its yes rows
                items[k].kind = "dim"
                items[k].meanings = [m for m in items[k].meanings if m.kind == "dim"]
            if picked:
                after = items[j] if j < len(items) else None
                whose = after is not None and plural_genitive(after)  # "üye olan ve olmayan ülkelerin …"
                by_said = after is not None and after.is_marker("by_post", "by")
                if set(picked) == {yes, no} and (paired or whose or by_said):
                    items[k].kind, items[k].meanings = "dim", [Meaning("dim", dim)]
                    if whose:  # the two sides' totals; the things in the genitive are whose, no breakdown
                        after.kind = "stop"
                else:
                    meanings = [Meaning("value", dim, v) for v in dict.fromkeys(picked)]
                    items[k].kind, items[k].meanings = "value", meanings
            k = j

    def _verb_after(self, items: list[Item], k: int, words: tuple[str, ...]) -> str:
        """A common verb's participle naming a yes/no column's rows, after it or a column coordinated with it."""
        args = (items, k, words, _PARTICIPLE, self.vocab.lex.is_turkish_verb, _HAVING_VERBS)
        return common_verb_after(*args) or shared_verb(*args, self._yes_no_values)

    def _event_of_some_rows(self, it: Item, items: list[Item], metrics: list[str]) -> bool:
        """Whether a date said by its event's verb, with no period, picks out rows it cannot filter.

        Why: "kaç çalışan ayrıldı" (how many employees left) named the exit date, which only some
        rows hold, and with no period the verb was dropped and every employee counted. The date a
        measure is dated by ("how many were hired") is every row's, so it still counts them all.
        """
        if any(x.kind == "time" for x in items) or set(phrase_key(it.text)) & _DATE_WORDS:
            return False
        said = {m.name for m in it.of_kind("timecol")}
        return any(m in self.model.metrics and self.model.metrics[m].time_column not in said
                   and not own_date_said(it.text, said, self.model.metrics[m], self.model) for m in metrics)

    def _qualified_columns(self, items: list[Item], language: str = "en") -> None:
        """A column named by one word also answers to that word with its kind said in full.

        Why: files name a column by its subject alone ("wind", "size", "year") while analysts
        add what kind of value it is ("wind speed", "party size", "model year"). An unknown word
        right next to such a column is its qualifier, unless it changes what is measured
        (``meaning_changers``: "sales forecast", "projected revenue") or is an adjective of
        degree ("the hottest day" without a temperature), or is a Turkish verb.
        """
        named = ("metric", "dim", "entity", "grain", "unit", "timecol")
        for k, it in enumerate(items):
            if it.kind != "unknown" or not it.text.isalpha() or len(it.text) < 3:
                continue
            if self.vocab.lex.is_turkish_verb(fold(it.text)):
                continue
            before = items[k - 1] if k > 0 else None
            after = items[k + 1] if k + 1 < len(items) else None
            if any(x is not None and x.kind == "unknown" for x in (before, after)):
                continue
            if any(x is not None and x.is_marker("exclude") for x in (before, after)):
                continue  # "aykırı değerler hariç", "excluding outliers": what is left out, never a kind
            if before is not None and before.kind in ("number", "numword") and before.last == it.first:
                continue  # "5 star reviews": the number's unit, not a kind of review (the 5 was lost)
            word = fold(it.text)
            if (word in self._changers and not names_its_rate(before, word, self.model)) or word.endswith("est"):
                continue  # "sales forecast", "projected revenue", "the hottest day" stay not understood
            if before is not None and before.kind == "value" and before.last == it.first and _HAVING.match(word):
                it.kind = "stop"  # "otomatik vitesli": what the value is a kind of, said with -li
                continue
            kind_said = (before is not None and before.kind in ("metric", "dim", "entity")
                         and before.last == it.first  # "wind speed"; not "monthly rent"
                         and not before.corrected  # "voter turnout": a guessed "votes" takes no qualifier
                         and not (language == "en" and _person_noun(before.text))  # "teacher salary": not held
                         and not (language == "en" and _agent_noun(word))  # "risk assessor": a person, no kind
                         # "bir testin maliyeti", "belediyelerin nüfusu": whose cost, not a kind (rows
                         # named by a count, or by a word that is also their distinct key's count)
                         and not ((self._counts_rows(before) or self._counts_things(before))
                                  and fold(before.text).endswith(_GENITIVE))
                         and not (language == "tr" and case_marked(before.text, self._known_words))  # "seçime"
                         and not word.endswith(("larin", "lerin")))  # "anketlerde kararsızların": an owner
            modified = (after is not None and after.kind in named and after.first == it.last  # "party size"
                        and not after.corrected  # a guessed word takes no qualifier
                        and not generic_only(after.text)  # "enflasyon oranı" is no savings rate
                        and not rivals_its_column(word, after, self.model)  # "republican vote" of demvote
                        and not (self._counts_rows(after) and (narrows_its_rows(word) or (
                            language == "tr" and not word.endswith(("an", "en"))))))
            # "widowed workers"; in Turkish an adjective before the rows' noun ("kırmızı pırlantalar",
            # "parlak taşlar") says which rows (a compound of nouns carries its suffix on the head); a
            # participle ("1990'dan sonra kurulan dergiler") goes with the condition said before it
            if (kind_said and read_by_lead_word(before, self.model)) or (
                    modified and read_by_lead_word(after, self.model)):
                kind_said = modified = generic_only(it.text)  # "math score", never "central air"
            if kind_said or modified:
                it.kind = "stop"
        items[:] = [it for it in items if it.kind != "stop"]  # neighbours then read past it

    def _before_its_rows(self, items: list[Item], k: int, dim: str) -> bool:
        """ "yeni yapı evler", "waterfront houses": a yes/no column right before its table's row noun.

        Turkish puts "kaç" between them ("sendika üyesi kaç kişi var": how many are union members),
        so a "kaç" right after the column is looked past.
        """
        nxt = k + 1
        if nxt + 1 < len(items) and fold(items[nxt].text) == "kac" and items[nxt].first == items[k].last:
            nxt += 1  # "spora gelen kaç üye var"
        after = items[nxt] if nxt < len(items) else None
        table = self.model.dimensions[dim].table
        if after is None or after.first != items[nxt - 1].last:
            return False
        if after.kind == "value" and after.meanings and all(
                m.kind == "value" and m.name != dim and m.name in self.model.dimensions
                and self.model.dimensions[m.name].table == table for m in after.meanings):
            return True  # "evli kadın sayısı": the married women, no breakdown by ``evli`` among women
        return self._counts_rows(after) and any(self._table_of(m) == table for m in after.meanings)

    def _counts_rows(self, it: Item) -> bool:
        """Whether an item is only a table's row count (the noun of its rows: "test", "ev")."""
        metrics = [self.model.metrics.get(m.name) for m in it.meanings if m.kind == "metric"]
        return bool(metrics) and all(m is not None and m.counts_rows for m in metrics)

    def _counts_things(self, it: Item) -> bool:
        """Whether a word names things only by counting them: rows, or distinct keys ("belediyeler").

        Why: "belediyeler" is the count of the municipalities' list and of the distinct codes in
        their budgets; either way the word names the things, and what is said of them in the
        possessive after it ("belediyelerin nüfusu") is theirs, not a kind of them.
        """
        metrics = [self.model.metrics.get(m.name) for m in it.meanings if m.kind == "metric"]
        return it.kind == "entity" and bool(metrics) and all(
            m is not None and m.expression.replace(" ", "").upper().startswith("COUNT(") for m in metrics)

    def _names_its_rows(self, it: Item) -> bool:
        """Whether a breakdown word is the noun of its table's rows ("storm" for storms.name), or of the
        unit they are grouped by ("herd" of a numbered ``herd``: "herd size" is each row's size)."""
        dims = it.of_kind("dim")
        if it.kind not in ("dim", "entity") or not dims or dims[0].name not in self.model.dimensions:
            return False
        if names_a_unit(column := self.model.dimensions[dims[0].name].column or ""):
            return fold(column) in candidates(fold(it.text))
        table = self.model.dimensions[dims[0].name].table
        nouns = set(candidates(fold(table))) | {table}
        return bool(set(candidates(fold(it.text))) & nouns) and fold(it.text) not in phrase_key(dims[0].name)

    def _counted_columns(self, items: list[Item]) -> None:
        """ "how many (different) states": a plural counted is the column named so, not a value spelt so.

        Why: a word may name a column (``addr_state``) and also be a stored value of another
        (status 'State'); after "how many" / "number of" the plural asks how many of those things
        there are, a distinct count of the column. A value-only word ("how many carnivores") keeps
        its value reading, and so does a word that does not name the column's own words.
        """
        from agent.analytics.inference.names import name_words

        for k, it in enumerate(items):
            if it.kind != "value" or k == 0 or not items[k - 1].is_marker("count") or not _plural(fold(it.text)):
                continue
            forms = set(candidates(fold(it.text)))
            named = [m for m in it.of_kind("dim") if m.name in self.model.dimensions
                     and forms & set(name_words(self.model.dimensions[m.name].column))]
            own = {m.name for m in named} & {m.name for m in it.of_kind("value")}  # "smokers": smoker's yes
            if named and not own and len(named) < len(it.meanings):
                it.kind, it.meanings = "dim", named

    def _compound_names(self, items: list[Item], words: tuple[str, ...]) -> None:
        """Two names side by side that make one: "storm status", "engine type", "çekiş türü".

        Why: analysts put the thing before its attribute. The noun of a table's rows right before
        one of that table's columns only says whose column it is ("storm pressure" is no
        breakdown by storm), and so does "of any storm". A bare kind word after a breakdown
        ("engine type", "çekiş türü") names that breakdown, not a second column called type.
        """
        named = ("metric", "dim", "entity")
        for k, it in enumerate(items):
            after = items[k + 1] if k + 1 < len(items) else None
            rows_noun = self._names_its_rows(it)
            own = self.model.dimensions[it.of_kind("dim")[0].name].table if rows_noun else ""
            # "en genç çalışanın maaşı": the rows a superlative picks keep their noun (``rowpick``)
            # only a possessor ("çalışanın"): "the largest herd size" is the largest size, no herd picked
            picked = k >= 2 and items[k - 1].kind == "metric" and items[k - 2].is_marker("most", "least") and (
                fold(it.text).endswith(_GENITIVE))
            beside = after is not None and after.kind in named and after.first == it.last
            if rows_noun and not picked and beside and after is not None and any(
                (t := self._table_of(m)) and (t == own or self.compiler.graph.reachable(own, t))
                for m in after.meanings
            ):
                it.kind = "stop"  # "storm status", "storm pressure", "supplier nation"
            elif rows_noun and it.first > 0 and words[it.first - 1] in _ANY_WORDS:
                it.kind = "stop"  # "the highest wind of any storm"
            elif (start := any_single(words, it.first, "dim" if self._counts_rows(it) else it.kind)) >= 0:
                for x in items:  # "the most wins in a single season", "highest nights of any region"
                    if x is it or (x.first >= start and x.last <= it.first and x.kind != "marker"):
                        x.kind = "stop"
            elif (
                it.kind in ("dim", "entity")
                and after is not None
                and after.kind == "dim"
                and after.first == it.last
                and after.last == after.first + 1
                and set(candidates(fold(after.text))) & _KIND_WORDS
            ):
                after.kind = "stop"  # "engine type", "çekiş türüne göre"

        items[:] = [it for it in items if it.kind != "stop"]

    def _row_count_table(self, metric: str) -> str | None:
        """The table a measure is the plain row count of, else None."""
        return self.model.metrics[metric].table if self._plain_row_count(metric) else None

    def _summed_columns(self, table: str) -> dict[str, str]:
        """The plain sums of one column each on a table: measure name -> column."""
        out = {}
        for name, m in self.model.metrics.items():
            found = re.match(r'^SUM\(\s*(?:"?[^"().]+"?\.)?"?([^"().]+)"?\s*\)$', m.expression.strip())
            if m.table == table and found and not m.filters:
                out[name] = found.group(1)
        return out

    def _measure_table(self, metric: str) -> str | None:
        """The table of a measure that is not a row count (a sum, an average of a column), else None."""
        m = self.model.metrics.get(metric)
        return m.table if m is not None and not m.expression.strip().upper().startswith("COUNT(") else None

    def _plain_row_count(self, metric: str) -> bool:
        """Whether a measure is a table's plain row count (``COUNT(*)``, no filter)."""
        m = self.model.metrics.get(metric)
        return m is not None and m.counts_rows and not m.filters

    def _variant_of(self, metric: str, function: str) -> str | None:
        """The metric taking ``function`` (MAX, MIN, AVG) of the same column as ``metric``, if any."""
        m = self.model.metrics.get(metric)
        inner = re.match(r"^[A-Z_]+\((.*)\)$", m.expression.strip()) if m else None
        if m is None or inner is None:
            return None
        wanted = f"{function}({inner.group(1)})"
        return next((n for n, x in self.model.metrics.items() if x.table == m.table and x.expression == wanted), None)

    def _rows_in_named_table(self, items: list[Item], words: tuple[str, ...]) -> None:
        """"how many workers are in wage1": an unknown plural counted in a table named by its file is its rows.

        Why: a file named for its source (``wage1``, ``nbasal``) says nothing of what a row is; a
        stranger who names the table after "in" or "from" says which rows the counted noun is.
        Only a plural right after "how many" and the table's own name right after "in"/"from"/"of".
        """
        for k in range(1, len(items) - 1):
            it = items[k]
            if it.kind != "unknown" or not items[k - 1].is_marker("count") or not _plural(fold(it.text)):
                continue
            for j in range(k + 1, len(items)):
                other = items[j]
                counted = [m.name for m in other.of_kind("metric") if m.name in self.model.metrics
                           and self.model.metrics[m.name].counts_rows]
                table = self.model.metrics[counted[0]].table if counted else ""
                before = fold(words[other.first - 1]) if 0 < other.first <= len(words) else ""
                if counted and fold(other.text).replace(" ", "_") == fold(table) and before in ("in", "from", "of"):
                    it.kind = "stop"
                    return

    @staticmethod
    def _rows_said_twice(items: list[Item], k: int, counted: str) -> bool:
        """ "how many vehicles are in the fuel economy list": a plural after "how many", the table named after.

        Why: the analyst counts a table's rows by what they are ("vehicles") and says which table by
        its name; the name already counts the rows, so the noun only says what they are. Only a
        plural right after a count word, with the table's row count named by a later item and
        nothing else measured.
        """
        it = items[k]
        named = [x for x in items[k + 1:] if any(m.name == counted for m in x.meanings)]
        return (k > 0 and items[k - 1].is_marker("count") and items[k - 1].last == it.first
                and _plural(fold(it.text)) and it.text.isalpha() and bool(named)
                and all(x.kind in ("marker", "time", "value", "unknown") or x in named or x is items[k - 1]
                        for x in items if x is not it))

    def _unknown_row_noun(self, items: list[Item]) -> None:
        """ "how many characters have blue eyes": an unknown noun is the rows of the one table named.

        Why: files are named by their source ("starwars", "msleep"), not by what a row is, while
        analysts count, rank and average over "characters", "animals", "passengers". When the rest
        of the question (its columns, values and words of a table's name) fits one table only, and
        the noun is the only word not understood, it can only stand for that table's rows. A plural
        word of a table's name alone ("how many cars" on ``mtcars``) is its rows too. With no table
        named, or two, or a second unknown word, nothing is guessed and the question is refused.
        """
        def tables_of(x: Item) -> set[str]:
            return {t for m in x.meanings if (t := m.name if m.kind == "subject" else self._table_of(m))}

        unknown = [k for k, it in enumerate(items) if it.kind == "unknown" and not (
            fold(it.text) in _MEDIAN_WORDS and k + 1 < len(items) and items[k + 1].is_marker("count"))]  # read later
        if any(k and items[k - 1].is_marker("exclude") for k in unknown):
            return  # "average price excluding outliers": what is left out, never the rows themselves
        named = [x for x in items if x.kind in ("metric", "dim", "value", "entity", "subject")]
        held = [tables_of(x) for x in named]
        tables = set.intersection(*held) if held and all(held) else set()  # "gender": whose gender?
        timed = {t.table for t in self.model.time_columns.values()} if any(
            x.kind in ("time", "unit") for x in items) else set()
        if not named and len(unknown) == 1 and len(timed) == 1:
            tables = timed  # "bookings by month": the one table with dates
        if not named and not tables and len(unknown) == 1:  # "how many bookings" with booking_changes
            lone = table_of_lone_noun(items[unknown[0]].text, self.model)
            tables = {lone} if lone else timed  # "how many chicks in 1996": of dated tables, the referring one
        if len(tables) > 1 and len(unknown) == 1:  # "characters by gender": the column named gender
            found = row_table(items[unknown[0]].text, tables, named, self.model, self._table_of)
            if found is None or self.model.tables[found].primary_key:  # "colleges" of college_graduates: a
                found = unnamed_rows_table(tables, self.model) or found  # list of states holds no colleges
            found = found or self._referring_table(tables)
            tables = {found} if found else tables
        if len(tables) == 1 and len(unknown) == 1 and (found := self._referring_to_names(tables, named)):
            tables = {found}
        if len(tables) == 1 and len(unknown) == 1 and fold(items[unknown[0]].text) in MONEY_NOUNS:
            if sole := sole_amount(tables, self._rows, self.model):  # "which payee received the most money"
                items[unknown[0]].kind, items[unknown[0]].meanings = "metric", [Meaning("metric", sole)]
            return  # the amount, never the rows; with several amounts, not understood
        if len(unknown) == 1 and _origin_counted(items, unknown[0]):
            items[unknown[0]].kind = "stop"  # "kaç farklı eyaletten müşteri var": the states are counted
            return
        counted = count_metric(self.model, next(iter(tables))) if len(tables) == 1 else None
        if counted is not None and len(unknown) == 1 and self._rows_said_twice(items, unknown[0], counted):
            items[unknown[0]].kind = "stop"  # "how many vehicles are in the fuel economy list"
            return
        if counted is None or any(m.name == counted for x in items for m in x.meanings):
            return  # "which city had the most arrests": the rows are named already, the city is not there
        table = self.model.metrics[counted].table
        subjects = [x for x in named if any(m.kind == "subject" and m.name == table for m in x.meanings)]
        def cued(k: int) -> bool:
            prev = items[k - 1] if k > 0 else None
            rank = items[k - 2] if k > 1 else None  # "the tallest character": an adjective read as most + measure
            adjective = (prev is not None and rank is not None and rank.is_marker("most", "least")
                         and (rank.text == prev.text or (prev.kind == "metric" and prev.first == rank.last)))
            # "en yaşlı tutuklu": "en" and the adjective read as its measure, right before the noun
            qualified = (prev is not None and prev.kind == "value" and rank is not None  # "which SEA player"
                         and rank.is_marker("which", "count", "top"))
            return prev is not None and (prev.is_marker("which", "count", "most", "least", "top")
                                         or prev.kind in ("number", "numword") or adjective or qualified)

        for subject in subjects if not unknown else []:
            at = items.index(subject)
            after = items[at + 1] if at + 1 < len(items) else None
            compound = after is not None and after in named and after.first == subject.last  # "car models"
            alone = len(named) == len(subjects) and _plural(fold(subject.text))  # "cars in the mtcars data"
            if alone or (cued(at) and not compound):
                unknown, subjects = [at], [x for x in subjects if x is not subject]
                break  # "how many cars are there", "which car …" on mtcars
        if len(unknown) != 1:
            return
        k = unknown[0]
        it = items[k]
        word = fold(it.text)
        if not word.isalpha() or len(word) < 3 or word.endswith(("ed", "ing")) or self.vocab.lex.is_turkish_verb(word):
            return
        if _adverb(word):
            return  # "which country joined most recently": an adverb names no rows
        prev = items[k - 1] if k > 0 else None
        if prev is not None and fold(prev.text) == "en" and prev.last == it.first:
            return  # "en sıcak gün": Turkish "en" makes a superlative of an adjective, never of a noun
        if measure_before_counted_noun(items, k, self._counts_rows):
            return  # "yeşiller kaç sandalye kazandı": the Greens' share names no rows of seats
        averaged = any(x.is_marker("average") or fold(x.text) in _MEDIAN_WORDS for x in items)
        per = averaged and prev is not None and fold(prev.text) in _RATIO_EN  # "average ticks per chick": a row
        nxt = items[k + 1] if k + 1 < len(items) else None
        # "alan kodlarına göre müşteri sayısı": Turkish counts a singular noun, "sayısı" after it
        counted_tr = nxt is not None and nxt.is_marker("count_post") and nxt.first == it.last
        if not (_plural(word) or cued(k) or per or counted_tr):
            return
        for x in named:
            x.meanings.sort(key=lambda m: self._table_of(m) != table)
        for x in subjects:
            x.kind = "stop"  # "star wars characters": the table's name said whose rows
        labels = [n for n, d in self.model.dimensions.items() if d.table == table and d.key]
        it.kind = "entity" if labels else "metric"
        counted = tally_of(self.model, table) or counted  # "kaç turist" of a table of counts: its tally
        it.meanings = [Meaning("metric", counted), *(Meaning("dim", n) for n in labels[:1])]
        cue = cued(k) or (prev is not None and prev.is_marker("by"))

        def measured(j: int, x: Item) -> bool:  # "average nap for indoor cats": the nap is measured
            grouped = j > 0 and items[j - 1].is_marker("by")
            return x.kind == "metric" or (x.kind == "entity" and bool(x.of_kind("metric")) and not grouped)

        if not cue and any(measured(j, x) for j, x in enumerate(items) if x is not it):
            it.kind = "stop"  # "average height of the characters": whose height, nothing to count
        items[:] = [x for x in items if x.kind != "stop"]

    def _shared_measure(self, items: list[Item], tokens: list[Token]) -> None:
        """ "minimum and maximum income", "lowest and highest price": both operators take the measure.

        Why: the measure is said once, after the second operator, so only that one reached it and
        the first was left as a ranking word with nothing to rank. A measure's "range" is the same
        pair said in one word.
        """
        functions = {"least": "MIN", "most": "MAX", "average": "AVG"}

        def function(it: Item) -> str | None:
            wanted = [f for name, f in functions.items() if it.kind == "marker" and it.is_marker(name)]
            return wanted[0] if len(wanted) == 1 else None

        for k in range(len(items) - 2):
            op, conj, target = items[k : k + 3]
            first = function(op)
            if first is None or not conj.is_marker("and"):
                continue
            second = function(target)  # "lowest and highest age": the measure after both words
            if second and k + 3 < len(items):
                ops, target = [(op, first), (target, second)], items[k + 3]
            else:
                ops = [(op, first)]
            if target.kind not in ("metric", "entity") or not target.of_kind("metric"):
                continue
            measure = target.of_kind("metric")[0].name
            variants = [(it, self._variant_of(measure, f)) for it, f in ops]
            if all(v and v != measure for _, v in variants):
                for it, variant in variants:
                    it.kind, it.meanings = "metric", [Meaning("metric", variant or "")]
                if len(ops) == 2:
                    target.kind = "stop"
        items[:] = [x for x in items if x.kind != "stop"]
        for tok in tokens:  # "income range", "range of ages", "gelir aralığı": the lowest and the highest
            if tok.text not in _RANGE_WORDS:
                continue
            near = [x for x in items if x.kind in ("metric", "entity") and x.of_kind("metric") and (
                x.last == tok.index or x.first == tok.index + 1
                or (x.first == tok.index + 2 and tokens[tok.index + 1].text == "of"))]
            low, high = ((self._variant_of(near[0].of_kind("metric")[0].name, f) for f in ("MIN", "MAX"))
                         if len(near) == 1 else (None, None))
            if low and high:
                near[0].kind, near[0].meanings = "metric", [Meaning("metric", high)]
                end = near[0].first if near[0].first > tok.index else tok.index + 1  # "range of": one item
                items.insert(items.index(near[0]) + (near[0].first < tok.index),
                             Item("metric", tok.index, end, tok.raw, [Meaning("metric", low)]))

    def _referring_table(self, tables: set[str]) -> str | None:
        """ "how many loans are from California": of a table and the lookup it refers to, the referring one.

        Why: a value or column both tables answer to (a state code in the loans, the state's name
        in the list of states the code links to) leaves two tables whose rows an unknown noun could
        count. The lookup has one row per thing named, so counting its rows per state or in one
        state says nothing; the rows that refer to it are the ones counted. Only when exactly one
        of the tables reaches all the others through many-to-one links.
        """
        graph = self.compiler.graph
        referring = [t for t in sorted(tables) if all(graph.reachable(t, u) for u in tables if u != t)]
        return referring[0] if len(referring) == 1 else None

    def _referring_to_names(self, tables: set[str], named: list[Item]) -> str | None:
        """ "how many consignments are from Rotterdam": the rows that refer to the one row named.

        Why: when everything named is a value of a lookup table's name column (a port's name,
        a state's name), that table has one row for it, and counting its rows says "1". An unknown
        noun counted there is the rows of the one table that links to the lookup.
        """
        from agent.analytics.inference.names import is_label  # as the inference reads a label column

        (table,) = tables
        spec = self.model.tables.get(table)
        keys = set(spec.primary_key) if spec else set()
        if not named or any(x.kind != "value" for x in named):
            return None
        columns = {self.model.dimensions[m.name].column for x in named for m in x.of_kind("value")
                   if m.name in self.model.dimensions and self.model.dimensions[m.name].table == table}
        if not columns or not all(is_label(c) or c in keys for c in columns):
            return None
        graph = self.compiler.graph
        others = {m.table for m in self.model.metrics.values()} - {table}
        referring = [t for t in sorted(others) if graph.reachable(t, table)]
        return referring[0] if len(referring) == 1 else None

    def _averaged_columns(self, items: list[Item], out: Parsed) -> None:
        """ "average number of seats": the average of the seats column, not seats per row counted.

        Why "median" too: the median is asked the same way ("median number of people affected"),
        yet it is no marker of its own, so the word was left not understood before the count word.
        """
        for k, it in enumerate(items[:-2]):
            counted = items[k + 2]
            measured = counted.kind in ("metric", "entity") and counted.of_kind("metric")  # "eggs": a count
            column = counted.of_kind("metric")[0].name if measured else ""
            median = it.kind == "unknown" and fold(it.text) in _MEDIAN_WORDS
            average = self._variant_of(column, "MEDIAN" if median else "AVG") if column else None
            if (it.is_marker("average") or median) and items[k + 1].is_marker("count") and average:
                it.kind = items[k + 1].kind = "stop"  # "average number of seats": the seats column's average
                counted.kind, counted.meanings = "metric", [Meaning("metric", average)]
            elif it.is_marker("most", "least") and items[k + 1].is_marker("count") and column and self._one_value(
                    items) and (extreme := self._variant_of(column, "MAX" if it.is_marker("most") else "MIN")):
                it.kind = items[k + 1].kind = "stop"  # "the highest number of ticks": the ticks column's maximum
                counted.kind, counted.meanings = "metric", [Meaning("metric", extreme)]
        items[:] = [x for x in items if x.kind != "stop"]
        for cue in ("count", "average"):
            if not any(x.is_marker(cue) for x in items):
                out.cues.discard(cue)

    @staticmethod
    def _one_value(items: list[Item]) -> bool:
        """Whether a superlative asks for one value: nothing ranked, grouped or listed beside it.

        "the highest number of ticks" is the ticks column's maximum; "which state has the highest
        number of murders" and "the highest number of murders by region" rank members instead.
        """
        if any(it.is_marker("which") and not fold(it.text).startswith("what") for it in items):
            return False
        return not any(it.kind in ("dim", "grain", "unit", "number", "numword") or it.is_marker("by", "by_post", "top")
                       for it in items)

    def _extreme_values(self, items: list[Item]) -> None:
        """ "the largest party size", "lowest pressure recorded": one highest or lowest value.

        Why: with nothing to rank (no "which", no "top", no count) a superlative before a measure
        asks for its extreme value, not for members ordered by it — per member when the question
        breaks it down ("the smallest price for each country" is each country's lowest price).
        """
        if any(it.kind in ("number", "numword") or it.is_marker("top", "count", "list") for it in items):
            return
        if any(it.is_marker("which") and not fold(it.text).startswith("what") for it in items):
            return  # "which park has the tallest tree" ranks; "what is the tallest tree" does not
        grouped = any(it.is_marker("by", "by_post") for it in items) or any(
            fold(it.text) in _EACH_WORDS and items[k + 1].kind in ("dim", "grain", "unit")  # "her yıl en düşük …"
            for k, it in enumerate(items[:-1]))
        if any(it.kind in ("dim", "grain", "unit") for it in items) and not grouped:
            return  # "the highest price country": a member ranked, not a value per member
        for k, it in enumerate(items[:-1]):
            highest = it.is_marker("most")
            if it.kind != "marker" or highest == it.is_marker("least"):
                continue
            j = k + 1
            while j + 1 < len(items) and items[j].kind == "value" and items[j + 1].kind in ("metric", "value"):
                j += 1  # "en yüksek dünya fiyatı": the values said before the measure are its filters
            said = j
            while j + 1 < len(items) and items[j].kind == "entity" and items[j].last == items[j + 1].first and {
                m.name for m in items[j].of_kind("metric")} & {m.name for m in items[j + 1].of_kind("metric")}:
                j += 1  # "the largest size": an adjective of the same measure before it
            per = j
            while per + 1 < len(items) and items[per].kind == "unknown" and fold(items[per].text) in _PER_PERSON:
                per += 1  # "en düşük kişi başı harcama": the measure per person, said after "per person"
            if per > j and items[per].kind == "metric":
                items[k].kind = "stop"  # the per-person words stay, for the header's words to read
                target = items[per]
                metric = target.of_kind("metric")[0].name
                if (extreme := self._variant_of(metric, "MAX" if highest else "MIN")) is None:
                    return
                target.meanings = [Meaning("metric", extreme)]
                items[:] = [x for x in items if x.kind != "stop"]
                return
            target = items[j]
            if target.kind not in ("metric", "entity"):
                return
            metric = target.of_kind("metric")[0].name if target.of_kind("metric") else ""
            extreme = self._variant_of(metric, "MAX" if highest else "MIN")
            if extreme is None:
                return
            target.kind, target.meanings = "metric", [Meaning("metric", extreme)]
            for x in [items[k], *items[said:j]]:
                x.kind = "stop"
            items[:] = [x for x in items if x.kind != "stop"]
            return

    def _numbered_values(self, items: list[Item], words: tuple[str, ...] = ()) -> None:
        """"category 5", "cylinders 8", "sınıf 3": a column's name, then one of its numeric values.

        Why: short numbers are never matched as values on their own ("top 5" is a number), but
        right after the column's name they can only be its value. A number word ("primi sıfır olan",
        "grade five") is that value as a digit is; "bir" stays the Turkish indefinite article.
        """
        for k, first in enumerate(items[:-1]):
            second = items[k + 1]
            if second.first != first.last:
                continue
            if first.kind in ("dim", "entity") and _said_as_number(second) and not (
                    k > 0 and items[k - 1].is_marker("most", "least")):  # "en kalabalık 3 masa": three rows
                if compared(items, k, words):
                    continue  # "büyüklüğü 6 ve üzeri": the number of a threshold, not a value
                it, nxt = first, second  # "category 5"
            elif first.kind == "number" and second.kind in ("dim", "entity", "metric") and not (
                    k > 0 and items[k - 1].is_marker("top", "most", "least", "which", *COMPARATOR_MARKERS)) and not (
                    k >= 2 and between_at(items, k - 2, words) == k):
                it, nxt = second, first  # "cars with 8 cylinders", "4 vitesli": the value, not a top 8
            else:
                continue
            wanted = float(nxt.number) if nxt.kind == "numword" else said_number(nxt.text)
            if wanted is None:
                continue
            for meaning in [*it.of_kind("dim"), *(Meaning("dim", f"{m.name}_group") for m in it.of_kind("metric")
                                                   if f"{m.name}_group" in self.model.dimensions)]:
                stored = next((v for v in self.vocab.values.of(meaning.name) if _number(v) == wanted), None)
                if stored is not None:
                    it.kind, it.meanings = "value", [Meaning("value", meaning.name, stored)]
                    nxt.kind = "stop"
                    break
            else:
                if nxt.kind == "numword" and any(
                        _number(v) is not None for m in it.of_kind("dim") for v in self.vocab.values.of(m.name)):
                    nxt.kind = "unknown"  # "primi yedi olan" where no row has 7: asked, not dropped
        for k, it in enumerate(items[:-1]):  # "storm records": the storms table's rows, not its storms
            nxt = items[k + 1]
            rows = [m for m in nxt.of_kind("metric") if m.name in self.model.metrics
                    and self.model.metrics[m.name].counts_rows]
            if (it.kind == "dim" and nxt.kind == "metric" and rows and nxt.first == it.last
                    and not names_a_distribution(nxt)  # "satisfaction distribution": counted per satisfaction
                    and fold(it.text).split()[-1] not in _BY_WORDS_TR  # "saatlere göre yolculuk": a breakdown
                    and any(self._table_of(d) == self.model.metrics[rows[0].name].table for d in it.of_kind("dim"))):
                it.kind = "stop"
        items[:] = [it for it in items if it.kind != "stop"]

    # -- entities: "customers" as a measure, a breakdown or a qualifier -------------------------
    @staticmethod
    def _ratio_partner(items: list[Item], k: int) -> bool:
        """Whether item k stands on one side of "per"/"başına" with a measure on the other."""
        rest = [it for it in items if not (it.kind == "marker" and it.is_marker("average"))]
        j = rest.index(items[k])
        before = rest[j - 2 : j] if j >= 2 else []
        after = rest[j + 1 : j + 3]
        return (len(before) == 2 and text_of(before[1]) in _RATIO_EN and before[0].kind == "metric") or (
            len(after) == 2 and text_of(after[0]) in _RATIO_TR and after[1].kind == "metric"
        )

    @staticmethod
    def _coordinated(items: list[Item], k: int) -> bool:
        """Whether item k is joined by "and"/"ve" to a measure ("orders and customers")."""
        around = (
            (items[k + 1] if k + 1 < len(items) else None, items[k + 2] if k + 2 < len(items) else None),
            (items[k - 1] if k >= 1 else None, items[k - 2] if k >= 2 else None),
        )
        return any(
            link is not None
            and other is not None
            and link.kind == "marker"
            and link.is_marker("and")
            and not link.is_marker("include")
            and other.kind == "metric"
            for link, other in around
        )

    def _rows_as_context(self, items: list[Item]) -> None:
        """"koşularda ortalama tempo", "koşu süresi medyanı": the rows' noun beside their own measure.

        Why: Turkish names the rows in the locative or as a compound's first noun ("in the runs",
        "the run's duration") where no count is asked. Right before an averaged (median…) measure
        of the same table, in a question with no count word ("kaç", "sayısı"), no ranking and no
        number, the noun only says whose measure it is.
        """
        if any(x.kind in ("number", "numword") or x.kind == "marker" and x.is_marker(
                "count", "count_post", "most", "least", "top", "which") for x in items):
            return
        for k, it in enumerate(items[:-1]):
            counts = [m for m in it.of_kind("metric") if m.name in self.model.metrics
                      and self.model.metrics[m.name].counts_rows]
            if it.kind != "metric" or not counts or len(counts) != len(it.meanings):
                continue
            table, nxt = self.model.metrics[counts[0].name].table, items[k + 1]
            if nxt.kind == "metric" and any(
                    m.name in self.model.metrics and self.model.metrics[m.name].table == table
                    and self.model.metrics[m.name].expression.startswith(_OPERATED) for m in nxt.of_kind("metric")):
                it.kind = "stop"

    def _listed_rows(self, items: list[Item], k: int, words: tuple[str, ...], explicit: bool) -> bool:
        """Whether a plural row noun asks for the rows that pass the question's filters.

        Why: "<measure> 90'ın üzerinde olan eyaletler" and "trump'ın kazanmadığı eyaletler" name
        no amount: every measure said is a threshold (or none is said, only a value of the rows'
        own table), and nothing counts, averages or ranks. The rows are listed, with the measure
        they were filtered on.
        """
        it = items[k]
        if any(x.kind == "dim" for x in items):
            return False  # "which cities are our Spanish customers in": the cities are listed
        if not it.plural or any(x.kind == "marker" and x.is_marker(
                "count", "count_post", "average", "most", "least", "top", "by", "by_post") for x in items):
            return False
        said = [x for x in items if x.text != "%"]  # "%40'tan fazla": the percent sign is the number's
        metrics = [j for j, x in enumerate(said) if x.kind == "metric"]
        if explicit:
            return bool(metrics) and all(compared(said, j, words) for j in metrics)
        table = self._table_of(it.of_kind("dim")[0])
        # the value said before the rows ("trump'ın kazanmadığı eyaletler"); "contestants in season 3" counts
        return any(x.kind == "value" and any(self._table_of(m) == table for m in x.of_kind("value"))
                   for x in items[:k])

    def _trend_by_year(self, items: list[Item], groups: list[str]) -> bool:
        """Whether "trend" is said (and no other grain) beside a breakdown by a year column."""
        grains = _said_grains(items)
        if grains != {"trend"}:
            return False
        years = {(t.table, t.parts.get("year")) for t in self.model.time_columns.values() if t.parts}
        return any(g in self.model.dimensions
                   and (self.model.dimensions[g].table, self.model.dimensions[g].column) in years for g in groups)

    def _trend_of_yearly_rows(self, items: list[Item], plan: QueryPlan) -> bool:
        """Whether "trend"/"over time" is said of measures dated by a year alone (no month in the date).

        Why: a trend's default step is the month, and a date made of a year column has one month a
        year: the answer was "by month", each January a row, where the panel's own step is the year.
        """
        grains = _said_grains(items)
        if grains != {"trend"}:
            return False
        times = {plan.time_column} if plan.time_column else {
            self.model.metrics[m].time_column for m in plan.metrics if m in self.model.metrics}
        columns = [self.model.time_columns.get(t or "") for t in times]
        return bool(columns) and all(c is not None and c.parts and set(c.parts) == {"year"} for c in columns)

    @staticmethod
    def _trend_between_years(items: list[Item], plan: QueryPlan) -> bool:
        """Whether a trend is asked between two whole years ("change between 2015 and 2016").

        Why: a trend's default step is the month, and "how did X change between 2015 and 2016"
        came back as 24 months, where the question compares the years it names.
        """
        grains = _said_grains(items)
        tr = plan.time_range
        if grains != {"trend"} or tr is None or tr.start is None or tr.end is None:
            return False
        whole = (tr.start.month, tr.start.day, tr.end.month, tr.end.day) == (1, 1, 1, 1)
        named = {w for it in items if it.kind == "time" for w in it.text.split() if w.isdigit() and len(w) == 4}
        return whole and tr.end.year - tr.start.year >= 2 and len(named) >= 2  # "the last 3 years": monthly

    def _which_rows(self, items: list[Item]) -> bool:
        """Whether "which" asks for the rows of a table by the column that names them ("which cars…").

        Not when a ranking asks for some of them ("which customers bought the most"): its measure
        is filled in later.
        """
        if any(it.is_marker("most", "least", "top", "count", "average") for it in items):
            return False
        for it, nxt in zip(items, items[1:], strict=False):
            if it.is_marker("which") and nxt.kind == "dim" and any(
                    m.name in self.model.dimensions and self.model.dimensions[m.name].key
                    for m in nxt.of_kind("dim")):
                return True
            if it.is_marker("which") and nxt.kind == "dim" and not any(x.kind == "metric" for x in items) and any(
                    x.kind == "value" for x in items):
                return True  # "which film won best actor in 1995": the films of the rows the values pick
        return False

    def _listed_table_rows(self, items: list[Item], words: tuple[str, ...] = ()) -> None:
        """The table's plural name after values of that table lists its rows: "türkiyedeki şirketler".

        Why: the plural table name alone reads as its row count, but after a value and with no
        word that counts, ranks or measures ("japonyadaki şirketler", "bankacılık sektöründeki
        şirketler") the question names the rows it wants, as "trump'ın kazanmadığı eyaletler" does
        for a noun that is also a column. They are listed by the column that names them.
        """
        if any(x.kind in ("dim", "entity", "time", "unknown") or (x.kind == "marker" and x.is_marker(
                "count", "count_post", "average", "most", "least", "top", "by", "by_post", "sum", "share"))
                for x in items):
            return  # "kadın çalışanların yüzdesi": a share of the rows, not the rows
        if says_a_rate(words):
            return  # "rate of defaulted loans": a figure of the rows, not the rows
        counts = [k for k, x in enumerate(items) if x.kind == "metric" and x.plural and all(
            m.kind == "metric" and m.name in self.model.metrics
            and self.model.metrics[m.name].counts_rows for m in x.meanings)]
        if len(counts) != 1:
            return
        k = counts[0]
        table = self.model.metrics[items[k].meanings[0].name].table
        said = [x for x in items if x.text != "%"]
        # a measure of the rows compared with a number before them: "satışları 100'ü geçen şirketler"
        thresholds = [j for j, x in enumerate(said) if x.kind == "metric" and x is not items[k]]
        if any(said[j].last > items[k].first or not compared(said, j, words)
               or self._table_of(said[j].meanings[0]) != table for j in thresholds):
            return
        values = [x for x in items if x.kind == "value"]
        if not (values or thresholds) or any(x.last > items[k].first for x in values) or not all(
                any(self._table_of(m) == table for m in x.of_kind("value")) for x in values):
            return
        spec = self.model.tables.get(table)
        keys = list(spec.primary_key or []) if spec is not None else []
        label = next((n for n, d in self.model.dimensions.items()
                      if d.table == table and (d.key or (keys[:1] == [d.column] and len(keys) == 1))), None)
        if label is not None:
            items[k].kind, items[k].meanings = "dim", [Meaning("dim", label), Meaning("marker", "list")]

    def _participle_ranked(self, prev: Item, it: Item, words: tuple[str, ...]) -> bool:
        """Whether a Turkish participle ties a highest/lowest value to the noun after it.

        Why: "en büyük varlığa sahip şirket", "en yüksek puanı alan oyuncu" ask which one has it
        (ranked by ``slots``); the noun is not a table merely named beside the measure.
        """
        return (bool(words) and it.first > 0 and any(m.name in self._extremes for m in prev.of_kind("metric"))
                and participle_before(words, it.first))

    def _resolve_entities(self, items: list[Item], words: tuple[str, ...] = ()) -> None:
        for k, it in enumerate(items[:-1]):
            nxt = items[k + 1]
            if it.kind == "entity" and nxt.kind == "dim" and nxt.first == it.last and {
                    m.name for m in it.of_kind("dim")} & {m.name for m in nxt.of_kind("dim")}:
                nxt.kind = "stop"  # "how many car models": the rows' word and their name's word, one thing
        explicit = any(it.kind == "metric" for it in items)
        averaged = any(it.kind == "marker" and it.is_marker("average") for it in items)
        for k, it in enumerate(items):
            if it.kind != "entity":
                continue
            prev, nxt = skip_back(items, k), skip(items, k)
            nxt2 = skip(items, k + 1) if nxt is not None else None
            if 0 < it.first <= len(words) and words[it.first - 1] in _AGGREGATE_WORDS and it.of_kind("metric"):
                it.kind = "metric"  # "by total quantity", "total weight of pets": a few whole numbers are still amounts
            elif compared(items, k, words) and not (prev and prev.is_marker("which", "list")):
                it.kind = "metric"  # "sicil kaydı sayısı 5'ten fazla", "more than 4 cylinders"
            elif nxt is not None and nxt.kind in ("number", "numword") and [
                    fold(w) for w in words[it.last:nxt.first]] == ["of"]:
                it.kind = "metric"  # "inspections with a grade of 3": the value it is equal to
            elif (prev and prev.is_marker("count")) or (nxt and nxt.is_marker("count_post")):
                it.kind = "metric"
            elif averaged and self._ratio_partner(items, k):
                it.kind = "metric"  # "average revenue per customer", "müşteri başına ortalama ciro"
            elif prev and prev.is_marker("most", "least") and any(x.kind == "dim" for x in items[:k]):
                it.kind = "metric"  # "which city has the most customers": the ranked thing is already named
            elif prev and prev.is_marker("most", "least") and (
                    ranked := next((x for x in items[k + 1:] if x.kind not in ("number", "numword")), None)) and (
                    ranked.kind in ("dim", "entity", "unit", "grain") and ranked.first > 0
                    and participle_before(words, ranked.first)):
                # "en fazla şirketi olan 3 ülke", "en çok ölümün olduğu yıl": the count ranks what follows
                it.kind = "metric"
            elif prev and (
                prev.is_marker("top", "most", "least", "which", "by", "list")
                or prev.kind in ("number", "numword")
            ):
                it.kind = "dim"
            elif (nxt and nxt.is_marker("most", "least")
                  and (ranked := next((x for x in items[items.index(nxt) + 1:]
                                       if x.kind not in ("number", "numword")), None)) is not None
                  and self._counts_rows(ranked)
                  and any(not self._counts_rows(Item("metric", 0, 0, "", [m])) for m in it.of_kind("metric"))):
                it.kind = "metric"  # "karatı en büyük pırlanta": the measure the rows said next are ranked by
            elif nxt and (
                nxt.is_marker("by_post", "most", "least")
                or (nxt.is_marker("by") and nxt2 is not None and nxt2.kind in ("metric", "entity")
                    and not (nxt2.kind == "entity" and not explicit and not averaged and self._summed_count(it)))
            ):
                it.kind = "dim"  # "customers by revenue"; "new cases by period" measures the cases
            elif any(
                x.kind == "marker" and x.is_marker("most", "least", "top") for x in items[:k]
            ) and not any(x.kind == "dim" for x in items):
                it.kind = "dim"  # "en çok sipariş veren müşteri": the ranked noun ends the phrase
            elif prev is not None and prev.kind == "metric" and self._participle_ranked(prev, it, words):
                it.kind = "dim"  # "en büyük varlığa sahip şirket": the noun a highest value is said of
            elif self._listed_rows(items, k, words, explicit):
                # "oranı 90'ın üzerinde olan eyaletler", "states with a rate above 90", "trump'ın
                # kazanmadığı eyaletler hangileri": the rows themselves, one line each
                it.kind, it.meanings = "dim", [*it.of_kind("dim")[:1], Meaning("marker", "list")]
            elif (
                prev
                and prev.kind == "value"
                and any(
                    self.model.dimensions[v.name].table == self.model.dimensions[d.name].table
                    for v in prev.of_kind("value") for d in it.of_kind("dim") if d.name in self.model.dimensions
                )
                and not (averaged and not explicit and self._measures_something(it))
            ):
                it.kind = "stop"  # "wholesale customers"; "the South region" where the region has two tables
            elif self._coordinated(items, k):
                it.kind = "metric"  # "customers and revenue by month": listed next to a measure
            elif explicit and (flag := self._flag_value(it)):
                it.kind, it.meanings = "value", [flag]  # "price for bookings near christmas": the 1 rows
            elif explicit and not self._measured_on(items, it):
                it.kind = "dim"  # "salary of the contestants" where no salary is theirs: refused, not dropped
            elif explicit:
                it.kind = "stop"  # "revenue from customers in Germany"
            else:
                it.kind, explicit = "metric", True

    def _measures_something(self, it: Item) -> bool:
        """Whether one of an item's measures is a column's figure, not a count of rows.

        Why: "average US aluminum premium": the market named by its value, then the premium; the
        word also names the market column, yet with "average" said and no other measure it is the
        measure averaged, not the market's word said again.
        """
        return any(m.name in self.model.metrics and not self.model.metrics[m.name].counts_rows
                   and self.model.metrics[m.name].row_column() for m in it.of_kind("metric"))

    def _summed_count(self, it: Item) -> bool:
        """Whether an item's measure adds up a whole-number count column ("new cases" of ``incidence``).

        Why: said before "by" and a second such column ("new cases by period"), a count is what is
        measured, in the order analysts say a measure and its breakdown; two breakdowns measured
        nothing and the question was not understood.
        """
        metrics = [self.model.metrics.get(m.name) for m in it.of_kind("metric")]
        return bool(metrics) and all(m is not None and m.format == "count" and m.row_column()
                                     and m.expression.strip().upper().startswith("SUM(") for m in metrics)

    def _measured_on(self, items: list[Item], entity: Item) -> bool:
        """Whether a measure the question names lies on the entity's table or reaches it.

        Why: "revenue from customers" is the customers' revenue, so the entity only says whose;
        where every measure named is another, unlinked table's ("average salary of the
        contestants" with only the card holders' income), dropping the entity would answer about
        the wrong rows. It stays a breakdown, which the compiler refuses plainly.
        """
        entity_tables = {self._table_of(m) for m in entity.meanings} - {None}
        measured = {self._table_of(m) for it in items if it.kind == "metric" for m in it.of_kind("metric")} - {None}
        graph = self.compiler.graph
        return not measured or not entity_tables or any(
            a == b or graph.reachable(a, b) for a in measured for b in entity_tables)

    def _flag_value(self, it: Item) -> Meaning | None:
        """The "yes" value of a 0/1 (or true/false) column an entity names, beside another measure.

        Why: a flag column (``near_christmas``, ``is_member``) is read as a count of its ones and
        as a breakdown; named after a measure ("average price for bookings near christmas") it
        says which rows the measure is taken over, and dropping it answers for every row.
        """
        for m in it.of_kind("dim"):
            stored = set(self.vocab.values.of(m.name))
            for yes, no in (("1", "0"), ("true", "false")):
                if stored == {yes, no}:
                    return Meaning("value", m.name, yes)
        return None

    # -- measures and breakdowns ----------------------------------------------------------------
    def _metrics(self, items: list[Item], tokens: list[Token], out: Parsed) -> list[str]:
        metrics: list[str] = []
        averaged = [it for it in items if it.kind == "marker" and it.is_marker("average")]
        items = [it for it in items if it not in averaged]
        k = 0
        while k < len(items):
            it, prev, nxt = items[k], skip_back(items, k), skip(items, k)
            nxt2 = items[k + 2] if k + 2 < len(items) else None
            if it.kind != "metric":
                k += 1
                continue
            name = self._sliceable(it, items)
            if (
                nxt
                and nxt2
                and nxt2.kind == "metric"
                and nxt.kind == "marker"
                and (text_of(nxt) in _RATIO_EN or text_of(nxt) in _RATIO_TR)
            ):
                other = nxt2.of_kind("metric")[0].name  # "freight per shipment", "sipariş başına adet"
                top, below = (name, other) if text_of(nxt) in _RATIO_EN else (other, name)
                if self._per_unit(top, below, bool(averaged)):
                    metrics.append(top)  # "average points per game": the column is already per game
                    k += 3
                    continue
                metrics.append(
                    f"ratio:{name}:{other}" if text_of(nxt) in _RATIO_EN else f"ratio:{other}:{name}"
                )
                k += 3
                continue
            negated = (
                bool(prev and prev.is_marker("negation") and text_of(prev) not in POST_NEGATORS)
                or text_of(nxt) in POST_NEGATORS
            )
            before = skip_back(items, k - 1) if prev is not None else None
            joined = skip_back(items, k - 2) if before is not None and before.is_marker("and") else None
            between = [t.text for t in tokens[prev.last : it.first] if t.text not in _ARTICLES] if prev else []
            if (
                metrics
                and prev is not None
                and (
                    # "of partner orders", and "of good and bad loans": values joined, not two measures
                    (prev.kind == "value" and (before is None or not before.is_marker("and")
                                               or (joined is not None and joined.kind == "value")))
                    or (prev.kind == "metric" and between in (["of"], ["for"]))
                )
            ):
                k += 1  # "average order value of partner orders", "freight of (the) shipments"
                continue
            if (
                out.language == "tr"
                and nxt is not None
                and nxt.kind == "metric"
                and nxt.first == it.last
                and tokens[it.last - 1].text.endswith(_GENITIVE)
            ):
                k += 1  # "sevkiyatların navlun maliyeti": the genitive names whose cost it is
                continue
            (out.negated_metrics if negated else metrics).append(name)
            k += 1
        if averaged and not any(m.startswith("ratio:") for m in metrics):
            per_record = self._per_record(metrics)
            if per_record:
                return [per_record]  # "average freight cost", "average shipment weight": per record
            averages = self._already_averaged(metrics)
            if averages:
                return averages  # "average diamond price": the price is an average already
            extremes = self._averaged_extremes(metrics)
            if extremes:
                return extremes  # "ortalama sıcaklık" of en_yuksek_sicaklik: the average of the day's highest
            out.unknown.extend(it.text for it in averaged)  # "average revenue": per what?
        return metrics

    def _whose_measure(self, it: Item, dim: str, metrics: list[str], prev: Item | None, nxt: Item | None,
                       words: tuple[str, ...]) -> bool:
        """"average age of (the) contestants": the plural of the rows of the measure's own table.

        Why: such a table often has a name column called like its rows; averaging its measure per
        name gives each row back (180 ages). After "of"/"for", with a measure of that table
        that is averaged or an extreme, and no "by"/"per", the word says whose measure it is. In
        Turkish the rows come first, in the plural genitive ("sporcuların ortalama puanı"), and the
        column that names each row (``Sporcu``) is called like them.
        """
        table = self.model.dimensions[dim].table
        folded = fold(it.text)
        # a yearly panel's thing (``ulke`` of ulkeler(ulke, yil)) names its rows as a key does ("ülkelerin nüfusu")
        panel = table.replace("_", " ") in self.model.dimensions[dim].synonyms.get("any", ())
        turkish = bool(_TR_PLURAL_GENITIVE.search(folded)) and nxt is not None and nxt.kind == "metric" and bool(
            self.model.dimensions[dim].key or panel)
        # "for players with at least 300 at bats": rows qualified by a condition, named by their own column
        qualified = words[it.last: it.last + 1] in _ROW_QUALIFIERS and names_table_rows(
            it.text, table, self.model.dimensions[dim].column)
        rows = qualified or names_table_rows(it.text, table, key_column(self.model, dim))
        if not metrics or not (turkish or rows) or (
                prev and prev.is_marker("by")) or (
                nxt and nxt.is_marker("by_post")) or (
                not turkish and it.first and words[it.first - 1] not in _WHOSE and not (
                    # "median age of best actor winners": a value of theirs between "of" and the rows
                    prev and prev.kind == "value" and prev.first and (
                        words[prev.first - 1] in _WHOSE or _paired_after(words, prev.first)))):
            return False
        operated = _OPERATED + ("MIN(", "MAX(") + (("SUM(",) if turkish and panel else ())
        return all(m in self.model.metrics and self.model.metrics[m].table == table
                   and self.model.metrics[m].expression.startswith(operated) for m in metrics)

    def _counted_rows(self, items: list[Item], dim: str) -> bool:
        """"contestants per season": the plural of a table's rows said first, before a breakdown.

        Why: with nothing measured, the rows' noun before "per"/"by" asks for their number, as
        "number of contestants per season" does; a name column called like the rows is no breakdown.
        """
        first = next((it for it in items if it.kind not in ("stop",)), None)
        return (first is not None and first.kind == "dim" and first.of_kind("dim")[0].name == dim
                and names_table_rows(first.text, self.model.dimensions[dim].table, key_column(self.model, dim)))
    def _averaged_extremes(self, metrics: list[str]) -> list[str]:
        """The AVG measures of columns kept as each row's extreme ("en yüksek sıcaklık", ``max_temp``).

        Why: a file that keeps a day's highest temperature has a MAX measure of it; "ortalama
        sıcaklık" asks the average of that column over the rows, where a summed measure's average
        ("average revenue") stays a question of per what.
        """
        known = [m for m in metrics if m in self.model.metrics]
        if not known or len(known) != len(metrics):
            return []
        found = [self._variant_of(m, "AVG") if isinstance(self.model.metrics[m].tree(), exp.Max | exp.Min) else None
                 for m in known]
        return [m for m in found if m] if all(found) else []

    def _already_averaged(self, metrics: list[str]) -> list[str]:
        """The averaged measures named beside "average", when the rest only count their rows."""
        known = [m for m in metrics if m in self.model.metrics]
        averages = [m for m in known if isinstance(self.model.metrics[m].tree(), exp.Avg)]
        tables = {self.model.metrics[m].table for m in averages}
        rest = [m for m in metrics if m not in averages]
        counts = [m for m in rest if m in self.model.metrics and self.model.metrics[m].table in tables
                  and self.model.metrics[m].counts_rows]
        return averages if averages and len(rest) == len(counts) else []

    def _per_unit(self, name: str, other: str, averaged: bool) -> bool:
        """Whether "<measure> per <column>" asked as an average or an extreme names the measure's own unit.

        Why: a table of players keeps ``points`` per game beside the ``games`` played; "average
        points per game" and "most rebounds per game" mean those columns, and an average or a
        maximum divided by a column's total (AVG(points) / SUM(games)) is never an answer. A
        division by a row count ("average delay per flight") stays a ratio.
        """
        metrics = self.model.metrics
        if name not in metrics or other not in metrics or metrics[name].table != metrics[other].table:
            return False
        if self._rate_of_that_unit(name, other):
            return True  # "average cost per square foot" of ``costpersqft`` beside ``squarefeet``: the column
        if any(names_a_size(c) for c in re.findall(r'"([^"]+)"', metrics[other].expression)):
            return False  # "average price per square foot": a ratio, nothing is recorded per foot
        top = metrics[name].expression.strip().upper()
        below = metrics[other].expression.strip().upper()
        return (averaged or top.startswith(("AVG(", "MAX(", "MIN(", "MEDIAN("))) and below.startswith("SUM(")

    def _rate_of_that_unit(self, name: str, other: str) -> bool:
        """Whether a measure's column is itself a rate per the unit the other measure's column is named by."""
        from agent.analytics.inference.names import name_words, per_denominator, singular

        own = re.findall(r'"([^"]+)"', self.model.metrics[name].expression)
        below = re.findall(r'"([^"]+)"', self.model.metrics[other].expression)
        if len(own) != 1 or len(below) != 1:
            return False
        unit = {singular(w) for w in per_denominator(own[0])}
        return bool(unit) and unit <= {singular(w) for w in name_words(below[0])}

    def _per_record(self, metrics: list[str]) -> str | None:
        """``ratio:<m>:<count>`` when an averaged measure's table has a plain row count measure.

        Why only then: "average freight cost" can only mean per shipment, because freight is
        recorded once per shipment; "average revenue" could be per order, customer or month, so
        it stays a question.
        """
        counts = {
            m.table: name
            for name, m in self.model.metrics.items()
            if isinstance(m.tree(), exp.Count) and isinstance(m.tree().this, exp.Star) and not m.filters
        }
        summed = [m for m in metrics if m in self.model.metrics and m not in counts.values()]
        if len(summed) != 1 or any(m not in self.model.metrics for m in metrics):
            return None
        metric = self.model.metrics[summed[0]]
        count = counts.get(metric.table)
        if count is None or not isinstance(metric.tree(), exp.Sum) or set(metrics) - {summed[0], count}:
            return None
        if isinstance(metric.tree().this, exp.Column) and (average := self._variant_of(summed[0], "AVG")):
            return average  # one column's average skips its empty cells; SUM ÷ COUNT(*) would count them
        return f"ratio:{summed[0]}:{count}"

    def _collect(self, items: list[Item], tokens: list[Token], out: Parsed) -> None:
        plan = out.plan
        for it in items:
            if it.kind == "dim" and not it.of_kind("dim"):
                it.kind = "unknown"  # a breakdown that names no column ("yil" read as a unit): said, never a crash
        metrics = self._metrics(items, tokens, out)
        groups: list[str] = []
        qualified: list[str] = []
        for k, it in enumerate(items):
            prev, nxt = skip_back(items, k), skip(items, k)
            if it.kind == "dim":
                name = self._reached_dim([m.name for m in it.of_kind("dim")], metrics)
                negated = (
                    bool(prev and prev.is_marker("negation") and text_of(prev) not in POST_NEGATORS)
                    or text_of(nxt) in POST_NEGATORS
                )
                if (prev and prev.is_marker("count")) or (nxt and nxt.is_marker("count_post")):
                    metrics.append(f"count:{name}")
                elif text_of(prev) in _WITHOUT and (flag := self._yes_no_values(it)):
                    out.plan.filters.append(Filter(dimension=name, op="in", values=[flag[2]]))  # "without a pool"
                elif text_of(prev) in _MISSING and "count" in out.cues:
                    out.plan.filters.append(Filter(dimension=name, op="missing", values=[]))  # "no recorded sex"
                elif "count" in out.cues and out.words[max(0, it.first - 2) : it.first] in _PRESENT:
                    out.plan.filters.append(Filter(dimension=name, op="present", values=[]))  # "have a comment"
                elif negated or (
                    prev
                    and prev.kind == "marker"
                    and prev.is_marker("exclude")
                    and text_of(prev) not in POST_EXCLUDERS
                ):
                    out.negated_dims.append(name)
                elif self._qualifies(it, prev, nxt):
                    qualified.append(name)  # "the usps code of alaska": asked for, if nothing is measured
                elif self._whose_measure(it, name, metrics, prev, _past_times(items, k) or nxt, out.words):
                    continue  # "average age of contestants": the rows the measure is of, no breakdown
                elif qualified_units(it, prev, nxt, out.words, bool(metrics)):
                    continue  # "average NOx at the rural sites": which rows to measure, no breakdown
                else:
                    groups.append(name)
                    out.explicit_group = (
                        out.explicit_group
                        or bool(prev and prev.is_marker("by"))
                        or bool(nxt and nxt.is_marker("by_post"))
                    )
            elif it.kind == "unknown":
                out.unknown.append(it.text)
            elif it.kind == "timecol" and text_of(prev) in _MISSING:
                out.unknown.append(f"{prev.text} {it.text}")  # "no termination date": no filter says it
            elif it.kind == "timecol" and self._event_of_some_rows(it, items, metrics):
                out.unknown.append(it.text)  # "kaç çalışan ayrıldı": those with an exit date; no filter says so
            elif it.kind == "number" and not self._number_used(items, k):
                out.unknown.append(it.text)
            elif it.kind == "numword" and not self._number_used(items, k) and fold(it.text) not in _ARTICLE_NUMBERS:
                out.unknown.append(it.text)  # "uç değerler hariç" (extremes) is no "üç": a number said and unused
            elif it.is_marker("more", "less", "gt", "ge", "lt", "le") and any(
                x is not None and x.kind in ("number", "numword") for x in (prev, nxt)
            ):
                out.unknown.append(it.text)  # "more than 1000": a threshold, not a ranking
            elif stray_comparison(items, k):
                out.unknown.append(it.text)  # "kısa olmayan koşular": no "5'ten kısa" was read
        if not metrics and len(groups) > 1 and self._counted_rows(items, groups[0]):
            metrics.append(f"count:{groups.pop(0)}")  # "contestants per season": their number per season
        counts = [m for m in metrics if m.startswith("count:")]
        others = [m for m in metrics if not m.startswith("count:")]
        if counts and others:  # "how many countries did we export to": count within that measure
            metrics = [f"{c}:{others[0]}" for c in counts]
        plan.metrics = list(dict.fromkeys(metrics))
        out.unrelated = unrelated_measures(items, tokens, plan.metrics, self.model, self.compiler.graph)
        if out.condition_subjects and not plan.metrics:
            # "how many days had wind above 6" counts rows; "countries with a life expectancy
            # above 80" shows the measure it filtered on.
            subject = out.condition_subjects[0]  # "… olan erkek sayısı" counts them too, as "kaç erkek" does
            counting = bool(out.cues & {"count", "count_post"})
            counted = count_metric(self.model, self.model.metrics[subject].table) if counting else None
            plan.metrics = [counted or subject]
        events = [m.name for it in items for m in it.of_kind("timecol")
                  if it.kind == "timecol" and not set(phrase_key(it.text)) & _DATE_WORDS]
        if events and not plan.metrics and (counted := count_metric(
                self.model, self.model.time_columns[events[0]].table)):
            plan.metrics = [counted]  # "deaths by race": a date named by its event counts the events
        if (any(it.is_marker("list") for it in items) or self._which_rows(items)) and not plan.metrics and groups:
            plan.list_only = True  # "which cars are from 2017": the rows themselves
        # "how many different storm names": the counted names are no breakdown of their own count
        plan.group_by = [g for g in dict.fromkeys(groups) if f"count:{g}" not in plan.metrics]
        breakdown = plan.group_by or plan.grain or any(it.kind in ("grain", "unit") for it in items)
        if breakdown:  # "how many countries have joined" (one country rejoined): the distinct countries
            plan.metrics = count_label_rows(plan.metrics, out.words, self.model, self.vocab.values)  # "per decade"
        plan.share = any(it.kind == "marker" and it.is_marker("share") for it in items)
        plan.share = plan.share and not percent_measures(plan.metrics, self.model)  # "doğum oranı yüzde kaç"
        dates = list(dict.fromkeys(m.name for it in items for m in it.of_kind("timecol")))  # "new customers"
        tables = {self.model.metrics[m].table for m in metrics if m in self.model.metrics}
        if tables:  # an unrelated table's "month" column is no time axis of this measure: a grain
            dates = [d for d in dates if any(self.compiler.graph.reachable(t, self.model.time_columns[d].table, True)
                                             for t in tables)]
        plan.time_column = dates[0] if len(dates) == 1 else None  # "signed up in 2023", "by ship date"
        fill_time(items, out)
        if plan.time_column is None and not dates and (plan.time_range or plan.grain):
            plan.time_column = date_of_status(items, self.model, tables)  # "tickets closed in 2024": closed_at
        if plan.grain == "month" and self._trend_by_year(items, plan.group_by):
            plan.grain = None  # "trend of weight over the years": the years are the trend's axis
        elif plan.grain == "month" and self._trend_of_yearly_rows(items, plan):
            plan.grain = "year"  # "how has the fatality rate changed over time" on a yearly panel: by year
        elif plan.grain == "month" and self._trend_between_years(items, plan):
            plan.grain = "year"  # "how did the average retweets change between 2015 and 2016": year by year
        if plan.grain == "year" and change_between_years(items, plan.time_range):
            plan.time_range = plan.time_range.model_copy(update={"ends_only": True})  # type: ignore[union-attr]
        held = [{t for m in it.meanings if (t := self._table_of(m))} for it in items]
        named = frozenset(t for tables in held if len(tables) == 1 for t in tables)  # "survived": titanic's
        fill_values(self.model, items, out, lambda dims, metrics: self._choose_dim(dims, metrics, named))
        filter_label_keys(plan, self.model, self.vocab.values, self.compiler.graph)  # "to Los Angeles": LAX
        self._looked_up(qualified, out)
        self._periods_metric(out)
        self._counted_amounts(items, out)
        self._grain_as_dimension(items, out)
        self._period_as_parts(out)
        fill_ranking(items, out, self._extremes)
        apply_value_rates(out, self.model)  # "no-show rate by doctor": each doctor's share of no-shows
        count_busy_rows(items, out, self.model, self.compiler.graph)  # "the busiest hour": most dated rows
        fill_limit_per(items, out)
        self._ranked_members(items, out)
        self._ranked_rows(items, out)
        rank_measure_values(items, out, self._rows, self._extremes)  # "en yüksek 5 fiyat": five rows' prices
        rank_rows_by_extreme(items, out, self.model, self._rows, self._extremes)  # "en yüksek maaşlı 3 çalışan"
        list_filtered_rows(tokens, items, out, self.model, self._rows)  # "shops with more than 50 staff"
        list_named_rows(tokens, items, out, self.model)  # "which kennels are in the North area"
        self._defaults(items, out)
        read_condition_rates(tokens, out, self.model, self._rows,
                             population_of(items, self.model),
                             share_of_rows(items, self.model, tokens))  # "45 dakikadan uzun süren siparişlerin oranı"
        weekday_column_as_grain(out, self.vocab.values, self.model)  # "haftanın günlerine göre": the gün column
        count_records_of_named_rows(items, out, self.model, self.compiler.graph,
                                    self._summed_columns)  # "most popular product": its order lines
        count_sold_rows(out, self.model)  # "how many pizzas were sold": the rows of a sales log
        drop_idle_ranking(out, self.model)  # "largest order": largest by what?
        out.signals = self._signals(items, out)

    def _looked_up(self, qualified: list[str], out: Parsed) -> None:
        """ "what is the usps code of alaska": a column asked of a row another column names is listed.

        Why: with nothing to measure, a column said next to a value it could hold was read as that
        value's name, and the value then filtered another column (the state's name), so the
        column asked for was lost and the engine asked which measure was meant. When the filters
        are on other columns of the same table, the asked column's values for those rows are the
        answer.
        """
        plan = out.plan
        if plan.metrics or plan.group_by or not plan.filters or not qualified:
            return
        dims = self.model.dimensions
        filtered = {f.dimension for f in plan.filters}
        tables = {dims[d].table for d in filtered if d in dims}
        asked = [q for q in dict.fromkeys(qualified) if q not in filtered and q in dims and {dims[q].table} == tables]
        if asked:
            plan.group_by, plan.list_only = asked[:1], True

    def _counted_amounts(self, items: list[Item], out: Parsed) -> None:
        """"how many bills", "kaç hesap": an amount cannot be counted, its records can.

        Only for a measure that aggregates one column of decimal amounts (format ``number``);
        whole-number measures count things themselves ("how many gold medals" sums them).
        """
        plan = out.plan
        for k, it in enumerate(items):
            if it.kind != "metric":
                continue
            prev, nxt = skip_back(items, k), skip(items, k)
            if not ((prev and prev.is_marker("count")) or (nxt and nxt.is_marker("count_post"))):
                continue
            if it.last - it.first == 1 and unit_of(candidates(fold(it.text))):
                continue  # "kaç mil", "how many miles": the amount in its unit, not a count
            name = it.of_kind("metric")[0].name
            metric = self.model.metrics.get(name)
            counted = count_metric(self.model, metric.table) if metric else None
            if metric and name in self._rows and metric.format == "number" and counted and name in plan.metrics \
                    and not self._of_a_count_column(name):
                plan.metrics = list(dict.fromkeys(counted if m == name else m for m in plan.metrics))

    def _of_a_count_column(self, name: str) -> bool:
        """Whether a measure (an average, a median) is taken of a column that counts things itself.

        Why: "ortalama doktor ziyareti sayısı" (the average number of doctor visits) is the average of
        a whole-number column of visits; "sayısı" says it is a number of visits, not that the rows
        are counted. The column's sum is the model's count-format measure of the same column.
        """
        column = self._rows.get(name)
        return column is not None and any(
            self._rows.get(other) == column and m.format == "count" for other, m in self.model.metrics.items())

    def _grain_as_dimension(self, items: list[Item], out: Parsed) -> None:
        """"average tip by day" on a table without dates: ``day`` is a column, not a time grain.

        Said with "by" ("number of jobs by day"), the column is a breakdown asked for: a plain count
        grouped by a column nobody asked for is reported as not understood (``unasked_breakdown``).
        """
        plan = out.plan
        if plan.grain is None or plan.time_range is not None:
            return
        if any(m in self.model.metrics and self.model.metrics[m].time_column for m in plan.metrics):
            return
        words = {fold(it.text) for it in items if it.kind in ("unit", "grain")}
        words |= {w for text in list(words) for w in text.split()}  # "day of the week" names the day column
        tables = {self.model.metrics[m].table for m in plan.metrics if m in self.model.metrics}
        for name, dim in self.model.dimensions.items():
            named = {fold(w) for w, _ in dim.all_synonyms()} | {fold(dim.column)}
            if dim.table in tables and (named & words or plan.grain in named):
                plan.grain = None
                plan.group_by = [*plan.group_by, name]
                out.explicit_group = out.explicit_group or any(
                    it.kind == "grain" and fold(it.text).split()[:1] in (["by"], ["per"]) for it in items)
                return

    def _period_as_parts(self, out: Parsed) -> None:
        """"average ozone in july" on a table with a ``month`` column and no date: month = 7.

        Only a whole month or year named as such, and only when no measure has a time axis; a
        month column is then the only way to read the period. A column of month names ("Ocak",
        "Mart", "Mar") is matched by the name: "mart ayında" compared ``ay`` with '3' and counted none.
        """
        plan, period = out.plan, out.plan.time_range
        if period is None or period.unit not in ("month", "year") or not plan.metrics:
            return
        measured = [self.model.metrics[m] for m in plan.metrics if m in self.model.metrics]
        if not measured or any(m.time_column for m in measured):
            return
        tables = {m.table for m in measured}
        wanted = {"month": ("month", "ay"), "year": ("year", "yil")}[period.unit]
        part = next((name for name, d in self.model.dimensions.items()
                     if d.table in tables and fold(d.column) in wanted), None)
        if part is None or not period.start:
            return
        value = period.start.month if period.unit == "month" else period.start.year
        stored = next((v for v in self.vocab.values.of(part) if _number(v) == value), None)
        if stored is None and period.unit == "month":  # a column of month names ("Mart", "Mar")
            stored = next((v for v in self.vocab.values.of(part)
                           if self.vocab.lex.months.get(fold(str(v)).rstrip(".")) == value), None)
        stored = str(value) if stored is None else stored
        plan.filters.append(Filter(dimension=part, values=[stored]))
        plan.time_range = None

    @staticmethod
    def _count_periods(items: list[Item], words: tuple[str, ...], out: Parsed) -> None:
        """"how many days did it rain", "snowy days per year": the days are counted, not a breakdown.

        A period word counts periods when it follows a count word ("kaç gün") or comes right before
        the Turkish count noun ("yağmurlu gün sayısı"); a plural one also when no measure is
        named at all (a measure makes "days" a breakdown again: "revenue by days").
        """
        for k, it in enumerate(items[:-1]):
            nxt = items[k + 1]
            if it.kind == "marker" and it.is_marker("count") and nxt.kind == "unit":
                out.counted_unit = nxt.of_kind("unit")[0].name
                nxt.kind = "counted"
                return
            if it.kind == "unit" and nxt.is_marker("count_post") and nxt.first == it.last:
                out.counted_unit = it.of_kind("unit")[0].name  # "gün sayısı", "ay sayısı": kaç gün
                it.kind = "counted"
                return
        if any(it.kind in ("metric", "entity") for it in items):
            return
        if any(it.kind == "timecol" and nxt.is_marker("count_post") and nxt.first == it.last
               for it, nxt in zip(items, items[1:], strict=False)):
            return  # "aylara göre yatış sayısı": the acts a date column dates are counted, by month
        for k, it in enumerate(items):
            prev = items[k - 1] if k else None
            if it.kind == "unit" and it.plural and listed_periods(items, k, words, out.language == "tr"):
                return
            if it.kind == "unit" and it.plural and not (prev and prev.kind in ("number", "numword", "time")):
                out.counted_unit = it.of_kind("unit")[0].name
                it.kind = "counted"
                return

    def _periods_metric(self, out: Parsed) -> None:
        """The counted days (months…) of the table the question is about."""
        plan = out.plan
        if out.counted_unit is None:
            return
        if out.condition_subjects:
            table = self.model.metrics[out.condition_subjects[0]].table
        elif plan.filters:
            table = self.model.dimensions[plan.filters[0].dimension].table
        elif plan.group_by:
            table = self.model.dimensions[plan.group_by[0]].table
        elif plan.metrics and plan.metrics[0] in self.model.metrics:
            table = self.model.metrics[plan.metrics[0]].table
        else:
            default = self.model.default_metric
            dated = {tc.table for tc in self.model.time_columns.values() if not tc.parts}
            # no default measure: the one table with a date is the one whose periods can be counted
            table = self.model.metrics[default].table if default in self.model.metrics else (
                next(iter(dated)) if len(dated) == 1 else "")
        counted = count_metric(self.model, table)
        if plan.time_column and not self.compiler.graph.reachable(
                table, self.model.time_columns[plan.time_column].table, True):
            plan.time_column = None  # "per month" is a grain of these days, not another table's month
        if counted and self.model.metrics[counted].time_column and (
            not plan.metrics or plan.metrics in ([counted], out.condition_subjects[:1])
        ):
            plan.metrics = [f"periods:{out.counted_unit}:{counted}"]

    def _ranked_members(self, items: list[Item], out: Parsed) -> None:
        """Rank the members of a named group: "which distributor sold the most" ranks customers.

        Why: a segment or category value used as the ranked noun ("top 5 wholesalers", "which
        machine") stands for the entities of its table (customers, products) within that value,
        not for the value's own total, which would be a one-row table with nothing ranked.
        """
        plan = out.plan
        if out.rank is None or plan.group_by or plan.grain or plan.list_only:
            return
        content = [i for i, x in enumerate(items) if x.kind not in ("time", "marker", "comma")]
        for k, it in enumerate(items):
            prev = skip_back(items, k)
            if it.kind != "value" or prev is None:
                continue
            before = out.words[it.first - 1] if it.first > 0 else ""
            turkish_last = (  # "en çok ciro yapan toptancı": a participle, then the ranked noun
                out.language == "tr"
                and content[-1:] == [k]
                and len(before) > 3
                and before.endswith(("an", "en"))
                and any(x.is_marker("most", "least", "top") for x in items[:k])
            )
            if not (
                turkish_last
                or prev.is_marker("which", "top", "most", "least")
                or prev.kind in ("number", "numword")
            ):
                continue
            table = self.model.dimensions[it.of_kind("value")[0].name].table
            entity = next((n for n, d in self.model.dimensions.items() if d.table == table and d.key), None)
            if entity is None or entity in {m.name for m in it.of_kind("value")}:
                return
            limit, descending, order_by = out.rank
            if prev.kind in ("number", "numword") and prev.number:
                limit = prev.number  # "top 5 wholesalers", "en çok sipariş veren 3 perakendeci"
            elif not any(i.kind in ("number", "numword") for i in items):
                limit = 10 if it.plural else 1
            plan.group_by = [entity]
            plan.limit, plan.descending = limit, descending
            plan.order_by = order_by if order_by in plan.metrics else None
            return

    def _ranked_rows(self, items: list[Item], out: Parsed) -> None:
        """"top 3 heaviest penguins", "top 5 penguins by culmen length": rank the rows themselves.

        Only when the question names the table's rows (its row count is among the measures), asks
        for a ranking with nothing to group by, and the table has no entity to group by instead.
        """
        plan = out.plan
        if out.rank is None or plan.group_by or plan.grain or len(plan.metrics) != 2:
            return
        counts = [m for m in plan.metrics if m in self.model.metrics
                  and self.model.metrics[m].counts_rows]
        values = [m for m in plan.metrics if m in self._rows and m not in counts]
        if len(counts) != 1 or len(values) != 1:
            return
        table = self.model.metrics[counts[0]].table
        if self.model.metrics[values[0]].table != table or any(
                d.key for d in self.model.dimensions.values() if d.table == table):
            return
        limit, descending, _ = out.rank
        named = [it for it in items if counts[0] in {m.name for m in it.of_kind("metric")}]
        if named and not any(it.plural for it in named) and not any(it.kind in ("number", "numword") for it in items):
            limit = 1  # "the most expensive diamond": one row; "the heaviest penguins": the top ten
        plan.metrics, plan.rows, plan.limit, plan.descending = [values[0]], True, limit, descending

    @staticmethod
    def _qualifies(it: Item, prev: Item | None, nxt: Item | None) -> bool:
        """A dimension word right next to one of its values ("category Furniture") only names it."""
        name = it.of_kind("dim")[0].name
        return any(
            other is not None and other.kind == "value" and name in {v.name for v in other.of_kind("value")}
            for other in (prev, nxt)
        )

    @staticmethod
    def _number_used(items: list[Item], k: int) -> bool:
        prev, nxt = skip_back(items, k), skip(items, k)
        return bool(
            (prev and prev.is_marker("top"))
            or (nxt and nxt.kind in ("dim", "entity", "metric"))
            or (prev and prev.is_marker("most", "least"))
            or (nxt and nxt.is_marker("most", "least"))
            or (
                nxt is not None
                and nxt.kind in ("value", "unit")
                and any(x.is_marker("most", "least", "top") for x in items[:k])
            )
        )

    def _choose_dim(self, candidates: list[str], metrics: list[str], named: frozenset[str] = frozenset()) -> str:
        """The first candidate dimension every measure can be sliced by: on a table the question
        names elsewhere first ("how many women survived": the passengers' sex), then model order."""
        order = list(self.model.dimensions)
        ranked = sorted(candidates, key=lambda d: (self.model.dimensions[d].table not in named, order.index(d)))
        for dim in ranked:
            if all(self._reachable(m, dim) for m in metrics):
                return dim
        return ranked[0]

    def _reached_dim(self, candidates: list[str], metrics: list[str]) -> str:
        """The first of a word's columns that every measure asked can be broken down by.

        Why: "number of players per city", with a race's finishers holding a city too: the
        players' count reaches the teams' city through the team code, never the finishers'.
        The word's own order (the closest name first) decides among those that reach.
        """
        def reaches(metric: str, dim: str) -> bool:
            counted = metric.split(":")[1] if metric.startswith("count:") else None  # "number of riders"
            if counted in self.model.dimensions:
                return self.compiler.graph.reachable(self.model.dimensions[counted].table,
                                                     self.model.dimensions[dim].table, True)
            return self._reachable(metric, dim)

        return next((d for d in candidates if all(reaches(m, d) for m in metrics)), candidates[0])

    def _sliceable(self, it: Item, items: list[Item]) -> str:
        """Of a word's measures on several tables, the first that every breakdown named can slice.

        Why: "viewers" is a season's average and each episode's figure; "median viewers per
        episode" can only mean the episodes' one, as the season's cannot be split by episode.
        """
        options = [m.name for m in it.of_kind("metric")]
        groups = [[m.name for m in x.of_kind("dim")] for x in items if x.kind == "dim" and x.of_kind("dim")]
        if len({self.model.metrics[m].table for m in options if m in self.model.metrics}) < 2 or not groups:
            return options[0]
        for reading in ([dims[:1] for dims in groups], groups):  # the breakdowns as read first, then any reading
            found = next((m for m in options if all(any(self._reachable(m, d) for d in dims) for dims in reading)),
                         None)
            if found:
                return found
        return options[0]

    def _reachable(self, metric: str, dim: str) -> bool:
        if metric not in self.model.metrics:
            return True
        spec = self.model.metrics[metric]
        target = self.model.dimensions[self.model.resolve_dimension(dim, metric)].table
        return self.compiler.graph.reachable(spec.table, target, spec.fanout_safe)

    def _occurrence_count(self, dim: str) -> str | None:
        """The count that says how often a value of ``dim`` occurs ("most used incoterm").

        The count kept at the dimension's own table when there is one (shipments for incoterm,
        orders for channel); otherwise the first count in the model that can be sliced by it.
        """
        table = self.model.dimensions[dim].table
        counts = [name for name, spec in self.model.metrics.items()
                  if spec.expression.strip().upper().startswith("COUNT(") and self._reachable(name, dim)]
        own = [name for name in counts if self.model.metrics[name].table == table]
        return (own or counts or [None])[0]

    def _defaults(self, items: list[Item], out: Parsed) -> None:
        """The default measure for rankings ("top customers") and sales verbs ("how much did we sell")."""
        plan = out.plan
        hinted = any(it.kind == "marker" and it.is_marker("sales_hint") for it in items)
        popular = any(it.kind == "marker" and it.is_marker("popular") for it in items)
        if not plan.metrics and not plan.list_only and plan.limit and popular and plan.group_by:
            counted = self._occurrence_count(plan.group_by[0])
            plan.metrics = [counted] if counted else []
        people = any(it.kind == "value" and _plural(fold(it.text)) and fold(it.text) in self._spoken_values
                     for it in items)  # "survivors by passenger class", "smokers by day": those rows
        counting = bool(out.cues & {"count", "count_post"})  # "kaç kadın", "kadınların sayısı"
        if not plan.metrics and not plan.list_only and (counting or people or plan.share) and plan.filters \
                and not plan.limit:  # "erkeklerin yüzdesi", "percentage of men": the share of those rows
            counted = count_metric(self.model, self.model.dimensions[plan.filters[0].dimension].table)
            plan.metrics = [counted] if counted else []  # "how many smokers are there": their rows
        if not plan.metrics and not plan.list_only and hinted and plan.filters:
            # "how much electricity came from renewables": the first amount of the filtered table
            table = self.model.dimensions[plan.filters[0].dimension].table
            plan.metrics = [n for n, m in self.model.metrics.items()
                            if m.table == table and m.expression.upper().startswith("SUM(")][:1]
        ranked_by_word = any(it.kind == "marker" and it.is_marker("most", "least") for it in items)
        if not plan.metrics and not plan.list_only and plan.limit and plan.group_by and ranked_by_word \
                and plan.filters and not hinted:  # "en çok sigara içen olan 3 bölge": most of those rows
            counted = count_metric(self.model, self.model.dimensions[plan.filters[0].dimension].table)
            plan.metrics = [counted] if counted and self._reachable(counted, plan.group_by[0]) else []
        if not plan.metrics and not plan.list_only and (plan.limit or hinted) and self.model.default_metric:
            plan.metrics = [self.model.default_metric]
        if not plan.metrics and not plan.list_only and plan.limit and plan.group_by and not hinted \
                and not ranked_by_word:  # "en çok satan marka" ranks by selling, which no column holds
            counted = self._occurrence_count(plan.group_by[0])  # "top 3 occupations": the most frequent
            plan.metrics = [counted] if counted else []
        if (
            not plan.metrics
            and plan.group_by
            and out.rank is None
            and not out.explicit_group
            and (plan.time_range is None or which_things_in_a_period(items, self.model))  # "… joined in 2004"
            and plan.grain is None
            and not plan.share
            and not any(f.dimension in plan.group_by for f in plan.filters)
        ):
            plan.list_only = True  # "which customers are in Izmir", "what are our product categories"
        if plan.order_by and plan.order_by not in plan.metrics:
            plan.order_by = None

    @staticmethod
    def _signals(items: list[Item], out: Parsed) -> set[str]:
        plan, sig = out.plan, set()
        for name, present in (
            ("metric", plan.metrics),
            ("dim", plan.group_by),
            ("filter", plan.filters),
            ("time", plan.time_range),
            ("grain", plan.grain),
            ("limit", plan.limit),
        ):
            if present:
                sig.add(name)
        if any(it.kind == "value" for it in items):
            sig.add("value")
        return sig
