# smolagents: Forbidden: Forbidden access to dunder attribute: __all__
import datetime

print(datetime.__all__)
print(all(hasattr(datetime, n) for n in datetime.__all__))
