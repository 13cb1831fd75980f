# The re and json modules.
import json
import re

pattern = re.compile(r"(\w+)=(\d+)")
text = ";".join(f"key{i}={i * 3}" for i in range(3000))
pairs = {m.group(1): int(m.group(2)) for m in pattern.finditer(text)}
doc = json.dumps({"pairs": pairs, "list": list(range(2000))})
back = json.loads(doc)
result = (len(pairs), len(doc), sum(back["list"]), len(re.findall(r"\d+", text)))
result
