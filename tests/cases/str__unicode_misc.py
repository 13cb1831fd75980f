s = "naïve café 日本語 😀"
print(len(s), s[6:10], s[::-1], s.upper(), [c for c in s if not c.isascii()])
print("ß".upper(), "ﬀ".upper(), "İ".lower(), len("İ".lower()), "Σ".lower(), "ΑΣ".lower(), "ǆ".title())
print(repr("tab\there"), repr("quote'"), repr('dq"'), repr("both'\""), repr("\x00\x7f\u00a0\u200b"), repr("é日😀"), ascii("é日😀"))
print("a" in "abc", "" in "abc", "abc" in "xabcx", "ac" not in "abc")
