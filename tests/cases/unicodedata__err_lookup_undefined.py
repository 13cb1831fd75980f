import unicodedata

wanted = ["BLACK HEART SUIT", "WHITE SMILING FACE", "LATIN SMALL LETTER ETH", "LATIN SMALL LETTER UNICORN"]
for name in wanted:
    print(name, ascii(unicodedata.lookup(name)))
