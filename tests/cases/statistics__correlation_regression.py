import statistics as st

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
print(st.covariance(x, y), st.covariance(z, y), st.covariance(x, z))
print(st.correlation(x, y), st.correlation(x, x), st.correlation(x, z))
print(st.linear_regression(x, y))
year = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
slope, intercept = st.linear_regression(year, films)
print(slope, intercept, round(slope * 2019 + intercept))
r = st.linear_regression([1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1], proportional=True)
print(r, r.slope, r.intercept, r[0])
heights = [1.52, 1.60, 1.71, 1.80, 1.65, 1.75]
weights = [55.0, 61.5, 70.2, 80.1, 63.0, 72.4]
fit = st.linear_regression(heights, weights)
print(f"weight = {fit.slope:.3f} * height + {fit.intercept:.3f}; r = {st.correlation(heights, weights):.5f}")
