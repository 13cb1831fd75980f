class Move:
    __match_args__ = ("dx", "dy")

    def __init__(self, dx, dy):
        self.dx = dx
        self.dy = dy


def apply(pos, cmd):
    match cmd:
        case Move(0, 0):
            return pos
        case Move(dx, dy):
            return (pos[0] + dx, pos[1] + dy)
        case ("teleport", x, y):
            return (x, y)
        case None:
            return None


pos = (0, 0)
for cmd in [Move(1, 2), Move(0, 0), ("teleport", 10, 10), Move(-3, 1), None]:
    pos = apply(pos, cmd)
    print(pos)
print(pos[0])
