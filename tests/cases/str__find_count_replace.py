s = "the cat sat on the mat with the hat"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("dog"), s.index("cat"), s.rindex("at"), s.count("at"), s.count("the", 5, 30), s.count(""))
print(s.replace("the", "a"), s.replace("the", "a", 2), s.replace("", "-")[:20], "aaa".replace("a", "aa"), "aaaa".count("aa"))
print(s.startswith("the"), s.startswith(("a", "t")), s.endswith("hat"), s.endswith("at", 0, 7), s.startswith("cat", 4))
print("abc".find("", 10), "abc".find("", 3), "abc".find("c", -1), "abc"[::-1], "abcdef"[1:5:2], "abcdef"[-2:], "abc" * 3, 3 * "-")
try:
    s.index("zzz")
except ValueError as e:
    print(repr(e))
