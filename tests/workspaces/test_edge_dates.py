"""The date of the first or the latest row: "when was the first inspection", "date of the most recent visit".

Why (issue 10, nineteenth round): "when did the first episode air" (endev3) and "date of the most recent
episode" (endev2) were answered with numbers of rows: the commonest episode number's count ("first" read
as a top 1 of a breakdown by the ``episode`` column) and the episode numbers summed on the latest date.
Where the rows' noun also names a column of the rows (an inspection's number at its site), the edge
word beside it ("first", "latest", "ilk", "en son") with "when"/"date"/"ne zaman" asks for the table's
first (last) date. The made-up tables (a council's hygiene inspections, a clinic's check-ups) use other
words. The three latest-date questions failed before the rule (the inspection numbers of the last
day were summed); the first date was already read and is kept.
"""

from __future__ import annotations

import datetime as dt

from tests.workspaces.asking import ask
from tests.workspaces.test_links import _workspace

_SITES = ["Harbour Cafe", "Mill Bakery", "Old Inn", "Station Deli"]
# each row one inspection: its number at the site (1, 2, 3 …), the day, the score
INSPECTIONS = "site,inspection,inspected_on,score\n" + "".join(
    f"{site},{n + 1},{dt.date(2021, 3, 1) + dt.timedelta(days=97 * n + 11 * k)},{60 + (n * 7 + k * 5) % 40}\n"
    for k, site in enumerate(_SITES) for n in range(5))
_DAYS = sorted(line.split(",")[2] for line in INSPECTIONS.strip().splitlines()[1:])


def _one_date(out: dict) -> str:
    assert out["last_event"] == "QUERY_EXECUTED", out["answer"]
    assert len(out["rows"]) == 1 and len(out["rows"][0]) == 1, out["sql"]
    return str(out["rows"][0][0])[:10]


def test_when_was_the_first_or_latest_row(tmp_path):
    service = _workspace(tmp_path, {"hygiene_inspections.csv": INSPECTIONS})
    try:
        for question in ("date of the most recent inspection", "when was the latest inspection",
                         "when did the most recent inspection take place"):
            assert _one_date(ask(service, question)) == _DAYS[-1], question  # was the numbers summed that day
        # read before the rule already (``whendates``: a count with the first number's filter), and kept
        assert _one_date(ask(service, "when was the first inspection")) == _DAYS[0]
    finally:
        service.close()

