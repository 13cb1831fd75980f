# An uncaught JSONDecodeError from a document with a missing comma.
import json

config = json.loads('{"debug": false, "level": 3}')
print(config)
json.loads('{\n  "name": "svc",\n  "ports": [80, 443]\n  "env": "prod"\n}')
