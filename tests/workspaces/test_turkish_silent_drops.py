"""Turkish questions whose words were read past or turned around, each a silent wrong answer before its rule.

A made-up car list: colours Beyaz/Siyah/Gri, an engine size kept to a coarse scale (1.2 … 2.0,
so it is a breakdown and a measure), and a price.

- "mavi arabaların ortalama fiyatı": an unknown word before the rows' noun was taken for a
  qualifier and dropped (the average of every car); in Turkish it says which rows.
- "ortalama fiyat uç değerler hariç", "average price excluding outliers": what is left out was
  dropped (or taken for the rows).
- "Beyaz rengi hariç": the value's own column said between it and "hariç" turned the exclusion
  into a filter on Beyaz.
- "motor hacmi en büyük 2 araba": a measure that is also a breakdown, said before "en büyük" and
  the rows' noun, counted cars per engine size instead of ranking the cars.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

CARS = [(f"Model {k}", ["Beyaz", "Siyah", "Gri"][k % 3], [1.2, 1.4, 1.6, 2.0][k % 4] if k != 17 else 2.4,
         20000 + 1300 * k) for k in range(1, 61)]
CSV = "model,renk,motor_hacmi,fiyat\n" + "".join(f"{m},{c},{e},{p}\n" for m, c, e, p in CARS)


def test_an_unknown_word_before_the_rows_noun_is_not_read_past_in_turkish(tmp_path):
    service = _workspace(tmp_path, {"arabalar.csv": CSV})
    try:
        assert ask(service, "mavi arabaların ortalama fiyatı")["last_event"] != "QUERY_EXECUTED"
        assert rows(service, "arabaların ortalama fiyatı") == [[sum(p for *_, p in CARS) / len(CARS)]]
    finally:
        service.close()


def test_what_is_left_out_is_never_dropped(tmp_path):
    service = _workspace(tmp_path, {"arabalar.csv": CSV})
    try:
        assert ask(service, "ortalama fiyat uç değerler hariç")["last_event"] != "QUERY_EXECUTED"
        assert ask(service, "average fiyat excluding outliers")["last_event"] != "QUERY_EXECUTED"
        others = [p for _, c, _, p in CARS if c != "Beyaz"]
        assert rows(service, "Beyaz rengi hariç ortalama fiyat") == [[sum(others) / len(others)]]
    finally:
        service.close()


def test_a_measure_before_en_buyuk_and_the_rows_noun_ranks_the_rows(tmp_path):
    service = _workspace(tmp_path, {"arabalar.csv": CSV})
    try:
        out = ask(service, "motor hacmi en büyük araba")
        assert out["last_event"] == "QUERY_EXECUTED" and "Model 17" in str(out["rows"]), out["answer"]
        assert "COUNT" not in out["sql"].upper()
    finally:
        service.close()
