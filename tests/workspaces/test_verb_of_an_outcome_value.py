"""A past verb whose act's noun is an outcome value counts the rows holding it: "kaç hasta öldü".

Why (holdout11_tr v05, twentieth round): a treatment file records the outcome as a value
('Ölüm', 'İyileşme'), and "kaç hasta öldü" asks for the patients whose outcome is 'Ölüm'; folded,
"öldü" is the stopword "oldu", so the verb was dropped and every patient counted. The made-up
file is a clinic's pneumonia cases.
"""

from __future__ import annotations

from tests.workspaces.asking import rows as _rows
from tests.workspaces.test_links import _workspace

OUTCOMES = ["Ölüm", "İyileşme", "Devam", "İyileşme", "Devam"]
CASES = "hasta_no,yas,tedavi,sonuc\n" + "".join(
    f"{k},{30 + (k * 7) % 50},{['A', 'B'][k % 2]},{OUTCOMES[(k * 3) % 5] if k % 7 else 'Ölüm'}\n" for k in range(1, 41))


def _count(value: str) -> int:
    return sum(line.endswith("," + value) for line in CASES.strip().splitlines()[1:])


def test_the_verb_of_an_outcome_counts_its_rows(tmp_path):
    service = _workspace(tmp_path, {"zaturre_vakalari.csv": CASES})
    try:
        assert _rows(service, "kaç hasta öldü") == [[_count("Ölüm")]]
        assert _rows(service, "kaç hasta oldu") == [[40]]  # "oldu" (was) is no verb of an outcome
    finally:
        service.close()
