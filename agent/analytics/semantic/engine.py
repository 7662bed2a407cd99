"""SemanticEngine: the offline model — question in, one DuckDB SELECT (or a clarification) out.

Why a facade: the graph's offline backend needs four things — answer, revise, classify and
suggest — and must not know about tokens, vocabularies or join graphs. Everything the engine
knows comes from the tenant's semantic model, its value index and its allowed tables, so the
same class serves the sample tenants and a model inferred for an uploaded table.

The engine never returns a table it is unsure of: unknown words, measures this tenant cannot
see and impossible breakdowns become a clarification that says what was not understood and
suggests questions it can answer.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from itertools import zip_longest
from typing import Any

from agent.analytics.schemas import Intent
from agent.analytics.semantic.aboveaverage import read_above_average
from agent.analytics.semantic.compare import read_change
from agent.analytics.semantic.compiler import CompileError, Compiler
from agent.analytics.semantic.correlations import read_correlation
from agent.analytics.semantic.drill import drill_followup, member_filter
from agent.analytics.semantic.explain import by_own_column, explain, metric_label, not_understood, suggestions
from agent.analytics.semantic.feedback import is_refinement, refine, revise_plan
from agent.analytics.semantic.firstlast import read_first_last
from agent.analytics.semantic.flagshares import read_flag_share
from agent.analytics.semantic.groupaverages import read_group_average
from agent.analytics.semantic.intents import classify_message
from agent.analytics.semantic.keygroups import KEY_PREFIX, key_dimensions
from agent.analytics.semantic.keymeasures import without_key_measures
from agent.analytics.semantic.model import SemanticModel
from agent.analytics.semantic.movedbetween import read_moved_between
from agent.analytics.semantic.parser import Parsed, Parser
from agent.analytics.semantic.plan import EngineResult, QueryPlan
from agent.analytics.semantic.rangewords import read_range
from agent.analytics.semantic.safety import REFUSALS, check_raw_sql, looks_like_sql, request_problem
from agent.analytics.semantic.sidequestions import read_sides
from agent.analytics.semantic.spreadwords import read_spread
from agent.analytics.semantic.text import tokenize
from agent.analytics.semantic.values import ValueIndex
from agent.analytics.semantic.vocab import build_vocabulary

__all__ = ["SemanticEngine"]

from agent.analytics.semantic.model import OPERATOR_SUFFIXES as _OPERATOR_SUFFIXES

_DATA_KINDS = frozenset({"subject", "metric", "dim", "value"})  # a table, a column or a stored value

_TEXT = {
    "no_metric": {
        "en": "I understood {what}, but not what to measure. Which measure do you mean — {measures}? For "
        "example: {examples}",
        "tr": "{what} kısmını anladım ama neyin ölçüleceğini anlayamadım. Hangi ölçüyü kastediyorsunuz — "
        "{measures}? Örneğin: {examples}",
    },
    "nothing": {
        "en": "I couldn't find a measure, breakdown or period in that. I can answer questions about "
        "{measures}. For example: {examples}",
        "tr": "Bu mesajda bir ölçü, kırılım veya dönem bulamadım. Şunlar hakkında soru sorabilirsiniz: "
        "{measures}. Örneğin: {examples}",
    },
    "unavailable": {
        "en": "{what} {verb} not available in this workspace. I can answer questions about {measures}. For "
        "example: {examples}",
        "tr": "{what} bu çalışma alanında kullanılamıyor. Şunlar hakkında soru sorabilirsiniz: {measures}. "
        "Örneğin: {examples}",
    },
    "cannot": {
        "en": "I can't compute that: {why} For example: {examples}",
        "tr": "Bunu hesaplayamıyorum: {why} Örneğin: {examples}",
    },
    "unrelated": {
        "en": "I can't relate {first} to {second}: they are in separate tables that nothing in the data "
        "links, so one cannot be counted within the other. I can answer questions about {measures}. For "
        "example: {examples}",
        "tr": "{first} ile {second} arasında bağ kuramıyorum: verideki ayrı tablolardalar ve onları "
        "bağlayan bir sütun yok, bu yüzden biri diğerinin içinde sayılamaz. Şunlar hakkında soru "
        "sorabilirsiniz: {measures}. Örneğin: {examples}",
    },
    "raw_feedback": {
        "en": "That table came from SQL you typed, so I can't tell what to change in it. Edit the SQL, "
        "or ask the question in words and I will build the query. For example: {examples}",
        "tr": "Bu tablo sizin yazdığınız SQL'den geldi; içinde neyin değişmesi gerektiğini çıkaramıyorum. "
        "SQL'i düzenleyin ya da soruyu kelimelerle sorun, sorguyu ben kurayım. Örneğin: {examples}",
    },
    "feedback": {
        "en": "I understand the result looks wrong, but not what to change. The table shows: {current}. "
        "Tell me what should differ, for example: {options}.",
        "tr": "Sonucun yanlış göründüğünü anladım ama neyin değişmesi gerektiğini anlayamadım. Tablo şunu "
        "gösteriyor: {current}. Neyin farklı olması gerektiğini yazın, örneğin: {options}.",
    },
}


_ROUTED_KEPT = 16  # routed parses waiting for their answer (a chart or help turn never asks)


class SemanticEngine:
    """The offline NL-to-SQL engine of one tenant."""

    def __init__(self, model: SemanticModel, values: ValueIndex, allowed_tables: set[str]) -> None:
        model = without_key_measures(model)  # a join column is a key: no "total series number"
        self.model = model
        self.values = values
        self.allowed = {t.lower() for t in allowed_tables} if allowed_tables else set(model.tables)
        self.vocab = build_vocabulary(model, values, self.allowed)
        # keys' groupings, added after the vocabulary: no word names them (keygroups.py)
        model = self.model = self.vocab.model = key_dimensions(model)
        self.compiler = Compiler(model, self.allowed)
        self.parser = Parser(self.vocab, self.compiler)
        self._suggestions: dict[str, list[str]] = {}
        # Questions routing already parsed, handed once to ``answer`` (the same words on the same
        # date parse the same): a turn parsed every question twice, a third of its own time.
        self._routed: dict[tuple[str, dt.date], Parsed] = {}

    # -- public interface ---------------------------------------------------------------------
    def answer(self, question: str, as_of: dt.date, previous: QueryPlan | None = None,
               table: tuple[list[str], Sequence[Sequence[Any]]] | None = None) -> EngineResult:
        """Answer a question, refining ``previous`` when the question is a follow-up of it.

        ``table`` is the previous answer's columns and rows, for "why?" after a time series.
        """
        text = question.strip()
        if not text:
            return self._clarify("nothing", "en")
        if looks_like_sql(text):
            problem = check_raw_sql(text, self.model, self.allowed)
            if problem:
                return self._refuse(problem, "en")
            plan = QueryPlan(raw_sql=text, question=text)
            return EngineResult(ok=True, sql=text, plan=plan, explanation=explain(self.model, plan, "en"))
        problem = request_problem(text, self.vocab.lex)
        change = None if problem else read_change(self, text, as_of, previous, table)
        if change is not None:  # "revenue this year vs last year", "why did revenue drop in August?"
            return change
        parsed = self._routed.pop((text, as_of), None) or self.parser.parse(text, as_of)
        lang = self._language(parsed, previous)
        if problem:
            return self._refuse(problem, lang)
        sides = read_correlation(self.parser, text, as_of) if lang == "en" else None
        sides = sides or (read_range(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_spread(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_flag_share(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_above_average(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_first_last(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_moved_between(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_group_average(self.parser, text, as_of) if lang == "en" else None)
        sides = sides or (read_sides(self.parser, text, as_of) if parsed.unknown and lang == "en" else None)
        if sides is not None:  # "is the wage higher for married men", "difference between A and B in X"
            return self._finish(sides[0], sides[1], lang)
        if parsed.pii:
            return self._refuse("pii", lang, what=", ".join(dict.fromkeys(parsed.pii)))
        if previous is not None:
            drilled = drill_followup(text, parsed, previous, self.model, set(self.usable_dimensions()),
                                     lambda words: self.parser.parse(words, as_of), lang)
            if drilled is not None and drilled.problem:
                return EngineResult(ok=False, clarification=drilled.problem, language=lang)  # type: ignore[arg-type]
            if drilled is not None and drilled.plan is not None and drilled.parsed is not None:
                return self._finish(drilled.plan, drilled.parsed, lang)
            parsed = member_filter(parsed, previous, self.model)
        if previous is not None and is_refinement(parsed, previous):
            result = self._finish(refine(previous, parsed, self.model, self.values), parsed, lang)
            if result.ok or not parsed.plan.metrics:
                return result
        return self._finish(parsed.plan, parsed, lang)

    def revise(self, feedback: str, previous: QueryPlan, as_of: dt.date) -> EngineResult:
        """Apply business feedback to the previous plan, or ask precisely what to change."""
        parsed = self.parser.parse(feedback.strip(), as_of)
        lang = self._language(parsed, previous)
        if parsed.pii:
            return self._refuse("pii", lang, what=", ".join(dict.fromkeys(parsed.pii)))
        if previous.raw_sql:
            return self._clarify("raw_feedback", lang)
        plan = revise_plan(previous, parsed, self.model, self.values)
        plan.language = lang  # type: ignore[assignment]
        if _same(plan, previous):
            return self._feedback_question(previous, lang)
        return self._finish(plan, parsed, lang, strict=False)

    def classify(self, message: str, has_table: bool, previous: QueryPlan | None,
                 as_of: dt.date | None = None) -> tuple[Intent, str]:
        """Offline intent routing (see intents.py for the rules)."""
        day = as_of or dt.date.today()
        parses: list[tuple[str, Parsed]] = []
        tokens = tokenize(message.strip())

        def parse(text: str) -> Parsed:
            parses.append((text, self.parser.parse(text, day)))
            return member_filter(parses[-1][1], previous, self.model)  # "Online siparişler hariç" after a table

        def data_word(i: int) -> bool:  # "control plots": the data's plots, no chart
            for j in range(max(0, i - 3), i + 1):
                n, meanings, _ = self.vocab.index.match(tokens, j)
                if j + n > i and any(m.kind in _DATA_KINDS for m in meanings):
                    return True
            return False

        routed = classify_message(message, has_table, previous, self.vocab.lex, parse, data_word)
        # Kept only after routing is done with it, so ``answer`` never shares a parse still being read.
        for text, parsed in parses:
            if len(self._routed) >= _ROUTED_KEPT:
                self._routed.pop(next(iter(self._routed)), None)
            self._routed[(text, day)] = parsed
        return routed

    def suggestions(self, language: str) -> list[str]:
        """Example questions this tenant's model can answer, each checked to compile."""
        lang = "tr" if language == "tr" else "en"
        if lang not in self._suggestions:
            today = dt.date.today()
            good = []
            for q in suggestions(self.model, self.usable_metrics(), self.usable_dimensions(), lang):
                parsed = self.parser.parse(q, today)
                if (not parsed.unknown and not by_own_column(self.model, parsed.plan)
                        and self._finish(parsed.plan, parsed, lang, with_examples=False).ok):
                    good.append(q)
            self._suggestions[lang] = good
        return list(self._suggestions[lang])

    def usable_metrics(self) -> list[str]:
        """Metrics whose tables this tenant may query."""
        out = []
        for name, metric in self.model.metrics.items():
            tables = metric.tables() | {metric.table}
            if metric.time_column:
                tables.add(self.model.time_columns[metric.time_column].table)
            if tables <= self.allowed:
                out.append(name)
        return out

    def headline_metrics(self) -> list[str]:
        """The measures to name when telling the analyst what can be asked: plain ones, every table's.

        Why not all of them: an inferred workspace holds "average X", "median X", "maximum X" … for
        every measure, which filled the short list in "I didn't understand" answers with variants
        of the first table's first column while the other tables went unmentioned.
        """
        usable = self.usable_metrics()
        variants = {f"{base}_{op}" for base in usable for op in _OPERATOR_SUFFIXES}
        plain = [m for m in usable if m not in variants]
        by_table: dict[str, list[str]] = {}
        for name in plain:
            by_table.setdefault(self.model.metrics[name].table, []).append(name)
        rounds = zip_longest(*by_table.values())  # one of each table's in turn
        return [m for group in rounds for m in group if m is not None]

    def usable_dimensions(self) -> list[str]:
        """Dimensions on tables this tenant may query."""
        return [n for n, d in self.model.dimensions.items() if d.table in self.allowed and not n.startswith(KEY_PREFIX)]

    # -- helpers ------------------------------------------------------------------------------
    @staticmethod
    def _language(parsed: Parsed, previous: QueryPlan | None) -> str:
        if not parsed.language_known and previous is not None:
            return previous.language
        return parsed.language

    def _finish(
        self, plan: QueryPlan, parsed: Parsed, lang: str, strict: bool = True, with_examples: bool = True
    ) -> EngineResult:
        plan.language = lang  # type: ignore[assignment]
        if strict and parsed.unknown:
            return self._not_understood(parsed, plan, lang, with_examples)
        if parsed.unavailable:
            return self._clarify(
                "unavailable",
                lang,
                with_examples,
                what=", ".join(f"“{w}”" for w in parsed.unavailable),
                verb="is" if len(parsed.unavailable) == 1 else "are",
            )
        if parsed.unrelated:
            first, second = parsed.unrelated
            return self._clarify("unrelated", lang, with_examples, first=f"“{first}”", second=f"“{second}”")
        if not plan.metrics and not plan.list_only:
            what = explain(self.model, plan, lang).lstrip(", ")
            if parsed.rank and not what:  # "largest order": a ranking, and nothing else to say of it
                what = "a ranking" if lang == "en" else "bir sıralama"
            if parsed.signals or parsed.rank:
                return self._clarify("no_metric", lang, with_examples, what=what)
            return self._clarify("nothing", lang, with_examples)
        try:
            sql = self.compiler.compile(plan)
        except CompileError as exc:
            return self._clarify("cannot", lang, with_examples, why=exc.text(lang))
        entity = {m for m in plan.metrics if self.compiler.uses_entity(m, plan)}
        explanation = explain(self.model, plan, lang, entity) + _readings(parsed, lang)
        return EngineResult(ok=True, sql=sql, plan=plan, explanation=explanation, language=lang)

    def _measures(self, lang: str) -> str:
        return ", ".join(metric_label(self.model, m, lang) for m in self.headline_metrics()[:12])

    def _clarify(self, key: str, lang: str, with_examples: bool = True, **fields: str) -> EngineResult:
        examples = self.suggestions(lang) if with_examples else []
        text = _TEXT[key][lang].format(
            measures=self._measures(lang), examples="; ".join(examples[:3]), **fields
        )
        return EngineResult(ok=False, clarification=text, explanation="", language=lang, suggestions=examples)

    def _not_understood(
        self, parsed: Parsed, plan: QueryPlan, lang: str, with_examples: bool
    ) -> EngineResult:
        examples = self.suggestions(lang) if with_examples else []
        names = [w for w in parsed.unknown if w[:1].isupper() and w != parsed.plan.question.split()[0]]
        text = not_understood(
            parsed.unknown,
            lang,
            [metric_label(self.model, m, lang) for m in self.headline_metrics()],
            examples,
            names,
        )
        return EngineResult(ok=False, clarification=text, plan=None, language=lang, suggestions=examples)

    def _refuse(self, key: str, lang: str, what: str = "") -> EngineResult:
        examples = self.suggestions(lang)
        text = REFUSALS[key][lang].format(examples="; ".join(examples[:2]), what=what or "email")
        return EngineResult(ok=False, clarification=text, language=lang, suggestions=examples, refused=True)

    def _feedback_question(self, previous: QueryPlan, lang: str) -> EngineResult:
        current = explain(self.model, previous, lang)
        options = self._feedback_options(previous, lang)
        text = _TEXT["feedback"][lang].format(current=current, options="; ".join(options))
        return EngineResult(ok=False, clarification=text, plan=previous, language=lang, suggestions=options)

    def _feedback_options(self, previous: QueryPlan, lang: str) -> list[str]:
        opts: list[str] = []
        for m in previous.metrics:
            for f in self.model.metrics[m].filters if m in self.model.metrics else []:
                others = [v for v in self.values.of(f.dimension) if v not in f.values]
                if others:
                    opts.append(f"“include {others[0]}”" if lang == "en" else f"“{others[0]} de dahil”")
        if previous.time_range and previous.time_range.start:
            year = previous.time_range.start.year
            opts.append(
                f"“use {year - 1} instead of {year}”" if lang == "en" else f"“{year} değil {year - 1}”"
            )
        dims = [d for d in self.usable_dimensions() if d not in previous.group_by]
        if dims:
            label = self.model.dimensions[dims[0]].text(lang)
            opts.append(f"“by {label} instead”" if lang == "en" else f"“{label} bazında olmalı”")
        return opts[:4]


def _same(a: QueryPlan, b: QueryPlan) -> bool:
    skip = {"question", "language"}
    return a.model_dump(exclude=skip) == b.model_dump(exclude=skip)


def _readings(parsed: Parsed, lang: str) -> str:
    """Words the engine read as others ("receipts" as revenue, a typo fixed), said with the answer.

    Why: a guess that reaches the SQL should be visible; an analyst who meant something else
    sees which word was taken for what and can say so.
    """
    if not parsed.readings:
        return ""
    pairs = ", ".join(f"“{said}” as “{read}”" if lang != "tr" else f"“{said}” sözcüğünü “{read}”"
                      for said, read in dict.fromkeys(parsed.readings))
    return f" (I read {pairs})" if lang != "tr" else f" ({pairs} olarak okudum)"
