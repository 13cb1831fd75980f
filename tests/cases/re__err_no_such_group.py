# Match.group with a bad group name raises IndexError.
import re

m = re.search(r"(?P<y>\d{4})-(?P<m>\d\d)", "on 2023-07")
print(m.group("y"), m.group("m"), m.groupdict())
print(m.start("m"), m.span(1))
print(m.group("day"))
