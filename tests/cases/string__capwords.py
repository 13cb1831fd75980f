from string import capwords

print(capwords('hello world'))
print(capwords('  multiple   spaces\tand\ttabs\n here  '))
print(capwords("it's a DOG's life"))
print(capwords('one-two three-four', '-'))
print(capwords('a,b,,c', ','))
print(repr(capwords('')), repr(capwords('   ')), repr(capwords('', ',')))
print(capwords('ÉCOLE élève'), capwords('x'), capwords('x y', None))
titles = ['the old man and the sea', 'war AND peace', 'a tale of two cities']
for t in titles:
    print(capwords(t), '|', t.title())
