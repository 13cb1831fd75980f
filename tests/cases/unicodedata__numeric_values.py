import unicodedata

chars = "0789٣۴߅४৯੦௫౮൭๔໓༣၅៩᠕１²³¹⁴₅½⅓¼⅞ⅤⅫ①⑳㊿〇万億兆ↂ𝟘"
for ch in chars:
    print(f"U+{ord(ch):04X}", unicodedata.numeric(ch, None), unicodedata.digit(ch, None), unicodedata.decimal(ch, None),
          ch.isdecimal(), ch.isdigit(), ch.isnumeric())

def parse_unicode_int(s):
    value = 0
    for ch in s:
        value = value * 10 + unicodedata.decimal(ch)
    return value

for s in ["١٢٣", "४२", "๑๐๐", "１２３４", "𝟏𝟐"]:
    print(ascii(s), parse_unicode_int(s))
total = sum(unicodedata.numeric(ch) for ch in "½¼¾⅛")
print(total, unicodedata.numeric("x", -1.0), unicodedata.decimal("²", "n/a"), unicodedata.digit("½", "n/a"))
