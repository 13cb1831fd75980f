def format_table(headers, rows, align=None):
    cols = len(headers)
    align = align or ["<"] * cols
    cells = [[str(h) for h in headers]] + [[f"{v:,.2f}" if isinstance(v, float) else str(v) for v in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(cols)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [sep]
    for n, row in enumerate(cells):
        line = "|" + "|".join(f" {c:{a}{w}} " for c, a, w in zip(row, align, widths)) + "|"
        out.append(line)
        if n == 0:
            out.append(sep.replace("-", "="))
    out.append(sep)
    return "\n".join(out)


planets = [
    ("Mercury", 0.387, 0.055, 0),
    ("Venus", 0.723, 0.815, 0),
    ("Earth", 1.0, 1.0, 1),
    ("Mars", 1.524, 0.107, 2),
    ("Jupiter", 5.203, 317.8, 95),
    ("Saturn", 9.537, 95.2, 146),
]
print(format_table(["Planet", "AU", "Mass", "Moons"], planets, ["<", ">", ">", "^"]))
total_moons = sum(p[3] for p in planets)
print(f"Total moons: {total_moons}; heaviest: {max(planets, key=lambda p: p[2])[0]}")
print()
summary = [(name, "#" * round(mass ** 0.5), moons) for name, _, mass, moons in planets]
print(format_table(["Name", "sqrt(mass) bar", "Moons"], summary))
print(format_table(["Empty"], []))
