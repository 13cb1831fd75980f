s = "héllo wörld €"
print(s.encode(), s.encode("utf-8"), s.encode("latin-1", errors="replace"), s.encode("ascii", "ignore"), s.encode("ascii", "replace"))
print(len(s), len(s.encode()), s.encode().decode(), "abc".encode("ascii"))
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    print(e)
print(b"caf\xc3\xa9".decode("utf-8"), b"caf\xe9".decode("latin-1"), b"\xff".decode("utf-8", "replace"), b"a\xffb".decode("ascii", "ignore"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(e)
