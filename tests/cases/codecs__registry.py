# codecs: lookup and its canonical names, encode/decode, BOMs, error handlers, search functions.
import codecs

for name in ["utf-8", "UTF8", "utf_8_sig", "latin-1", "ascii", "utf-16", "UTF-16-LE", "utf_32_be",
             "unicode_escape", "raw-unicode-escape", "l1", "US-ASCII"]:
    print(name, codecs.lookup(name).name)
print(codecs.encode("héllo", "utf-8"), codecs.decode(b"h\xc3\xa9llo"), codecs.encode("é", "latin-1"))
print(codecs.encode("a\u20ac", "ascii", "xmlcharrefreplace"), codecs.decode(b"a\xff", "utf-8", "replace"))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)
print(codecs.BOM == codecs.BOM_UTF16, codecs.BOM_UTF16 == codecs.BOM_LE)
info = codecs.lookup("utf-8")
print(info.encode("ab"), info.decode(b"ab"), info[0]("x"), len(info))
print(codecs.getencoder("latin-1")("é"), codecs.getdecoder("ascii")(b"ok"))
print(list(codecs.iterencode(["a", "b"], "utf-16")), list(codecs.iterdecode([b"h", b"i"], "ascii")))
for n in ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
    print(n, codecs.lookup_error(n).__name__)
e = UnicodeEncodeError("ascii", "a\u20acb", 1, 2, "ordinal not in range(128)")
for n in ["ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace"]:
    print(n, codecs.lookup_error(n)(e))
d = UnicodeDecodeError("utf-8", b"a\xffb", 1, 2, "invalid start byte")
print(codecs.lookup_error("replace")(d), codecs.lookup_error("backslashreplace")(d))


def search(name):
    if name == "rot_test":
        return codecs.CodecInfo(lambda s, errors="strict": (s[::-1].encode(), len(s)),
                                lambda b, errors="strict": (bytes(b).decode()[::-1], len(b)),
                                name="rot_test")
    return None


codecs.register(search)
print(codecs.encode("abc", "rot_test"), codecs.decode(b"cba", "rot_test"), codecs.lookup("rot_test").name)
codecs.unregister(search)
for f in (lambda: codecs.lookup("rot_test"), lambda: codecs.lookup("nope"), lambda: codecs.lookup_error("nope"),
          lambda: codecs.encode("\u20ac", "ascii"), lambda: codecs.lookup(1), lambda: codecs.register(1)):
    try:
        f()
    except (LookupError, TypeError, UnicodeError) as e:
        print(type(e).__name__, e)
print(list(codecs.iterdecode([b"a\xc3", b"\xa9b", b"", b"\xe2\x82", b"\xac"], "utf-8")))
print(list(codecs.iterdecode([b"\xff\xfea", b"\x00b\x00"], "utf-16")))
