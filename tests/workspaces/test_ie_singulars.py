"""A table named by a plural in "-ies" whose singular ends in "-ie" ("movies") has that singular as its row noun.

Found on the twenty-fifth round's auto25b: the movies table's row noun was "movy", so "average
rating by movie" grouped by the ratings' ``movie_id`` instead of the movies' titles. The tables
here are made up, with other words.
"""

from __future__ import annotations

from agent.analytics.inference.names import singular
from tests.workspaces.asking import rows
from tests.workspaces.test_links import _workspace

SMOOTHIES = "smoothie_id,title,price\n1,Green Glow,6.5\n2,Berry Rush,5.0\n3,Mango Sun,5.5\n"


def test_the_ie_singular_is_taken_when_the_y_form_is_no_word():
    assert [singular(w) for w in ("movies", "calories", "rookies", "ties")] == ["movie", "calorie", "rookie", "tie"]
    assert [singular(w) for w in ("countries", "categories", "deliveries")] == ["country", "category", "delivery"]


REVIEWS = "review_id,smoothie_id,stars\n" + "".join(f"{k},{k % 3 + 1},{k % 5 + 1}\n" for k in range(1, 13))


def test_reviews_are_broken_down_by_the_smoothies_titles(tmp_path):
    service = _workspace(tmp_path, {"smoothies.csv": SMOOTHIES, "reviews.csv": REVIEWS})
    try:
        by_id = {1: [], 2: [], 3: []}
        for k in range(1, 13):
            by_id[k % 3 + 1].append(k % 5 + 1)
        titles = {1: "Green Glow", 2: "Berry Rush", 3: "Mango Sun"}
        assert rows(service, "number of reviews by smoothie") == sorted([titles[i], len(v)] for i, v in by_id.items())
    finally:
        service.close()
