# A small report from semi-structured text: validate, extract, aggregate.
import re

RAW = """\
order#1001 | 2024-01-05 | alice@shop.io | 3 x Widget @ 4.50 EUR
order#1002 | 2024-01-05 | bob(at)shop.io | 1 x Gadget @ 19.99 EUR
order#1003 | 2024-01-06 | carol@shop.io | 10 x Bolt @ 0.15 EUR
order#1004 | 2024/01/07 | dave@shop.io | 2 x Widget @ 4.50 EUR
order#1005 | 2024-01-07 | erin@shop.io | 4 x Gizmo @ 7.25 USD
"""
ROW = re.compile(
    r"order#(?P<id>\d+) \| (?P<date>\d{4}-\d\d-\d\d) \| (?P<email>[\w.+-]+@[\w-]+\.\w+) \| "
    r"(?P<qty>\d+) x (?P<item>\w+) @ (?P<price>\d+\.\d\d) (?P<cur>[A-Z]{3})$"
)
totals = {}
rejected = []
for line in RAW.splitlines():
    m = ROW.match(line)
    if m is None:
        rejected.append(re.match(r"order#(\d+)", line).group(1))
        continue
    d = m.groupdict()
    amount = int(d["qty"]) * float(d["price"])
    totals.setdefault(d["cur"], []).append((d["id"], d["item"], round(amount, 2)))
for cur in sorted(totals):
    rows = totals[cur]
    print(cur, rows, "sum=%.2f" % sum(r[2] for r in rows))
print("rejected:", rejected)
print(re.sub(r"(?<=@)[\w-]+", "***", "alice@shop.io, bob@mail.com"))
domains = re.findall(r"@([\w-]+)\.", RAW)
print({d: domains.count(d) for d in sorted(set(domains))})
print(re.findall(r"\b(\d{4})-(\d\d)-(\d\d)\b", RAW)[-1], len(re.findall(r"EUR$", RAW, re.M)))
