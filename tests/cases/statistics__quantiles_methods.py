import statistics as st

data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129,
        106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95,
        103, 107, 101, 81, 109, 104]
print([round(q, 1) for q in st.quantiles(data, n=10)])
print(st.quantiles(data), st.quantiles(data, method='inclusive'))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7], method='inclusive'), st.quantiles([1, 2, 3, 4, 5, 6, 7]))
print(st.quantiles([1, 2], n=3), st.quantiles([1.5, 2.5, 10.0], n=1), st.quantiles([1, 100], n=5, method='inclusive'))
pct = st.quantiles(range(1, 1001), n=100)
print(pct[0], pct[49], pct[98], len(pct))
