"""The individuals a trial measures again and again, numbered in a column named by their noun.

Failed before their rules (twenty-first round, on endev11a's pig trial, ``Pig`` 4601-8442 weighed
each week): "how many pigs weighed more than 100 kg" added up the pigs' numbers (the lexicon's
grouping units knew herds and patients, not the animals a trial weighs), and once ``Pig`` was a
code, "average weight of the pigs in week 12" listed one average per pig. The table is made up,
with other words: calves on two feeds weighed every week, numbered 701-720.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

WEIGHTS = {(c, t): 40 + c % 7 + t * 3 for c in range(701, 721) for t in range(1, 13)}
TRIAL = "calf,feed,week_no,weight\n" + "".join(
    f"{c},{['Hay', 'Silage'][c % 2]},{t},{w}\n" for (c, t), w in WEIGHTS.items())


def test_a_numbered_individual_is_counted_not_summed(tmp_path):
    service = _workspace(tmp_path, {"trial.csv": TRIAL})
    try:
        assert rows(service, "how many calves are there") == [[20]]
        heavy = {c for (c, _), w in WEIGHTS.items() if w > 70}
        assert rows(service, "how many different calves weighed more than 70 kg") == [[len(heavy)]]
    finally:
        service.close()


def test_the_individuals_after_of_say_whose_measure(tmp_path):
    service = _workspace(tmp_path, {"trial.csv": TRIAL})
    try:
        assert rows(service, "average weight of the calves") == [[sum(WEIGHTS.values()) / len(WEIGHTS)]]
        assert len(rows(service, "average weight by calf")) == 20  # said "by": the breakdown
    finally:
        service.close()
