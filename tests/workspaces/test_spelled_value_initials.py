""""all wheel drive" of a stored ``awd``: words whose initials spell a short stored code are that code.

Each case failed before the rule (issue 10, thirteenth round; found on endev4a's gtcars, whose drive
types are kept as awd/rwd). A made-up fleet, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

FLEET = "unit_no,body,drive,seats,price\n" + "".join(
    f"V{k:03d},{['suv', 'mpv', 'sedan'][k % 3]},{['awd', 'fwd', '4wd', 'rwd'][k % 4]},{[5, 7][k % 2]},"
    f"{20000 + 500 * k}\n" for k in range(1, 61))
UNITS = [(k, ["suv", "mpv", "sedan"][k % 3], ["awd", "fwd", "4wd", "rwd"][k % 4], 20000 + 500 * k)
         for k in range(1, 61)]


def test_words_whose_initials_spell_a_stored_code_filter_by_it(tmp_path):
    service = _workspace(tmp_path, {"fleet.csv": FLEET})
    try:
        assert rows(service, "how many vehicles are all wheel drive") == [[sum(d == "awd" for _, _, d, _ in UNITS)]]
        assert rows(service, "how many vehicles are four wheel drive") == [[sum(d == "4wd" for _, _, d, _ in UNITS)]]
        prices = [p for _, b, _, p in UNITS if b == "mpv"]
        assert rows(service, "average price of multi purpose vehicles") == [[sum(prices) / len(prices)]]
    finally:
        service.close()
