import string

for name in ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'digits', 'hexdigits', 'octdigits', 'punctuation', 'printable', 'whitespace']:
    value = getattr(string, name)
    print(f'{name:16} {len(value):3d} {value!r}')
print(string.ascii_letters == string.ascii_lowercase + string.ascii_uppercase)
print(set(string.hexdigits) <= set(string.printable), string.whitespace in string.printable)
print(sorted(set(string.punctuation) & set('a-b_c!d')))
