""""how many leases are over $2,000": a bare amount of money compares the counted table's money column.

Each case failed before the rule (issue 10, thirteenth round; found on endev's and rdata4's loan
tables). Made-up tables, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

# shop leases: a deposit and a monthly rent amount, and a floor area that is no money
LEASES = "lease_no,floor_area,deposit,rent_amount,tenant_income\n" + "".join(
    f"L{k:03d},{20 + k},{500 + 10 * k},{800 + 25 * k},{20000 + 900 * k}\n" for k in range(1, 81))
RENT = [800 + 25 * k for k in range(1, 81)]
INCOME = [20000 + 900 * k for k in range(1, 81)]


def test_a_bare_amount_of_money_compares_the_counted_tables_amount(tmp_path):
    service = _workspace(tmp_path, {"leases.csv": LEASES})
    try:
        assert rows(service, "how many leases are over $2,000") == [[sum(r > 2000 for r in RENT)]]
        assert rows(service, "how many leases are under 1500 dollars") == [[sum(r < 1500 for r in RENT)]]
        assert rows(service, "how many tenants earn more than 60000") == [[sum(i > 60000 for i in INCOME)]]
        said = ask(service, "how many leases are over 50")  # no money said: no amount guessed
        assert said.get("rows") != [[sum(r > 50 for r in RENT)]], said.get("sql")
    finally:
        service.close()
