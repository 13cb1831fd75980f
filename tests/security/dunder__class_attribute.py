# expect: Forbidden: Forbidden access to dunder attribute: __class__
# The classic first step of every escape: ().__class__.__base__.__subclasses__()
print(().__class__.__base__.__subclasses__())
print("ESCAPED")
