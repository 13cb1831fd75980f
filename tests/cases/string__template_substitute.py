from string import Template

t = Template('$who likes $what; ${who}s cost $$10 and $$$amount.')
print(t.substitute(who='tim', what='kung pao', amount=3))
print(t.substitute({'who': 'ann', 'what': 'tea', 'amount': 1}, what='coffee'))
print(t.template)
row = {'name': 'Widget', 'qty': 3, 'price': 2.5}
line = Template('${name}: $qty x $price = $$${total}')
print(line.substitute(row, total=row['qty'] * row['price']))
print(Template('$a$b${c}d').substitute(a=1, b=[2], c=None))
print(Template('no placeholders here').substitute())
print(Template('$_private and $x9').substitute(_private='p', x9='nine'))
print(Template('${x}y $xy').substitute(x='X', xy='XY'))
print(Template('end $').safe_substitute(), Template('$1abc').safe_substitute())
print(Template('tab$\tx').safe_substitute())
