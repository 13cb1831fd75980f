import statistics

print(statistics.mean([4]))
for f in [statistics.median, statistics.pvariance, statistics.fmean, statistics.harmonic_mean, statistics.mode]:
    try:
        f([])
    except statistics.StatisticsError as e:
        print('StatisticsError:', e)
print(isinstance(statistics.StatisticsError('x'), ValueError))
statistics.mean([])
