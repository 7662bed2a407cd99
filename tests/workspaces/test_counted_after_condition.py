""""<measure> N'den yüksek olan <value> sayısı": the rows counted, not the measure summed.

Why (issue 10, eighteenth round): "sat sayisal puani 700'den yuksek olan erkek sayisi" answered with the
total of the SAT scores of those men (trdev8b), where "kaç erkek" counted them: a measure read as the
condition's subject was kept as the answer when "sayısı" (count_post) asked the count after the noun.
The made-up table (a running club's members) uses other words. The assertion failed before the rule.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

# a running club: each row one member, a sex and a weight in kilograms
MEMBERS = "uye_no,cinsiyet,kilo\n" + "".join(
    f"{k},{['Kadın', 'Erkek'][k % 2]},{58 + (k * 7) % 40}\n" for k in range(1, 41))


def test_a_count_said_after_the_value_counts_the_rows(tmp_path):
    service = _workspace(tmp_path, {"kulup_uyeleri.csv": MEMBERS})
    try:
        records = [line.split(",") for line in MEMBERS.strip().splitlines()[1:]]
        men = sum(r[1] == "Erkek" and int(r[2]) > 80 for r in records)
        assert _rows(service, "kilosu 80'den fazla olan erkek sayısı") == [[men]]
        assert _rows(service, "kilosu 80'den fazla olan kaç erkek var") == [[men]]
    finally:
        service.close()
