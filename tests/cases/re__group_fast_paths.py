# Match.group through every shape of call the evaluator shortcuts: positional ints, bools,
# names, several groups at once, group 0, unmatched groups, non-ASCII text (offsets are
# characters), bytes, matches found by finditer and by search, and errors.
import re

text = "naïve=1;café=22;x=333;ß=4"
pairs = {m.group(1): int(m.group(2)) for m in re.finditer(r"(\w+)=(\d+)", text)}
print(pairs)
m = re.search(r"(?P<key>\w+)=(?P<val>\d+)(?P<rest>;)?", "café=22")
print(m.group(), m.group(0), m.group(1, 2), m.group("key"), m.group("val", 1), m.group(3), m.group("rest"))
print(m.group(True), m.group(False))
m2 = re.match(rb"(\w+)-(\d+)", b"abc-42 tail")
print(m2.group(1), m2.group(2), m2.group(0))
for m in re.finditer(r"(a)|(b)", "ab ba"):
    print(m.group(1), m.group(2), m.group(0), m.lastindex)
try:
    m.group(5)
except IndexError as e:
    print("IndexError:", e)
try:
    m.group("nope")
except IndexError as e:
    print("IndexError:", e)
try:
    m.group(1.5)
except IndexError as e:
    print("IndexError:", e)
g = m.group
print(g(0), g(2))
words = [w.group(0).upper() for w in re.finditer(r"[a-zé]+", "one deux café")]
print(words)
