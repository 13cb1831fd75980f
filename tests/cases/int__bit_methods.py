for n in [0, 1, 5, 255, 256, -1, -256, 2**64, -(2**100) + 3, 12345678901234567890]:
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio())
print((7).numerator, (7).denominator, (7).real, (7).imag, (7).conjugate())
