data = "Grüße, 世界! €5".encode("utf-8")
print(data, len(data))
print(data.decode(), data.decode("utf-8"), data.decode("ascii", "replace"), data.decode("ascii", "ignore"), data.decode("latin-1"))
print("Åland".encode("latin-1"), b"\xc5land".decode("latin-1"), "abc".encode("ascii").decode("ascii"))
for enc in ["utf-8", "ascii"]:
    try:
        b"\xe4\xb8".decode(enc)
    except UnicodeDecodeError as e:
        print(e)
