"""A table named by its measure whose header carried a unit in brackets ("Fiyat (TL/kg)").

Why, seen on a Turkish price table: "şeker fiyatı" of ``seker_fiyatlari`` is the table's name, read
as its row count, and the measure it ends in was uploaded as ``fiyat_sent_libre``, whose words are
no longer the one word "fiyat"; "yıllara göre dünya şeker fiyatı" counted months per year and
"dünya şeker fiyatlarının ortalaması" (the table's label column also answers to its name) was not
understood. Here on cotton prices in lira a kilo, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

MONTHS = [(exchange, year, month, round(40 + 3 * (year - 2020) + month / 2 + (5 if exchange == "Adana" else 0), 2))
          for exchange in ("İzmir", "Adana") for year in (2021, 2022, 2023) for month in range(1, 13)]
COTTON = "Ay;Borsa;Fiyat (TL/kg)\n" + "".join(f"01.{m:02d}.{y};{e};{str(p).replace('.', ',')}\n"
                                              for e, y, m, p in MONTHS)


def _mean(values: list[float]) -> float:
    return round(sum(values) / len(values), 6)


def test_the_tables_name_means_the_one_measure_its_header_starts_with(tmp_path):
    service = _workspace(tmp_path, {"pamuk_fiyatlari.csv": COTTON})
    try:
        yearly = rows(service, "yıllara göre İzmir pamuk fiyatı")
        assert [[y, round(v, 6)] for y, v in yearly] == [
            [y, _mean([p for e, x, _, p in MONTHS if e == "İzmir" and x == y])] for y in (2021, 2022, 2023)]
        mean = rows(service, "İzmir pamuk fiyatlarının ortalaması")
        assert [[round(v, 6) for v in r] for r in mean] == [[_mean([p for e, _, _, p in MONTHS if e == "İzmir"])]]
    finally:
        service.close()


DISTRICTS = [(100 + k, f"Bölge {chr(65 + k)}", 600 + (k * 37) % 90) for k in range(8)]
SCHOOLS = "Bölge Kodu,Okul Bölgesi,Mat. Puanı\n" + "".join(f"{c},{n},{p}\n" for c, n, p in DISTRICTS)


def test_a_column_said_by_its_own_name_is_no_measure_of_the_tables_name(tmp_path):
    # "okul bölgesinde" is the okul_bolgesi column (the table okul_bolgeleri is named after it), not
    # the one measure starting with "bolge" (bolge_kodu)
    service = _workspace(tmp_path, {"okul_bolgeleri.csv": SCHOOLS})
    try:
        best = max(DISTRICTS, key=lambda d: d[2])
        assert rows(service, "en yüksek matematik puanı hangi okul bölgesinde")[0][0] == best[1]
    finally:
        service.close()


def test_the_tables_plural_name_answered_by_its_label_column_is_its_measure(tmp_path):
    # "pamuk fiyatları" in the plural is the table's very name, which its label column answers to:
    # the prices, per month, not the number of months
    service = _workspace(tmp_path, {"pamuk_fiyatlari.csv": COTTON})
    try:
        got = rows(service, "2022'de İzmir pamuk fiyatları aylara göre")
        assert [round(v, 6) for _, v in got] == [p for e, y, _, p in MONTHS if e == "İzmir" and y == 2022]
    finally:
        service.close()



def test_a_date_named_by_the_tables_noun_is_no_measure_of_it():
    """"number of breaches" of a table of breaches dated by ``breach_submission_date``: no first date."""
    from agent.analytics.semantic.model import SemanticModel
    from agent.analytics.semantic.rownouns import _unit_free_measures

    model = SemanticModel.model_validate({
        "tables": {"breaches": {}},
        "time_columns": {"breaches_date": {"table": "breaches", "column": "breach_submission_date"}},
        "metrics": {"breaches_count": {"table": "breaches", "expression": "COUNT(*)"},
                    "breaches_first": {"table": "breaches", "expression": 'MIN(breaches."breach_submission_date")'},
                    "affected": {"table": "breaches", "expression": 'SUM(breaches."breach_people_affected")'}}})
    assert _unit_free_measures(model, "breaches", {"breach", "breaches"}) == ["affected"]
