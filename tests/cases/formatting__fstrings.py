name, value, items = "widget", 1234.5678, [1, 2, 3]
width, prec = 12, 2
print(f"{name!r:>12} {value:,.2f} {value:{width}.{prec}f} {items[1]} {len(items)} {items!s}")
print(f"{'nested ' + name.upper()} {value:>{width}} {name:*^{width}} {3 + 4 = }" if False else f"{'nested ' + name.upper()} {value:>{width}} {name:*^{width}}")
print(f"{value=}", f"{name = }", f"{value=:.1f}", f"{1 + 1=}")
print(f"{{braces}} {{{name}}} {'a' if value > 1 else 'b'} {[x * 2 for x in items]} {dict(a=1)['a']}")
print(f"{42:08b} {42:#x} {-42:+06d} {0.25:.0%} {1e6:g} {1e-5:.2e} {True!s:>6} {None}")
