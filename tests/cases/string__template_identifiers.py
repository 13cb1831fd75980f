from string import Template

letter = Template("""Hello $first ${last},
Your balance is $$${balance}. Contact $agent or ${agent} for $first's account.
$$not_a_var""")
print(letter.get_identifiers())
print(letter.is_valid())
missing = [name for name in letter.get_identifiers() if name not in {'first', 'last'}]
print(missing)
print(letter.safe_substitute(first='Ann', last='Lee'))
print(Template('$a $b $a ${c}').get_identifiers(), Template('').get_identifiers())
print(Template('$ $1 ${').get_identifiers(), Template('$ $1 ${').is_valid())
