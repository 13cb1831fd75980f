from string import Template

invoice = Template("""INVOICE #$number
Bill to: $customer
$lines
-----------------------
Total:  $$${total}""")
item = Template('  ${name} x$qty @ $$$price')
items = [('Widget', 2, 3.5), ('Gadget', 1, 10.0), ('Gizmo', 4, 1.25)]
lines = '\n'.join(item.substitute(name=n, qty=q, price=f'{p:.2f}') for n, q, p in items)
total = sum(q * p for _, q, p in items)
print(invoice.substitute(number=42, customer='ACME Corp', lines=lines, total=f'{total:.2f}'))
form = Template('Dear $title $surname,')
people = [{'title': 'Dr', 'surname': 'Who'}, {'title': 'Ms', 'surname': 'Marple'}, {'surname': 'Nobody'}]
for p in people:
    print(form.safe_substitute(p))
