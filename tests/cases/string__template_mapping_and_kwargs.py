from string import Template

class Env:
    def __init__(self, values):
        self.values = values
    def __getitem__(self, key):
        return self.values[key].upper()

t = Template('$user@$host:$path')
print(t.substitute(Env({'user': 'ann', 'host': 'box', 'path': '/tmp'})))
print(t.substitute({'user': 'a', 'host': 'h', 'path': 'p'}, host='override'))
print(t.safe_substitute({'user': 'a'}, path='/x'))
print(Template('$x').substitute(x=0), Template('$x').substitute(x=[1, 2]), Template('$x').substitute(x={'k': 1}))
try:
    t.substitute(Env({}))
except KeyError as e:
    print('KeyError', e)
