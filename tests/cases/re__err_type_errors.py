# Type errors raised by the re module; the last one is uncaught.
import re

for call in [lambda: re.search(r"a", 123), lambda: re.search(r"a", b"abc"), lambda: re.search(rb"a", "abc"),
             lambda: re.compile(42), lambda: re.compile(re.compile("a"), re.I), lambda: re.sub("a", 5, "abc"),
             lambda: re.sub("a", lambda m: 5, "abc"), lambda: re.compile("a").search("abc", "x")]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e) is TypeError, e)
re.findall(r"\d+", None)
