"""SqlGuard: decide, without running anything, whether a model-written query may reach DuckDB.

Why the tree and not the text: the model (or a user steering it) controls the SQL text, and
DuckDB and sqlglot do not read every text alike (DuckDB treats U+200B, U+2060, U+FEFF, NBSP, \\v
and \\f as whitespace; sqlglot makes them part of a word). So the guard parses with sqlglot's
DuckDB dialect, checks that tree, and hands on ``tree.sql(identify=True)`` with the row limit
applied and comments dropped, never the raw text. That output is parsed and checked once more and
must come back unchanged, so what runs is exactly what was checked. Non-ASCII is refused outside
string literals and double-quoted names. Quoted names may be non-ASCII (Turkish column names of
uploaded tables, aliases such as "Müşteri sayısı"): DuckDB reads a quoted name literally, so there
is no whitespace differential there, and invisible or control characters are refused anyway.

Why allow-lists: DuckDB grows table functions, file readers and system functions every release
(``read_*``, ``query()``, ``duckdb_*()``, ``getenv``, logging, profiling ...); a deny-list misses
the next one, an allow-list fails closed. Every syntax node type and function here was vetted
against ``duckdb_functions()`` of DuckDB 2.0 and against what sqlglot 30 parses each name into.
Left out on purpose: table functions and readers (only ``unnest`` may appear in FROM); functions
that leak settings, versions, users, paths or the catalog; sequences and variables; ``setseed``,
``sleep_ms``, ``write_log``, ``error``; functions that parse or run SQL; and functions whose output
size an argument sets without bound (``range``, ``generate_series``, ``repeat``, ``printf``
widths ...). ``lpad``/``rpad``/``bar`` pass only with a small literal size, and
``generate_series``/``range`` only in FROM with literal bounds and at most 100,000 rows (a date
spine). Ordered-set aggregates (``percentile_cont(0.9) WITHIN GROUP (ORDER BY x)``, ``mode()
WITHIN GROUP …``) pass: they read only the column they order by.

The table and PII rules live in :mod:`agent.analytics.guard_rules`. The guard is pure (no I/O)
and never raises. The hardened connection in :mod:`agent.storage.tenants` is the second line of
defence; this one must hold without it.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sqlglot
from sqlglot import exp
from sqlglot.errors import ErrorLevel, ParseError, TokenError
from sqlglot.tokens import Token, TokenType

from agent.analytics.guard_rules import Rejected, TreeCheck, duck_key

if TYPE_CHECKING:
    from agent.storage.tenants import TenantConfig

__all__ = ["GuardPolicy", "GuardVerdict", "check_sql", "policy_for", "ALLOWED_FUNCTION_NAMES"]

DIALECT = "duckdb"
MAX_SQL_CHARS = 20_000
MAX_NODES = 5_000
MAX_BOUNDED_SIZE = 1000
MAX_SERIES_ROWS = 100_000
ONE_SELECT = "Only one read-only SELECT is allowed."
UNCHECKABLE = "The query could not be checked safely, so it was not run."
ALLOWED = "The query is one read-only SELECT over allowed tables and non-personal columns."
_STRING_TOKENS = frozenset(getattr(TokenType, name) for name in (
    "STRING", "NATIONAL_STRING", "RAW_STRING", "HEREDOC_STRING", "BYTE_STRING", "BIT_STRING",
    "HEX_STRING", "UNICODE_STRING", "NATIONAL_RAW_STRING") if hasattr(TokenType, name))


# sqlglot node types: queries, clauses, references, literals, operators, predicates, casts ...
_STRUCTURE = """
Select Union Intersect Except Subquery With CTE TableAlias From Join Where Group Having Qualify
Order Ordered Limit Offset Window WindowSpec Column Identifier Star Literal RawString Boolean Null
Alias Paren Tuple Table Distinct Filter Cube Rollup GroupingSets Case If Cast TryCast DataType
DataTypeParam Interval Var Lambda Unnest Values Lateral Pivot Array Struct PropertyEQ Bracket Slice
ToMap Dot Columns PositionalColumn TableSample IgnoreNulls RespectNulls JSONPath JSONPathKey
JSONPathRoot JSONPathSubscript Collate AtTimeZone Exists Any All In Between Is Like ILike Glob WithinGroup
SimilarTo Escape RegexpLike RegexpILike Not Neg And Or Xor EQ NEQ GT GTE LT LTE NullSafeEQ
NullSafeNEQ Add Sub Mul Div IntDiv Mod Pow DPipe BitwiseAnd BitwiseOr BitwiseXor BitwiseNot
BitwiseLeftShift BitwiseRightShift JSONExtract JSONExtractScalar Kwarg
"""

# sqlglot's typed functions that the vetted DuckDB names below parse into (and nothing else).
_TYPED_FUNCTIONS = """
Abs Acos Acosh AnyValue ApproxDistinct ApproxQuantile ArgMax ArgMin ArrayAgg ArrayAppend
ArrayConcat ArrayContains ArrayContainsAll ArrayDistinct ArrayFilter ArrayIntersect ArrayMax
ArrayMin ArrayOverlaps ArrayPosition ArrayPrepend ArrayReverse ArraySize ArraySlice ArraySort
ArrayToString Ascii Asin Asinh Atan Atan2 Atanh Avg BitLength BitwiseAndAgg BitwiseOrAgg
BitwiseXorAgg Cbrt Ceil Chr Coalesce Concat ConcatWs Contains Corr Cos Cosh CosineDistance Cot
Count CountIf CovarPop CovarSamp CumeDist CurrentDate CurrentTimestamp DateAdd DateBin DateDiff
DateFromParts Day DayOfMonth DayOfWeek DayOfWeekIso DayOfYear Dayname Degrees DenseRank EndsWith
EuclideanDistance Exp Explode Extract Factorial First FirstValue Flatten Floor FromJson Greatest
GroupConcat Grouping Hex Hour IsInf IsNan JSONArray JSONKeys JSONObject JSONType
JarowinklerSimilarity Kurtosis Lag Last LastDay LastValue Lead Least Left Length Levenshtein Ln Log
LogicalAnd LogicalOr Lower MD5 Map MapFromEntries MapKeys Max Median Min Minute Mode Month
Monthname NthValue Ntile Nullif Pad ParseJSON PercentRank PercentileCont PercentileDisc Pi Quantile
Quarter Radians Rand Rank RegexpExtract RegexpExtractAll RegexpFullMatch RegexpReplace RegexpSplit
RegrAvgx RegrAvgy RegrCount RegrIntercept RegrR2 RegrSlope RegrSxx RegrSxy RegrSyy Replace Reverse
Right Round RowNumber SHA SHA2 Second Sign Sin Sinh Skewness Split SplitPart Sqrt StartsWith Stddev
StddevPop StddevSamp StrPosition StrToTime StructExtract Substring Sum Tan Tanh TimeFromParts
TimeToStr TimeToUnix TimestampFromParts TimestampTrunc ToDays Transform Translate Trim Trunc Typeof
Unicode UnixToTime Upper Uuid Variance VariancePop Week WeekOfYear Year Anonymous
"""

ALLOWED_NODE_TYPES: frozenset[type[exp.Expression]] = frozenset(
    cls for name in (_STRUCTURE + _TYPED_FUNCTIONS).split()
    if isinstance(cls := getattr(exp, name, None), type) and issubclass(cls, exp.Expression)
)

# DuckDB scalar, aggregate and window functions that sqlglot keeps as ``Anonymous`` calls, or
# that it maps to the typed classes above; lower-case, compared exactly.
ALLOWED_FUNCTION_NAMES: frozenset[str] = frozenset("""
abs acos acosh add age any_value approx_count_distinct approx_quantile arbitrary arg_max
arg_max_null arg_min arg_min_null argmax argmin array_agg array_aggr array_aggregate array_append
array_apply array_cat array_concat array_contains array_distinct array_extract array_filter
array_has array_has_all array_has_any array_indexof array_intersect array_length array_position
array_prepend array_reduce array_reverse array_reverse_sort array_select array_slice array_sort
array_to_string array_transform array_unique array_value array_where array_zip ascii asin asinh
atan atan2 atanh avg bar bit_and bit_count bit_length bit_or bit_xor bool_and bool_or cardinality
cbrt ceil ceiling century char_length character_length chr coalesce concat concat_ws contains corr
cos cosh cot count count_if count_star countif covar_pop covar_samp cume_dist current_date date_add
date_diff date_part date_sub date_trunc datediff datepart datesub datetrunc day dayname dayofmonth
dayofweek dayofyear days_in_month decade degrees dense_rank divide element_at ends_with entropy
epoch epoch_ms epoch_ns epoch_us era even exp factorial favg first first_value flatten floor fmod
fsum gamma gcd geomean geometric_mean greatest greatest_common_divisor group_concat hamming hash
hex histogram hour ifnull ilike_escape instr isfinite isinf isnan isodow isoyear jaccard
jaro_similarity jaro_winkler_similarity json_array json_array_length json_contains json_exists
json_extract json_extract_path json_extract_path_text json_extract_string json_group_array
json_group_object json_keys json_object json_type json_valid json_value julian kahan_sum kurtosis
kurtosis_pop lag last last_day last_value lcase lcm lead least least_common_multiple left len
length levenshtein lgamma like_escape list list_aggr list_aggregate list_any_value list_append
list_apply list_avg list_cat list_concat list_contains list_count list_distinct list_element
list_extract list_filter list_first list_has list_has_all list_has_any list_indexof list_last
list_max list_median list_min list_mode list_pack list_position list_prepend list_product
list_reduce list_reverse list_reverse_sort list_select list_slice list_sort list_stddev_samp
list_string_agg list_sum list_transform list_unique list_value list_where list_zip listagg ln log
log10 log2 lower lpad ltrim mad make_date make_time make_timestamp map map_concat map_contains
map_entries map_extract map_from_entries map_keys map_values max max_by md5 mean median microsecond
millennium millisecond min min_by minute mod mode month monthname multiply nanosecond nfc_normalize
not_ilike_escape not_like_escape now nth_value ntile nullif octet_length ord percent_rank pi
position pow power prefix product quantile quantile_cont quantile_disc quarter radians random rank
rank_dense regexp_escape regexp_extract regexp_extract_all regexp_full_match regexp_matches
regexp_replace regexp_split_to_array regr_avgx regr_avgy regr_count regr_intercept regr_r2
regr_slope regr_sxx regr_sxy regr_syy replace reservoir_quantile reverse right round round_even
roundbankers row_number rpad rtrim second sem sha1 sha256 sign signbit sin sinh skewness split
split_part sqrt starts_with stddev stddev_pop stddev_samp str_split str_split_regex strftime
string_agg string_split string_split_regex string_to_array strip_accents strlen strpos strptime
struct_extract struct_extract_at struct_pack substr substring subtract suffix sum sumkahan tan tanh
time_bucket to_centuries to_days to_decades to_hours to_json to_microseconds to_millennia
to_milliseconds to_minutes to_months to_quarters to_seconds to_timestamp to_weeks to_years today
translate trim trunc try_strptime typeof ucase unicode unnest upper uuid var_pop var_samp variance
wavg week weekday weekofyear weighted_avg xor year yearweek
""".split())

# Bare keywords sqlglot keeps as ``Var``: date parts, ORDER/GROUP BY ALL, sample methods,
# collations. DuckDB reads them unquoted, so only these words may appear.
ALLOWED_KEYWORDS: frozenset[str] = frozenset("""
all year years month months day days hour hours minute minutes second seconds millisecond
milliseconds microsecond microseconds nanosecond nanoseconds week weeks quarter quarters decade
decades century centuries millennium millennia dow doy isodow isoyear epoch yearweek dayofweek
dayofyear dayofmonth weekday weekofyear julian era timezone timezone_hour timezone_minute
system bernoulli reservoir nocase noaccent nfc binary
""".split())

# Functions whose result size one argument sets -> that argument's index.
BOUNDED_SIZE_ARGUMENT: dict[str, int] = {"lpad": 1, "rpad": 1, "bar": 3}
_STATEMENT_NAMES = {exp.Delete: "DELETE", exp.Insert: "INSERT", exp.Update: "UPDATE",
                    exp.Merge: "MERGE", exp.Create: "CREATE", exp.Drop: "DROP", exp.Copy: "COPY",
                    exp.Pragma: "PRAGMA", exp.Set: "SET", exp.Use: "USE", exp.Describe: "DESCRIBE"}


@dataclass(frozen=True)
class GuardPolicy:
    """What one tenant's analysts may read: tables, their ordered columns, and PII columns."""

    allowed_tables: frozenset[str]
    table_columns: Mapping[str, tuple[str, ...]]
    pii_columns: Mapping[str, frozenset[str]]
    row_limit: int = 1000


@dataclass(frozen=True)
class GuardVerdict:
    """The decision; ``sql`` is what to execute (re-generated, limited) when allowed."""

    allowed: bool
    reason: str
    sql: str | None


def check_sql(sql: str, policy: GuardPolicy, *, row_limit: int | None = None) -> GuardVerdict:
    """Check one statement against the policy; never raises, whatever the input."""
    try:
        limit = int(row_limit if row_limit is not None else policy.row_limit)
        if limit < 1:
            raise Rejected("The row limit must be at least one row.")
        first = _guard(sql, policy, limit)
        # What runs must itself pass, unchanged. _guard is pure, so a text that already came back
        # unchanged (a query the guard wrote earlier, re-run for an export) needs no second pass.
        if first != sql and _guard(first, policy, limit) != first:
            raise Rejected(UNCHECKABLE)
    except Rejected as rejected:
        return GuardVerdict(False, str(rejected), None)
    except Exception:  # noqa: BLE001 - a parser or generator bug must fail closed, not crash
        return GuardVerdict(False, UNCHECKABLE, None)
    return GuardVerdict(True, ALLOWED, first)


def policy_for(tenant: TenantConfig, table_columns: Mapping[str, Sequence[str]]) -> GuardPolicy:
    """Build a tenant's policy from its config and ``TenantDB.allowed_columns()``."""
    allowed = frozenset(duck_key(t) for t in tenant.allowed_tables)
    columns = {duck_key(t): tuple(duck_key(c) for c in cols) for t, cols in table_columns.items()
               if duck_key(t) in allowed}
    pii = {duck_key(t): frozenset(duck_key(c) for c in cols) for t, cols in tenant.pii_columns.items()}
    return GuardPolicy(allowed, columns, pii, tenant.row_limit)


def _guard(sql: str, policy: GuardPolicy, limit: int) -> str:
    """Check one text and return the SQL to execute, or raise Rejected."""
    if not isinstance(sql, str) or not sql.strip():
        raise Rejected("The query is empty.")
    tokens = _check_text(sql)
    try:
        root = _parse_one(sql, tokens)
    except Rejected:
        blanked = _without_comments(sql, tokens)
        if blanked is None:
            raise
        root = _parse_one(blanked, sqlglot.Dialect.get_or_raise(DIALECT).tokenize(blanked))
    _fetch_to_limit(root)
    _check_syntax(root)
    TreeCheck(root, policy.allowed_tables, policy.table_columns, policy.pii_columns).run()
    _apply_limit(root, limit)
    # copy=False: the tree is ours and is dropped after this, so the generator need not copy it.
    return root.sql(dialect=DIALECT, identify=True, comments=False, unsupported_level=ErrorLevel.RAISE,
                    copy=False)


def _check_text(sql: str) -> list[Token]:
    """Refuse control characters anywhere and non-ASCII outside strings and quoted names.

    Returns the tokens, so the parser does not tokenize the text a second time.
    """
    if len(sql) > MAX_SQL_CHARS:
        raise Rejected(f"The query is longer than {MAX_SQL_CHARS} characters.")
    try:
        tokens = sqlglot.Dialect.get_or_raise(DIALECT).tokenize(sql)
    except TokenError as exc:
        raise Rejected(f"The query is not valid SQL ({_first_line(exc)}).") from None
    zone = [""] * len(sql)
    for token in tokens:
        kind = "string" if token.token_type in _STRING_TOKENS else (
            "name" if token.token_type == TokenType.IDENTIFIER else "")
        zone[token.start:token.end + 1] = [kind] * (token.end + 1 - token.start)
    for ch, kind in zip(sql, zone, strict=True):
        category = unicodedata.category(ch)
        if category == "Cc" and ch not in "\t\n\r":
            raise Rejected(f"The query contains a control character (U+{ord(ch):04X}).")
        if ch.isascii() or kind == "string":
            continue
        if kind == "name" and category[0] in "LMNPS":
            continue
        if kind == "name":
            raise Rejected(f"The query contains an invisible character (U+{ord(ch):04X}) in a name.")
        what = "an invisible character" if category[0] in "CZ" else "a non-ASCII character"
        raise Rejected(f"The query contains {what} (U+{ord(ch):04X}) outside a quoted string or name.")
    return tokens


def _without_comments(sql: str, tokens: list[Token]) -> str | None:
    """The text with every comment between tokens turned into spaces; None when it has none.

    Why: sqlglot reads GROUP BY, ORDER BY, PARTITION BY ... as one token only when whitespace
    separates the words, so ``GROUP /* x */ BY`` fails to parse although DuckDB runs it. Used only
    after such a failure. Safe by construction: what runs is still the SQL re-generated from the
    tree that was checked, never this text; a gap between tokens that does not start a comment
    (sqlglot's fallback for statements it does not know) is left as it is.
    """
    covered = [False] * len(sql)
    for token in tokens:
        covered[token.start:token.end + 1] = [True] * (token.end + 1 - token.start)
    out, changed, i = list(sql), False, 0
    while i < len(sql):
        if covered[i]:
            i += 1
            continue
        j = i
        while j < len(sql) and not covered[j]:
            j += 1
        if sql[i:j].strip().startswith(("/*", "--")):
            out[i:j] = [ch if ch in "\n\r" else " " for ch in sql[i:j]]
            changed = True
        i = j
    return "".join(out) if changed else None


def _parse_one(sql: str, tokens: list[Token]) -> exp.Expression:
    """Parse exactly one SELECT-like statement from the tokens of ``sql``."""
    try:
        parser = sqlglot.Dialect.get_or_raise(DIALECT).parser()
        statements = [s for s in parser.parse(tokens, sql) if s is not None]
    except (ParseError, TokenError) as exc:
        raise Rejected(f"The query is not valid SQL ({_first_line(exc)}).") from None
    if len(statements) != 1:
        raise Rejected(ONE_SELECT if statements else "The query is empty.")
    root = statements[0]
    if not isinstance(root, exp.Select | exp.SetOperation):
        raise Rejected(ONE_SELECT)
    return root


def _check_syntax(root: exp.Expression) -> None:
    """Refuse any node type, function, keyword or CTE shape not in the vetted vocabulary."""
    nodes = list(root.walk(bfs=True))
    if len(nodes) > MAX_NODES:
        raise Rejected("The query is too large to check.")
    if sum(isinstance(n, exp.GenerateSeries) for n in nodes) > 1:
        raise Rejected("A query may use one generate_series() or range() (a second one multiplies the rows).")
    for node in nodes:
        if isinstance(node, exp.CTE) and not isinstance(node.this, exp.Select | exp.SetOperation):
            raise Rejected(f"{ONE_SELECT[:-1]}, and the WITH clause contains {_describe(node.this)}.")
        if isinstance(node, exp.With):
            if node.args.get("recursive"):
                raise Rejected("Recursive queries (WITH RECURSIVE) are not allowed.")
            names = [duck_key(cte.alias) for cte in node.expressions]
            if len(set(names)) != len(names):
                raise Rejected("The WITH clause defines the same name twice.")
        if isinstance(node, exp.GenerateSeries) and isinstance(node.parent, exp.Table):
            _check_series(node)
            continue
        if type(node) not in ALLOWED_NODE_TYPES:
            raise Rejected(f"The query uses {_describe(node)}, which is not allowed.")
        if isinstance(node, exp.Anonymous) and duck_key(node.name) not in ALLOWED_FUNCTION_NAMES:
            raise Rejected(f"The query calls {node.name}(), which is not allowed.")
        if isinstance(node, exp.Table) and not isinstance(node.this, exp.Identifier | exp.GenerateSeries):
            raise Rejected(f"The query reads from {_describe(node.this)}, but only the tenant's tables "
                            "can be read.")
        if isinstance(node, exp.Table) and not isinstance(node.parent, exp.From | exp.Join | exp.Subquery
                                                          | exp.Pivot):
            raise Rejected(f"The query uses the table {node.name} where a value is expected.")
        if isinstance(node, exp.Dot) and not isinstance(node.expression, exp.Identifier):
            raise Rejected("Functions must be called by their plain name, as in lower(city).")
        if isinstance(node, exp.Var) and duck_key(node.name) not in ALLOWED_KEYWORDS:
            raise Rejected(f"The query uses the word {node.name} where the checker expects a value.")
        _check_size(node)


_STEP_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 7 * 86400,
                 "month": 28 * 86400, "quarter": 90 * 86400, "year": 365 * 86400}


def _check_series(node: exp.GenerateSeries) -> None:
    """``generate_series``/``range`` in FROM: literal bounds, at most MAX_SERIES_ROWS rows.

    A date spine (``generate_series(DATE '2024-01-01', DATE '2024-12-31', INTERVAL 1 DAY)``) is
    an ordinary analyst query; a series whose size an expression or a huge literal sets is not.
    Months count as 28 days and years as 365, so the estimate never undercounts.
    """
    start, end, step = _series_point(node.args.get("start")), _series_point(node.args.get("end")), None
    raw_step = node.args.get("step")
    if isinstance(raw_step, exp.Interval):
        unit = str(raw_step.args.get("unit").name if raw_step.args.get("unit") else "").lower().rstrip("s")
        amount = raw_step.this.this if isinstance(raw_step.this, exp.Literal) else ""
        if unit in _STEP_SECONDS and str(amount).isdigit():
            step = int(amount) * _STEP_SECONDS[unit]
    elif raw_step is None or (isinstance(raw_step, exp.Literal) and str(raw_step.this).isdigit()):
        step = int(raw_step.this) if raw_step is not None else 1
    dated = isinstance(start, dt.datetime) and isinstance(end, dt.datetime)
    numeric = isinstance(start, int) and isinstance(end, int) and not isinstance(raw_step, exp.Interval)
    if not (dated or numeric) or not step:
        raise Rejected("generate_series() and range() need literal numbers or dates as bounds and a "
                       "positive literal step, as in generate_series(DATE '2024-01-01', DATE "
                       "'2024-12-31', INTERVAL 1 DAY).")
    span = (end - start).total_seconds() if dated else end - start  # type: ignore[operator]
    if span / step + 1 > MAX_SERIES_ROWS:
        raise Rejected(f"The series would have more than {MAX_SERIES_ROWS:,} rows.")


def _series_point(node: exp.Expression | None) -> int | dt.datetime | None:
    """A literal integer, or a DATE/TIMESTAMP cast of a literal string, else None."""
    if isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and str(node.this.this).isdigit():
        return -int(node.this.this)
    if isinstance(node, exp.Literal) and not node.is_string and str(node.this).isdigit():
        return int(node.this)
    if isinstance(node, exp.Cast) and isinstance(node.this, exp.Literal) and node.this.is_string:
        try:
            return dt.datetime.fromisoformat(str(node.this.this))
        except ValueError:
            return None
    return None


def _check_size(node: exp.Expression) -> None:
    """lpad/rpad/bar build strings as long as an argument says: it must be a small literal."""
    if isinstance(node, exp.Pad):
        name, args = ("lpad" if node.args.get("is_left") else "rpad"), [node.this, node.expression]
    elif isinstance(node, exp.Anonymous):
        name, args = duck_key(node.name), node.expressions
    else:
        return
    index = BOUNDED_SIZE_ARGUMENT.get(name)
    size = args[index] if index is not None and index < len(args) else None
    if size is not None and not (isinstance(size, exp.Literal) and size.this.isdigit()
                                 and int(size.this) <= MAX_BOUNDED_SIZE):
        raise Rejected(f"{name}() needs a plain number of at most {MAX_BOUNDED_SIZE} as its size.")


def _describe(node: exp.Expression) -> str:
    """A short human name for a syntax node the guard does not allow."""
    if type(node) in _STATEMENT_NAMES:
        word = _STATEMENT_NAMES[type(node)]
        return f"{'an' if word[0] in 'AEIOU' else 'a'} {word} statement"
    if isinstance(node, exp.Command):
        return f"the {str(node.this).upper()} command"
    if isinstance(node, exp.Func):
        return f"the function {node.name if isinstance(node, exp.Anonymous) else node.sql_name().lower()}()"
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in type(node).__name__).strip()
    return f"{words} syntax"


def _fetch_to_limit(root: exp.Expression) -> None:
    """Rewrite a plain ``FETCH FIRST n ROWS ONLY`` as ``LIMIT n`` (other FETCH forms are refused)."""
    for fetch in list(root.find_all(exp.Fetch)):
        options = fetch.args.get("limit_options")
        if options is None or not (options.args.get("percent") or options.args.get("with_ties")):
            fetch.replace(exp.Limit(expression=fetch.args.get("count") or exp.Literal.number(1)))


def _apply_limit(root: exp.Expression, limit: int) -> None:
    """Add LIMIT ``limit`` to the outermost query, or lower a larger literal one."""
    current = root.args.get("limit")
    if current is None:
        root.set("limit", exp.Limit(expression=exp.Literal.number(limit)))
        return
    value = current.expression if isinstance(current, exp.Limit) else None
    if not (isinstance(value, exp.Literal) and not value.is_string and value.this.isdigit()):
        raise Rejected("The LIMIT must be a plain number of rows.")
    if int(value.this) > limit:
        current.set("expression", exp.Literal.number(limit))


def _first_line(exc: Exception) -> str:
    """A short, single-line description of a parser error."""
    errors = getattr(exc, "errors", None)
    if errors:
        first = errors[0]
        description = str(first.get("description") or "syntax error").rstrip(".")
        return f"{description} at line {first.get('line')}, column {first.get('col')}"
    return (str(exc).splitlines() or ["syntax error"])[0].rstrip(".")
