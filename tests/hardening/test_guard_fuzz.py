"""Guard fuzzing (issue 12, item 1): generated and mutated SQL against SqlGuard and the real file.

Statements come from hypothesis: mutations of the guard's own attack and allow corpora (keyword
case, comments, whitespace, quoting, Unicode look-alikes, alias lists, positional references)
and random sqlglot expression trees. For each one:

- the guard never crashes: it returns a verdict with one plain sentence;
- whatever it passes runs on the hardened connection to the tenant's *source* file (personal
  columns and the hidden table are there), so only the guard stands between the text and the
  data: no personal value comes back, no row count changes, no file is written, and the text of
  a file on disk never appears;
- false positives count too: a mutation that keeps an allowed query's meaning (case, comments,
  whitespace, quoting a plain name) must still pass.

``SAMARITAN_FUZZ_EXAMPLES`` sets the number of examples (``make fuzz`` runs thousands; ``make
test`` a bounded, derandomised few).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import duckdb
import pytest
import sqlglot
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlglot import exp

from agent.analytics.guard import GuardPolicy, GuardVerdict, check_sql
from tests.guard.cases import ALLOW, REJECT

EXAMPLES = int(os.environ.get("SAMARITAN_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 500,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large])
SECRET_FILE_TEXT = "FILE-CANARY-5f1e0c"
ROW_LIMIT = 20
PERSONAL = ("email", "phone", "tax_id")
# Letters a reader takes for ASCII: Cyrillic and Greek look-alikes, full-width forms, ligatures,
# invisible and exotic spaces (DuckDB reads some as whitespace, sqlglot as part of a word).
LOOKALIKES = {"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "i": "і", "s": "ѕ", "l": "ⅼ",
              "m": "ｍ", "f": "ﬁ", "t": "τ", " ": "\u200b\u2060\ufeff\u00a0\u3000\v\f\u2028"}
COMMENTS = ["/* x */", "/* email */", "-- c\n", "/* a /* nested */ b */", "/**/"]
SPACES = [" ", "  ", "\n", "\t", " \n\t "]
KEYWORDS = re.compile(r"\b(select|from|where|group|by|order|having|limit|join|on|as|and|or|not|"
                      r"with|union|all|distinct|case|when|then|else|end|in|is|null|count|sum)\b", re.I)
WORD = re.compile(r"\b[a-z_][a-z0-9_]*\b")
PLAIN_NAMES = ["customer_name", "country", "city", "segment", "order_id", "channel", "status",
               "order_date", "category", "list_price", "quantity", "unit_price"]


@pytest.fixture(scope="module")
def canary_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A file on disk whose text must never come back from a query."""
    folder = tmp_path_factory.mktemp("files")
    path = folder / "secret.csv"
    path.write_text(f"secret\n{SECRET_FILE_TEXT}\n", encoding="utf-8")
    return path


class _Values:
    """Personal values as one pattern; shown by count in a failure report, not value by value."""

    def __init__(self, values: set[str]) -> None:
        self.count = len(values)
        self._pattern = re.compile("|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)))

    def search(self, text: str) -> re.Match[str] | None:
        """The first personal value in ``text``."""
        return self._pattern.search(text)

    def __repr__(self) -> str:
        return f"<{self.count} personal values>"


@pytest.fixture(scope="module")
def personal_values(hardened: duckdb.DuckDBPyConnection) -> _Values:
    """Every personal value of the demo file, as one pattern."""
    cur = hardened.cursor()
    try:
        rows = cur.execute(f"SELECT {', '.join(PERSONAL)} FROM customers").fetchall()
        notes = cur.execute("SELECT note FROM internal_audit").fetchall()
    finally:
        cur.close()
    values = {v for row in rows for v in row if v} | {n for (n,) in notes if n and len(n) > 6}
    assert len(values) > 50
    return _Values(values)


def _counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    cur = con.cursor()
    try:
        names = [r[0] for r in cur.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'").fetchall()]
        return {t: cur.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in names}
    finally:
        cur.close()


def _assert_plain(verdict: GuardVerdict) -> None:
    """The verdict is a verdict: a one-sentence reason, SQL exactly when allowed."""
    assert isinstance(verdict, GuardVerdict)
    assert verdict.reason and "\n" not in verdict.reason and verdict.reason.endswith(".")
    assert "Traceback" not in verdict.reason
    assert (verdict.sql is not None) == verdict.allowed


def _run_passed(sql: str, verdict: GuardVerdict, con: duckdb.DuckDBPyConnection, leak: _Values,
                counts: dict[str, int], folder: Path) -> None:
    """Run what the guard passed on the source file: no personal value, no write, no file read."""
    if not verdict.allowed:
        return
    assert isinstance(sqlglot.parse_one(verdict.sql, read="duckdb"), exp.Query), sql
    before = sorted(p.name for p in folder.iterdir())
    cur = con.cursor()
    try:
        result = cur.execute(verdict.sql)
        shown = repr(([d[0] for d in result.description or []], result.fetchmany(ROW_LIMIT + 1)))
    except duckdb.Error as exc:
        shown = str(exc)  # nonsense to DuckDB is fine; what it says must not leak either
    finally:
        cur.close()
    assert not leak.search(shown), f"personal data passed the guard: {sql}"
    assert SECRET_FILE_TEXT not in shown, f"a file was read: {sql}"
    assert sorted(p.name for p in folder.iterdir()) == before, f"a file was written: {sql}"
    assert _counts(con) == counts, f"the data changed: {sql}"


# --- mutations -------------------------------------------------------------------------------
def _case(draw: st.DrawFn, sql: str) -> str:
    return KEYWORDS.sub(lambda m: draw(st.sampled_from([m.group(0).upper(), m.group(0).lower(),
                                                        m.group(0).title()])), sql)


def _spaces(draw: st.DrawFn, sql: str) -> str:
    return re.sub(r" ", lambda _: draw(st.sampled_from(SPACES)), sql)


def _comments(draw: st.DrawFn, sql: str) -> str:
    parts = sql.split(" ")
    at = draw(st.integers(0, len(parts)))
    return " ".join([*parts[:at], draw(st.sampled_from(COMMENTS)).rstrip("\n") + "\n", *parts[at:]])


def _quote_names(draw: st.DrawFn, sql: str) -> str:
    names = [n for n in PLAIN_NAMES if re.search(rf"(?<!['\"]){n}\b", sql)]
    if not names:
        return sql
    name = draw(st.sampled_from(names))
    return re.sub(rf"(?<![\w'\".]){name}\b", f'"{name}"', sql)


BENIGN = [_case, _spaces, _quote_names, _comments]  # in this order: a comment is never split by a space


def _lookalike(draw: st.DrawFn, sql: str) -> str:
    spots = [i for i, ch in enumerate(sql) if ch in LOOKALIKES]
    if not spots:
        return sql
    i = draw(st.sampled_from(spots))
    return sql[:i] + draw(st.sampled_from(list(LOOKALIKES[sql[i]]))) + sql[i + 1:]


def _alias_list(draw: st.DrawFn, sql: str) -> str:
    names = ", ".join(draw(st.lists(st.sampled_from([*PERSONAL, *PLAIN_NAMES, "x"]), min_size=1, max_size=4)))
    return re.sub(r"\bFROM (customers|orders)\b(?! AS| \w+\()", rf"FROM \1 AS t({names})", sql, count=1,
                  flags=re.I)


def _positional(draw: st.DrawFn, sql: str) -> str:
    return re.sub(r"\bSELECT\b", f"SELECT #{draw(st.integers(1, 12))},", sql, count=1, flags=re.I)


def _swap_word(draw: st.DrawFn, sql: str) -> str:
    words = WORD.findall(sql)
    if not words:
        return sql
    old = draw(st.sampled_from(words))
    new = draw(st.sampled_from([*PERSONAL, "c", "customers", "*", "t.*", "to_json(customers)", "internal_audit",
                                "note", "COLUMNS(*)", "customers.*", "main.customers", "'{file}'"]))
    return sql.replace(old, new, 1)


HOSTILE = [_lookalike, _alias_list, _positional, _swap_word, *BENIGN]


def _strip_line_comments(sql: str) -> str:
    """The text without its ``--`` comments (a ``--`` inside a string literal stays)."""
    lines = []
    for line in sql.split("\n"):
        at = next((m.start() for m in re.finditer("--", line) if line[:m.start()].count("'") % 2 == 0), None)
        lines.append(line if at is None else line[:at])
    return "\n".join(lines)


@st.composite
def benign_mutant(draw: st.DrawFn) -> tuple[str, str]:
    """(original allowed query, a mutant with the same meaning)."""
    # Line comments go first: a space turned into a newline, or a comment put after "--", would
    # make the rest of that line code, which changes the query rather than its spelling.
    sql = _strip_line_comments(draw(st.sampled_from([c["sql"] for c in ALLOW])))
    mutant = sql
    for mutate in sorted(draw(st.sets(st.sampled_from(BENIGN), min_size=1)), key=BENIGN.index):
        mutant = mutate(draw, mutant)
    return sql, mutant


@st.composite
def hostile_mutant(draw: st.DrawFn) -> str:
    """A corpus statement bent towards a leak: look-alikes, alias lists, #n, swapped names."""
    sql = draw(st.sampled_from([c["sql"] for c in ALLOW + REJECT]))
    for mutate in draw(st.lists(st.sampled_from(HOSTILE), min_size=1, max_size=4)):
        sql = mutate(draw, sql)
    return sql


# --- random sqlglot trees --------------------------------------------------------------------
COLUMNS = [*PERSONAL, *PLAIN_NAMES, "customer_id", "note", "audit_id"]
TABLES = ["customers", "orders", "order_items", "products", "internal_audit", "shipments"]


def _expression() -> st.SearchStrategy[exp.Expression]:
    leaves = st.one_of(
        st.sampled_from(COLUMNS).map(exp.column),
        st.builds(lambda t, c: exp.column(c, table=t), st.sampled_from(["c", "o", "customers"]),
                  st.sampled_from(COLUMNS)),
        st.integers(-5, 5).map(exp.Literal.number),
        st.sampled_from(["CANARY%", "%@%", "x"]).map(exp.Literal.string),
        st.just(exp.Star()),
    )

    def grow(inner: st.SearchStrategy[exp.Expression]) -> st.SearchStrategy[exp.Expression]:
        functions = ["count", "min", "max", "sum", "lower", "length", "to_json", "list", "string_agg",
                     "any_value", "first", "concat", "md5", "hash", "coalesce", "read_text", "getenv",
                     "query", "current_setting"]
        return st.one_of(
            st.builds(lambda f, a: exp.func(f, a, dialect="duckdb"), st.sampled_from(functions), inner),
            st.builds(exp.EQ, this=inner, expression=inner),
            st.builds(exp.Like, this=inner, expression=inner),
            st.builds(exp.Add, this=inner, expression=inner),
            st.builds(lambda a: exp.Paren(this=a), inner),
        )

    return st.recursive(leaves, grow, max_leaves=6)


@st.composite
def random_tree(draw: st.DrawFn) -> str:
    """A random SELECT built as a sqlglot tree, then written as DuckDB text."""
    table = draw(st.sampled_from(TABLES))
    query = exp.select(*draw(st.lists(_expression(), min_size=1, max_size=3))).from_(
        exp.to_table(table).as_(draw(st.sampled_from(["c", "o", "t", table]))))
    if draw(st.booleans()):
        query = query.join(exp.to_table(draw(st.sampled_from(TABLES))).as_("o"), on=draw(_expression()))
    if draw(st.booleans()):
        query = query.where(draw(_expression()))
    if draw(st.booleans()):
        query = query.group_by(draw(_expression()))
    if draw(st.booleans()):
        query = query.order_by(draw(_expression()))
    text = query.sql(dialect="duckdb")
    if draw(st.booleans()):
        text = f"SELECT count(*) FROM ({text}) AS s WHERE CAST(#{draw(st.integers(1, 4))} AS VARCHAR) LIKE 'CANARY%'"
    return text


# --- the properties --------------------------------------------------------------------------
@FUZZ
@given(pair=benign_mutant())
@example(pair=("SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY list_price) AS median FROM products",
               "select PERCENTILE_CONT(0.5) within group (order by \"list_price\") as median /* x */ from products"))
def test_meaning_preserving_mutations_of_allowed_queries_still_pass(pair: tuple[str, str], demo_policy: GuardPolicy):
    original, mutant = pair
    assert check_sql(original, demo_policy).allowed
    verdict = check_sql(mutant, demo_policy)
    _assert_plain(verdict)
    assert verdict.allowed, f"false positive: {mutant!r}: {verdict.reason}"


@FUZZ
@given(sql=hostile_mutant())
def test_hostile_mutations_never_crash_and_what_passes_leaks_nothing(
        sql: str, demo_policy: GuardPolicy, hardened: duckdb.DuckDBPyConnection,
        personal_values: _Values, demo_counts: dict[str, int], canary_file: Path):
    sql = sql.replace("{file}", str(canary_file))
    verdict = check_sql(sql, demo_policy, row_limit=ROW_LIMIT)
    _assert_plain(verdict)
    _run_passed(sql, verdict, hardened, personal_values, demo_counts, canary_file.parent)


@FUZZ
@given(sql=random_tree())
def test_random_sqlglot_trees_never_crash_and_what_passes_leaks_nothing(
        sql: str, demo_policy: GuardPolicy, hardened: duckdb.DuckDBPyConnection,
        personal_values: _Values, demo_counts: dict[str, int], canary_file: Path):
    verdict = check_sql(sql, demo_policy, row_limit=ROW_LIMIT)
    _assert_plain(verdict)
    _run_passed(sql, verdict, hardened, personal_values, demo_counts, canary_file.parent)


@FUZZ
@given(text=st.text(alphabet=st.characters(codec="utf-8"), max_size=300)
       | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_arbitrary_text_never_crashes_the_guard(text: str, demo_policy: GuardPolicy):
    _assert_plain(check_sql(text, demo_policy))
    _assert_plain(check_sql("SELECT " + text + " FROM customers", demo_policy))


@pytest.mark.parametrize("sql", [
    "SELECT channel, count(*) AS n FROM orders GROUP /* by channel */ BY channel ORDER -- biggest first\n BY n DESC",
    # Aggregated, so the comparison does not depend on which 1,000 of the ranked rows a LIMIT keeps.
    "SELECT channel, max(r) AS top FROM (SELECT channel, rank() OVER (PARTITION /* x */ BY channel "
    "ORDER BY order_date) AS r FROM orders) GROUP BY channel",
    "SELECT 1 AS x UNION /* both */ ALL SELECT 2",
])
def test_a_comment_inside_a_two_word_keyword_passes_and_runs(sql: str, demo_policy: GuardPolicy,
                                                             hardened: duckdb.DuckDBPyConnection):
    verdict = check_sql(sql, demo_policy)
    assert verdict.allowed, verdict.reason  # found by the fuzzing: sqlglot failed to parse these
    assert "/*" not in verdict.sql and "--" not in verdict.sql
    cur = hardened.cursor()
    try:
        assert sorted(cur.execute(verdict.sql).fetchall()) == sorted(cur.execute(sql + " LIMIT 1000").fetchall())
    finally:
        cur.close()


@pytest.mark.parametrize("sql", [
    "SELECT customer_id FROM customers GROUP /* x */ BY email",
    "SELECT count(*) AS n FROM customers ORDER /* x */ BY email",
    "EXPLAIN /* x */ SELECT email FROM customers",
    "SELECT 1 AS x GROUP /* x */ BY 1; DROP TABLE orders",
])
def test_a_comment_inside_a_keyword_hides_nothing(sql: str, demo_policy: GuardPolicy):
    verdict = check_sql(sql, demo_policy)
    assert not verdict.allowed and verdict.sql is None


def test_ordered_set_aggregates_pass_and_run(demo_policy: GuardPolicy, hardened: duckdb.DuckDBPyConnection):
    for sql in ("SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY list_price) AS median FROM products",
                "SELECT category, percentile_disc(0.9) WITHIN GROUP (ORDER BY list_price DESC) AS p90 "
                "FROM products GROUP BY category",
                "SELECT mode() WITHIN GROUP (ORDER BY channel) AS usual FROM orders"):
        verdict = check_sql(sql, demo_policy)
        assert verdict.allowed, verdict.reason
        cur = hardened.cursor()
        try:
            assert cur.execute(verdict.sql).fetchall()
        finally:
            cur.close()
    assert not check_sql("SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY email) AS m FROM customers",
                         demo_policy).allowed
