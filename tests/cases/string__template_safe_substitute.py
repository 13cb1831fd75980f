from string import Template

t = Template('Dear $name, your order $order_id ships on ${date}. Cost: $$${cost}. $ bad $9')
print(t.safe_substitute(name='Ann'))
print(t.safe_substitute({'name': 'Bob', 'order_id': 17}, date='Monday'))
print(t.safe_substitute(name='Cid', order_id=1, date='today', cost='4.00'))
print(t.is_valid(), Template('$ok ${fine}').is_valid())
for s in ['$', 'abc$', '$1', '${', '${}', '${a', '${a}b', '$a$b', '$$', '$_x9y!', '${_}', 'é$é', '$$$', '${ a}']:
    tt = Template(s)
    print(repr(s), repr(tt.safe_substitute(a='A', b='B', _x9y='Z', _='U')), tt.is_valid())
