"""Rows of a linked table ranked by what the records that name them hold.

Why, each seen on an order-lines export with a product list (``prod_cd``, ``prod_nm``):
- the product list had no key (``cd`` is no "code" to the key test, ``nm`` no "name" to the
  label test), so nothing said which product a line of an answer was;
- "top 5 products by quantity" counted products per quantity (or refused across the link);
- "units sold by product" read "sold by" as a doer and dropped the breakdown: one total;
- "most popular product" and "best selling product" counted each product's own row (1 each).
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

LINES = [(f"O{k // 2}", f"G{(k * 7) % 9 + 1}", (k * 5) % 4 + 1) for k in range(80)]
ITEMS = "ord_no,gadget_cd,qty\n" + "".join(f"{o},{g},{q}\n" for o, g, q in LINES)
GADGETS = "gadget_cd,gadget_nm,shelf\n" + "".join(f"G{k},Gadget {chr(64 + k)},{'AB'[k % 2]}\n" for k in range(1, 10))


def _totals() -> dict[str, int]:
    out: dict[str, int] = {}
    for _, g, q in LINES:
        out[f"Gadget {chr(64 + int(g[1:]))}"] = out.get(f"Gadget {chr(64 + int(g[1:]))}", 0) + q
    return out


def test_top_products_by_quantity_and_units_sold_by_product(tmp_path):
    service = _workspace(tmp_path, {"order_lines.csv": ITEMS, "gadgets.csv": GADGETS})
    try:
        totals = _totals()
        top = rows(service, "top 3 gadgets by quantity")
        best = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
        assert sorted((r[-2], r[-1]) for r in top) == sorted(best)
        by = rows(service, "units sold by gadget")
        assert {(r[-2], r[-1]) for r in by} == set(totals.items())
    finally:
        service.close()


def test_most_popular_and_best_selling_count_the_lines(tmp_path):
    service = _workspace(tmp_path, {"order_lines.csv": ITEMS, "gadgets.csv": GADGETS})
    try:
        lines: dict[str, int] = {}
        for _, g, _ in LINES:
            name = f"Gadget {chr(64 + int(g[1:]))}"
            lines[name] = lines.get(name, 0) + 1
        popular = rows(service, "most popular gadget")
        assert len(popular) == 1 and popular[0][-1] == max(lines.values())
        selling = rows(service, "best selling gadget")
        assert len(selling) == 1 and selling[0][-1] == max(_totals().values())
    finally:
        service.close()
