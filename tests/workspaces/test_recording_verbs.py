"""The act that made each row a record, said of the rows: "how many females were caught".

Each case failed before its rule (issue 10, thirteenth round; found on endev4b's rodent surveys):
"caught" (trapped, captured, spotted, inspected…) narrows nothing, since every row is a catch, and
"weighed more than 20 grams" compares the weight. A made-up ringing station, real upload path.
"""

from __future__ import annotations

from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

RINGING = "ring_no,species,sex,wing_mm,weight\n" + "".join(
    f"R{k:03d},{['robin', 'wren', 'blackbird'][k % 3]},{['F', 'M'][k % 2]},{60 + k % 30},{10 + k % 80}\n"
    for k in range(1, 91))
BIRDS = [(["robin", "wren", "blackbird"][k % 3], ["F", "M"][k % 2], 10 + k % 80) for k in range(1, 91)]


def test_a_verb_of_recording_said_of_the_rows_narrows_nothing(tmp_path):
    service = _workspace(tmp_path, {"ringing.csv": RINGING})
    try:
        assert rows(service, "how many females were caught") == [[sum(s == "F" for _, s, _ in BIRDS)]]
        assert rows(service, "how many wrens were trapped") == [[sum(b == "wren" for b, _, _ in BIRDS)]]
        assert rows(service, "how many birds weighed more than 50 grams") == [[sum(w > 50 for _, _, w in BIRDS)]]
    finally:
        service.close()
