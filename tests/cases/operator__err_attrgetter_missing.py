import operator


class Config:
    def __init__(self):
        self.debug = False
        self.level = 3


get = operator.attrgetter("debug", "level")
print(get(Config()))
print(operator.attrgetter("verbosity")(Config()))
