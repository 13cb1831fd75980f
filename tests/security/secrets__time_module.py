# expect: ok
# time.* gives times, not the environment.
import time
print(isinstance(time.time(), float), time.tzname is not None)
