z = 3.25 - 1.5j
print("{0.real} {0.imag} {1}".format(z, z.conjugate()))
print("%s|%r" % (z, -z))
print(str([z, 1j]), f"{z!r} {z!s}", "{}".format(z))
