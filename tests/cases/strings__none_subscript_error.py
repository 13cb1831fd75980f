def lookup(table, key):
    for k, v in table:
        if k == key:
            return v


table = [("a", "apple"), ("b", "banana")]
for key in ["a", "b", "c"]:
    word = lookup(table, key)
    print(key, word)
    print("first letter:", word[0])
