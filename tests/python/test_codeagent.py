"""End to end: smolagents' CodeAgent driven by a scripted model, executing with ophis."""

import pytest

import ophis

smolagents = pytest.importorskip("smolagents")
from smolagents import CodeAgent, Tool  # noqa: E402
from smolagents.models import ChatMessage, MessageRole, Model  # noqa: E402


class ScriptedModel(Model):
    """Returns prepared code actions in order (no LLM is reachable in tests)."""

    def __init__(self, actions):
        super().__init__(model_id="scripted")
        self.actions = list(actions)
        self.prompts = []

    def generate(
        self, messages, stop_sequences=None, response_format=None, tools_to_call_from=None, **kwargs
    ):
        self.prompts.append(messages)
        code = self.actions.pop(0)
        return ChatMessage(
            role=MessageRole.ASSISTANT, content=f"Thought: next step.\n<code>\n{code}\n</code>"
        )


class PriceTool(Tool):
    name = "price_of"
    description = "The unit price of an item."
    inputs = {"item": {"type": "string", "description": "item name"}}
    output_type = "number"

    def __init__(self):
        super().__init__()
        self.calls = []

    def forward(self, item):
        self.calls.append(item)
        return {"apple": 0.5, "pear": 0.75, "plum": 0.25}[item]


def test_codeagent_runs_several_steps_with_ophis():
    actions = [
        # Step 1: tool calls, state for later steps.
        "items = ['apple', 'pear', 'plum']\nprices = {i: price_of(i) for i in items}\nprint(prices)",
        # Step 2: an error the agent sees (an unknown item raises KeyError in the tool).
        "print(price_of('kiwi'))",
        # Step 3: recover, use the state kept from step 1, compute with the standard library.
        "import statistics\nmean = statistics.mean(prices.values())\nprint(f'mean={mean:.4f}')",
        # Step 4: the answer.
        "final_answer({'total': sum(prices.values()), 'mean': round(mean, 4)})",
    ]
    model = ScriptedModel(actions)
    tool = PriceTool()
    executor = ophis.LocalPythonExecutor(["statistics"])
    agent = CodeAgent(tools=[tool], model=model, executor=executor, max_steps=6)
    answer = agent.run("What do the fruits cost?")

    assert answer == {"total": 1.5, "mean": 0.5}
    assert tool.calls == ["apple", "pear", "plum", "kiwi"]
    steps = [s for s in agent.memory.steps if type(s).__name__ == "ActionStep"]
    assert len(steps) == 4
    assert "{'apple': 0.5, 'pear': 0.75, 'plum': 0.25}" in steps[0].observations
    assert steps[1].error is not None
    assert (
        "Code execution failed at line 'print(price_of('kiwi'))' due to: KeyError: 'kiwi'"
        in str(steps[1].error)
    )
    assert "mean=0.5000" in steps[2].observations
    assert steps[3].is_final_answer
    # The model saw the error text in its next prompt, and the state survived it.
    assert any("KeyError" in str(m.content) for m in model.prompts[2])
    assert executor.state["items"] == ["apple", "pear", "plum"]


DATA_STEPS = [
    # Step 1: a frame written as tutorials write it: a range column, a datetime column.
    "import pandas as pd\nimport numpy as np\nimport datetime\n"
    "n = 12\n"
    "start = datetime.datetime(2024, 1, 1)\n"
    "df = pd.DataFrame({\n"
    "    'x': range(n),\n"
    "    'group': ['a', 'b', 'c'] * (n // 3),\n"
    "    'when': [start + datetime.timedelta(days=i) for i in range(n)],\n"
    "})\n"
    "df['y'] = df['x'] * 2 + 1\n"
    "print(df.dtypes.to_dict())\n"
    "print(df.head(3))",
    # Step 2: groupby, describe, a datetime accessor, with the frame kept from step 1.
    "by_group = df.groupby('group')['y'].sum().to_dict()\n"
    "stats = df['y'].describe()\n"
    "weekly = df.set_index('when')['x'].resample('W').sum().tolist()\n"
    "print(by_group)\nprint(stats['mean'], stats['max'])\nprint(weekly)\n"
    "print(df['when'].dt.day_name().iloc[0])",
    # Step 3: the answer.
    "final_answer({'by_group': by_group, 'mean': float(stats['mean']), 'weekly': weekly})",
]


def test_codeagent_data_analysis_step_as_tutorials_write_it():
    import datetime

    pd = pytest.importorskip("pandas")
    model = ScriptedModel(DATA_STEPS)
    executor = ophis.LocalPythonExecutor(["pandas", "numpy", "datetime"])
    agent = CodeAgent(tools=[], model=model, executor=executor, max_steps=5)
    answer = agent.run("Summarize the data.")

    # The same steps under CPython, as the oracle.
    ns: dict = {"final_answer": lambda v: ns.__setitem__("answer", v)}
    for code in DATA_STEPS:
        exec(code, ns)
    assert answer == ns["answer"]
    steps = [s for s in agent.memory.steps if type(s).__name__ == "ActionStep"]
    assert all(s.error is None for s in steps), [str(s.error) for s in steps]
    assert "'when': dtype('<M8[ns]')" in steps[0].observations
    assert "Monday" in steps[1].observations
    assert isinstance(executor.state["start"], datetime.datetime)
    assert isinstance(executor.state["df"], pd.DataFrame)
