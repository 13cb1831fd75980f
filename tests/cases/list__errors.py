tests = [lambda: [].pop(), lambda: [1].pop(5), lambda: [1, 2].index(3), lambda: [1].remove(2), lambda: [1][3], lambda: [1] + (2,),
         lambda: [1] * 1.0, lambda: [1, 2, 3]["a"], lambda: [3, 1].sort(key=1) , lambda: list(5), lambda: [].insert(1)]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
def assign():
    x = [1]
    x[5] = 2
try:
    assign()
except IndexError as e:
    print(repr(e))
