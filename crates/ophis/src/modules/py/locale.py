"""Locale services (the `locale` module), written for ophis.

The sandbox has the locales "C" (alias "POSIX") and "C.UTF-8", and starts as CPython does
in an empty environment (LANG=C): LC_CTYPE is C.UTF-8 (CPython's coercion of the C locale),
every other category C, and the empty name selects those. Their conventions are the C
locale's; asking for any other locale raises `locale.Error('unsupported locale setting')`, as
CPython does on a system where that locale is not installed. Text is UTF-8 (CPython's UTF-8 mode), so
`getpreferredencoding()` and `getencoding()` answer 'UTF-8'.
"""

__all__ = ["getlocale", "getdefaultlocale", "getpreferredencoding", "Error", "setlocale",
           "localeconv", "strcoll", "strxfrm", "str", "atof", "atoi", "format_string",
           "currency", "normalize", "LC_CTYPE", "LC_COLLATE", "LC_TIME", "LC_MONETARY",
           "LC_NUMERIC", "LC_ALL", "LC_MESSAGES", "CHAR_MAX", "getencoding"]

# The builtin `str`, which this module's own `str()` shadows below (as in CPython).
_str = str

# Linux's values of the categories.
LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127

_CATEGORIES = (LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_ALL)


class Error(Exception):
    pass


# The sandbox's locale state: CPython's under an empty environment (LANG=C), where CPython
# coerces the C locale to C.UTF-8 for LC_CTYPE (PEP 538). glibc's categories, in its order.
_GLIBC_CATEGORIES = ("LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
                     "LC_MESSAGES", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE",
                     "LC_MEASUREMENT", "LC_IDENTIFICATION")
_current = dict.fromkeys(_GLIBC_CATEGORIES, "C")
_current["LC_CTYPE"] = "C.UTF-8"
_NAMES = {LC_CTYPE: "LC_CTYPE", LC_NUMERIC: "LC_NUMERIC", LC_TIME: "LC_TIME",
          LC_COLLATE: "LC_COLLATE", LC_MONETARY: "LC_MONETARY", LC_MESSAGES: "LC_MESSAGES"}
# The locales the sandbox has, by the names that select them.
_KNOWN = {"C": "C", "POSIX": "C", "C.UTF-8": "C.UTF-8", "C.utf8": "C.utf8"}


def _all_name():
    names = set(_current.values())
    if len(names) == 1:
        return names.pop()
    return ";".join("%s=%s" % (c, _current[c]) for c in _GLIBC_CATEGORIES)


def setlocale(category, locale=None):
    """Set the locale for the given category (the sandbox has "C" and "C.UTF-8"; "" selects
    the empty environment's: C.UTF-8 for LC_CTYPE, C otherwise). The locale can be a string,
    an iterable of two strings (language code and encoding), or None; with None the current
    setting is returned."""
    if category not in _CATEGORIES:
        raise Error("unsupported locale setting")
    if locale is not None and not isinstance(locale, _str):
        locale = _build_localename(locale)
    if locale is None:
        return _all_name() if category == LC_ALL else _current[_NAMES[category]]
    targets = _GLIBC_CATEGORIES if category == LC_ALL else (_NAMES[category],)
    if locale == "":
        for c in targets:
            _current[c] = "C.UTF-8" if c == "LC_CTYPE" else "C"
    elif locale in _KNOWN:
        for c in targets:
            _current[c] = _KNOWN[locale]
    else:
        raise Error("unsupported locale setting")
    return _all_name() if category == LC_ALL else _current[targets[0]]


def _build_localename(localetuple):
    try:
        language, encoding = localetuple
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of two strings -- language code, encoding.') from None
    if language is None:
        language = 'C'
    if encoding is None:
        return language
    return language + '.' + encoding


def localeconv():
    """The numeric and monetary conventions of the C locale."""
    return {'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '',
            'mon_thousands_sep': '', 'mon_grouping': [], 'positive_sign': '',
            'negative_sign': '', 'int_frac_digits': CHAR_MAX, 'frac_digits': CHAR_MAX,
            'p_cs_precedes': CHAR_MAX, 'p_sep_by_space': CHAR_MAX, 'n_cs_precedes': CHAR_MAX,
            'n_sep_by_space': CHAR_MAX, 'p_sign_posn': CHAR_MAX, 'n_sign_posn': CHAR_MAX,
            'decimal_point': '.', 'thousands_sep': '', 'grouping': []}


def getlocale(category=LC_CTYPE):
    """The current setting for the given category as (language code, encoding): (None, None)
    for the C locale; C.UTF-8 is an alias of en_US.UTF-8 in CPython's table."""
    if category == LC_ALL:
        raise TypeError('category LC_ALL is not supported')
    name = setlocale(category)
    if name == "C":
        return (None, None)
    return ('en_US', 'UTF-8')


def getdefaultlocale(envvars=('LC_ALL', 'LC_CTYPE', 'LANG', 'LANGUAGE')):
    return (None, 'UTF-8')


def getpreferredencoding(do_setlocale=True):
    """The encoding used for text data: UTF-8 in the sandbox."""
    return 'UTF-8'


def getencoding():
    return 'UTF-8'


def normalize(localename):
    return localename


def strcoll(a, b):
    """Compares two strings by the C locale's collation: by code point."""
    if not isinstance(a, _str) or not isinstance(b, _str):
        raise TypeError("strcoll() argument must be str")
    return (a > b) - (a < b)


def strxfrm(s):
    """The C locale's collation key of a string: the string itself."""
    if not isinstance(s, _str):
        raise TypeError("strxfrm() argument must be str, not %s" % type(s).__name__)
    return s


def format_string(f, val, grouping=False, monetary=False):
    """Formats with the % operator; the C locale has no grouping and '.' as its point."""
    return f % val


def currency(val, symbol=True, grouping=False, international=False):
    raise ValueError("Currency formatting is not possible using the 'C' locale.")


def str(val):
    """Convert float to string, taking the locale into account."""
    return format_string("%.12g", val)


def delocalize(string):
    return string


def localize(string, grouping=False, monetary=False):
    return string


def atof(string, func=float):
    """Parses a string to a float following the locale's conventions."""
    return func(string)


def atoi(string):
    """Converts a string to an integer following the locale's conventions."""
    return int(string)
