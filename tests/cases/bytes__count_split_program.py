raw = b"GET /index.html HTTP/1.1\r\nHost: example.com\r\nUser-Agent: test\r\nAccept: */*\r\n\r\nbody-data"
head, _, body = raw.partition(b"\r\n\r\n")
lines = head.split(b"\r\n")
method, path, version = lines[0].split(b" ")
print(method.decode(), path.decode(), version.decode())
headers = {}
for line in lines[1:]:
    k, _, v = line.partition(b":")
    headers[k.strip().lower().decode()] = v.strip().decode()
for k in sorted(headers):
    print(f"{k:>12}: {headers[k]}")
print(body, len(body), body.upper(), body.count(b"a"))
