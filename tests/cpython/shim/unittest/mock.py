"""`unittest.mock` for CPython's tests inside ophis: a runner-only shim with what the vendored
files use (`Mock`, `MagicMock`, `patch`, `patch.object`), with CPython's semantics for that.

A shim rather than a module of ophis's standard library: CPython's mock is large and leans on
introspection (`inspect.signature`, spec objects) the sandbox does not offer, and agents'
programs have not needed it. What is absent raises AttributeError or NotImplementedError.
"""


class _Sentinel:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "sentinel." + self.name


class _SentinelObject:
    def __init__(self):
        self._made = {}

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._made.setdefault(name, _Sentinel(name))


sentinel = _SentinelObject()
DEFAULT = sentinel.DEFAULT


class _Call(tuple):
    def __new__(cls, args, kwargs):
        return tuple.__new__(cls, (tuple(args), dict(kwargs)))

    @property
    def args(self):
        return self[0]

    @property
    def kwargs(self):
        return self[1]

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __ne__(self, other):
        return not self == other

    __hash__ = None

    def __repr__(self):
        parts = [repr(a) for a in self[0]] + ["%s=%r" % kv for kv in self[1].items()]
        return "call(%s)" % ", ".join(parts)


class _CallMaker:
    def __call__(self, *args, **kwargs):
        return _Call(args, kwargs)


call = _CallMaker()


class NonCallableMock:
    pass


class Mock:
    def __new__(cls, *args, **kwargs):
        # As CPython's: every mock is the instance of a class of its own, where the magic
        # methods assigned to it go (special methods are looked up on the type).
        sub = type(cls.__name__, (cls,), {})
        sub._mock_base = cls
        return object.__new__(sub)

    def __setattr__(self, name, value):
        if name.startswith("__") and name.endswith("__") and name not in ("__class__", "__dict__"):
            # As CPython's NonCallableMock.__setattr__ for a magic name: a mock goes on the
            # class as it is (called without the instance, having no __get__); anything else
            # is wrapped into a method that passes the instance.
            if isinstance(value, Mock):
                setattr(type(self), name, value)
                self._mock_children[name] = value
            else:
                original = value
                setattr(type(self), name, lambda self, /, *args, **kw: original(self, *args, **kw))
            return
        object.__setattr__(self, name, value)

    def __init__(self, spec=None, side_effect=None, return_value=DEFAULT, name=None, **kwargs):
        if spec is not None:
            raise NotImplementedError("unittest.mock shim: spec")
        self._mock_name = name
        self._mock_children = {}
        self._mock_return_value = return_value
        self.side_effect = side_effect
        self.call_count = 0
        self.call_args = None
        self.call_args_list = []
        for k, v in kwargs.items():
            setattr(self, k, v)

    def _child(self):
        return self._mock_base()

    @property
    def return_value(self):
        if self._mock_return_value is DEFAULT:
            self._mock_return_value = self._child()
        return self._mock_return_value

    @return_value.setter
    def return_value(self, value):
        self._mock_return_value = value

    @property
    def called(self):
        return self.call_count > 0

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        if name.startswith("assert") or name.startswith("assret"):
            raise AttributeError(name)
        if name.startswith("_mock_"):
            raise AttributeError(name)
        children = self._mock_children
        if name not in children:
            children[name] = self._child()
        return children[name]

    def __call__(self, *args, **kwargs):
        self.call_count += 1
        c = _Call(args, kwargs)
        self.call_args = c
        self.call_args_list.append(c)
        effect = self.side_effect
        if effect is not None:
            if isinstance(effect, BaseException) or (
                isinstance(effect, type) and issubclass(effect, BaseException)
            ):
                raise effect
            if callable(effect):
                result = effect(*args, **kwargs)
                if result is not DEFAULT:
                    return result
            else:
                if not hasattr(effect, "__next__"):
                    effect = iter(effect)
                    self.side_effect = effect
                result = next(effect)
                if isinstance(result, BaseException) or (
                    isinstance(result, type) and issubclass(result, BaseException)
                ):
                    raise result
                return result
        return self.return_value

    def reset_mock(self):
        self.call_count = 0
        self.call_args = None
        self.call_args_list = []

    def assert_called(self):
        if not self.call_count:
            raise AssertionError("Expected mock to have been called.")

    def assert_not_called(self):
        if self.call_count:
            raise AssertionError(
                "Expected mock to not have been called. Called %d times." % self.call_count
            )

    def assert_called_once(self):
        if self.call_count != 1:
            raise AssertionError(
                "Expected mock to have been called once. Called %d times." % self.call_count
            )

    def assert_called_with(self, *args, **kwargs):
        if self.call_args is None:
            raise AssertionError("expected call not found.")
        if self.call_args != _Call(args, kwargs):
            raise AssertionError(
                "expected call not found.\nExpected: %r\nActual: %r"
                % (_Call(args, kwargs), self.call_args)
            )

    def assert_called_once_with(self, *args, **kwargs):
        self.assert_called_once()
        self.assert_called_with(*args, **kwargs)

    def assert_any_call(self, *args, **kwargs):
        if _Call(args, kwargs) not in self.call_args_list:
            raise AssertionError("call not found")

    def __repr__(self):
        return "<%s id='%d'>" % (type(self).__name__, id(self))


class MagicMock(Mock):
    def __len__(self):
        return 0

    def __iter__(self):
        return iter([])

    def __bool__(self):
        return True

    def __enter__(self):
        return self._child()

    def __exit__(self, *exc):
        return False

    def __int__(self):
        return 1

    def __contains__(self, item):
        return False


def _resolve(dotted):
    """The object named by `dotted` (`random.Random.random`): the modules patched here are the
    ones the vendored files name, imported by name (the sandbox has no importlib)."""
    parts = dotted.split(".")
    head = parts[0]
    if head == "random":
        import random as obj
    elif head == "sys":
        import sys as obj
    else:
        raise ModuleNotFoundError("No module named %r" % head)
    for p in parts[1:]:
        obj = getattr(obj, p)
    return obj


_MISSING = object()


def _owns(target, name):
    """Whether `name` is the target's own attribute (restored on exit) rather than inherited
    from a base class (the patch is deleted on exit)."""
    if not isinstance(target, type):
        return True
    value = getattr(target, name)
    return not any(getattr(b, name, _MISSING) is value for b in target.__mro__[1:])


class _Patch:
    def __init__(self, getter, attribute, new, kwargs):
        self.getter = getter
        self.attribute = attribute
        self.new = new
        self.kwargs = kwargs
        self._saved = []

    def __enter__(self):
        target = self.getter()
        had = _owns(target, self.attribute)
        original = getattr(target, self.attribute)
        new = self.new
        if new is DEFAULT:
            new = MagicMock(**self.kwargs)
        self._saved.append((target, had, original))
        setattr(target, self.attribute, new)
        return new

    def __exit__(self, *exc):
        target, had, original = self._saved.pop()
        if had or not isinstance(target, type):
            setattr(target, self.attribute, original)
        else:
            delattr(target, self.attribute)
        return False

    start = __enter__

    def stop(self):
        return self.__exit__(None, None, None)

    def __call__(self, func):
        if isinstance(func, type):
            raise NotImplementedError("unittest.mock shim: patch as a class decorator")
        patcher = self

        def patched(*args, **kwargs):
            with patcher as new:
                if patcher.new is DEFAULT:
                    args = args + (new,)
                return func(*args, **kwargs)

        patched.__name__ = func.__name__
        patched.__qualname__ = getattr(func, "__qualname__", func.__name__)
        patched.__doc__ = func.__doc__
        for name in (
            "unittest_skip_why",
            "__unittest_skip__",
            "__unittest_skip_why__",
            "__unittest_expecting_failure__",
        ):
            if hasattr(func, name):
                setattr(patched, name, getattr(func, name))
        return patched


def patch(target, new=DEFAULT, **kwargs):
    owner, _, attribute = target.rpartition(".")
    if not owner:
        raise TypeError("Need a valid target to patch. You supplied: %r" % target)
    return _Patch(lambda: _resolve(owner), attribute, new, kwargs)


def _patch_object(target, attribute, new=DEFAULT, **kwargs):
    return _Patch(lambda: target, attribute, new, kwargs)


patch.object = _patch_object
