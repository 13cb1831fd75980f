for v in [0, 999, 1000, 1234567, -1234567, 10**12, 1234567.891, 0.5]:
    print(f"{v:,}", f"{v:_}", format(v, ",.2f"), format(v, "_.1f"), format(v, "015,.2f") if isinstance(v, float) else format(v, "015,d"))
print(f"{0xDEADBEEF:_x}", f"{255:_b}", f"{8**8:_o}", f"{10**10:_X}", f"{-255:#_b}")
try:
    format(1, ",x")
except ValueError as e:
    print(repr(e))
try:
    format(1, ",_")
except ValueError as e:
    print(repr(e))
