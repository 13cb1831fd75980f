LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        match board[a], board[b], board[c]:
            case ("X", "X", "X") | ("O", "O", "O") as line:
                return line[0]
    return None


def status(board):
    match winner(board), board.count("."):
        case (None, 0):
            return "draw"
        case (None, n):
            return f"in progress, {n} empty"
        case (w, _):
            return f"{w} wins"


def show(board):
    for r in range(3):
        print(" " + " | ".join(board[r * 3:r * 3 + 3]))


def best_move(board, player):
    other = "O" if player == "X" else "X"
    empty = [i for i, c in enumerate(board) if c == "."]
    for who in (player, other):
        for i in empty:
            trial = board[:i] + who + board[i + 1:]
            if winner(trial) == who:
                return i
    for i in (4, 0, 2, 6, 8, 1, 3, 5, 7):
        if i in empty:
            return i
    return None


boards = ["XXXOO....", "XOXOXOOXO", "XOXXOOOXX", "X.O.X...O", "........."]
for b in boards:
    show(b)
    print("=>", status(b))

board = "........."
player = "X"
moves = []
while status(board).startswith("in progress"):
    m = best_move(board, player)
    moves.append(m)
    board = board[:m] + player + board[m + 1:]
    player = "O" if player == "X" else "X"
print("self-play moves:", moves)
show(board)
print("=>", status(board))
