# Unicode text: classes, case-insensitivity and character (not byte) positions.
import re

s = "Grüße aus Köln, 東京 und São Paulo! 123 ٣٤ ½"
print(re.findall(r"\w+", s))
print(re.findall(r"\w+", s, re.ASCII))
print(re.findall(r"\d+", s), re.findall(r"\d+", s, re.A))
print([(m.group(), m.span()) for m in re.finditer(r"[A-ZÄÖÜ]\w*", s)])
print(re.search(r"Köln", s).span(), s[re.search(r"Köln", s).start():][:4])
print(re.findall(r"(?i)grüsse|GRÜSSE|grÜße", s))
print(re.findall(r"(?i)ß", "ß ẞ SS"), re.findall(r"(?i)é", "É é E"))
print(re.sub(r"\s+", "_", "a\u00a0b\u2003c\td\u3000e"))
print(re.split(r"[\s,!]+", s))
emoji = "I ❤️ 🍕 and 🍣 🎉!"
print([(m.group(), m.start()) for m in re.finditer(r"[\U0001F300-\U0001FAFF]", emoji)])
print(len(emoji), re.search(r"🍣", emoji).span())
print(re.findall(r"[^\x00-\x7F]+", "naïve résumé coöperate"))
print(re.sub(r"[àáâãäå]", "a", "àbâçãdä"), re.findall(r"[α-ω]+", "alpha αβγ omega ω"))
print(re.match(r".{3}", "日本語テキスト").group(), re.match(r"(..)(.)", "日本語").span(2))
print(re.findall(r"\bcafé\b", "café cafés café."), re.findall(r"\S+", "mixed\u00a0spaces here"))
print(re.findall(r"(?i)i", "iIİı"), re.findall(r"(?i)[h-j]+", "HİJıx"), re.findall(r"\b\w+\b", "e\u0301te\u0301 x"))
