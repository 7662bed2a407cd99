"""Lab-style columns: names cut mid-syllable, and counts that are measures ("platelet count").

Both failed before their rules (issue 10, fourteenth round, on the former held-out set holdout5's
patient tables). The table is made up, with other words, so each rule holds for any table of the
same shape.
"""

from __future__ import annotations

import statistics

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

# a blood bank's donations: haemoglobin and ferritin kept as cut names, a platelet count per donation
DONATIONS = "donation,blood_group,hemo,ferri,platelet\n" + "".join(
    f"{k},{['A', 'B', 'O'][k % 3]},{12 + (k % 5) * 0.5},{20 + (k * 7) % 90},{150 + (k * 13) % 200}\n"
    for k in range(1, 61))
HEMO = [12 + (k % 5) * 0.5 for k in range(1, 61)]
FERRI = [20 + (k * 7) % 90 for k in range(1, 61)]
PLATELET = {k: 150 + (k * 13) % 200 for k in range(1, 61)}


def test_a_column_cut_after_a_vowel_answers_to_the_whole_word(tmp_path):
    service = _workspace(tmp_path, {"donations.csv": DONATIONS})
    try:
        assert rows(service, "average hemoglobin") == [[statistics.mean(HEMO)]]
        assert rows(service, "how many donations had ferritin above 50") == [[sum(f > 50 for f in FERRI)]]
    finally:
        service.close()


def test_count_after_an_averaged_measure_is_the_measures_name(tmp_path):
    service = _workspace(tmp_path, {"donations.csv": DONATIONS})
    try:
        by_group = {g: statistics.mean(v for k, v in PLATELET.items() if ['A', 'B', 'O'][k % 3] == g)
                    for g in "ABO"}
        got = {r[0]: r[1] for r in rows(service, "average platelet count by blood group")}
        assert got == by_group
        assert rows(service, "median platelet count") == [[statistics.median(PLATELET.values())]]
        # counting rows is still counting: "donation count by blood group" counts donations
        assert sorted(r[1] for r in rows(service, "donation count by blood group")) == [20, 20, 20]
    finally:
        service.close()
