# int() and float() read any Unicode decimal digit and Unicode whitespace as their ASCII forms.
for text in ['١٢', '१२३', '  ٣٤  ', '\u2003٥\u2003', '-٧', '+೫', '٣_٤', '１２', '0x١٢']:
    try:
        print(repr(text), int(text))
    except ValueError as e:
        print('ValueError', e)
print(int('١٢', 16), int('٧', 8))
for text in ['١٢.٥', '٣e٢', '-٠.٥', '１.５', 'inf', '١٢x']:
    try:
        print(repr(text), float(text))
    except ValueError as e:
        print('ValueError', e)
for text in ['½', '²', 'Ⅻ']:
    try:
        print(int(text))
    except ValueError as e:
        print('ValueError', e)
