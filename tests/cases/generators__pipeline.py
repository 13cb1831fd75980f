LINES = """
# config file
name = ophis
version = 3
 
mode=strict
# trailing comment
colors = red, green , blue
bad line here
""".splitlines()


def strip_lines(lines):
    for line in lines:
        yield line.strip()


def drop_blank_and_comments(lines):
    for line in lines:
        if line and not line.startswith("#"):
            yield line


def parse_pairs(lines):
    for line in lines:
        key, sep, value = line.partition("=")
        if not sep:
            print("skipping:", repr(line))
            continue
        yield key.strip(), value.strip()


def convert(pairs):
    for key, value in pairs:
        if value.isdigit():
            yield key, int(value)
        elif "," in value:
            yield key, [v.strip() for v in value.split(",")]
        else:
            yield key, value


pipeline = convert(parse_pairs(drop_blank_and_comments(strip_lines(LINES))))
config = dict(pipeline)
for k, v in config.items():
    print(f"{k:>8} -> {v!r}")


def numbers():
    for i in range(1, 30):
        yield i


def only(pred, it):
    return (x for x in it if pred(x))


def scale(factor, it):
    for x in it:
        yield x * factor


def running_total(it):
    total = 0
    for x in it:
        total += x
        yield total


result = list(running_total(scale(3, only(lambda n: n % 7 == 0, numbers()))))
print(result)
