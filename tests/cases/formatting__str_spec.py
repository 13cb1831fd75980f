s = "héllo"
for spec in ["", "10", "<10", ">10", "^10", "*^11", "-<8", ".3", "10.2", "^9.1", "s", "0>7"]:
    print(repr(spec), "[" + format(s, spec) + "]")
print(f"[{'':^5}] [{'x':#>4}] [{'abc'!r:>8}] [{'é'!a}] [{'long string':.4}]")
for bad in ["d", "=10", "+", ","]:
    try:
        format("s", bad)
    except ValueError as e:
        print(repr(e))
