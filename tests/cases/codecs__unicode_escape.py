# The unicode_escape and raw_unicode_escape codecs: encoding every kind of character, decoding
# every escape, and the errors of bad escapes under the error handlers.
samples = ["plain", "tab\there\nnew\rret\\slash", "caf\xe9 \x00\x1f\x7f", "\u20ac \U0001f600 \u0100",
           "quotes ' \""]
for text in samples:
    for codec in ["unicode_escape", "raw_unicode_escape"]:
        data = text.encode(codec)
        print(codec, data, data.decode(codec) == text)

good = [b"\\n\\t\\r\\b\\f\\v\\a\\\\\\'\\\"", b"\\x41\\u00e9\\U0001F600", b"\\101\\60\\7", b"line\\\ncontinued",
        b"\\N{LATIN SMALL LETTER A}\\N{EURO SIGN}", b"\\q\\8\\ unknown kept", b"\xe9 latin-1 byte",
        b"\\\\u0041 even run", b"\\\\\\u0041 odd run"]
for data in good:
    print(repr(data.decode("unicode_escape")), repr(data.decode("raw_unicode_escape")))

bad = [b"\\", b"a\\x4", b"\\x4g", b"\\u12", b"\\\\\\u12", b"\\U00110000", b"\\N", b"\\Nx", b"\\N{abc",
       b"\\N{}", b"\\N{no such name}", b"ok\\x"]
for data in bad:
    for codec in ["unicode_escape", "raw_unicode_escape"]:
        try:
            print(codec, data, repr(data.decode(codec)))
        except UnicodeDecodeError as e:
            print(codec, data, "error", e.start, e.end, e.reason, "|", e)
        for handler in ["replace", "ignore", "backslashreplace"]:
            print("  ", handler, repr(data.decode(codec, handler)))
