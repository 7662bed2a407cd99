"""A status value said as an English past participle names its rows by the participle's noun.

"number of survivors by sex" on a table whose ``outcome`` holds "survived" and "died" counted
every row: "survivors" was a plain word for people. The value's noun (-or, -ee, listed by the
dictionary) now filters by it; "-er" nouns are not made ("closed" is no "closer"). Made-up tables.
"""

from __future__ import annotations

from agent.analytics.inference.agentnouns import agent_nouns
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

_CREW = [(k, ("survived", "died")[k % 3 == 0], ("f", "m")[k % 2], 20 + k) for k in range(15)]
CREW = "member_no,outcome,sex,age\n" + "".join(f"{k},{o},{s},{a}\n" for k, o, s, a in _CREW)


def test_the_nouns_of_participle_values():
    assert agent_nouns(["survived", "died"]) == {"survived": ["survivor", "survivors"]}
    assert agent_nouns(["retired", "working"]) == {"retired": ["retiree", "retirees"]}
    assert agent_nouns(["closed", "open", "stopped"]) == {}  # no doer of what was done to the row


def test_survivors_count_the_rows_that_survived(tmp_path):
    service = _workspace(tmp_path, {"expedition_crew.csv": CREW})
    try:
        got = sorted(rows(service, "number of survivors by sex"))
        want = {s: sum(1 for _, o, x, _ in _CREW if o == "survived" and x == s) for s in ("f", "m")}
        assert got == sorted([s, n] for s, n in want.items())
        survivors = [a for _, o, _, a in _CREW if o == "survived"]
        assert rows(service, "average age of survivors") == [[sum(survivors) / len(survivors)]]
    finally:
        service.close()
