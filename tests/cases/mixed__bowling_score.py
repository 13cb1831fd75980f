def parse_rolls(line):
    rolls = []
    for ch in line.replace(" ", ""):
        match ch:
            case "X":
                rolls.append(10)
            case "/":
                rolls.append(10 - rolls[-1])
            case "-":
                rolls.append(0)
            case digit if digit.isdigit():
                rolls.append(int(digit))
            case other:
                raise ValueError(f"bad roll symbol {other!r}")
    return rolls


def score(rolls):
    total = 0
    frames = []
    i = 0
    for frame in range(10):
        if rolls[i] == 10:
            pts = 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        elif rolls[i] + rolls[i + 1] == 10:
            pts = 10 + rolls[i + 2]
            i += 2
        else:
            pts = rolls[i] + rolls[i + 1]
            i += 2
        total += pts
        frames.append(total)
    return total, frames


games = {
    "perfect": "X X X X X X X X X X X X",
    "all spares": "5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5",
    "gutter": "-- -- -- -- -- -- -- -- -- --",
    "mixed": "X 7/ 9- X -8 8/ -6 X X X81",
    "nines": "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-",
}
for name, line in games.items():
    total, frames = score(parse_rolls(line))
    print(f"{name:<11}{total:>4}  {frames}")

try:
    parse_rolls("X X ?")
except ValueError as e:
    print("ValueError:", e)
print(score(parse_rolls("X X X")))
