"""Fraction, infinite-precision, rational numbers (the `fractions` module), written for ophis.

Behaves like CPython 3.11's `fractions`: the same constructors, normalisation, arithmetic
algorithms, mixed-type rules (a float operand gives a float), hashing (equal to the hash of an
equal int or float), rounding, and the same str, repr and error messages.
"""

import math

__all__ = ['Fraction']

# sys.hash_info.modulus and sys.hash_info.inf on 64-bit CPython: the hash of a rational is
# its value reduced modulo this prime.
_PyHASH_MODULUS = 2 ** 61 - 1
_PyHASH_INF = 314159


def _type_name(cls):
    # A class's __name__, read from its repr ("<class 'module.Qual.Name'>") because the
    # sandbox does not let library code read dunder attributes either.
    if cls is Fraction:
        return 'Fraction'
    r = repr(cls)
    if r.startswith("<class '") and r.endswith("'>"):
        r = r[8:-2]
    return r.rpartition('.')[2]


def _is_rational(x):
    # numbers.Rational for the types ophis has: int (and bool) and Fraction.
    return isinstance(x, (int, Fraction))


def _nd(x):
    # (numerator, denominator) of an int or a Fraction.
    if isinstance(x, Fraction):
        return x._numerator, x._denominator
    return int(x), 1


def _digits_end(t, i):
    # The end of the longest match of the regex \d+(_\d+)* at t[i:] (i itself if none).
    n = len(t)
    if i >= n or not t[i].isdecimal():
        return i
    while i < n and t[i].isdecimal():
        i += 1
    while i + 1 < n and t[i] == '_' and t[i + 1].isdecimal():
        i += 1
        while i < n and t[i].isdecimal():
            i += 1
    return i


def _parse(s):
    # Matches CPython's _RATIONAL_FORMAT regex by hand; returns (sign, num, denom, decimal,
    # exp) as the regex groups (None for a group that did not take part), or None.
    i, j = 0, len(s)
    while i < j and s[i].isspace():
        i += 1
    while j > i and s[j - 1].isspace():
        j -= 1
    t = s[i:j]
    n = len(t)
    p = 0
    sign = ''
    if p < n and t[p] in '+-':
        sign = t[p]
        p += 1
    # Lookahead: a digit, or a point and a digit.
    if not (p < n and (t[p].isdecimal() or (t[p] == '.' and p + 1 < n and t[p + 1].isdecimal()))):
        return None
    q = _digits_end(t, p)
    num = t[p:q]
    p = q
    if p == n:
        return sign, num, None, None, None
    if t[p] == '/':
        q = _digits_end(t, p + 1)
        if q == p + 1 or q != n:
            return None
        return sign, num, t[p + 1:q], None, None
    decimal = None
    if t[p] == '.':
        # The regex tries `d*` (a typo in CPython, kept for exactness) before the digits.
        q = p + 1
        while q < n and t[q] in 'dD':
            q += 1
        rest = _exp_end(t, q)
        if rest == n:
            decimal = t[p + 1:q]
            p = q
        else:
            q = _digits_end(t, p + 1)
            decimal = t[p + 1:q]
            p = q
    q = _exp_end(t, p)
    if q != n:
        return None
    exp = t[p + 1:q] if q > p else None
    return sign, num, None, decimal, exp


def _exp_end(t, p):
    # The end of an optional exponent [eE][-+]?\d+(_\d+)* at t[p:] (p if there is none).
    n = len(t)
    if p < n and t[p] in 'eE':
        q = p + 1
        if q < n and t[q] in '+-':
            q += 1
        r = _digits_end(t, q)
        if r > q:
            return r
    return p


class Fraction:
    """This class implements rational numbers.

    In the two-argument form of the constructor, Fraction(8, 6) will
    produce a rational number equivalent to 4/3. Both arguments must
    be Rational. The numerator defaults to 0 and the denominator
    defaults to 1 so that Fraction(3) == 3 and Fraction() == 0.

    Fractions can also be constructed from numeric strings similar to
    those accepted by the float constructor (for example, '-2.3' or
    '1e10'), strings of the form '123/456', floats (exactly), and other
    Rational instances (including integers).
    """

    def __init__(self, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return
            elif _is_rational(numerator):
                self._numerator, self._denominator = _nd(numerator)
                return
            elif isinstance(numerator, float):
                # Exact conversion.
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return
            elif isinstance(numerator, str):
                m = _parse(numerator)
                if m is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                sign, num, denom, decimal, exp = m
                numerator = int(num or '0')
                if denom:
                    denominator = int(denom)
                else:
                    denominator = 1
                    if decimal:
                        decimal = decimal.replace('_', '')
                        scale = 10 ** len(decimal)
                        numerator = numerator * scale + int(decimal)
                        denominator *= scale
                    if exp:
                        exp = int(exp)
                        if exp >= 0:
                            numerator *= 10 ** exp
                        else:
                            denominator *= 10 ** -exp
                if sign == '-':
                    numerator = -numerator
            else:
                Decimal = _decimal_type()
                if Decimal is not None and isinstance(numerator, Decimal):
                    self._numerator, self._denominator = numerator.as_integer_ratio()
                    return
                raise TypeError("argument should be a string "
                                "or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass  # the very normal case
        elif _is_rational(numerator) and _is_rational(denominator):
            nn, nd = _nd(numerator)
            dn, dd = _nd(denominator)
            numerator, denominator = nn * dd, dn * nd
        else:
            raise TypeError("both arguments should be "
                            "Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, int):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (_type_name(cls), f, _type_name(type(f))))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        Decimal = _decimal_type()
        if isinstance(dec, int):
            if Decimal is None:
                return cls(dec)
            dec = Decimal(int(dec))
        elif Decimal is None or not isinstance(dec, Decimal):
            raise TypeError(
                "%s.from_decimal() only takes Decimals, not %r (%s)" %
                (_type_name(cls), dec, _type_name(type(dec))))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        # The best rational approximations are the convergents and semiconvergents of the
        # continued fraction of self: walk the convergents until the denominator bound, then
        # take the closer of the last convergent and the best semiconvergent (the one with the
        # smaller denominator on a tie).
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)

        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d

        k = (max_denominator - q0) // q1
        bound1 = Fraction(p0 + k * p1, q0 + k * q1)
        bound2 = Fraction(p1, q1)
        if abs(bound2 - self) <= abs(bound1 - self):
            return bound2
        else:
            return bound1

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    @property
    def real(a):
        """Real numbers are their real component."""
        return +a

    @property
    def imag(a):
        """Real numbers have no imaginary component."""
        return 0

    def conjugate(a):
        """Conjugate is a no-op for Reals."""
        return +a

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (_type_name(type(self)), self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        else:
            return '%s/%s' % (self._numerator, self._denominator)

    # ---- arithmetic
    #
    # Each operator handles int and Fraction operands exactly, converts to float or complex
    # for those, and returns NotImplemented otherwise (CPython's _operator_fallbacks). The
    # algorithms are Knuth's (TAOCP vol. 2, 4.5.1) as in CPython, dividing out common factors
    # before multiplying so the results come out normalized.

    def __add__(a, b):
        if isinstance(b, (int, Fraction)):
            return _add(a, b)
        elif isinstance(b, float):
            return float(a) + b
        elif isinstance(b, complex):
            return complex(float(a)) + b
        return NotImplemented

    def __radd__(b, a):
        if _is_rational(a):
            return _add(a, b)
        elif isinstance(a, float):
            return a + float(b)
        elif isinstance(a, complex):
            return a + complex(float(b))
        return NotImplemented

    def __sub__(a, b):
        if isinstance(b, (int, Fraction)):
            return _sub(a, b)
        elif isinstance(b, float):
            return float(a) - b
        elif isinstance(b, complex):
            return complex(float(a)) - b
        return NotImplemented

    def __rsub__(b, a):
        if _is_rational(a):
            return _sub(a, b)
        elif isinstance(a, float):
            return a - float(b)
        elif isinstance(a, complex):
            return a - complex(float(b))
        return NotImplemented

    def __mul__(a, b):
        if isinstance(b, (int, Fraction)):
            return _mul(a, b)
        elif isinstance(b, float):
            return float(a) * b
        elif isinstance(b, complex):
            return complex(float(a)) * b
        return NotImplemented

    def __rmul__(b, a):
        if _is_rational(a):
            return _mul(a, b)
        elif isinstance(a, float):
            return a * float(b)
        elif isinstance(a, complex):
            return a * complex(float(b))
        return NotImplemented

    def __truediv__(a, b):
        if isinstance(b, (int, Fraction)):
            return _div(a, b)
        elif isinstance(b, float):
            return float(a) / b
        elif isinstance(b, complex):
            return complex(float(a)) / b
        return NotImplemented

    def __rtruediv__(b, a):
        if _is_rational(a):
            return _div(a, b)
        elif isinstance(a, float):
            return a / float(b)
        elif isinstance(a, complex):
            return a / complex(float(b))
        return NotImplemented

    def __floordiv__(a, b):
        if isinstance(b, (int, Fraction)):
            return _floordiv(a, b)
        elif isinstance(b, float):
            return float(a) // b
        elif isinstance(b, complex):
            return complex(float(a)) // b
        return NotImplemented

    def __rfloordiv__(b, a):
        if _is_rational(a):
            return _floordiv(a, b)
        elif isinstance(a, float):
            return a // float(b)
        elif isinstance(a, complex):
            return a // complex(float(b))
        return NotImplemented

    def __divmod__(a, b):
        if isinstance(b, (int, Fraction)):
            return _divmod(a, b)
        elif isinstance(b, float):
            return divmod(float(a), b)
        elif isinstance(b, complex):
            return divmod(complex(float(a)), b)
        return NotImplemented

    def __rdivmod__(b, a):
        if _is_rational(a):
            return _divmod(a, b)
        elif isinstance(a, float):
            return divmod(a, float(b))
        elif isinstance(a, complex):
            return divmod(a, complex(float(b)))
        return NotImplemented

    def __mod__(a, b):
        if isinstance(b, (int, Fraction)):
            return _mod(a, b)
        elif isinstance(b, float):
            return float(a) % b
        elif isinstance(b, complex):
            return complex(float(a)) % b
        return NotImplemented

    def __rmod__(b, a):
        if _is_rational(a):
            return _mod(a, b)
        elif isinstance(a, float):
            return a % float(b)
        elif isinstance(a, complex):
            return a % complex(float(b))
        return NotImplemented

    def __pow__(a, b):
        """a ** b

        If b is not an integer, the result will be a float or complex
        since roots are generally irrational. If b is an integer, the
        result will be rational.
        """
        if _is_rational(b):
            bn, bd = _nd(b)
            if bd == 1:
                power = bn
                if power >= 0:
                    return Fraction(a._numerator ** power,
                                    a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power,
                                    a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power,
                                    (-a._numerator) ** -power,
                                    _normalize=False)
            else:
                # A fractional power will generally produce an irrational number.
                return float(a) ** float(b)
        else:
            return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            # If a is an int, keep it that way if possible.
            return a ** b._numerator
        if _is_rational(a):
            an, ad = _nd(a)
            return Fraction(an, ad) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        """-a"""
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        """abs(a)"""
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        """int(a)"""
        if a._numerator < 0:
            return int(-(-a._numerator // a._denominator))
        else:
            return int(a._numerator // a._denominator)

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        else:
            return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        # The negations cleverly convince floordiv to return the ceiling.
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits)

        Rounds half toward even.
        """
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            elif remainder * 2 > self._denominator:
                return floor + 1
            # Deal with the half case:
            elif floor % 2 == 0:
                return floor
            else:
                return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        else:
            return Fraction(round(self / shift) * shift)

    def __float__(a):
        """float(a): the correctly rounded quotient."""
        return a._numerator / a._denominator

    def __complex__(a):
        """complex(a)"""
        return complex(float(a))

    def __hash__(self):
        """hash(self)"""
        # The hash of a rational n/d is (|n| * inverse(d)) mod P with the sign of n, so it
        # equals the hash of an equal int or float. d has an inverse modulo the prime P
        # unless P divides it; the inverse is d**(P-2) mod P (Fermat).
        dinv = pow(self._denominator, _PyHASH_MODULUS - 2, _PyHASH_MODULUS)
        if dinv == 0:
            hash_ = _PyHASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    # ---- comparisons

    def __eq__(a, b):
        """a == b"""
        return _eq(a, b)

    def __ne__(a, b):
        """a != b"""
        # object.__ne__: the negation of __eq__, unless that is NotImplemented.
        r = _eq(a, b)
        if r is NotImplemented:
            return r
        return not r

    def _richcmp(self, other, op):
        # Compares with a Rational or a float by cross-multiplying; anything else is
        # NotImplemented.
        if _is_rational(other):
            on, od = _nd(other)
            return op(self._numerator * od, self._denominator * on)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            else:
                return op(self, self.from_float(other))
        else:
            return NotImplemented

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, _lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, _gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, _le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, _ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    # ---- copying: immutable, so a Fraction is its own copy

    def __copy__(self):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) is Fraction:
            return self
        return type(self)(self._numerator, self._denominator)


def _eq(a, b):
    """a == b"""
    if type(b) is int:
        return a._numerator == b and a._denominator == 1
    if _is_rational(b):
        bn, bd = _nd(b)
        return a._numerator == bn and a._denominator == bd
    if isinstance(b, complex):
        re, im = _complex_parts(b)
        if im == 0:
            b = re
    if isinstance(b, float):
        if math.isnan(b) or math.isinf(b):
            # Comparisons with an infinity or nan behave the same for any finite a,
            # so treat a as zero.
            return 0.0 == b
        else:
            return a == a.from_float(b)
    else:
        # Since a doesn't know how to compare with b, give b a chance.
        return NotImplemented


def _complex_parts(z):
    # (z.real, z.imag). The fallback serves interpreters whose complex numbers lack these
    # attributes: hypot(x, 0.0) is exactly |x|, so the real part of a number equal to its
    # conjugate is recovered exactly.
    try:
        return z.real, z.imag
    except AttributeError:
        pass
    if z != z.conjugate():
        return None, 1.0
    r = abs(z)
    return (r if z == r else -r), 0.0


def _lt(a, b):
    return a < b


def _gt(a, b):
    return a > b


def _le(a, b):
    return a <= b


def _ge(a, b):
    return a >= b


def _decimal_type():
    # decimal.Decimal when ophis provides the module; Fractions accept Decimals then.
    try:
        from decimal import Decimal
    except ImportError:
        return None
    return Decimal


def _add(a, b):
    """a + b"""
    na, da = _nd(a)
    nb, db = _nd(b)
    g = math.gcd(da, db)
    if g == 1:
        return Fraction(na * db + da * nb, da * db, _normalize=False)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = math.gcd(t, g)
    if g2 == 1:
        return Fraction(t, s * db, _normalize=False)
    return Fraction(t // g2, s * (db // g2), _normalize=False)


def _sub(a, b):
    """a - b"""
    na, da = _nd(a)
    nb, db = _nd(b)
    g = math.gcd(da, db)
    if g == 1:
        return Fraction(na * db - da * nb, da * db, _normalize=False)
    s = da // g
    t = na * (db // g) - nb * s
    g2 = math.gcd(t, g)
    if g2 == 1:
        return Fraction(t, s * db, _normalize=False)
    return Fraction(t // g2, s * (db // g2), _normalize=False)


def _mul(a, b):
    """a * b"""
    na, da = _nd(a)
    nb, db = _nd(b)
    g1 = math.gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = math.gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return Fraction(na * nb, db * da, _normalize=False)


def _div(a, b):
    """a / b"""
    # Same as _mul(), with b inverted.
    na, da = _nd(a)
    nb, db = _nd(b)
    g1 = math.gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = math.gcd(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    return Fraction(n, d, _normalize=False)


def _floordiv(a, b):
    """a // b"""
    na, da = _nd(a)
    nb, db = _nd(b)
    return (na * db) // (da * nb)


def _divmod(a, b):
    """(a // b, a % b)"""
    na, da = _nd(a)
    nb, db = _nd(b)
    div, n_mod = divmod(na * db, da * nb)
    return div, Fraction(n_mod, da * db)


def _mod(a, b):
    """a % b"""
    na, da = _nd(a)
    nb, db = _nd(b)
    return Fraction((na * db) % (nb * da), da * db)
