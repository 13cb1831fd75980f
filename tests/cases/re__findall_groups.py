# findall/finditer: results with zero, one and several groups; spans in characters.
import re

text = "Prices: apple $1.25, pear $0.80, mango $12.00 and kiwi $3"
print(re.findall(r"\$\d+(?:\.\d\d)?", text))
print(re.findall(r"(\w+) \$(\d+)", text))
print(re.findall(r"\$(\d+)(\.\d\d)?", text))
print(re.findall(r"(\w+) \$", text))
for m in re.finditer(r"(?P<fruit>\w+) \$(?P<price>[\d.]+)", text):
    print(m.start(), m.end(), m.span("price"), m["fruit"], float(m["price"]))

print(re.findall(r"", "abc"))
print(re.findall(r"x*", "axxb"))
print(re.findall(r"a|ab", "abab"))
print(re.findall(r"\b\w", "the quick brown fox"))
print([m.group() for m in re.finditer(r"\d+", "10 apples, 20 pears, 300 plums")])
print(re.compile(r"\d").findall("0123456789", 3, 7))
print([m.span() for m in re.compile(r"\w+").finditer("ab cd ef gh", 2, 8)])
it = re.finditer(r"o", "foo boo")
print(next(it).span(), next(it).span(), [m.span() for m in it])
print(len(re.findall(r"[aeiou]", "the quick brown fox jumps over the lazy dog")))
words = re.findall(r"[A-Za-z']+", "It's a truth universally acknowledged, isn't it?")
print(words, len(words))
print(re.findall(r"(a)(b)?(c)?", "ab ac a abc"))
print(re.findall(r"é+", "café éé ée"), [m.span() for m in re.finditer("😀", "a😀b😀😀")])
