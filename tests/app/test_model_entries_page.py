"""The Data page's entry-by-entry model check and the Ask page's suggested questions, through AppTest."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app.test_workspace_page import _create

BRANCHES = "branch_code,branch_name,city\n" + "".join(
    f"B{i:02d},Branch {i},{city}\n" for i, city in enumerate(["Istanbul", "Ankara", "Izmir"] * 4))
SALES = "sale_no,store,amount\n" + "".join(f"{i},B{i % 12:02d},{10 + i}\n" for i in range(300))
RETURNS = "return_no,store,refund\n" + "".join(f"{i},B{i % 12:02d},{i % 9 + 1}\n" for i in range(60))


def _service():
    from agent.ui import services

    return services.analytics()


def _upload(at: AppTest, name: str, text: str) -> AppTest:
    at.file_uploader[0].set_value((name, text.encode(), "text/csv")).run()
    at.button(key="data_add").click().run()
    assert not at.error, [e.value for e in at.error]
    return at


def _index(ident: str) -> int:
    from agent.workspaces.entries import model_entries

    return [e.id for e in model_entries(_service(), "shop")].index(ident)


def _line(at: AppTest, words: str) -> str:
    return next(m.value for m in at.markdown if words in m.value)


def test_edit_an_inferred_entry_upload_again_and_the_edit_is_kept(app: AppTest):
    at = _create(app.run(), "shop", "Shop")
    _upload(at, "branches.csv", BRANCHES)
    _upload(at, "sales.csv", SALES)
    assert _line(at, "measure: amount").startswith(":gray-badge[inferred]")
    i = _index("metrics:amount")
    at.text_input(key=f"data_entry_{i}_label").input("turnover")
    at.text_input(key=f"data_entry_{i}_synonyms").input("turnover, ciro")
    at.button(key=f"data_entry_{i}_save").click().run()
    assert not at.error, [e.value for e in at.error]
    assert _line(at, "measure: turnover").startswith(":blue-badge[edited]")
    at.button(key=f"data_entry_{_index('dimensions:city')}_accept").click().run()
    assert _line(at, "breakdown: city").startswith(":green-badge[accepted]")
    assert _line(at, "breakdown: branch (column branch_name)").startswith(":gray-badge[inferred]")
    at.button(key=f"data_entry_{_index('dimensions:branch_name')}_delete").click().run()
    assert _line(at, "~~breakdown branch name~~").startswith(":red-badge[deleted]")

    _upload(at, "returns.csv", RETURNS)  # a new inference for the new table
    at.button(key="data_reinfer").click().run()  # and one for every table
    assert not at.error, [e.value for e in at.error]
    assert any("Inferred the model of 3 tables again" in s.value for s in at.success)
    assert _line(at, "measure: turnover").startswith(":blue-badge[edited]")
    assert _line(at, "breakdown: city").startswith(":green-badge[accepted]")
    assert not any("breakdown: branch (column branch_name)" in m.value for m in at.markdown)
    assert _line(at, "~~breakdown branch name~~").startswith(":red-badge[deleted]")

    at.switch_page("pages/ask.py").run()
    at.chat_input(key="ask_input").set_value("turnover by city").run()
    assert not at.error
    assert len(at.dataframe[0].value) == 3


def test_a_bad_edit_says_why_in_one_sentence(app: AppTest):
    at = _create(app.run(), "shop", "Shop")
    _upload(at, "branches.csv", BRANCHES)
    i = _index("dimensions:city")
    at.text_input(key=f"data_entry_{i}_column").input("town")
    at.button(key=f"data_entry_{i}_save").click().run()
    assert at.error[0].value.startswith("branches has no column town")
    assert _line(at, "breakdown: city").startswith(":gray-badge[inferred]")


def test_the_empty_ask_page_suggests_questions_and_a_click_asks_one(app: AppTest):
    at = app.run()
    buttons = [b for b in at.button if str(b.key).startswith("ask_suggestion_")]
    assert 3 <= len(buttons) <= 6
    question = buttons[0].label
    buttons[0].click().run()
    assert not at.exception and not at.error
    assert at.chat_message[0].markdown[0].value == question
    assert len(at.dataframe[0].value) > 0
    assert not [b for b in at.button if str(b.key).startswith("ask_suggestion_")]  # the thread is not empty


def test_a_new_workspace_suggests_questions_that_answer_with_a_table(app: AppTest):
    at = _create(app.run(), "shop", "Shop")
    _upload(at, "branches.csv", BRANCHES)
    _upload(at, "sales.csv", SALES)
    at.switch_page("pages/ask.py").run()
    buttons = [b for b in at.button if str(b.key).startswith("ask_suggestion_")]
    assert 3 <= len(buttons) <= 6, [b.label for b in buttons]
    buttons[-1].click().run()
    assert not at.error, [e.value for e in at.error]
    assert len(at.dataframe[0].value) > 0


def test_a_deleted_entry_can_be_restored(app: AppTest):
    at = _create(app.run(), "shop", "Shop")
    _upload(at, "branches.csv", BRANCHES)
    at.button(key=f"data_entry_{_index('dimensions:city')}_delete").click().run()
    assert not any("breakdown: city" in m.value for m in at.markdown)
    restore = next(b for b in at.button if str(b.key).startswith("data_restore_"))
    restore.click().run()
    assert not at.error, [e.value for e in at.error]
    assert _line(at, "breakdown: city").startswith(":gray-badge[inferred]")
    assert not any("~~" in m.value for m in at.markdown)


def test_a_new_workspace_shows_its_own_business_rules_not_the_previous_companys(app: AppTest):
    at = app.run()
    at.switch_page("pages/data.py").run()
    assert "Revenue" in at.text_area[0].value  # the sample company's rules
    at = _create(at, "shop", "Shop")
    assert at.text_area[0].value == ""  # a new workspace has none yet


def test_after_a_delete_each_edit_form_shows_its_own_entry(app: AppTest):
    at = _create(app.run(), "shop", "Shop")
    _upload(at, "branches.csv", BRANCHES)
    first, second = _index("dimensions:branch_code"), _index("dimensions:branch_name")
    assert at.text_input(key=f"data_entry_{second}_column").value == "branch_name"
    at.button(key=f"data_entry_{first}_delete").click().run()
    assert not at.error
    # the rows moved up by one: the form at the first position now edits branch_name
    assert at.text_input(key=f"data_entry_{first}_column").value == "branch_name"
