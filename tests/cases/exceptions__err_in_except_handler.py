def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        print("lookup failed for", key, "- trying fallback")
        return table["default"] * 2

t = {"a": 1, "default": 10}
print(lookup(t, "a"))
print(lookup(t, "zzz"))
del t["default"]
lookup(t, "zzz")
