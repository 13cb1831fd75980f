import statistics as st

print(st.mean([1, 2.5]))
for bad in [lambda: st.median_grouped(['a', 'b']), lambda: st.harmonic_mean(['x']), lambda: st.mean(['1', '2'])]:
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
st.variance([1.5, 'two', 3])
