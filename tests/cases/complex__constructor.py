print(complex(), complex(1), complex(1, 2), complex(1.5, -0.5), complex("3+4j"), complex(" 2j "), complex("-1.5-2.5J"), complex("5"), complex("(1+2j)"))
print(complex(real=2, imag=3), complex(1 + 2j, 1), complex(True, False))
print(complex("1e3+1e-3j"), complex("inf-infj"), complex("j"), complex("-j"))
for bad in ["1+", "abc", "1 + 2j", "", "3+4i"]:
    try:
        complex(bad)
    except ValueError as e:
        print(repr(bad), repr(e))
try:
    complex("1", 2)
except TypeError as e:
    print(repr(e))
