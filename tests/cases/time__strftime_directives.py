import time

moments = [(2024, 3, 5, 14, 7, 9, 1, 65, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0), (2000, 1, 1, 0, 0, 0, 5, 1, 0),
           (2021, 1, 3, 12, 0, 0, 6, 3, 0), (5, 1, 1, 9, 5, 7, 0, 1, 0)]
directives = ["%Y", "%y", "%C", "%m", "%d", "%e", "%j", "%H", "%I", "%k", "%l", "%M", "%S", "%p", "%P",
              "%a", "%A", "%b", "%B", "%h", "%u", "%w", "%U", "%W", "%V", "%G", "%g", "%D", "%F", "%T", "%R",
              "%r", "%c", "%x", "%X", "%n", "%t", "%%"]
for m in moments:
    print(m[:6], "|".join(time.strftime(d, m) for d in directives).replace("\n", "\\n").replace("\t", "\\t"))
print(time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(1234567890)))
print(time.strftime("Today is %A, %d %B %Y (day %j, week %U/%W/%V)", (2024, 7, 4, 0, 0, 0, 3, 186, 0)))
print(time.strftime("%c", (2024, 7, 4, 18, 30, 0, 3, 186, 0)), "|", time.strftime("%x %X", (2024, 7, 4, 18, 30, 0, 3, 186, 0)))
print(repr(time.strftime("", (2024, 1, 1, 0, 0, 0, 0, 1, 0))), repr(time.strftime("no directives", (2024, 1, 1, 0, 0, 0, 0, 1, 0))))
print(time.strftime("%Y", (2024, 0, 0, 0, 0, 0, 0, 0, 0)), time.strftime("%m %d %j", (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime("%a %j", (2024, 1, 1, 0, 0, 0, 9, 366, 0)), time.strftime("%S", (2024, 1, 1, 0, 0, 61, 0, 1, 0)))
print(time.asctime((2024, 3, 5, 14, 7, 9, 1, 65, 0)), "|", time.asctime((12345, 1, 1, 0, 0, 0, 0, 1, 0)), "|", time.asctime(time.gmtime(0)))
print(time.strftime("%z %Z", time.struct_time((2024, 1, 1, 0, 0, 0, 0, 1, 0, "CET", 3600))))
print(time.strftime("%z %Z", time.struct_time((2024, 1, 1, 0, 0, 0, 0, 1, 1, "PDT", -25200))))
print(time.strftime("[%z][%Z]", time.struct_time((2024, 1, 1, 0, 0, 0, 0, 1, -1, "X", 0))))
