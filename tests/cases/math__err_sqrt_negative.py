import math

# Standard deviations of a few samples; the last one has a negative "variance" from bad input.
samples = {"a": [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], "b": [1.0, 1.0, 1.0]}
for name, xs in samples.items():
    mean = math.fsum(xs) / len(xs)
    var = math.fsum((x - mean) ** 2 for x in xs) / len(xs)
    print(name, mean, var, math.sqrt(var))
reported_variance = -0.25
print("computing sqrt of", reported_variance)
print(math.sqrt(reported_variance))
