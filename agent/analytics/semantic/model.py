"""The semantic model: a tenant's measures, dimensions, dates, joins and words, validated.

Why pydantic and a validator: the model is configuration a user can edit (or that is inferred
for an uploaded table), and a typo in it — a metric on a table that does not exist, a default
filter on an unknown dimension — must fail loudly at load time with a sentence naming the
problem, not as a wrong number later. Metric expressions are parsed once with sqlglot here,
so the compiler only copies trees.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import sqlglot
import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)
from sqlglot import exp

from agent.errors import ConfigError
from agent.yamlfiles import SAFE_LOADER

__all__ = [
    "OPERATOR_SUFFIXES",
    "SemanticModel",
    "TableSpec",
    "Relationship",
    "TimeColumn",
    "Dimension",
    "Metric",
    "DefaultFilter",
    "SemanticModelError",
    "load_semantic_model",
    "model_from_dict",
]


# The name suffix of each operator variant an inferred model gives a measure ("price_max"): the
# catalog, the suggestions and the short lists of measures leave these out as variants of one.
OPERATOR_SUFFIXES = ("avg", "median", "max", "min", "sum", "sd")

Words = dict[str, list[str]]


class SemanticModelError(ConfigError):
    """The semantic model file is missing, unreadable or inconsistent."""


def _words(value: Any) -> Words:
    """Accept ``[a, b]`` (language-neutral) or ``{en: [...], tr: [...]}``."""
    if value is None:
        return {}
    items = value if isinstance(value, list | tuple) else [v for vs in dict(value).values() for v in vs or []]
    if any(isinstance(v, bool) for v in items):
        raise ValueError("a synonym was read as true/false: quote words such as on, off, yes, no")
    if isinstance(value, list | tuple):
        return {"any": [str(v) for v in value]}
    return {str(k): [str(v) for v in (vs or [])] for k, vs in dict(value).items()}


def _labels(value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, str):
        return {"en": value}
    return {str(k): str(v) for k, v in dict(value).items()}


class _Named(BaseModel):
    model_config = ConfigDict(extra="ignore")

    label: dict[str, str] = Field(default_factory=dict)
    description: str = ""
    synonyms: Words = Field(default_factory=dict)

    _name: str = PrivateAttr(default="")

    _v_syn = field_validator("synonyms", mode="before")(_words)
    _v_lab = field_validator("label", mode="before")(_labels)

    @property
    def name(self) -> str:
        """The key of this entry in the model."""
        return self._name

    def text(self, lang: str) -> str:
        """The label in a language, falling back to English and then to the name."""
        return self.label.get(lang) or self.label.get("en") or self._name.replace("_", " ")

    def all_synonyms(self) -> list[tuple[str, str]]:
        """(word, language) pairs, including the name and the labels."""
        out = [(self._name.replace("_", " "), "any")]
        out += [(v, lang) for lang, v in self.label.items()]
        out += [(w, lang) for lang, ws in self.synonyms.items() for w in ws]
        return out


class TableSpec(BaseModel):
    """A table: what one row is, its key and which columns are personal data."""

    model_config = ConfigDict(extra="ignore")

    description: str = ""
    primary_key: list[str] = Field(default_factory=list)
    pii: list[str] = Field(default_factory=list)
    rows: int | None = Field(default=None, description="How many rows the table held when the model was made.")
    period: Literal["day", "month", "quarter", "year"] | None = Field(
        default=None, description="The calendar period one row stands for, if so ('day' of a daily log).")
    panel: str | None = Field(
        default=None, description="The column naming what each row is one period of ('country' of yearly "
                                  "figures per country); None when a row is a whole period.")


class Relationship(BaseModel):
    """A join from the many side (``from``) to the one side (``to``), or one-to-one."""

    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    from_table: str = Field(alias="from")
    to_table: str = Field(alias="to")
    keys: dict[str, str] = Field(description="from-table column → to-table column")
    type: Literal["many_to_one", "one_to_one"] = "many_to_one"


class TimeColumn(_Named):
    """A date column measures can be dated by.

    ``parts`` makes a date of integer columns when a table has no date column, only a ``year``
    (and perhaps ``month``/``day``, or a ``quarter`` 1-4): "in 2007" and "per year" then work like
    on a real date, and a quarter is the date of its first month.
    """

    table: str
    column: str
    parts: dict[Literal["year", "quarter", "month", "day"], str] = Field(default_factory=dict)
    # a year part kept without its century (R's ``year - 1900``: 95, 96, 97) is this many years more
    century: int = 0
    # the time of day kept beside a calendar date in a column of its own (``date``, ``time``): its hour
    clock: str | None = None
    # a ``month`` part spelled as names: the twelve spellings the column holds, January first ("" for none)
    month_names: list[str] = Field(default_factory=list)
    # the calendar unit every value of the column sits on (all on the 1st: "month"), found at upload
    period: Literal["day", "month", "quarter", "year"] | None = None


class Dimension(_Named):
    """A column to group or filter by; with ``key`` it is an entity grouped by key and name.

    ``parent`` names the dimension one level up (city → country): "drill into Germany" breaks a
    country down by its cities, "go up a level" goes back. Declared, never guessed from names.
    """

    table: str
    column: str
    key: str | None = None
    parent: str | None = None
    plural: dict[str, str] = Field(default_factory=dict)
    value_synonyms: dict[str, list[str]] = Field(default_factory=dict)

    _v_plural = field_validator("plural", mode="before")(_labels)

    def plural_text(self, lang: str) -> str:
        """The plural label ("countries", "ülkeler"); an English label without one is made plural.

        Why: inferred columns declare no plural, and "number of kind" or "top 5 city" reads as
        broken English; the regular English endings cover column names well.
        """
        said = self.plural.get(lang)
        if said or lang != "en":
            return said or self.text(lang)
        return english_plural(self.text(lang))


_SAME_IN_PLURAL = frozenset("people children men women staff data series species information equipment sheep fish "
                            "deer news".split())


def english_plural(label: str) -> str:
    """The regular English plural of a label's last word ("verification status" → "... statuses")."""
    head, _, last = label.rpartition(" ")
    low = last.lower()
    if not low.isalpha() or low in _SAME_IN_PLURAL or (low.endswith("s") and not low.endswith(("us", "ss"))):
        return label  # no word to change, or already plural ("sales", "people")
    if low.endswith(("s", "x", "z", "ch", "sh")):
        last += "es"
    elif low.endswith("y") and low[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last


class DefaultFilter(BaseModel):
    """A filter a metric applies unless the question names values of the same dimension."""

    dimension: str
    values: list[str]
    op: Literal["in", "not_in"] = "in"


class Metric(_Named):
    """A measure: a SQL aggregate over table-qualified columns, computed at ``table``'s grain."""

    table: str
    expression: str
    time_column: str | None = None
    filters: list[DefaultFilter] = Field(default_factory=list)
    fanout_safe: bool = False
    dimension_overrides: dict[str, str] = Field(default_factory=dict)
    entity_table: str | None = None
    entity_expression: str | None = None
    format: Literal["currency", "count", "number", "percent"] = "number"

    _tree: exp.Expression | None = PrivateAttr(default=None)
    _entity_tree: exp.Expression | None = PrivateAttr(default=None)
    _row_column: str | None = PrivateAttr(default=None)  # "" once known to have none

    def tree(self, entity: bool = False) -> exp.Expression:
        """A fresh copy of the parsed expression (the entity form when asked)."""
        tree = self._entity_tree if entity else self._tree
        assert tree is not None, "metric used before the model was validated"
        return tree.copy()

    def row_column(self) -> str | None:
        """The SQL of the one column this metric aggregates (``SUM(t.x)`` → ``t.x``), if it has one.

        Why read from the tree parsed at validation: the parser asks this of every metric on every
        question, and parsing each expression again was most of a turn's sqlglot time.
        """
        if self._row_column is None:
            tree = self._tree
            fits = isinstance(tree, exp.AggFunc) and isinstance(tree.this, exp.Column) and not tree.args.get("distinct")
            self._row_column = tree.this.sql(dialect="duckdb") if fits else ""
        return self._row_column or None

    @property
    def counts_rows(self) -> bool:
        """Whether this measure is its table's row count (``COUNT(*)``, however it is spaced or cased).

        Why one property: thirty rules ask it ("how many <rows>", a rate of a status, a threshold
        on a count), and each spelled the comparison its own way.
        """
        return self.expression.replace(" ", "").upper() == "COUNT(*)"

    def tables(self, entity: bool = False) -> set[str]:
        """Tables the expression reads."""
        return {c.table for c in self.tree(entity).find_all(exp.Column) if c.table}


class SemanticModel(BaseModel):
    """A tenant's semantic model (see sample_data/semantic_model.yaml for the format)."""

    model_config = ConfigDict(extra="ignore")

    name: str = "model"
    description: str = ""
    default_metric: str | None = None
    tables: dict[str, TableSpec] = Field(default_factory=dict)
    relationships: list[Relationship] = Field(default_factory=list)
    time_columns: dict[str, TimeColumn] = Field(default_factory=dict)
    dimensions: dict[str, Dimension] = Field(default_factory=dict)
    metrics: dict[str, Metric] = Field(default_factory=dict)
    business_rules: list[str] = Field(default_factory=list)
    examples: list[dict[str, str]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check(self) -> SemanticModel:
        problems: list[str] = []
        for group in (self.time_columns, self.dimensions, self.metrics):
            for key, item in group.items():
                item._name = key
        for rel in self.relationships:
            for t in (rel.from_table, rel.to_table):
                if t not in self.tables:
                    problems.append(f"relationship {rel.from_table}→{rel.to_table} names unknown table {t!r}")
        for key, tc in self.time_columns.items():
            if tc.table not in self.tables:
                problems.append(f"time column {key!r} is on unknown table {tc.table!r}")
        for key, dim in self.dimensions.items():
            if dim.table not in self.tables:
                problems.append(f"dimension {key!r} is on unknown table {dim.table!r}")
            elif dim.column in self.tables[dim.table].pii or (
                dim.key and dim.key in self.tables[dim.table].pii
            ):
                problems.append(f"dimension {key!r} exposes the personal-data column {dim.column!r}")
            if dim.parent is not None and (dim.parent not in self.dimensions or dim.parent == key):
                problems.append(f"dimension {key!r} has unknown parent {dim.parent!r}")
        for key, metric in self.metrics.items():
            problems += self._check_metric(key, metric)
        if self.default_metric and self.default_metric not in self.metrics:
            problems.append(f"default_metric {self.default_metric!r} is not a metric")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _check_metric(self, key: str, metric: Metric) -> list[str]:
        problems = []
        if metric.table not in self.tables:
            problems.append(f"metric {key!r} is on unknown table {metric.table!r}")
        for attr, text in (("_tree", metric.expression), ("_entity_tree", metric.entity_expression)):
            if not text:
                continue
            try:
                tree = sqlglot.parse_one(text, dialect="duckdb")
            except sqlglot.errors.ParseError as exc:
                problems.append(f"metric {key!r} has an expression sqlglot cannot parse: {exc}")
                continue
            setattr(metric, attr, tree)
            metric._row_column = None  # read again from the new tree
            for col in tree.find_all(exp.Column):
                if col.table and col.table not in self.tables:
                    problems.append(f"metric {key!r} reads unknown table {col.table!r}")
                elif col.table and col.name in self.tables[col.table].pii:
                    problems.append(f"metric {key!r} reads the personal-data column {col.table}.{col.name}")
        if metric.entity_expression and metric.entity_table not in self.tables:
            problems.append(f"metric {key!r} has an entity_expression but no known entity_table")
        if metric.time_column and metric.time_column not in self.time_columns:
            problems.append(f"metric {key!r} is dated by unknown time column {metric.time_column!r}")
        for f in metric.filters:
            if f.dimension not in self.dimensions:
                problems.append(f"metric {key!r} filters on unknown dimension {f.dimension!r}")
        for src, dst in metric.dimension_overrides.items():
            if src not in self.dimensions or dst not in self.dimensions:
                problems.append(f"metric {key!r} overrides unknown dimension {src!r}→{dst!r}")
        return problems

    def pii_columns(self) -> set[str]:
        """Every personal-data column as ``table.column`` and as bare column name."""
        out: set[str] = set()
        for table, spec in self.tables.items():
            for col in spec.pii:
                out |= {f"{table}.{col}".lower(), col.lower()}
        return out

    def resolve_dimension(self, dim: str, metric: str | None) -> str:
        """The dimension actually used for ``dim`` with ``metric`` (its dimension_overrides)."""
        if metric and metric in self.metrics:
            return self.metrics[metric].dimension_overrides.get(dim, dim)
        return dim


def model_from_dict(raw: dict[str, Any], source: str = "semantic model") -> SemanticModel:
    """Validate a parsed YAML mapping into a SemanticModel, or raise SemanticModelError."""
    try:
        return SemanticModel.model_validate(raw or {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise SemanticModelError(
            f"The {source} is not valid: {first.get('msg')}" + (f" (at {where})" if where else "") + "."
        ) from None


def load_semantic_model(path: str | Path) -> SemanticModel:
    """Read and validate a semantic model YAML file."""
    path = Path(path)
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    except (OSError, yaml.YAMLError) as exc:
        raise SemanticModelError(f"The semantic model {path} cannot be read: {exc}.") from None
    return model_from_dict(raw, f"semantic model {path.name}")
