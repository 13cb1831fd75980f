# The argument errors of every str method, by how CPython parses each one's arguments
# (METH_NOARGS, METH_O, Argument Clinic positional-only, PyArg_ParseTuple, keywords).


def show(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except TypeError as e:
        print(label, "TypeError:", e)


s = "ab"
# METH_NOARGS
show("upper(1)", lambda: s.upper(1))
show("upper(x=1)", lambda: s.upper(x=1))
show("lower(1, 2)", lambda: s.lower(1, 2))
show("casefold(1)", lambda: s.casefold(1))
show("swapcase(1)", lambda: s.swapcase(1))
show("capitalize(1)", lambda: s.capitalize(1))
show("title(1)", lambda: s.title(1))
for name in [
    "isalnum",
    "isalpha",
    "isascii",
    "isdecimal",
    "isdigit",
    "isidentifier",
    "islower",
    "isnumeric",
    "isprintable",
    "isspace",
    "istitle",
    "isupper",
]:
    show(name + "(1)", lambda: getattr(s, name)(1))
    show(name + "(k=1)", lambda: getattr(s, name)(k=1))
# METH_O
show("join()", lambda: s.join())
show("join(1, 2)", lambda: s.join("a", "b"))
show("join(iterable=)", lambda: s.join(iterable=["a"]))
show("zfill()", lambda: s.zfill())
show("zfill(1, 2)", lambda: s.zfill(1, 2))
show("zfill(width=)", lambda: s.zfill(width=5))
show("format_map()", lambda: s.format_map())
show("format_map(m=)", lambda: s.format_map(m={}))
show("partition()", lambda: s.partition())
show("partition(1, 2)", lambda: s.partition("a", "b"))
show("rpartition(sep=)", lambda: s.rpartition(sep="a"))
show("removeprefix()", lambda: s.removeprefix())
show("removesuffix(1, 2)", lambda: s.removesuffix("a", "b"))
show("removeprefix(prefix=)", lambda: s.removeprefix(prefix="a"))
show("translate()", lambda: s.translate())
show("translate(table=)", lambda: s.translate(table={}))
# Argument Clinic, positional-only
show("center()", lambda: s.center())
show("center(1, 2, 3)", lambda: s.center(5, "x", 3))
show("center(width=)", lambda: s.center(width=5))
show("ljust()", lambda: s.ljust())
show("rjust(1, 2, 3)", lambda: s.rjust(5, "x", 3))
show("replace()", lambda: s.replace())
show("replace('a')", lambda: s.replace("a"))
show("replace(4 args)", lambda: s.replace("a", "b", 1, 2))
show("replace(count=)", lambda: s.replace("a", "b", count=1))
show("strip(1, 2)", lambda: s.strip("a", "b"))
show("lstrip(chars=)", lambda: s.lstrip(chars="a"))
show("rstrip(1, 2)", lambda: s.rstrip("a", "b"))
show("strip()", lambda: s.strip())
# PyArg_ParseTuple
show("find()", lambda: s.find())
show("find(4 args)", lambda: s.find("a", 0, 1, 2))
show("find(sub=)", lambda: s.find(sub="a"))
show("rfind()", lambda: s.rfind())
show("index(4 args)", lambda: s.index("a", 0, 1, 2))
show("rindex(start=)", lambda: s.rindex("a", start=0))
show("count()", lambda: s.count())
show("count(4 args)", lambda: s.count("a", 0, 1, 2))
show("startswith()", lambda: s.startswith())
show("startswith(4 args)", lambda: s.startswith("a", 0, 1, 2))
show("endswith(suffix=)", lambda: s.endswith(suffix="a"))
show("startswith('a', 0, 5)", lambda: s.startswith("a", 0, 5))
# Keywords (_PyArg_UnpackKeywords)
show("split(1, 2, 3)", lambda: s.split(1, 2, 3))
show("split(x=1)", lambda: s.split(x=1))
show("split(None, sep=)", lambda: s.split(None, sep="a"))
show("split(a, 1, maxsplit=)", lambda: s.split("a", 1, maxsplit=1))
show("split(sep=, maxsplit=, x=)", lambda: s.split(sep="a", maxsplit=1, x=1))
show("split(maxsplit=1)", lambda: s.split(maxsplit=1))
show("rsplit(1, 2, 3)", lambda: s.rsplit(1, 2, 3))
show("rsplit(sep='b')", lambda: s.rsplit(sep="b"))
show("splitlines(1, 2)", lambda: s.splitlines(1, 2))
show("splitlines(keepends=True)", lambda: "a\nb".splitlines(keepends=True))
show("splitlines(keep=True)", lambda: s.splitlines(keep=True))
show("expandtabs(1, 2)", lambda: s.expandtabs(1, 2))
show("expandtabs(tabsize=4)", lambda: "a\tb".expandtabs(tabsize=4))
show("expandtabs(size=4)", lambda: s.expandtabs(size=4))
show("expandtabs(x=1, y=2)", lambda: s.expandtabs(x=1, y=2))
show("encode(1, 2, 3)", lambda: s.encode("utf-8", "strict", 3))
show("encode(errors='strict')", lambda: s.encode(errors="strict"))
show("encode('utf-8', encoding=)", lambda: s.encode("utf-8", encoding="ascii"))
show("encode(x=1)", lambda: s.encode(x=1))
# maketrans
show("maketrans()", lambda: str.maketrans())
show("maketrans(4 args)", lambda: str.maketrans("a", "b", "c", "d"))
show("maketrans(x=)", lambda: str.maketrans(x={}))
# unbound and wrong receivers
show("str.upper()", lambda: str.upper())
show("str.upper(1)", lambda: str.upper(1))
show("str.center()", lambda: str.center())
show("str.split(b'')", lambda: str.split(b""))
