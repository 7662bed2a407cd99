""""female school years" of ``schoolyrsf``: the sex said first, its letter last in the header (twenty-fifth round).

Made-up nations; the expected figures are computed from the same rows.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_NATIONS = [("NS"[k % 2], 5.0 + k % 7, 6.0 + k % 5) for k in range(40)]  # hemisphere, school years f, m
NATIONS = "nation,hemisphere,schoolyrsf,schoolyrsm\n" + "".join(
    f"n{k},{h},{f},{m}\n" for k, (h, f, m) in enumerate(_NATIONS))


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def test_a_sex_word_first_is_the_header_letter_last(tmp_path):
    """Before, "female" and "school years" were left unknown (only "school years f" was read) and refused."""
    service = _workspace(tmp_path, {"nations.csv": NATIONS})
    try:
        assert _rows(service, "average female school years") == [[_mean([f for _, f, _ in _NATIONS])]]
        assert _rows(service, "average male school years") == [[_mean([m for _, _, m in _NATIONS])]]
    finally:
        service.close()
