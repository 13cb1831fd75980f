x = 10
y = 3.5
name = "ophis"
items = [1, 2]
print(f"{x=}")
print(f"{x + 1 = }")
print(f"{y=:.2f}")
print(f"{name=}")
print(f"{name=!s}")
print(f"{name = :>8}")
print(f"{items=} {len(items)=}")
print(f"{x*2=}, {x // 3=}, {x % 3 = }")
print(f"{x > 5 and y < 4=}")
print(f"{'lit'=}")
d = {"k": 5}
print(f"{d['k']=}")
print(f"{name.upper()=!r:^15}|")
