def render(template, *, context, strict=False):
    out = template
    for k, v in context.items():
        out = out.replace("{" + k + "}", str(v))
    if strict and "{" in out:
        raise ValueError("unfilled placeholder")
    return out

print(render("Hi {name}", context={"name": "Al"}))
print(render("{a}+{b}", context={"a": 1, "b": 2}, strict=True))
try:
    render("{x}", context={}, strict=True)
except ValueError as e:
    print("ValueError:", e)
render("no context")
