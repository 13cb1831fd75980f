import string

def classify(pw):
    kinds = {
        'lower': any(c in string.ascii_lowercase for c in pw),
        'upper': any(c in string.ascii_uppercase for c in pw),
        'digit': any(c in string.digits for c in pw),
        'punct': any(c in string.punctuation for c in pw),
        'space': any(c in string.whitespace for c in pw),
    }
    score = sum(kinds.values()) + (len(pw) >= 12)
    return score, [k for k, v in kinds.items() if v]

for pw in ['password', 'Passw0rd!', 'correct horse battery staple', 'X9$', 'ALLCAPS123']:
    print(f'{pw!r:32} {classify(pw)}')
def is_hex(s):
    return bool(s) and all(c in string.hexdigits for c in s)
print([s for s in ['ff00aa', 'xyz', '', 'DEADbeef', '0x1f'] if is_hex(s)])
def is_octal(s):
    return all(c in string.octdigits for c in s)
print(is_octal('0755'), is_octal('0788'))
cleaned = ''.join(c for c in 'Hello, World! (2024)' if c not in string.punctuation)
print(cleaned)
printable_only = ''.join(c if c in string.printable else '?' for c in 'tab\there\x00bell\x07')
print(repr(printable_only))
