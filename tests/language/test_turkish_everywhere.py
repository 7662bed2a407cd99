"""A Turkish conversation reads Turkish in the status steps and on the chart's axes (issue 11, item 6)."""

from __future__ import annotations

from agent.analytics.charts import build_figure, plan_from_spec
from agent.analytics.labels import node_labels
from agent.analytics.service import TurnResult
from agent.conversations import StepLabeller, chart_plan, result_view
from agent.orchestration.streaming import StepEvent

TURKISH = set(node_labels("tr").values())
ENGLISH = set(node_labels("en").values())


def _turn(service, thread: str, message: str, intent: str | None = None) -> tuple[list[StepEvent], dict]:
    steps, result = [], None
    for item in service.stream_turn("demo", thread, message, intent=intent):
        if isinstance(item, TurnResult):
            result = item
        else:
            steps.append(item)
    assert result is not None
    return steps, result.payload()


def test_the_steps_of_a_turkish_turn_are_labelled_in_turkish(service) -> None:
    steps, out = _turn(service, "tr1", "2025 yılında aylık ciro")
    assert out["last_event"] == "QUERY_EXECUTED"
    labels = [s.label for s in steps]
    assert labels and set(labels) <= TURKISH and "Sorgu çalıştırılıyor" in labels and "Soru anlaşılıyor" in labels
    labeller = StepLabeller("demo")  # the app's status box: starts English, follows the turn's language
    shown = [labeller.label(s) for s in steps]
    assert "demo üzerinde çalıştırılıyor" in shown and not set(shown) & ENGLISH
    # "Chart this" is a button label, not Turkish words: the turn keeps the conversation's language.
    chart_steps, _ = _turn(service, "tr1", "", intent="DRAW_CHART")
    assert {s.label for s in chart_steps} <= TURKISH and "Grafik çiziliyor" in {s.label for s in chart_steps}


def test_an_english_turn_keeps_english_labels(service) -> None:
    steps, _ = _turn(service, "en1", "monthly revenue in 2025")
    assert {s.label for s in steps} <= ENGLISH and "Running the query" in {s.label for s in steps}
    labeller = StepLabeller("demo")
    assert "Running on demo" in [labeller.label(s) for s in steps]


def test_chart_axis_titles_of_a_turkish_conversation_are_turkish(service) -> None:
    _turn(service, "tr2", "2025 yılında aylık ciro")
    _, out = _turn(service, "tr2", "", intent="DRAW_CHART")
    layout = out["chart_spec"]["layout"]
    assert (layout["xaxis_title"], layout["yaxis_title"]) == ("Ay", "Ciro") and layout["title"] == "Ay bazında ciro"
    view = result_view(service.thread_state("demo", "tr2"))
    frame = service.rows("demo", view.table).to_frame()
    figure = build_figure(plan_from_spec(out["chart_spec"]), frame)
    assert figure.layout.xaxis.title.text == "Ay" and figure.layout.yaxis.title.text == "Ciro"
    switched = chart_plan(view, "bar")  # the chart-type switcher keeps the conversation's words
    bar = build_figure(switched, frame)
    assert bar.layout.xaxis.title.text == "Ay" and bar.layout.yaxis.title.text == "Ciro"


def test_a_breakdown_legend_and_an_english_chart(service) -> None:
    _turn(service, "tr3", "2025 yılında kanala göre aylık ciro")
    _, out = _turn(service, "tr3", "", intent="DRAW_CHART")
    assert out["chart_spec"]["layout"]["legend_title"] == "Satış kanalı"
    _turn(service, "en2", "monthly revenue in 2025")
    _, en = _turn(service, "en2", "", intent="DRAW_CHART")
    layout = en["chart_spec"]["layout"]
    assert (layout["xaxis_title"], layout["yaxis_title"]) == ("Month", "Revenue")
