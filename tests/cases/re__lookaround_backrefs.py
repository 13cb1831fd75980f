# Look-ahead, look-behind, backreferences, conditionals, atomic groups and possessive repeats.
import re

print(re.findall(r"\d+(?=px)", "10px 20em 30px"))
print(re.findall(r"\d+(?!px|\d)", "10px 20em 30px 40"))
print(re.findall(r"(?<=\$)\d+", "cost $30, tax $4, 5 items"))
print(re.findall(r"(?<!\$)\b\d+", "cost $30, tax $4, 5 items"))
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
print(re.findall(r"\b(\w+)\s+\1\b", "this is is a test test case"))
print(re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hello' or \"bye\"").group())
print(re.findall(r"<(\w+)>.*?</\1>", "<b>bold</b> <i>it</i> <u>bad</b>"))
print(re.match(r"(?i)(ab)\1", "abAB"))
print([bool(re.fullmatch(r"(<)?\w+(?(1)>)", s)) for s in ["<a>", "a", "<a", "a>"]])
print([bool(re.fullmatch(r"(?P<o>\()?\d+(?(o)\)|)", s)) for s in ["(1)", "1", "(1", "1)"]])
print(re.search(r"(?>a+)b", "aaab"), re.search(r"(?>a|ab)c", "abc"))
print(re.search(r"a++b", "aaab"), re.search(r"a*+a", "aaa"), re.search(r"\d{2,}+5", "12345"))
print(re.findall(r"(?=(\w\w))", "abcd"))
print(re.findall(r"(?<=a)b|c(?=d)", "ab cd cb"))
pw = re.compile(r"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$")
for s in ["Passw0rd", "password", "SHORT1a", "LongEnough9x"]:
    print(s, bool(pw.match(s)))
print(re.sub(r"(\w)(\w*)", lambda m: m.group(1).upper() + m.group(2), "title case words"))
print(re.findall(r"(\w)\1+", "aabbbcdd"), [m.group() for m in re.finditer(r"(\w)\1+", "aabbbcdd")])
print(re.search(r"(a)?b(?(1)c|d)", "bd").group(), re.search(r"(a)?b(?(1)c|d)", "abc").group())
