# re.error messages for invalid patterns; the last one is not caught.
import re

for pat in ["(abc", "abc)", "[a-", "a**", "*a", "x{3,2}", r"\q", "(?P<1x>a)", "(?P=nope)",
            r"(a)\2", "(?<=a+)b", "(?z)", "a(?i)b", "[z-a]", r"\x1", "(?#unterminated"]:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(pat), "->", e, "| msg:", e.msg, "pos:", e.pos)

try:
    re.compile("a\n(b")
except re.error as e:
    print(e, e.lineno, e.colno)

re.compile(r"(?P<name>\w+) (?P<name>\w+)")
