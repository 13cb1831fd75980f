# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# A module's __dict__ holds what attribute access reads.
import math
import collections

d = math.__dict__
print(type(d) is dict)
print(d["pi"] == math.pi, d["sqrt"] is math.sqrt)
print(collections.__dict__["OrderedDict"] is collections.OrderedDict)
print("__dict__" in d)
