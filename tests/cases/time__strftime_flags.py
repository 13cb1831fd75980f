import time

t = (2024, 3, 5, 4, 7, 9, 1, 65, 0)
early = (7, 1, 9, 0, 0, 0, 0, 9, 0)
for spec in ["%-d", "%_d", "%0e", "%-e", "%5d", "%_5d", "%-5d", "%05d", "%010Y", "%_10Y", "%3Y", "%-j", "%_j",
             "%^a", "%^A", "%#A", "%^b", "%#B", "%10B", "%-10b", "%^p", "%#p", "%^P", "%Ey", "%EY", "%EC", "%Ex", "%EX", "%Ec",
             "%Od", "%Om", "%OH", "%OY", "%Ea", "%Ed", "%5%", "%-%", "%3n", "%Q", "%5Q", "%^q", "%", "x%", "%5", "%E", "%-_0^#5d",
             "%+4Y", "%:z", "%Ez", "%_10z", "%-z", "%5Z", "%^#Z", "%_H:%_M", "%-H:%-M:%-S", "%_3C", "%_5G", "%2V"]:
    print(repr(spec), repr(time.strftime(spec, t)), repr(time.strftime(spec, early)))
print(repr(time.strftime("%2047d", t)[:3]), len(time.strftime("%2047d", t)), repr(time.strftime("%2048d", t)))
print(len(time.strftime("%1000d%1000d", t)), len(time.strftime("%100000d", t)))
print(time.strftime("caf\u00e9 %A \u2013 %^\u00e9 %d", t))
