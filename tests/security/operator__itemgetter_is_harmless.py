# expect: ok
# imports: operator
import operator
print(operator.itemgetter("__class__")({"__class__": "a key"}))
