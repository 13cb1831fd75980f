# `match x,:` matches the one-item tuple (x,), as `match (x,):` does.
x = 0
match x,:
    case y,:
        z = 0
print(y, z)
match x,:
    case [w]:
        print("list pattern", w)
match (x),:
    case (v,):
        print("parenthesized", v)
match x:
    case (u,):
        print("not a tuple", u)
    case _:
        print("plain subject")
match f"{x}",:
    case (s,):
        print(repr(s))
