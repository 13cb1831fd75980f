# Integer format specs of the form [0][width][d], which take a shortcut, next to the forms
# that do not, on small, negative, zero and extreme values.
values = [0, 7, -7, 42, -42, 12345, -12345, 2**63 - 1, -(2**63), 2**63, -(2**64)]
specs = ["05d", "5d", "5", "05", "0", "00", "d", "0d", "010d", "1", "3d", "9999", "+05d", " 5d",
         "<5d", ">05", "^7", ",d", "_d", "x", "05x", "=8", "*>6d", "#x", "0=7"]
for v in values:
    print(v, [format(v, s).strip() if s == "9999" else format(v, s) for s in specs])
    print(f"{v:05d}|{v:3}|{v:d}|{v:0}|{v:010}")
print(format(True, "05d"), format(False, "3"), f"{True:02}")
for bad in ["05.2d", "0dd", "05s", "-0d5"]:
    try:
        print(format(5, bad))
    except ValueError as e:
        print("ValueError", e)
