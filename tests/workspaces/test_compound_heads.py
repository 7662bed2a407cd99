"""Two columns said as one noun ("breed group", "model year"): the last one is the breakdown (compoundheads.py).

Found on the seventeenth round's English wrong answers (endev9a "average prestige by occupation
type", grouped by each occupation; endev4a "cars per model year", grouped by model and year). The
tables are made up: a kennel club's breeds, one row per breed, with the breed's group and the
year it was recognised.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

GROUPS = ["herding", "toy", "hound", "terrier"]
BREEDS = "breed,group,recognised,weight\n" + "".join(
    f"Breed{k},{GROUPS[k % 4]},{1990 + k % 5},{5 + 3 * k}\n" for k in range(1, 41))


def test_the_head_of_two_columns_said_together_is_the_breakdown(tmp_path):
    service = _workspace(tmp_path, {"breeds.csv": BREEDS})
    try:
        weights: dict[str, list[int]] = defaultdict(list)
        for k in range(1, 41):
            weights[GROUPS[k % 4]].append(5 + 3 * k)
        expected = sorted([g, sum(w) / len(w)] for g, w in weights.items())
        assert rows(service, "average weight by breed group") == expected
    finally:
        service.close()


# a bicycle maker's catalogue: one row per model, the model's year
BIKES = "model,year,price\n" + "".join(f"Frame{k},{2015 + k % 4},{400 + 25 * k}\n" for k in range(1, 31))


def test_a_model_year_is_the_year_column(tmp_path):
    service = _workspace(tmp_path, {"bikes.csv": BIKES})
    try:
        years = Counter(2015 + k % 4 for k in range(1, 31))
        assert rows(service, "bikes per model year") == sorted([y, n] for y, n in years.items())
    finally:
        service.close()
