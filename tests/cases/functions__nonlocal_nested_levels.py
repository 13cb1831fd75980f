def level1():
    a = 1
    trace = []
    def level2():
        b = 2
        def level3():
            nonlocal a, b
            a += 10
            b += 20
            trace.append((a, b))
        level3()
        level3()
        return b
    b2 = level2()
    return a, b2, trace

print(level1())

def make_pipeline():
    stages = []
    total = 0
    def add_stage(fn):
        stages.append(fn)
        return fn
    def run(x):
        nonlocal total
        for s in stages:
            x = s(x)
        total += x
        return x
    def get_total():
        return total
    return add_stage, run, get_total

add_stage, run, get_total = make_pipeline()

@add_stage
def plus3(x):
    return x + 3

@add_stage
def times2(x):
    return x * 2

print(run(1), run(10), get_total())

def counter_factory():
    n = 0
    def make():
        def tick():
            nonlocal n
            n += 1
            return n
        return tick
    return make

make = counter_factory()
t1, t2 = make(), make()
print(t1(), t2(), t1(), t2())
