import time


def attempt(label, fn):
    try:
        result = fn()
    except (ValueError, TypeError, OverflowError, OSError) as e:
        print(f"{label}: {type(e)}: {e}")
    else:
        print(f"{label}: ok {result!r}")


T = (2024, 1, 1, 0, 0, 0, 0, 1, 0)
attempt("month 13", lambda: time.strftime("%Y", (2024, 13, 1, 0, 0, 0, 0, 1, 0)))
attempt("day 32", lambda: time.strftime("%Y", (2024, 1, 32, 0, 0, 0, 0, 1, 0)))
attempt("hour 24", lambda: time.strftime("%Y", (2024, 1, 1, 24, 0, 0, 0, 1, 0)))
attempt("minute -1", lambda: time.strftime("%Y", (2024, 1, 1, 0, -1, 0, 0, 1, 0)))
attempt("second 62", lambda: time.strftime("%Y", (2024, 1, 1, 0, 0, 62, 0, 1, 0)))
attempt("wday -2", lambda: time.strftime("%a", (2024, 1, 1, 0, 0, 0, -2, 1, 0)))
attempt("yday 367", lambda: time.strftime("%j", (2024, 1, 1, 0, 0, 0, 0, 367, 0)))
attempt("short tuple", lambda: time.strftime("%Y", (2024, 1, 1)))
attempt("list", lambda: time.strftime("%Y", [2024, 1, 1, 0, 0, 0, 0, 1, 0]))
attempt("float item", lambda: time.strftime("%Y", (2024.5, 1, 1, 0, 0, 0, 0, 1, 0)))
attempt("huge item", lambda: time.strftime("%Y", (2 ** 40, 1, 1, 0, 0, 0, 0, 1, 0)))
attempt("format type", lambda: time.strftime(b"%Y", T))
attempt("nul in format", lambda: time.strftime("%Y\x00", T))
attempt("asctime bad", lambda: time.asctime((2024, 0, 1, 0, 0, 0, 0, 1, 0)))
attempt("asctime month", lambda: time.asctime((2024, 13, 1, 0, 0, 0, 0, 1, 0)))
attempt("asctime type", lambda: time.asctime("2024"))
attempt("gmtime nan", lambda: time.gmtime(float("nan")))
attempt("gmtime huge", lambda: time.gmtime(1e19))
attempt("gmtime far", lambda: time.gmtime(1e17))
attempt("gmtime str", lambda: time.gmtime("0"))
attempt("struct_time short", lambda: time.struct_time((1, 2, 3)))
attempt("struct_time long", lambda: time.struct_time(tuple(range(12))))
attempt("strptime bad dir", lambda: time.strptime("2024", "%Y%q"))
attempt("strptime stray", lambda: time.strptime("2024%", "%Y%"))
attempt("strptime mismatch", lambda: time.strptime("Mon", "%A"))
attempt("strptime leftover", lambda: time.strptime("2024-01-01 extra", "%Y-%m-%d"))
attempt("strptime colon", lambda: time.strptime("+01:3000", "%z"))
attempt("strptime year 0", lambda: time.strptime("0000 1", "%Y %j"))
attempt("strptime iso", lambda: time.strptime("2024 10", "%Y %V"))
attempt("sleep negative", lambda: time.sleep(-0.1))
attempt("sleep type", lambda: time.sleep([]))
attempt("leap ok", lambda: time.strftime("%H:%M:%S", (2016, 12, 31, 23, 59, 60, 5, 366, 0)))
attempt("zero fields", lambda: time.strftime("%Y-%m-%d %j", (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
