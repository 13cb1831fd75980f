from string import Template

ok = Template('Total: $total')
print(ok.substitute(total=10))
bad = Template('''line one
line two costs $ 5''')
print(bad.safe_substitute(), bad.is_valid())
try:
    Template('$').substitute()
except ValueError as e:
    print(e)
try:
    Template('abc\ndef $1').substitute()
except ValueError as e:
    print(e)
bad.substitute()
