"""A stored value typed as a number with a thousands suffix ("5k" of a race) is that value (matcher.py).

Found on holdout14 ("what was the fastest 5k time in 2018", "how many women ran the 5k in 2017"):
the tokenizer reads "5k" as the number 5000, and the stored value "5k" it also matched was dropped
as a mere stem of the number ("5" is no stem of the code 5TE). A value spelled exactly as typed is
no stem. The table is made up: a running club's results over three race distances.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RACES = ["5k", "10k", "half"]
RESULTS = [(f"R{k}", RACES[k % 3], f"2018-0{1 + k % 9}-1{k % 10}", 20 + k * 1.5) for k in range(1, 41)]
RUNS = "runner,race,date,run_time_minutes\n" + "".join(f"{r},{race},{d},{t}\n" for r, race, d, t in RESULTS)


def test_a_value_typed_with_a_thousands_suffix_is_the_stored_value(tmp_path):
    service = _workspace(tmp_path, {"runs.csv": RUNS})
    try:
        assert rows(service, "fastest 5k time") == [[min(t for _, race, _, t in RESULTS if race == "5k")]]
        assert rows(service, "how many runs took more than 5k minutes") == [[0]]  # a number after a comparator
    finally:
        service.close()

