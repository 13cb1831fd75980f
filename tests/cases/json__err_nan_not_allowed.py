# allow_nan=False: the ValueError for an out-of-range float is uncaught.
import json

print(json.dumps([1.5, float("inf")]))
print(json.dumps({"a": 1.0}, allow_nan=False))
json.dumps({"ratio": float("nan")}, allow_nan=False)
