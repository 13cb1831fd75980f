# expect: ok
# What a tool returns is a copy: mutating it cannot reach the host's objects.
a = [1, 2]
r = echo(a)
r.append(3)
assert a == [1, 2], a
assert echo(r) == [1, 2, 3]
print("copied")
