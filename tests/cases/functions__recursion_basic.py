def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)

def flatten(x):
    if isinstance(x, list):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]

def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)

print([fact(i) for i in range(8)])
print(fact(20))
print([fib(i) for i in range(15)])
moves = []
hanoi(3, "A", "C", "B", moves)
print(len(moves), moves)
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))
print(power_set([1, 2, 3]))
print(gcd(1071, 462), gcd(17, 5))

def depth(tree):
    if not isinstance(tree, tuple):
        return 0
    return 1 + max(depth(t) for t in tree)

print(depth((1, (2, (3,)), ((4,),))))
