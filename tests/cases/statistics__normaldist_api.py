from statistics import NormalDist

N = NormalDist(2.4, 1.6)
print(N, N.mean, N.median, N.mode, N.stdev, N.variance)
print(N.pdf(2), N.cdf(3), N.zscore(4), N.quantiles(), N.quantiles(10)[:3])
for p in [1e-12, 0.001, 0.02, 0.25, 0.5, 0.75, 0.98, 0.999, 1 - 1e-12]:
    print(p, N.inv_cdf(p))
std = NormalDist()
print(std, std.cdf(1.96), std.inv_cdf(0.975), std.pdf(0))
iq = NormalDist(100, 15)
print(f"{iq.cdf(130) - iq.cdf(70):.4f}", iq.inv_cdf(0.99), NormalDist(1, 2).overlap(NormalDist(3, 4)))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(5, 1).overlap(NormalDist(5, 1)), NormalDist(0, 1).overlap(NormalDist(1, 1)))
