from textwrap import wrap, fill

url = 'https://example.com/a/very/long/path/that/does/not/fit/anywhere'
print(wrap(url, 20))
print(wrap(url, 20, break_long_words=False))
print(wrap('short ' + url + ' tail', 25, break_long_words=False))
print(wrap('abcdefghij', 3), wrap('abcdefghij', 1))
print(fill('Pneumonoultramicroscopicsilicovolcanoconiosis is long', 10))
print(wrap('aaaa-bbbb-cccc-dddd', 7), wrap('----abcd', 3))
print(wrap('word ' * 3 + 'x' * 30, 12, initial_indent='>> ', subsequent_indent='.. '))
