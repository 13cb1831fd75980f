import copy
import math

tools = {"name": "calc", "precision": 4}
print(copy.deepcopy(tools))
tools["backend"] = math
print(copy.deepcopy(tools))
