"""A reading chosen for the whole workspace is listed on the Data page and can be removed there."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from agent.analytics.provenance import remember_reading, workspace_reading_list


def _service():
    from agent.ui import services

    return services.analytics()


def test_the_data_page_lists_and_removes_a_workspace_reading(app: AppTest) -> None:
    at = app.run()
    at.switch_page("pages/data.py").run()
    assert not [m for m in at.markdown if "Readings chosen for this workspace" in str(m.value)]
    remember_reading(_service(), "demo", "t1", "measure", "units", workspace=True)
    at.run()
    assert [m for m in at.markdown if "Readings chosen for this workspace" in str(m.value)]
    assert [m for m in at.markdown if "Default measure when none is named: **units**" in str(m.value)]
    at.button(key="data_reading_forget_measure").click().run()
    assert workspace_reading_list(_service(), "demo") == []
    assert not [m for m in at.markdown if "Readings chosen for this workspace" in str(m.value)]
