"""A workspace of one's own from the Data page: created, chosen in the sidebar, filled, asked."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.app.conftest import ask

BRANCHES = "branch_code,branch_name,city\nB1,Kadikoy,Istanbul\nB2,Cankaya,Ankara\n"


def _create(at: AppTest, name: str, display: str) -> AppTest:
    at.switch_page("pages/data.py").run()
    at.text_input(key="data_workspace_name").input(name)
    at.text_input(key="data_workspace_display").input(display)
    at.button[[b.label for b in at.button].index("Create workspace")].click().run()
    return at


def test_a_new_workspace_becomes_the_current_company_and_takes_uploads(app: AppTest):
    at = _create(app.run(), "my_shop", "My Shop")
    assert not at.exception and not at.error
    assert at.success[0].value.startswith("Workspace My Shop (my_shop) is ready")
    assert at.sidebar.selectbox[0].value == "my_shop"
    assert at.title[0].value == "Data · My Shop"
    at.file_uploader[0].set_value(("branches.csv", BRANCHES.encode(), "text/csv")).run()
    at.button(key="data_add").click().run()
    assert not at.error, [e.value for e in at.error]
    at.switch_page("pages/ask.py").run()
    ask(at, "how many branches are there")
    assert not at.error
    assert at.dataframe[0].value.iloc[0, 0] == 2


def test_a_bad_or_taken_name_is_refused_in_one_sentence_and_kept(app: AppTest):
    at = _create(app.run(), "../etc", "x")
    assert at.error[0].value.startswith("“../etc” cannot be a workspace name")
    assert at.text_input(key="data_workspace_name").value == "../etc"  # nothing typed is lost
    at = _create(at, "demo", "Another demo")
    assert at.error[0].value == "A company or workspace called demo already exists; choose another name."
    assert at.sidebar.selectbox[0].value == "demo"
