# expect: Limit: Operations
# limits: max_operations=100000 timeout=20
# imports: hashlib
# Hashing is charged to the op counter by the byte: a big digest under a small op budget stops.
import hashlib

data = b"x" * 50_000_000
hashlib.sha256(data).digest()
print("ESCAPED")
