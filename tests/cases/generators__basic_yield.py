def count_up(n):
    print("start")
    i = 0
    while i < n:
        print("yielding", i)
        yield i
        i += 1
    print("done")

g = count_up(3)
print("created")
print(next(g))
print(next(g))
for x in g:
    print("loop got", x)
print(list(count_up(0)))
print(sum(count_up(5)))


def squares():
    for i in range(4):
        yield i * i


print(list(squares()))
print(tuple(squares()))
print(max(squares()), min(squares()))
print(sorted(squares(), reverse=True))
print(dict(zip("abcd", squares())))
