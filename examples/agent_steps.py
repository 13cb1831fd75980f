"""Three code steps an LLM agent might write, run by ophis in place of smolagents' executor.

The executor is `ophis.LocalPythonExecutor`, a drop-in for smolagents' `LocalPythonExecutor`:
the same constructor, the same `send_tools`/`send_variables`, the same `CodeOutput` result.
The first step calls a Python tool and ends with `final_answer`; the second tries to reach the
host's shell; the third tries to exhaust memory. Only the first one gets anywhere.
"""

from ophis import LocalPythonExecutor

WEATHER = {"Paris": 14.5, "Oslo": 3.0, "Cairo": 27.25, "Lima": 19.0}


def get_temperature(city: str) -> float:
    """A tool: a plain Python function that runs on the host, outside the sandbox."""
    return WEATHER[city]


executor = LocalPythonExecutor(additional_authorized_imports=["statistics"])
executor.send_tools({"get_temperature": get_temperature, "final_answer": lambda answer: answer})
executor.send_variables({"cities": list(WEATHER)})

steps = {
    "a tool call, a library and a final answer": """
import statistics
temps = {city: get_temperature(city) for city in cities}
for city, t in sorted(temps.items(), key=lambda kv: -kv[1]):
    print(f"{city:<6} {t:5.1f} °C")
print("mean:", round(statistics.mean(temps.values()), 2))
warmest = max(temps, key=temps.get)
final_answer(f"{warmest} is the warmest at {temps[warmest]} °C")
""",
    "an escape attempt": """
print("trying the shell...")
import os
os.system("echo pwned > /tmp/ophis-demo-pwned")
""",
    "a memory bomb": """
x = [0] * 10**10
""",
}

for title, code in steps.items():
    print(f"--- step: {title}")
    try:
        result = executor(code)
        print(result.logs, end="")
        if result.is_final_answer:
            print("final answer:", result.output)
    except Exception as error:  # smolagents' InterpreterError: the agent sees this text
        print(executor.state["_print_outputs"], end="")
        print(f"{type(error).__name__}: {error}")
