def classify(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"moving {direction}"
        case ["go", other]:
            return f"cannot go {other}"
        case ["take" | "grab" as verb, *objects] if objects:
            return f"{verb}: {', '.join(objects)}"
        case ["take" | "grab"]:
            return "take what?"
        case ["drop", obj] | ["put", obj, "down"]:
            return f"dropping {obj}"
        case ["look"] | ["l"]:
            return "you see a room"
        case [("quit" | "exit")]:
            return "bye"
        case [word, *_] if len(word) > 6:
            return f"long unknown word {word}"
        case []:
            return "say something"
        case _:
            return "huh?"


for line in ["go north", "go up", "take lamp key", "grab", "drop sword", "put coin down",
             "l", "exit", "xylophone now", "", "jump"]:
    print(repr(line), "->", classify(line))


def sign(n):
    match n:
        case 0 as z:
            return f"zero({z})"
        case int() | float() as num if num > 0:
            return "positive"
        case int() | float():
            return "negative"
        case _:
            return "nan-ish"


print([sign(v) for v in [0, 3, -2.5, 1.5, "x"]])
