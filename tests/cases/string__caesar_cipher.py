import string

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

msg = 'The Quick Brown Fox Jumps Over The Lazy Dog!'
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar(msg, 13) == caesar(caesar(msg, 13), 26))
rot13 = caesar(msg, 13)
print(rot13, caesar(rot13, 13))
alphabet = string.ascii_lowercase
freq = {c: msg.lower().count(c) for c in alphabet}
print(''.join(c for c in alphabet if freq[c] == 0) or 'pangram')
print(string.capwords(caesar('hello world', 1)))
