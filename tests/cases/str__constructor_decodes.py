# str(obj, encoding, errors): an encoding or an error handler alone makes str decode.
cent = "¢".encode("utf-8")
print(str(cent, errors="strict"), str(cent, "utf-8"), str(b"foo", encoding="ascii"))
print(str(object=b"foo", encoding="utf-8"), str(bytearray(b"ab"), "ascii"), str(errors="strict"))
print(str(b"a\xffb", errors="replace"), str(b"a\xffb", "ascii", "ignore"), str(b"x", "utf-8", errors="strict"))
for args, kw in [((cent,), {"encoding": "ascii"}), (("abc", "utf-8"), {}), ((5,), {"errors": "strict"}),
                 (([1],), {"encoding": "ascii"})]:
    try:
        str(*args, **kw)
    except (TypeError, UnicodeDecodeError) as e:
        print(type(e).__name__, e)
