# expect: ok
# imports: stat
# Walk every authorized module two levels deep: nothing reachable names the host.
import collections, datetime, itertools, math, random, re, statistics, time, unicodedata, stat
bad = {"os", "sys", "_os", "_sys", "subprocess", "builtins", "system", "popen", "open", "eval", "exec",
       "__import__", "importlib", "socket", "ctypes", "environ", "getenv"}
seen = 0
for m in [collections, datetime, itertools, math, random, re, statistics, time, unicodedata, stat]:
    for name in dir(m):
        seen += 1
        if name in bad:
            print("ESCAPED", name)
        v = getattr(m, name)
        for inner in dir(v):
            if inner in bad:
                print("ESCAPED", name, inner)
print("walked", seen > 100)
