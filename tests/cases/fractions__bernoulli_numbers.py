from fractions import Fraction
from math import comb

def bernoulli(n):
    B = [Fraction(1)]
    for m in range(1, n + 1):
        B.append(-sum(comb(m + 1, k) * B[k] for k in range(m)) / (m + 1))
    return B

for i, b in enumerate(bernoulli(20)):
    if b:
        print(f"B{i} = {b}")
