# expect: ok
# limits: timeout=60 max_operations=100000000
# A garbage cycle holding a 2,000,000-deep tuple chain: the collection after the run (on the
# embedder's own thread stack) clears the cycle, which frees the chain. It used to recurse
# once per level and overflow the caller's stack (SIGABRT at 300,000).
class A:
    pass
a = A()
a.self = a
t = ()
for i in range(2000000):
    t = (t,)
a.t = t
del a, t
