"""Build the sample tenants' DuckDB files, deterministically (DESIGN section 6).

The data must look like a real export business so that charts and insights are meaningful:
orders grow year over year, follow a seasonal curve (slow January and August, busy autumn),
dip on weekends, and concentrate on a minority of customers (a Pareto-like weight). Everything is
drawn from one ``numpy`` generator seeded per tenant, so the same seed and scale give the same
rows, byte for byte, on any machine.

Run ``python -m sample_data.generate --out DIR [--scale N]`` or ``python -m agent init-data``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import tempfile
from pathlib import Path

import duckdb
import numpy as np
import pandas as pd

__all__ = ["build_tenant", "COUNTRIES", "SEGMENTS", "CHANNELS", "STATUSES", "CATEGORIES", "INCOTERMS"]

START = dt.date(2024, 1, 1)
END = dt.date(2026, 10, 31)
BASE_CUSTOMERS = 2000
BASE_ORDERS = 120_000
PRODUCTS_PER_CATEGORY = 40

COUNTRIES = {  # country -> (weight, cities)
    "Germany": (14, ["Berlin", "Hamburg", "Munich", "Cologne", "Frankfurt"]),
    "United States": (10, ["New York", "Chicago", "Houston", "Los Angeles", "Miami"]),
    "United Kingdom": (8, ["London", "Manchester", "Birmingham", "Leeds"]),
    "France": (6, ["Paris", "Lyon", "Marseille", "Lille"]),
    "Italy": (6, ["Milan", "Rome", "Turin", "Naples"]),
    "Spain": (5, ["Madrid", "Barcelona", "Valencia", "Seville"]),
    "Netherlands": (5, ["Amsterdam", "Rotterdam", "Utrecht"]),
    "Poland": (4, ["Warsaw", "Krakow", "Gdansk"]),
    "Romania": (4, ["Bucharest", "Cluj-Napoca", "Constanta"]),
    "Russia": (5, ["Moscow", "Saint Petersburg", "Kazan"]),
    "Iraq": (6, ["Baghdad", "Erbil", "Basra"]),
    "United Arab Emirates": (5, ["Dubai", "Abu Dhabi", "Sharjah"]),
    "Saudi Arabia": (4, ["Riyadh", "Jeddah", "Dammam"]),
    "Israel": (3, ["Tel Aviv", "Haifa", "Jerusalem"]),
    "Egypt": (3, ["Cairo", "Alexandria", "Giza"]),
    "China": (3, ["Shanghai", "Shenzhen", "Guangzhou"]),
    "Japan": (2, ["Tokyo", "Osaka", "Nagoya"]),
    "Brazil": (2, ["Sao Paulo", "Rio de Janeiro", "Curitiba"]),
    "Canada": (2, ["Toronto", "Montreal", "Vancouver"]),
    "Türkiye": (3, ["Istanbul", "Ankara", "Izmir", "Bursa"]),
}
SEGMENTS = {"Wholesale": 0.45, "Retail": 0.35, "Distributor": 0.20}
CHANNELS = {"Online": 0.40, "Field Sales": 0.35, "Partner": 0.25}
STATUSES = {"completed": 0.88, "cancelled": 0.07, "returned": 0.05}
INCOTERMS = {"FOB": 0.30, "CIF": 0.25, "EXW": 0.15, "DAP": 0.18, "DDP": 0.12}
CATEGORIES = {  # category -> (price range USD, product nouns)
    "Textiles": ((4, 60), ["Cotton Towel", "Bath Robe", "Bed Linen Set", "Denim Fabric Roll", "Wool Blanket",
                           "Silk Scarf", "Table Cloth", "Knit Sweater"]),
    "Food & Beverage": ((2, 40), ["Hazelnut Paste", "Dried Apricots", "Olive Oil", "Turkish Delight", "Black Tea",
                                  "Pistachio Pack", "Dried Figs", "Tahini"]),
    "Machinery": ((400, 9000), ["Hydraulic Pump", "CNC Spindle", "Conveyor Module", "Packaging Machine",
                                "Industrial Mixer", "Air Compressor", "Gear Reducer", "Press Brake"]),
    "Chemicals": ((15, 400), ["Industrial Solvent", "Epoxy Resin", "Pigment Paste", "Cleaning Concentrate",
                              "Polymer Additive", "Adhesive Drum", "Coating Primer", "Surfactant"]),
    "Furniture": ((60, 1500), ["Oak Dining Table", "Office Chair", "Sofa Set", "Bookshelf", "Wardrobe",
                               "Coffee Table", "Bed Frame", "Garden Bench"]),
    "Automotive Parts": ((8, 900), ["Brake Pad Set", "Radiator", "Clutch Kit", "Headlamp Unit", "Fuel Pump",
                                    "Shock Absorber", "Alternator", "Wiper Motor"]),
}
NAME_A = ["Anka", "Boreal", "Cedar", "Delta", "Everest", "Falcon", "Granite", "Harbor", "Iris", "Juniper",
          "Kestrel", "Linden", "Meridian", "Nova", "Orion", "Pioneer", "Quartz", "Riviera", "Summit", "Tundra",
          "Union", "Vertex", "Westwind", "Zenith", "Atlas", "Beacon", "Cobalt", "Dune", "Ember", "Fjord"]
NAME_B = ["Trading", "Imports", "Supply", "Logistics", "Retail", "Distribution", "Commerce", "Wholesale",
          "Group", "Partners", "Holdings", "Merchants"]
NAME_C = ["GmbH", "LLC", "Ltd", "SA", "BV", "SRL", "Co", "LLC", "Ltd", "Inc", "AG", "FZE"]
MONTH_SEASON = np.array([0.78, 0.88, 1.00, 1.02, 1.04, 0.98, 0.90, 0.80, 1.05, 1.12, 1.18, 1.10])


def _choice(rng: np.random.Generator, options: dict, size: int) -> np.ndarray:
    keys = list(options)
    weights = np.array([options[k] if not isinstance(options[k], tuple) else options[k][0] for k in keys], float)
    return np.array(keys, dtype=object)[rng.choice(len(keys), size=size, p=weights / weights.sum())]


def _customers(rng: np.random.Generator, n: int) -> pd.DataFrame:
    ids = np.arange(1, n + 1)
    a = rng.integers(0, len(NAME_A), n)
    b = rng.integers(0, len(NAME_B), n)
    c = rng.integers(0, len(NAME_C), n)
    names = [f"{NAME_A[i]} {NAME_B[j]} {NAME_C[k]}" for i, j, k in zip(a, b, c, strict=True)]
    seen: dict[str, int] = {}
    for idx, name in enumerate(names):  # customer names are unique, like real company names
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > 1:
            names[idx] = f"{name} {seen[name]}"
    country = _choice(rng, COUNTRIES, n)
    city = [COUNTRIES[ct][1][rng.integers(0, len(COUNTRIES[ct][1]))] for ct in country]
    signup = pd.to_datetime("2019-01-01") + pd.to_timedelta(rng.integers(0, 365 * 5 + 200, n), unit="D")
    slug = [name.lower().replace(" ", "")[:18] for name in names]
    return pd.DataFrame({
        "customer_id": ids.astype(np.int32),
        "customer_name": names,
        "country": country,
        "city": city,
        "segment": _choice(rng, SEGMENTS, n),
        "signup_date": signup,  # midnight timestamps: DuckDB casts them to DATE on insert
        "email": [f"buyer{i}@{s}.example.com" for i, s in zip(ids, slug, strict=True)],
        "phone": [f"+{rng.integers(1, 99)} {rng.integers(100, 999)} {rng.integers(1000000, 9999999)}" for _ in ids],
        "tax_id": [f"{rng.integers(10**9, 10**10 - 1)}" for _ in ids],
    })


def _products(rng: np.random.Generator) -> pd.DataFrame:
    rows = []
    pid = 1
    for category, ((lo, hi), nouns) in CATEGORIES.items():
        for k in range(PRODUCTS_PER_CATEGORY):
            noun = nouns[k % len(nouns)]
            price = round(float(np.exp(rng.uniform(np.log(lo), np.log(hi)))), 2)
            cost = round(price * float(rng.uniform(0.52, 0.78)), 2)
            rows.append((pid, f"{noun} {chr(65 + k // len(nouns))}{k % len(nouns) + 1:02d}", category, price, cost))
            pid += 1
    return pd.DataFrame(rows, columns=["product_id", "product_name", "category", "list_price", "unit_cost"])


def _order_dates(rng: np.random.Generator, n: int) -> np.ndarray:
    days = pd.date_range(START, END, freq="D")
    t = np.arange(len(days)) / len(days)
    growth = 1.0 + 0.55 * t  # about +20 % a year
    season = MONTH_SEASON[days.month.to_numpy() - 1]
    weekday = np.where(days.day_of_week.to_numpy() >= 5, 0.55, 1.0)
    weights = growth * season * weekday
    picks = rng.choice(len(days), size=n, p=weights / weights.sum())
    return np.sort(days.to_numpy()[picks])


def build_frames(seed: int, scale: float = 1.0, customer_scale: float | None = None) -> dict[str, pd.DataFrame]:
    """Generate every table of one tenant as DataFrames (no I/O)."""
    rng = np.random.default_rng(seed)
    n_customers = max(20, int(round(BASE_CUSTOMERS * (customer_scale if customer_scale is not None else 1.0))))
    n_orders = max(100, int(round(BASE_ORDERS * scale)))
    customers = _customers(rng, n_customers)
    products = _products(rng)

    cust_weight = rng.pareto(1.6, n_customers) + 0.2
    order_customer = rng.choice(customers["customer_id"].to_numpy(), size=n_orders, p=cust_weight / cust_weight.sum())
    order_dates = _order_dates(rng, n_orders)
    orders = pd.DataFrame({
        "order_id": np.arange(1, n_orders + 1, dtype=np.int32),
        "customer_id": order_customer.astype(np.int32),
        "order_date": pd.DatetimeIndex(order_dates),
        "channel": _choice(rng, CHANNELS, n_orders),
        "status": _choice(rng, STATUSES, n_orders),
    })

    lines_per_order = rng.integers(1, 6, n_orders)
    item_order = np.repeat(orders["order_id"].to_numpy(), lines_per_order)
    n_items = len(item_order)
    # 1..k within each order, without a Python loop over the orders
    line_no = (np.arange(n_items) - np.repeat(np.cumsum(lines_per_order) - lines_per_order, lines_per_order)
               + 1).astype(np.int32)
    product_idx = rng.integers(0, len(products), n_items)
    list_price = products["list_price"].to_numpy()[product_idx]
    category = products["category"].to_numpy()[product_idx]
    heavy = np.isin(category, ["Machinery", "Furniture"])
    quantity = np.where(heavy, rng.integers(1, 8, n_items), rng.integers(5, 120, n_items)).astype(np.int32)
    unit_price = np.round(list_price * rng.uniform(0.94, 1.06, n_items), 2)
    discount = rng.choice([0.0, 0.0, 0.0, 0.025, 0.05, 0.1, 0.15], n_items)
    items = pd.DataFrame({
        "order_id": item_order.astype(np.int32),
        "line_no": line_no,
        "product_id": products["product_id"].to_numpy()[product_idx].astype(np.int32),
        "quantity": quantity,
        "unit_price": unit_price,
        "discount": discount,
    })

    value = items.assign(v=quantity * unit_price * (1 - discount)).groupby("order_id")["v"].sum()
    shipped = orders[orders["status"].isin(["completed", "returned"])].reset_index(drop=True)
    n_ship = len(shipped)
    country_of = dict(zip(customers["customer_id"], customers["country"], strict=True))
    export_value = np.round(value.reindex(shipped["order_id"]).to_numpy() * rng.uniform(0.98, 1.04, n_ship), 2)
    shipments = pd.DataFrame({
        "shipment_id": np.arange(1, n_ship + 1, dtype=np.int32),
        "order_id": shipped["order_id"].to_numpy(),
        "ship_date": (pd.to_datetime(shipped["order_date"])
                      + pd.to_timedelta(rng.integers(1, 21, n_ship), "D")),
        "destination_country": shipped["customer_id"].map(country_of).to_numpy(),
        "export_value_usd": export_value,
        "freight_cost_usd": np.round(export_value * rng.uniform(0.02, 0.09, n_ship) + rng.uniform(40, 400, n_ship), 2),
        "incoterm": _choice(rng, INCOTERMS, n_ship),
        "weight_kg": np.round(export_value / rng.uniform(4, 30, n_ship), 1),
    })
    audit = pd.DataFrame({
        "audit_id": np.arange(1, 51, dtype=np.int32),
        "created_at": pd.Timestamp("2026-01-01") + pd.to_timedelta(np.arange(50) * 3, unit="h"),
        "note": [f"Internal review note {i}: credit limit exception approved" for i in range(1, 51)],
    })
    return {"customers": customers, "products": products, "orders": orders, "order_items": items,
            "shipments": shipments, "internal_audit": audit}


DDL = {
    "customers": "customer_id INTEGER PRIMARY KEY, customer_name VARCHAR, country VARCHAR, city VARCHAR, "
                 "segment VARCHAR, signup_date DATE, email VARCHAR, phone VARCHAR, tax_id VARCHAR",
    "products": "product_id INTEGER PRIMARY KEY, product_name VARCHAR, category VARCHAR, "
                "list_price DECIMAL(10,2), unit_cost DECIMAL(10,2)",
    "orders": "order_id INTEGER PRIMARY KEY, customer_id INTEGER, order_date DATE, channel VARCHAR, status VARCHAR",
    "order_items": "order_id INTEGER, line_no INTEGER, product_id INTEGER, quantity INTEGER, "
                   "unit_price DECIMAL(10,2), discount DECIMAL(4,3)",
    "shipments": "shipment_id INTEGER PRIMARY KEY, order_id INTEGER, ship_date DATE, destination_country VARCHAR, "
                 "export_value_usd DECIMAL(12,2), freight_cost_usd DECIMAL(10,2), incoterm VARCHAR, weight_kg DOUBLE",
    "internal_audit": "audit_id INTEGER, created_at TIMESTAMP, note VARCHAR",
}


def build_tenant(path: Path, seed: int, scale: float = 1.0, customer_scale: float | None = None) -> dict[str, int]:
    """Write one tenant's DuckDB file atomically and return its row counts per table.

    The file is built next to its destination and renamed into place, so a crash never leaves a
    half-built database where the app would open it.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = build_frames(seed, scale, customer_scale)
    fd, tmp_name = tempfile.mkstemp(prefix=path.stem + ".", suffix=".building", dir=path.parent)
    os.close(fd)
    os.unlink(tmp_name)
    try:
        con = duckdb.connect(tmp_name)
        try:
            for table, ddl in DDL.items():
                con.execute(f"CREATE TABLE {table} ({ddl})")
                con.register("frame", frames[table])
                con.execute(f"INSERT INTO {table} SELECT * FROM frame")
                con.unregister("frame")
            counts = {t: con.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in DDL}
            con.execute("CHECKPOINT")
        finally:
            con.close()
        os.replace(tmp_name, path)
    finally:
        for leftover in (tmp_name, tmp_name + ".wal"):
            if os.path.exists(leftover):
                os.unlink(leftover)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(".samaritan/tenants"))
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args(argv)
    for name, seed, scale, cust in (("demo", 20240101, args.scale, 1.0), ("globex", 777, 0.2 * args.scale, 0.2)):
        counts = build_tenant(args.out / f"{name}.duckdb", seed, scale, cust)
        print(name, counts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
