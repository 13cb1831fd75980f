import copy


class Board:
    def __init__(self, size):
        self.size = size
        self.cells = [["." for _ in range(size)] for _ in range(size)]
        self.moves = []

    def play(self, r, c, mark):
        self.cells[r][c] = mark
        self.moves.append((r, c, mark))

    def render(self):
        return "/".join("".join(row) for row in self.cells)


board = Board(3)
history = []
for r, c, mark in [(0, 0, "X"), (1, 1, "O"), (0, 2, "X"), (2, 0, "O")]:
    history.append(copy.deepcopy(board))
    board.play(r, c, mark)
    print(board.render(), len(board.moves))
while history:
    board = history.pop()
    print("undo ->", board.render(), board.moves)

# The classic aliasing mistake, and its fix.
row = [0] * 3
bad = [row] * 3
bad[0][0] = 1
good = [copy.copy(row) for _ in range(3)]
good[0][0] = 1
print(bad, good)
grid = [[1, 2], [3, 4]]
flat_copy = copy.copy(grid)
deep_copy = copy.deepcopy(grid)
grid[0][0] = 100
print(flat_copy, deep_copy)
