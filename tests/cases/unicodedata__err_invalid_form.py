import unicodedata

for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    print(form, ascii(unicodedata.normalize(form, "ﬃ é")))
print(unicodedata.normalize("nfc", "ﬃ é"))
