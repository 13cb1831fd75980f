# locale: the sandbox has the C locales only; other locales are refused as on a system
# without them.
import locale

print(locale.setlocale(locale.LC_CTYPE, "C"), locale.setlocale(locale.LC_NUMERIC, "POSIX"))
print(locale.setlocale(locale.LC_ALL, "C"), locale.setlocale(locale.LC_ALL, None))
print(locale.setlocale(locale.LC_TIME, "C.UTF-8"), locale.setlocale(locale.LC_ALL, None))
print(locale.setlocale(locale.LC_ALL, "C.UTF-8"), locale.getlocale(locale.LC_NUMERIC))
print(locale.setlocale(locale.LC_ALL, "C"), locale.getlocale(locale.LC_NUMERIC))
try:
    locale.setlocale(locale.LC_ALL, "xx_YY.UTF-8")
except locale.Error as e:
    print("locale.Error:", e)
conv = locale.localeconv()
print(conv["decimal_point"], repr(conv["thousands_sep"]), conv["grouping"])
print(locale.atof("3.5"), locale.atoi("42"), locale.strcoll("a", "b"), locale.strxfrm("abc"))
print(locale.format_string("%.2f", 1234.5), locale.str(2.5))
