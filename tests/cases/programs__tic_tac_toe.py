LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

class Board:
    def __init__(self, cells=None):
        self.cells = list(cells) if cells else [" "] * 9

    def winner(self):
        for a, b, c in LINES:
            if self.cells[a] != " " and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def full(self):
        return " " not in self.cells

    def moves(self):
        return [i for i, c in enumerate(self.cells) if c == " "]

    def play(self, i, mark):
        if self.cells[i] != " ":
            raise ValueError(f"cell {i} taken by {self.cells[i]}")
        b = Board(self.cells)
        b.cells[i] = mark
        return b

    def __str__(self):
        rows = ["|".join(self.cells[r * 3:r * 3 + 3]) for r in range(3)]
        return "\n-+-+-\n".join(rows)

def minimax(board, mark, memo):
    key = ("".join(board.cells), mark)
    if key in memo:
        return memo[key]
    w = board.winner()
    if w is not None:
        result = (1 if w == "X" else -1, None)
    elif board.full():
        result = (0, None)
    else:
        other = "O" if mark == "X" else "X"
        best = None
        for mv in board.moves():
            score, _ = minimax(board.play(mv, mark), other, memo)
            if best is None or (mark == "X" and score > best[0]) or (mark == "O" and score < best[0]):
                best = (score, mv)
        result = best
    memo[key] = result
    return result

memo = {}
board = Board("X O  O  X")
print(board)
print("best for X:", minimax(board, "X", memo))

game = Board().play(4, "X").play(0, "O")
mark = "X"
turns = [("X", 4), ("O", 0)]
while game.winner() is None and not game.full():
    _, mv = minimax(game, mark, memo)
    game = game.play(mv, mark)
    turns.append((mark, mv))
    mark = "O" if mark == "X" else "X"
print(turns)
print(game)
print("winner:", game.winner() or "draw", "| positions cached:", len(memo) > 100)
try:
    game.play(0, "O")
except ValueError as e:
    print("ValueError:", e)
