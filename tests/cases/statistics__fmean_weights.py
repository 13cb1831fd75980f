import statistics as st

grades = [85, 92, 83, 91]
weights = [0.20, 0.20, 0.30, 0.30]
print(st.fmean(grades, weights), st.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]))
print(st.fmean([3.5, 4.0, 5.25]), st.fmean(iter([1, 2, 3, 4])), st.fmean(range(10)), st.fmean([1e16, 1.0, -1e16]))
print(st.fmean([1, 2], weights=iter([3, 1])), st.fmean((x for x in [2.0, 4.0]), [1, 1]))
print(st.fmean([True, False, True, True]), repr(st.fmean([7])))
