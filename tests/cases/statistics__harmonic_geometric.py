import statistics as st
from fractions import Fraction

print(st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(st.harmonic_mean([1, 0, 3]), st.harmonic_mean([7]), st.harmonic_mean([Fraction(1, 2), Fraction(1, 3)]), st.harmonic_mean(iter([1, 2, 4])))
print(st.harmonic_mean([60, 40], weights=[0, 1]), st.harmonic_mean([2.5]))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1.0, 10.0, 100.0]), st.geometric_mean([2, 8]))
# Average speed over equal distances is the harmonic mean of the speeds.
speeds = [60, 40, 30]
print(f"average speed {st.harmonic_mean(speeds):.4f} vs arithmetic {st.mean(speeds)}")
growth = [1.10, 1.25, 0.95, 1.05]
print(f"mean growth factor {st.geometric_mean(growth):.6f}")
