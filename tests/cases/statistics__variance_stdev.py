import statistics as st
from fractions import Fraction

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), repr(st.pvariance([1, 2, 3, 4])), repr(st.variance([2, 4, 6])), st.stdev([1, 2, 3, 4]))
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(repr(st.variance([Fraction(1, 2), Fraction(3, 4), Fraction(5, 4)])), st.pstdev([Fraction(1, 3), Fraction(2, 3)]))
mu = st.mean(data)
print(st.variance(data, mu), st.pvariance(data, mu), st.stdev(data, mu), st.pstdev(data, mu))
print(st.variance([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]), st.stdev([0.1] * 10), st.pvariance([5]), st.pstdev([7.0]))
print(st.variance(iter([1.0, 2.0, 4.0])), st.stdev(x * x for x in range(10)), st.pvariance([True, False]))
