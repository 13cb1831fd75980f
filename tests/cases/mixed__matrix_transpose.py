def transpose(m):
    return [list(col) for col in zip(*m)]


def fmt(m):
    if not m:
        return "(empty)"
    width = max(len(str(v)) for row in m for v in row)
    return "\n".join("[" + " ".join(str(v).rjust(width) for v in row) + "]" for row in m)


def rotate_clockwise(m):
    return [list(row) for row in zip(*m[::-1])]


def rotate_counter(m):
    return [list(row) for row in zip(*m)][::-1]


m = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print(fmt(m))
print("transposed:")
print(fmt(transpose(m)))
print("rotated clockwise:")
print(fmt(rotate_clockwise(m)))
print("rotated counter-clockwise:")
print(fmt(rotate_counter(m)))
print("double transpose is identity:", transpose(transpose(m)) == m)
four = m
for _ in range(4):
    four = rotate_clockwise(four)
print("four rotations identity:", four == m)

ragged = [[1, 2, 3], [4, 5], [6, 7, 8, 9]]
print("zip truncates ragged rows:", transpose(ragged))
print(fmt(transpose([])))

names = ["ann", "bob", "cy"]
scores = [90, 72, 85]
ages = [30, 25, 41]
rows = list(zip(names, scores, ages))
print(rows)
cols = list(zip(*rows))
print(cols)
print({name: (s, a) for name, s, a in rows})
spiral = []
grid = [row[:] for row in m]
while grid:
    spiral.extend(grid.pop(0))
    grid = rotate_counter(grid) if grid else grid
print("spiral order:", spiral)
