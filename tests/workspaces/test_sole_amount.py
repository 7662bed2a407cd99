"""A log with one amount: "payments over 500" and "the most money" are that amount.

Why: "how many transactions over 1000" left the number not understood (no measure named, none
said as money), and "which payee received the most money" counted each payee's transactions:
"money" was read as the rows' noun. A table whose only measure is named as money (amount, price,
fee…) can only mean it. Here on a fund's grants, in other words.
"""

from __future__ import annotations

from tests.workspaces.asking import ask, rows
from tests.workspaces.test_links import _workspace

GRANTS = [(f"G{k:03d}", ("Ada", "Ben", "Cy")[k % 3] if k % 7 else "Ada", 20 + (k * 53) % 900, f"2024-0{k % 9 + 1}-11")
         for k in range(70)]


def test_a_bare_number_and_money_mean_the_one_amount(tmp_path):
    service = _workspace(tmp_path, {"grants.csv": "grant_ref,recipient,grant_amount,awarded_on\n" + "".join(
        f"{ref},{who},{amount},{day}\n" for ref, who, amount, day in GRANTS)})
    try:
        over = ask(service, "how many grants over 500")
        assert over["rows"] == [[sum(1 for g in GRANTS if g[2] > 500)]], over["answer"]
        totals: dict[str, int] = {}
        for _, who, amount, _ in GRANTS:
            totals[who] = totals.get(who, 0) + amount
        best = max(totals.items(), key=lambda kv: kv[1])
        assert rows(service, "which recipient received the most money") == [[best[0], best[1]]]
    finally:
        service.close()


def test_an_average_per_counted_key_divides_the_total(tmp_path):
    """"average spend per shopper": all the spend over the shoppers, not a visit's average over them."""
    visits = [(f"V{k:03d}", f"U{k % 13:02d}", 5 + (k * 7) % 40) for k in range(80)]
    service = _workspace(tmp_path, {"visits.csv": "visit_ref,shopper_id,spend\n" + "".join(
        f"{v},{u},{s}\n" for v, u, s in visits)})
    try:
        per = ask(service, "average spend per shopper")
        assert per["rows"] == [[sum(s for _, _, s in visits) / 13]], per["sql"]
    finally:
        service.close()
