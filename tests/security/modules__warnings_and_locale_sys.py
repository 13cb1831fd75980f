# expect: Forbidden: Forbidden access to module: sys
# imports: warnings locale functools
# ophis's own warnings and locale lack CPython's module-valued attributes; reaching one (directly,
# through getattr, or through a partial of getattr, as smolagents' tests do) is reaching `sys`,
# refused in smolagents' words.
import functools
import locale
import warnings

print(list(map(functools.partial(getattr, locale), ["re"])))
list(map(functools.partial(getattr, warnings), ["sys"]))[0].modules["os"].system(
    "touch /tmp/ophis-canary-modules__warnings_and_locale_sys"
)
print("ESCAPED")
