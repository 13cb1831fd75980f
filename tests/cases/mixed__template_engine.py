def render(template, context):
    out = []
    i = 0
    while i < len(template):
        start = template.find("{{", i)
        if start == -1:
            out.append(template[i:])
            break
        out.append(template[i:start])
        end = template.find("}}", start)
        if end == -1:
            raise SyntaxError(f"unclosed tag at {start}")
        expr = template[start + 2:end].strip()
        name, _, filt = expr.partition("|")
        value = lookup(context, name.strip())
        for f in filt.split("|") if filt else []:
            value = apply_filter(f.strip(), value)
        out.append(str(value))
        i = end + 2
    return "".join(out)


def lookup(context, dotted):
    value = context
    for part in dotted.split("."):
        if isinstance(value, dict):
            value = value[part]
        elif isinstance(value, list):
            value = value[int(part)]
        else:
            raise TypeError(f"cannot look up {part!r} in {value!r}")
    return value


def apply_filter(name, value):
    match name.split(":"):
        case ["upper"]:
            return str(value).upper()
        case ["title"]:
            return str(value).title()
        case ["pad", width]:
            return str(value).ljust(int(width), ".")
        case ["money"]:
            return f"${value:,.2f}"
        case ["join", sep]:
            return sep.join(str(v) for v in value)
        case ["len"]:
            return len(value)
        case _:
            raise ValueError(f"unknown filter {name!r}")


ctx = {
    "user": {"name": "ada lovelace", "langs": ["python", "rust", "c"]},
    "order": {"total": 1234.5, "items": [{"sku": "A1"}, {"sku": "B2"}]},
}
templates = [
    "Hello, {{ user.name | title }}!",
    "You know {{user.langs|len}} languages: {{ user.langs | join:, }}.",
    "Total: {{ order.total | money }} first sku {{order.items.0.sku}}",
    "{{ user.name | upper | pad:20 }}|",
    "no tags here",
]
for t in templates:
    print(render(t, ctx))
for bad in ["{{ user.name | shout }}", "{{ oops", "{{ user.name.first }}"]:
    try:
        render(bad, ctx)
    except (ValueError, SyntaxError, TypeError) as e:
        print("error:", e)
print(render("Missing: {{ user.email }}", ctx))
