import statistics as st

for data in [[1, 3, 5], [1, 3, 5, 7], [5, 1, 3, 7, 9, 2], [2.5], [1, 2, 2, 2, 3, 4]]:
    print(data, st.median(data), st.median_low(data), st.median_high(data), st.median_grouped(data))
print(st.median(['b', 'a', 'c']), st.median_low(['d', 'a', 'c', 'b']), st.median_high(['d', 'a', 'c', 'b']))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(st.median_grouped([1, 3, 3, 5, 7], interval=1), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(st.median_grouped([2, 2, 3, 3, 3, 4]), st.median_grouped([10.5, 11.5, 11.5], interval='2'))
print(st.median(range(10)), st.median(iter([4, 1, 3])), st.median((1.5, 2.5)))
