def queens(n, placed=()):
    row = len(placed)
    if row == n:
        yield placed
        return
    for col in range(n):
        if all(col != c and abs(col - c) != row - r for r, c in enumerate(placed)):
            yield from queens(n, placed + (col,))


def board(solution):
    n = len(solution)
    return "\n".join(" ".join("Q" if c == col else "." for c in range(n)) for col in solution)


for n in range(1, 8):
    sols = queens(n)
    first = next(sols, None)
    count = (1 if first is not None else 0) + sum(1 for _ in sols)
    print(f"n={n}: {count} solutions, first={first}")

print(board(next(queens(6))))


def rotate(sol):
    n = len(sol)
    new = [0] * n
    for r, c in enumerate(sol):
        new[c] = n - 1 - r
    return tuple(new)


def canonical(sol):
    variants = []
    s = tuple(sol)
    for _ in range(4):
        s = rotate(s)
        variants.append(s)
        variants.append(s[::-1])
    return min(variants)


unique = sorted({canonical(s) for s in queens(6)})
print("distinct under symmetry (n=6):", unique)
