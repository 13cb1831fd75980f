records = [b"id=1;name=ann;score=91", b"id=2;name=bob;score=78", b"id=3;name=cid;score=85"]
parsed = []
for r in records:
    fields = dict(kv.split(b"=") for kv in r.split(b";"))
    parsed.append((int(fields[b"id"]), fields[b"name"].decode(), int(fields[b"score"])))
print(parsed)
out = b"\n".join(b",".join(str(x).encode() for x in p) for p in parsed)
print(out)
print(out.splitlines(), out.count(b","), out.upper(), sum(p[2] for p in parsed) / len(parsed))
