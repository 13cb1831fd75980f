import copy

state = {"step": 1, "items": [1, 2, 3]}
snapshot = copy.deepcopy(state)
print(snapshot)
state["reader"] = (x * 2 for x in state["items"])
snapshot = copy.deepcopy(state)
print(snapshot)
