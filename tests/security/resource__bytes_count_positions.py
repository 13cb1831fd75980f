# expect: ok
# limits: max_memory=67108864 timeout=20
# rss: check
# bytes.count counts its matches instead of collecting their positions: sixty million
# one-byte matches kept 480 MB of positions (816 MiB peak) under a 64 MiB limit.
n = (b"a" * 6 * 10**7).count(b"a")
assert n == 6 * 10**7
