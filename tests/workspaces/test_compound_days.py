"""Days counted under another noun: "kaç işlem günü var", "kaç günlük kayıt var", "how many sales days".

Sixteenth round (xstr): on the Turkish development sets (rdata3_tr, turkce) the count word before
a compound ("işlem günü") or "günlük" gave a table of every date, one row each, where one number
was asked. The table here is made up: a ferry's daily crossings.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

START = dt.date(2011, 3, 1)
FERRY = "tarih;yolcu;arac\n" + "".join(
    f"{(START + dt.timedelta(days=2 * k)).isoformat()};{300 + k % 40};{20 + k % 7}\n" for k in range(45))


def test_a_count_word_before_a_day_compound_counts_the_days(tmp_path):
    service = _workspace(tmp_path, {"sefer.csv": FERRY})
    try:
        assert rows(service, "kaç yolcu günü var") == [[45]]
        assert rows(service, "kaç günlük yolcu kaydı var") == [[45]]
        assert rows(service, "how many passenger days are there") == [[45]]
    finally:
        service.close()
