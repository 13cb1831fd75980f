vals = [1j, -1j, 1 + 2j, 1.5 - 2.5j, complex(0, 0), complex(-0.0, 0), complex(0, -0.0), complex(3), complex(2, 0), 1e20j, 1e-7 + 1j,
        complex(float("inf"), 1), complex(1, float("nan")), complex(-0.0, -0.0), 0.1 + 0.2j, complex(1e16, 1)]
for z in vals:
    print(repr(z), str(z), z.real, z.imag)
