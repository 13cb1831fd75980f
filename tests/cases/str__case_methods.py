words = ["hello world", "HELLO", "ßtraße", "ǅemal", "o'neil's book", "123abc", "", "  mixed Case  ", "İstanbul", "ﬁne"]
for w in words:
    print(repr(w), w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), w.casefold())
