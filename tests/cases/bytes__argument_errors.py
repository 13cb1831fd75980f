# The argument errors of the bytes and bytearray methods, by how CPython parses each one's
# arguments (METH_NOARGS, METH_O, Argument Clinic positional-only, PyArg_ParseTuple, keywords).


def show(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except (TypeError, ValueError, IndexError) as e:
        print(label, type(e).__name__ + ":", e)


for b in [b"ab", bytearray(b"ab")]:
    print("==", type(b).__name__)
    # METH_NOARGS
    for name in [
        "upper",
        "lower",
        "swapcase",
        "capitalize",
        "title",
        "isalnum",
        "isalpha",
        "isascii",
        "isdigit",
        "islower",
        "isspace",
        "istitle",
        "isupper",
    ]:
        show(name + "(1)", lambda: getattr(b, name)(1))
        show(name + "(k=1)", lambda: getattr(b, name)(k=1))
    # METH_O
    show("join()", lambda: b.join())
    show("join(1, 2)", lambda: b.join(b"a", b"b"))
    show("join(iterable_of_bytes=)", lambda: b.join(iterable_of_bytes=[b"a"]))
    show("zfill()", lambda: b.zfill())
    show("zfill(width=)", lambda: b.zfill(width=5))
    show("partition()", lambda: b.partition())
    show("rpartition(1, 2)", lambda: b.rpartition(b"a", b"b"))
    show("removeprefix()", lambda: b.removeprefix())
    show("removesuffix(suffix=)", lambda: b.removesuffix(suffix=b"a"))
    show("fromhex()", lambda: type(b).fromhex())
    show("fromhex(1, 2)", lambda: type(b).fromhex("a", "b"))
    show("fromhex(string=)", lambda: type(b).fromhex(string="ab"))
    # Argument Clinic, positional-only
    show("center()", lambda: b.center())
    show("center(1, 2, 3)", lambda: b.center(5, b"x", 3))
    show("ljust(width=)", lambda: b.ljust(width=5))
    show("rjust()", lambda: b.rjust())
    show("replace(b'a')", lambda: b.replace(b"a"))
    show("replace(4 args)", lambda: b.replace(b"a", b"b", 1, 2))
    show("replace(count=)", lambda: b.replace(b"a", b"b", count=1))
    show("strip(1, 2)", lambda: b.strip(b"a", b"b"))
    show("lstrip(bytes=)", lambda: b.lstrip(bytes=b"a"))
    show("rstrip()", lambda: b.rstrip())
    # PyArg_ParseTuple
    show("find()", lambda: b.find())
    show("find(4 args)", lambda: b.find(b"a", 0, 1, 2))
    show("rfind(sub=)", lambda: b.rfind(sub=b"a"))
    show("index()", lambda: b.index())
    show("rindex(4 args)", lambda: b.rindex(b"a", 0, 1, 2))
    show("count()", lambda: b.count())
    show("count(start=)", lambda: b.count(b"a", start=0))
    show("startswith()", lambda: b.startswith())
    show("endswith(4 args)", lambda: b.endswith(b"a", 0, 1, 2))
    show("startswith(prefix=)", lambda: b.startswith(prefix=b"a"))
    # Keywords
    show("split(1, 2, 3)", lambda: b.split(1, 2, 3))
    show("split(x=1)", lambda: b.split(x=1))
    show("split(None, sep=)", lambda: b.split(None, sep=b"a"))
    show("split(maxsplit=1)", lambda: b.split(maxsplit=1))
    show("rsplit(sep=b'b')", lambda: b.rsplit(sep=b"b"))
    show("rsplit(1, 2, 3, 4)", lambda: b.rsplit(1, 2, 3, 4))
    show("splitlines(1, 2)", lambda: b.splitlines(1, 2))
    show("splitlines(keepends=True)", lambda: b.splitlines(keepends=True))
    show("splitlines(keep=1)", lambda: b.splitlines(keep=1))
    show("expandtabs(1, 2)", lambda: b.expandtabs(1, 2))
    show("expandtabs(tabsize=4)", lambda: b.expandtabs(tabsize=4))
    show("expandtabs(x=1, y=2)", lambda: b.expandtabs(x=1, y=2))
    show("decode(1, 2, 3)", lambda: b.decode("utf-8", "strict", 3))
    show("decode(errors='strict')", lambda: b.decode(errors="strict"))
    show("decode('utf-8', encoding=)", lambda: b.decode("utf-8", encoding="ascii"))
    show("decode(x=1)", lambda: b.decode(x=1))
    show("hex(1, 2, 3)", lambda: b.hex(":", 1, 3))
    show("hex(sep=':')", lambda: b.hex(sep=":"))
    show("hex(bytes_per_sep=1)", lambda: b.hex(bytes_per_sep=1))
    show("hex(x=1)", lambda: b.hex(x=1))
    show("translate()", lambda: b.translate())
    show("translate(None, b'a', 1)", lambda: b.translate(None, b"a", 1))
    show("translate(None, delete=b'a')", lambda: b.translate(None, delete=b"a"))
    show("translate(table=None)", lambda: b.translate(table=None))
    show("translate(None, x=1)", lambda: b.translate(None, x=1))

print("== maketrans")
show("maketrans()", lambda: b"".maketrans())
show("maketrans(b'a')", lambda: b"".maketrans(b"a"))
show("maketrans(frm=, to=)", lambda: b"".maketrans(frm=b"a", to=b"b"))
show("maketrans(b'a', b'b')", lambda: len(b"".maketrans(b"a", b"b")))
print("== bytearray only")
ba = bytearray(b"abc")
show("append()", lambda: ba.append())
show("append(1, 2)", lambda: ba.append(1, 2))
show("append(item=)", lambda: ba.append(item=1))
show("extend()", lambda: ba.extend())
show("extend(1, 2)", lambda: ba.extend(b"a", b"b"))
show("extend(iterable_of_ints=)", lambda: ba.extend(iterable_of_ints=b"a"))
show("remove()", lambda: ba.remove())
show("remove(value=)", lambda: ba.remove(value=97))
show("pop(0, 1)", lambda: ba.pop(0, 1))
show("pop(index=0)", lambda: ba.pop(index=0))
show("insert()", lambda: ba.insert())
show("insert(0)", lambda: ba.insert(0))
show("insert(0, 1, 2)", lambda: ba.insert(0, 1, 2))
show("insert(index=0, item=1)", lambda: ba.insert(index=0, item=1))
show("clear(1)", lambda: ba.clear(1))
show("clear(x=1)", lambda: ba.clear(x=1))
show("reverse(1)", lambda: ba.reverse(1))
show("copy(1)", lambda: ba.copy(1))
print(ba)
show("bytes.upper()", lambda: bytes.upper())
show("bytes.upper('a')", lambda: bytes.upper("a"))
show("bytearray.append()", lambda: bytearray.append())
