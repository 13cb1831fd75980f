from string import Template

t = Template('$greeting, $name!')
print(t.substitute(greeting='Hi', name='you'))
print(t.safe_substitute(greeting='Hello'))
try:
    t.substitute(greeting='Hey')
except KeyError as e:
    print('KeyError', e)
t.substitute({'name': 'Ann'})
