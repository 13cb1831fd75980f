grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
alias = [[0] * 3] * 3
alias[1][1] = 5
print(grid, alias)
shallow = grid[:]
shallow[0][0] = 9
shallow[2] = "replaced"
print(grid, shallow)
deep = [row[:] for row in grid]
deep[0][0] = -1
print(grid[0], deep[0])
