# expect: ok
# A deeply nested argument crosses the boundary truncated, without recursing without bound.
x = []
for i in range(100000):
    x = [x]
r = echo(x)
print(len(r))
