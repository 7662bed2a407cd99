"""A period word with a number names a dateless table's elapsed-time column ("in week 12", "over 3000 days").

Failed before its rule (twenty-first round, on endev11a's pig trial: "average weight of the pigs in
week 12" of a ``time`` column left "12" not understood; holdout5's "followed for more than 3000 days"
is the same shape). The tables are made up, with other words: a calf-rearing trial weighed each week,
a follow-up of patients in days. Also: a threshold's number followed, after a word, by another
column's name ("a weight above 60 at time 12") compares the measure said before it, and the other
column keeps its value (the second half failed before its rule in ``thresholds``).
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# twenty calves weighed every week for twelve weeks; the week is a bare number under ``time``
WEIGHTS = {(c, t): 40 + c + t * 3 for c in range(1, 21) for t in range(1, 13)}
TRIAL = "calf,feed,time,weight\n" + "".join(
    f"{c},{['Hay', 'Silage'][c % 2]},{t},{w}\n" for (c, t), w in WEIGHTS.items())
# forty patients followed for a number of days under ``time``
DAYS = {p: p * 157 for p in range(1, 41)}
FOLLOWUP = "patient,treatment,time,status\n" + "".join(
    f"{p},{['drug', 'placebo'][p % 2]},{d},{p % 3}\n" for p, d in DAYS.items())


def test_a_week_number_is_the_time_column(tmp_path):
    service = _workspace(tmp_path, {"trial.csv": TRIAL})
    try:
        week12 = [w for (_, t), w in WEIGHTS.items() if t == 12]
        assert rows(service, "average weight in week 12") == [[sum(week12) / len(week12)]]
        assert ask(service, "average weight in week 14").get("sql") is None  # no such week: asked, not guessed
    finally:
        service.close()


def test_a_span_in_days_is_the_time_column(tmp_path):
    service = _workspace(tmp_path, {"followup.csv": FOLLOWUP})
    try:
        assert rows(service, "how many patients had more than 3000 days") == [[sum(d > 3000 for d in DAYS.values())]]
        assert ask(service, "how many patients had more than 30000 days").get("sql") is None  # beyond every value
    finally:
        service.close()


def test_a_threshold_leaves_a_column_said_after_a_word(tmp_path):
    service = _workspace(tmp_path, {"trial.csv": TRIAL})
    try:
        kept = [w for (_, t), w in WEIGHTS.items() if t == 12 and w > 60]
        assert rows(service, "average weight of calves with a weight above 60 at time 12") == [[sum(kept) / len(kept)]]
    finally:
        service.close()
