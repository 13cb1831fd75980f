class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Limits:
    LOW = 10
    HIGH = 100


def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Color.BLUE | "cyan":
            return "cool"
        case _:
            return "unknown color"


for c in ["red", "green", "blue", "cyan", "purple"]:
    print(c, paint(c))


def check(n):
    match n:
        case Limits.LOW:
            return "exactly low"
        case Limits.HIGH:
            return "exactly high"
        case x if x < Limits.LOW:
            return "below"
        case x if x > Limits.HIGH:
            return "above"
        case _:
            return "inside"


for n in [5, 10, 50, 100, 150]:
    print(n, check(n))
