import textwrap

text = ("The quick brown fox jumps over the lazy dog. Well-known e-mail addresses -- such as "
        "user@example.com -- are hyphen-ated in odd ways; supercalifragilisticexpialidocious words "
        "get broken.\tTabs\tand\nnewlines too.")
for width in (12, 30, 50):
    print(f'--- {width}')
    print(textwrap.fill(text, width=width))
lines = textwrap.wrap(text, 40)
print(len(lines), max(len(l) for l in lines))
print(textwrap.wrap('', 10), textwrap.wrap('   ', 10), textwrap.fill('one', 1))
