from textwrap import shorten

print(shorten('Hello  world!', width=12))
print(shorten('Hello  world!', width=11))
print(shorten('Hello world!', width=10, placeholder='...'))
headline = '  Scientists   discover\na new species of\tdeep-sea fish near volcanic vents  '
for w in (15, 25, 40, 80):
    print(repr(shorten(headline, w)))
print(shorten(headline, 30, placeholder=' >>'))
print(repr(shorten('', 5)), repr(shorten('   ', 5)), shorten('superlongword and more', 10))
titles = ['The Hitchhiker\'s Guide to the Galaxy', 'Dune', 'One Hundred Years of Solitude']
for t in titles:
    print(f'{shorten(t, 20, placeholder="…"):20}|')
