samples = ["abc", "ABC", "Abc Def", "123", "١٢٣", "½", "²", "a1", "", " \t\n", "é", "_id", "if", "3x", "Hello World", "x y", "\u2003", "ǅ"]
for s in samples:
    flags = [s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isidentifier(), s.isprintable(), s.isascii()]
    print(repr(s), "".join("1" if f else "0" for f in flags))
