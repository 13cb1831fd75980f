# expect: ok
# A failing tool raises an ordinary exception; it does not end or escape the run.
try:
    fail_tool()
except ValueError as e:
    print("caught", e)
