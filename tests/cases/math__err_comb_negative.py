import math

team_sizes = [(10, 3), (8, 8), (5, 0), (6, 7), (4, -1)]
for n, k in team_sizes:
    print(f"C({n}, {k}) =", math.comb(n, k))
