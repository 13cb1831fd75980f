"""Context variables (the `contextvars` module, PEP 567), written for ophis after CPython
3.11's Python/context.c.

A Context maps ContextVars to values; one context is current at a time (ophis runs one
thread). `ContextVar.set` changes the current context and returns a Token that `reset`
uses to undo the change; `copy_context()` snapshots the current context, and `Context.run`
makes a context current while a function runs. CPython's contexts are immutable mappings
shared on copy; here each copy is a dict of its own, which reads the same. asyncio's tasks
each run in a copy of the context they were created in, as CPython's do.
"""

__all__ = ("Context", "ContextVar", "Token", "copy_context")

_NO_DEFAULT = object()


def _hex_id(obj):
    return f"0x{id(obj):x}"


class Context:
    """A mapping of context variables to their values (contextvars.Context)."""

    __module__ = "_contextvars"

    def __init__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError("Context() does not accept any arguments")
        self._data = {}
        self._entered = False
        self._prev = None

    def run(self, callable, /, *args, **kwargs):
        global _current
        if self._entered:
            raise RuntimeError(f"cannot enter context: {self!r} is already entered")
        self._prev = _current
        self._entered = True
        _current = self
        try:
            return callable(*args, **kwargs)
        finally:
            _current = self._prev
            self._prev = None
            self._entered = False

    def copy(self):
        new = Context()
        new._data = dict(self._data)
        return new

    def __repr__(self):
        return f"<_contextvars.Context object at {_hex_id(self)}>"

    @staticmethod
    def _check_key(var):
        if not isinstance(var, ContextVar):
            raise TypeError(f"a ContextVar key was expected, got {var!r}")

    def __getitem__(self, var):
        self._check_key(var)
        return self._data[var]

    def __contains__(self, var):
        self._check_key(var)
        return var in self._data

    def get(self, var, default=None):
        self._check_key(var)
        return self._data.get(var, default)

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(list(self._data))

    def keys(self):
        return list(self._data.keys())

    def values(self):
        return list(self._data.values())

    def items(self):
        return list(self._data.items())

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._data == other._data

    __hash__ = None


class _TokenMissing:
    __module__ = "_contextvars"

    def __repr__(self):
        return "<Token.MISSING>"


_MISSING = _TokenMissing()
_creating_token = False


class Token:
    """What `ContextVar.set` returns: the variable and its value before (contextvars.Token)."""

    __module__ = "_contextvars"
    MISSING = _MISSING

    def __init__(self, *args, **kwargs):
        if not _creating_token:
            raise RuntimeError("Tokens can only be created by ContextVars")

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old

    def __repr__(self):
        used = " used" if self._used else ""
        return f"<Token{used} var={self._var!r} at {_hex_id(self)}>"


class ContextVar:
    """A context variable: its value in the current context (contextvars.ContextVar)."""

    __module__ = "_contextvars"

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    __class_getitem__ = classmethod(type(list[int]))

    def __init__(self, name, *args, default=_NO_DEFAULT):
        if args:
            raise TypeError(
                f"ContextVar() takes at most 1 positional argument ({len(args) + 1} given)"
            )
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        self._name = name
        self._default = default

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        raise AttributeError("readonly attribute")

    def get(self, *args):
        if len(args) > 1:
            raise TypeError(f"get expected at most 1 argument, got {len(args)}")
        data = _current._data
        if self in data:
            return data[self]
        if args:
            return args[0]
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value):
        global _creating_token
        ctx = _current
        old = ctx._data.get(self, _MISSING)
        ctx._data[self] = value
        _creating_token = True
        try:
            token = Token()
        finally:
            _creating_token = False
        token._ctx = ctx
        token._var = self
        token._old = old
        token._used = False
        return token

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f"{token!r} has already been used once")
        if token._var is not self:
            raise ValueError(f"{token!r} was created by a different ContextVar")
        ctx = _current
        if token._ctx is not ctx:
            raise ValueError(f"{token!r} was created in a different Context")
        token._used = True
        if token._old is _MISSING:
            ctx._data.pop(self, None)
        else:
            ctx._data[self] = token._old

    def __repr__(self):
        default = "" if self._default is _NO_DEFAULT else f" default={self._default!r}"
        return f"<ContextVar name={self._name!r}{default} at {_hex_id(self)}>"

    def __hash__(self):
        return id(self)

    def __eq__(self, other):
        return self is other


_current = Context()


def copy_context():
    """A copy of the current context."""
    return _current.copy()
