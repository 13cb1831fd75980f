data = {"a": 1, "b": [1, 2, 3]}
print(f"{data['a'] + 10}")
print(f"{data['b'][-1]}, {len(data)}, {sorted(data)}")
print(f"{[x * 2 for x in data['b']]}")
print(f"{(lambda v: v * 3)(4)}")
print(f"{'yes' if data else 'no'}")
n = 3
print(f"{n:{n}}|{n!r:>{n + 2}}")
print(f"{','.join(str(i) for i in range(n))}")
print(f"{divmod(17, 5)}")
print(f"{ {'k': 'v'}['k'] }")
print(f"{(1, 2)}")
print(f"{-n}{+n}{~n}")
width = 6
print(f"{'|'.join(f'{i:^{width}}' for i in range(3))}")
