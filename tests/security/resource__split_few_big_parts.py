# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=20
# rss: check
# A split into few but big parts is checked on its text: two parts of a 60 MB text copy
# 60 MB, which passed a 64 MiB limit (only lists of over 1,024 parts were checked).
x = (b"ab" * 3 * 10**7).rsplit(b"b", 1)
