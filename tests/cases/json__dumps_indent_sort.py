# Pretty printing: indent as int or string, sort_keys, custom separators.
import json

data = {"name": "widget", "tags": ["a", "b"], "dims": {"w": 2, "h": 3.5}, "empty": [], "none": {}, "ok": True}
print(json.dumps(data, indent=2))
print(json.dumps(data, indent=4, sort_keys=True))
print(json.dumps(data, indent="\t", sort_keys=True))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": [1, 2]}, indent=1, separators=(", ", " = ")))
print(json.dumps({"b": {"z": 1, "y": 2}, "a": 0}, sort_keys=True))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))
print(json.dumps([{"id": i, "sq": i * i} for i in range(3)], indent=2))
print(json.dumps("top-level string", indent=2), json.dumps(5, indent=2), json.dumps([], indent=2), json.dumps({}, indent=2))
