"""A header that says its numbers are percentages ("Smith (%)") makes them averaged, not summed.

The cleaned column name (``smith``) no longer holds the "%", so before the upload kept the header
as the column's comment, "smith by state" added percentages up. The Turkish "Başarı (%)" header
reads the same way.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

_POLLS = [(f"S{k % 3}", 40 + k % 9, ("A", "B")[k % 2]) for k in range(12)]
POLLS = "State,Smith (%),Grade\n" + "".join(f"{s},{a},{g}\n" for s, a, g in _POLLS)
_OKUL = [(("Ankara", "İzmir")[k % 2], 70 + k % 11, 100 + k) for k in range(10)]
OKUL = "İl;Başarı (%);Öğrenci\n" + "".join(f"{i};{g};{o}\n" for i, g, o in _OKUL)


def _means(pairs: list[tuple[str, float]]) -> list[list]:
    groups: dict[str, list[float]] = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return sorted([k, sum(v) / len(v)] for k, v in groups.items())


def _close(got: list[list], want: list[list]) -> bool:
    return len(got) == len(want) and all(
        g[0] == w[0] and abs(float(g[1]) - w[1]) < 1e-9 for g, w in zip(got, want, strict=True))


def test_a_percent_header_is_averaged_by_default(tmp_path):
    service = _workspace(tmp_path, {"polls.csv": POLLS})
    try:
        assert _close(_rows(service, "smith by state"), _means([(s, a) for s, a, _ in _POLLS]))
    finally:
        service.close()


def test_a_turkish_percent_header_is_averaged_by_default(tmp_path):
    service = _workspace(tmp_path, {"okullar.csv": OKUL})
    try:
        assert _close(_rows(service, "illere göre başarı"), _means([(i, g) for i, g, _ in _OKUL]))
    finally:
        service.close()
