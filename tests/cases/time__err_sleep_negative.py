import time

delays = [0.001, 0.0, -0.25]
for d in delays:
    time.sleep(d)
    print("slept", d)
