# dumps of an object it cannot serialize: the TypeError is uncaught.
import json

print(json.dumps({"ok": [1, 2, 3]}))
print(json.dumps(sorted({3, 1, 2})))
json.dumps({"when": {1, 2}})
