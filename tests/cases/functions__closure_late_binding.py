funcs = []
for i in range(4):
    def f():
        return i
    funcs.append(f)
print([fn() for fn in funcs])
i = 99
print([fn() for fn in funcs])

def build():
    out = []
    for j in range(3):
        out.append(lambda: j)
    j = "after"
    return out
print([fn() for fn in build()])

def build_fixed():
    out = []
    for j in range(3):
        def maker(v):
            return lambda: v
        out.append(maker(j))
    return out
print([fn() for fn in build_fixed()])

def shared_cell():
    value = 1
    def get():
        return value
    def set_(v):
        nonlocal value
        value = v
    return get, set_

g, s = shared_cell()
print(g())
s(42)
print(g())

def cell_seen_after_def():
    def show():
        return later
    later = "defined after show"
    return show()
print(cell_seen_after_def())

mults = [lambda x, k=k: x * k for k in (2, 3, 4)]
print([m(10) for m in mults])
