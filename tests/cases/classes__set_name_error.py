# An exception raised by __set_name__ while a class is created is wrapped, as CPython 3.11
# does, in a RuntimeError naming the descriptor, the attribute and the class.
class Field:
    def __set_name__(self, owner, name):
        if name.startswith('bad'):
            raise ValueError('bad field name ' + name)
        self.name = name

class Good:
    ok = Field()
print(Good.ok.name)

try:
    class Model:
        fine = Field()
        bad_one = Field()
except RuntimeError as e:
    print('RuntimeError', e)

class Broken:
    def __set_name__(self, owner, name):
        raise KeyError(name)

class Outer:
    item = Broken()
