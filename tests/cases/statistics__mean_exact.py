import statistics
from fractions import Fraction

# mean is computed exactly and rounded once, unlike sum(data) / len(data).
data = [1.1, 2.2, 3.3]
print(statistics.mean(data), sum(data) / len(data))
print(statistics.mean([0.1] * 10), statistics.mean([1e20, 1.0, -1e20]), statistics.mean([1, 2, 3, 4, 4]))
print(statistics.mean([2, 4]), repr(statistics.mean([1, 2])), statistics.mean([-1.0, 2.5, 3.25, 5.75]))
print(repr(statistics.mean([Fraction(3, 7), Fraction(1, 21), Fraction(5, 3), Fraction(1, 3)])))
print(statistics.mean([1, 2.5]), statistics.mean([True, False, True]), statistics.mean(iter([0.3, 0.6, 0.9])))
print(statistics.mean(range(1, 101)), statistics.mean([10 ** 30, 1]), statistics.mean([0.1, 0.2, 0.3, 0.4]))
print(statistics.fmean([1.1, 2.2, 3.3]), statistics.fmean([3.5, 4.0, 5.25]), statistics.fmean(x / 10 for x in range(11)))
