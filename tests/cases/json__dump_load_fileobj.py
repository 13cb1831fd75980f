# dump/load with objects that have write()/read() methods (the sandbox has no files).
import json

class Buffer:
    def __init__(self, text=""):
        self.text = text
    def write(self, s):
        self.text += s
        return len(s)
    def read(self):
        return self.text

buf = Buffer()
json.dump({"a": [1, 2, {"b": None}]}, buf, indent=1, sort_keys=True)
print(buf.text)
print(json.load(Buffer(buf.text)))
print(json.load(Buffer('{"x": 1.5}'), parse_float=str))
try:
    json.dump([1], None)
except AttributeError as e:
    print("AttributeError:", e)
try:
    json.load(42)
except AttributeError as e:
    print("AttributeError:", e)
