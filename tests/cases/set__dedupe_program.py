emails = ["Ann@x.com", "bob@y.org", "ann@x.com ", "cid@z.net", "BOB@y.org", "dee@x.com", "ann@X.com"]
seen = set()
unique = []
for e in emails:
    key = e.strip().lower()
    if key not in seen:
        seen.add(key)
        unique.append(key)
print(unique)
domains = {e.split("@")[1] for e in seen}
print(sorted(domains))
by_domain = {d: sorted(e for e in seen if e.endswith("@" + d)) for d in sorted(domains)}
print(by_domain)
a = set("the quick brown fox")
b = set("jumps over the lazy dog")
print("".join(sorted(a & b)), "".join(sorted(a - b)), "".join(sorted((a | b) - set(" "))), len(a | b) - 1 == 26)
