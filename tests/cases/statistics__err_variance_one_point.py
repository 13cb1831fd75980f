import statistics as st

for bad in [lambda: st.stdev([1]), lambda: st.quantiles([1]), lambda: st.quantiles([1, 2], n=0),
            lambda: st.quantiles([1, 2], method='median'), lambda: st.correlation([1, 1, 1], [1, 2, 3]),
            lambda: st.linear_regression([2, 2], [1, 3]), lambda: st.covariance([1, 2], [1]),
            lambda: st.NormalDist(0, -1), lambda: st.NormalDist().inv_cdf(0), lambda: st.NormalDist(1, 0).pdf(1),
            lambda: st.NormalDist().overlap(1), lambda: st.geometric_mean([3, 0]), lambda: st.harmonic_mean([1, -1]),
            lambda: st.fmean([1, 2], [1]), lambda: st.harmonic_mean([1, 2], weights=[1])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(repr(e))
st.variance([42])
