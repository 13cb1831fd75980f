import statistics as st

scores = {
    'alice': [88, 92, 79, 93, 85],
    'bob': [72, 65, 80, 70, 68],
    'carol': [95, 98, 91, 99, 97],
    'dave': [60, 75, 70, 65, 72],
    'erin': [82, 85, 88, 84, 86],
}
print(f"{'name':6} {'mean':>6} {'med':>5} {'sd':>7} {'min':>4} {'max':>4}")
for name, s in scores.items():
    print(f"{name:6} {st.mean(s):6.1f} {st.median(s):5} {st.stdev(s):7.3f} {min(s):4} {max(s):4}")

everyone = [x for s in scores.values() for x in s]
mu, sigma = st.mean(everyone), st.pstdev(everyone)
print("class mean", mu, "pstdev", sigma, "variance", st.pvariance(everyone))
cut = st.quantiles(everyone, n=5)
print("quintile cuts", cut)
letters = 'FDCBA'
for name, s in scores.items():
    avg = st.fmean(s)
    band = sum(avg > c for c in cut)
    print(name, letters[band], round((avg - mu) / sigma, 3))
print("modes", st.multimode(x // 10 * 10 for x in everyone))
