from textwrap import dedent

code = '''
    def greet(name):
        if name:
            return f"hi {name}"
        return "hi"
    '''
print(dedent(code))
print(repr(dedent('  a\n\t b\n')))
print(repr(dedent('   \n  x\n   \n  y')))
print(repr(dedent('no indent\n  yes')))
print(repr(dedent('\t\tone\n\t\ttwo\n\tthree')))
print(repr(dedent('  mixed\n \t other')))
print(repr(dedent('')), repr(dedent('\n\n')), repr(dedent('    only')))
print(repr(dedent('  a\r\n  b\r\n')))
query = dedent("""\
    SELECT name, total
      FROM orders
     WHERE total > 100
    """)
print(query)
