# expect: Exception: MemoryError
# limits: max_memory=67108864 timeout=5
# rss: check
# Compiling a regular expression takes hundreds of bytes per pattern character: a 10-million
# character pattern is refused before compiling (it took 4 GB and 12 s before).
import re
p = re.compile("a" * 10**7)
