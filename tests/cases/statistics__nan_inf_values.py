import statistics as st

inf, nan = float('inf'), float('nan')
print(st.mean([1, inf]), st.mean([1, -inf]), st.mean([1, nan]), st.fmean([1, inf]))
print(st.variance([1, inf]), st.pvariance([2, nan]), st.NormalDist.from_samples([1, inf, 3]))
print(st.median([1, inf, 3]), st.mean([inf, inf]), st.mean([2.5, 1e308, 1e308]))
try:
    st.stdev([1, inf])
except AttributeError as e:
    print("AttributeError:", e)
