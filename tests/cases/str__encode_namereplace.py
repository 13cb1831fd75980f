# The namereplace error handler writes \N{NAME}, and the hex escape for unnamed characters.
print("a\u20acb\xe9".encode("ascii", "namereplace"))
print("\u20ac\U0001f600\ue000\uac00\u4e00".encode("latin-1", "namereplace"))
print("x\u0100".encode("latin-1", "namereplace").decode("latin-1"))
