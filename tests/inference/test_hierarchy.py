"""Levels found in the data: a column whose every value goes with one value of another lies below it."""

from __future__ import annotations

import duckdb
import pytest

from agent.analytics.inference.hierarchy import MAX_COMBINATIONS, add_parents, functional_parents, parents_from_rows


@pytest.fixture()
def con():
    con = duckdb.connect()
    con.execute("""
        CREATE TABLE sales AS SELECT * FROM (VALUES
            ('Bremen', 'North', 'Germany', 'A', 'Online', 10),
            ('Munich', 'Bavaria', 'Germany', 'B', 'Online', 20),
            ('Nuremberg', 'Bavaria', 'Germany', 'A', 'Partner', 5),
            ('Hamburg', 'North', 'Germany', 'B', 'Partner', 7),
            ('Lyon', 'Rhone', 'France', 'A', 'Online', 8),
            ('Grenoble', 'Rhone', 'France', 'A', 'Online', 9),
            ('Nice', 'Provence', 'France', 'B', 'Partner', 4),
            ('Marseille', 'Provence', 'France', 'B', 'Online', 3),
            ('Lyon', 'Rhone', 'France', 'B', 'Partner', 6),
            (NULL, NULL, 'France', 'A', 'Online', 1)
        ) t(city, region, country, grade, channel, amount)""")
    yield con
    con.close()


def test_each_column_gets_its_nearest_coarser_level(con) -> None:
    parents = functional_parents(lambda sql: con.execute(sql).fetchall(), "sales",
                                 ["city", "region", "country", "grade", "channel"])
    # a city lies in one region and one country: the region (more values) is the nearer level
    assert parents == {"city": "region", "region": "country"}


def test_near_copies_and_constants_are_no_levels() -> None:
    rows = [("DE", "Germany", "x"), ("FR", "France", "x"), ("IT", "Italy", "x"), ("XK", "Italy", "x")]
    # four codes over three names: not two children per parent, so a code is no level below a name
    assert parents_from_rows(["code", "name", "constant"], rows) == {}
    rows = [(c, "EU" if c in "abc" else "AS", "x") for c in "abcdef"]
    assert parents_from_rows(["country", "continent", "constant"], rows) == {"country": "continent"}


def test_one_child_value_under_two_parents_breaks_the_level() -> None:
    rows = [("a", "X"), ("b", "X"), ("c", "Y"), ("d", "Y"), ("a", "Y")]
    assert parents_from_rows(["child", "parent"], rows) == {}


def test_too_many_combinations_gives_no_levels(con) -> None:
    rows = MAX_COMBINATIONS + 5
    con.execute(f"CREATE TABLE wide AS SELECT 'v' || i AS a, 'w' || (i % 3) AS b FROM range({rows}) t(i)")
    assert functional_parents(lambda sql: con.execute(sql).fetchall(), "wide", ["a", "b"]) == {}
    assert parents_from_rows(["a", "b"], con.execute("SELECT a, b FROM wide LIMIT 100").fetchall()) == {"a": "b"}


class _Column:
    def __init__(self, name: str, db_type: str = "VARCHAR", logical_type: str = "categorical", pii: bool = False):
        self.name, self.db_type, self.logical_type, self.pii = name, db_type, logical_type, pii
        self.distinct_values: tuple = ()


class _Info:
    name = "sales"
    columns = [_Column("city"), _Column("region"), _Column("country"), _Column("grade"),
               _Column("channel", pii=True), _Column("amount", "BIGINT", "numeric")]


def test_add_parents_names_dimension_keys_and_skips_entities_and_personal_columns(con) -> None:
    dims = {
        "sales_city": {"table": "sales", "column": "city"},
        "region": {"table": "sales", "column": "region", "key": "region_id"},  # an entity: no level
        "country": {"table": "sales", "column": "country"},
        "grade": {"table": "sales", "column": "grade"},
    }
    found = add_parents(dims, _Info(), lambda sql: con.execute(sql).fetchall())
    assert found == {"sales_city": "country"} and dims["sales_city"]["parent"] == "country"
    assert "parent" not in dims["country"] and "parent" not in dims["region"]
