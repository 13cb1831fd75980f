# hashlib: every guaranteed algorithm, update/copy/digest/hexdigest, new() and the errors.
import hashlib

data = b"The quick brown fox jumps over the lazy dog"
for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name, data)
    if name.startswith("shake"):
        print(name, h.digest_size, h.block_size, h.hexdigest(20))
    else:
        print(name, h.name, h.digest_size, h.block_size, h.hexdigest())

h = hashlib.sha256()
h.update(b"The quick ")
c = h.copy()
h.update(b"brown fox")
c.update(bytearray(b"brown cat"))
print(h.hexdigest(), c.hexdigest(), h.digest() == hashlib.sha256(b"The quick brown fox").digest())
print(hashlib.md5(b"", usedforsecurity=False).hexdigest(), hashlib.new("SHA1").hexdigest())
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest(), hashlib.blake2s(b"abc").digest_size)
print(hashlib.sha3_256(b"x" * 1000).hexdigest(), hashlib.shake_128(b"").digest(4))
print(sorted(hashlib.algorithms_guaranteed) == sorted(set(hashlib.algorithms_guaranteed)))

for f in (lambda: hashlib.sha1("text"), lambda: hashlib.new("nope"), lambda: hashlib.sha1().update(1),
          lambda: hashlib.blake2b(digest_size=65)):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
