"""Warning control (the `warnings` module), written for ophis after CPython's `warnings.py`.

The filters (`filterwarnings`, `simplefilter`, `resetwarnings`, the `-W` defaults of CPython
3.11), the actions (`error` raises the warning, `ignore` drops it, `always`, `default`,
`module` and `once` show it), `catch_warnings` (with `record=True` it returns the list of
`WarningMessage`s) and `warn_explicit` behave as in CPython.

Differences from CPython, imposed by the sandbox:
- ophis has no frame objects, so `warn` does not know the file, line and module that issued
  a warning: its `WarningMessage` has `filename` and `lineno` None, module-specific filters
  match the module `__main__`, and the `default` and `module` actions show a warning once per
  (text, category), the `once` action once per text and category as in CPython.
- ophis has no standard error stream: a warning that is shown by the default `showwarning`
  is dropped (as its text never reaches smolagents' captured output either); record with
  `catch_warnings(record=True)` to see it. The sandbox's modules cannot be rebound, so
  `warnings.showwarning` cannot be replaced by a program.
"""

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings"]

filters = []
defaultaction = "default"
onceregistry = {}
_filters_version = 1
# Where a warning shown by the `default` and `module` actions is remembered, keyed by
# (text, category): the per-module `__warningregistry__` of CPython, without the locations.
_registry = {}


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like. ophis has no standard error:
    with no file given, the warning is dropped."""
    if file is None:
        return
    text = formatwarning(message, category, filename, lineno, line)
    try:
        file.write(text)
    except OSError:
        pass


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    s = f"{filename}:{lineno}: {category.__name__}: {message}\n"
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarnmsg_impl(msg):
    showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)


def _showwarnmsg(msg):
    """Hook to write a warning to a file; replace if you like."""
    _showwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Insert an entry into the list of warnings filters (at the front).

    'action' -- one of "error", "ignore", "always", "default", "module", or "once"
    'message' -- a regex that the warning message must match
    'category' -- a class that the warning must be a subclass of
    'module' -- a regex that the module name must match
    'lineno' -- an integer line number, 0 matches all warnings
    'append' -- if true, append to the list of filters
    """
    assert action in ("error", "ignore", "always", "default", "module", "once"), \
        "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    if message or module:
        import re
    if message:
        message = re.compile(message, re.I)
    else:
        message = None
    if module:
        module = re.compile(module)
    else:
        module = None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a simple entry into the list of warnings filters (at the front).

    A simple filter matches all modules and messages.
    'action' -- one of "error", "ignore", "always", "default", "module", or "once"
    'category' -- a class that the warning must be a subclass of
    'lineno' -- an integer line number, 0 matches all warnings
    'append' -- if true, append to the list of filters
    """
    assert action in ("error", "ignore", "always", "default", "module", "once"), \
        "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    # Remove possible duplicate filters, so new one will be placed in correct place. If
    # append=True and duplicate exists, do nothing.
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    else:
        if item not in filters:
            filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    filters[:] = []
    _filters_mutated()


class _OptionError(Exception):
    """Exception used by option processing helpers."""
    pass


def _is_internal_frame(frame):
    return False


class WarningMessage(object):

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name, self.filename, self.lineno, self.line))


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    # Check if message is already a Warning object
    if isinstance(message, Warning):
        category = message.__class__
    # Check category argument
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, "
                        "not '{:s}'".format(type(category).__name__))
    _warn_impl(message, category, None, None, "__main__", _registry, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]  # XXX What about leading pathname?
    if registry is None:
        registry = {}
    _warn_impl(message, category, filename, lineno, module, registry, source)


def _warn_impl(message, category, filename, lineno, module, registry, source):
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    # Quick test for common case
    if registry.get(key):
        return
    # Search the filters
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and
                issubclass(category, cat) and
                (mod is None or mod.match(module)) and
                (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    # Early exit actions
    if action == "ignore":
        return

    if action == "error":
        raise message
    # Other actions
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        # Unrecognized actions are errors
        raise RuntimeError(
            "Unrecognized action (%r) in warnings.filters:\n %s" % (action, item))
    # Print message and context
    msg = WarningMessage(message, category, filename, lineno, source=source)
    _showwarnmsg(msg)


class catch_warnings(object):
    """A context manager that copies and restores the warnings filter upon exiting the
    context.

    The 'record' argument specifies whether warnings should be captured by a custom
    implementation of warnings.showwarning() and be appended to a list returned by the
    context manager. Otherwise None is returned by the context manager. The objects
    appended to the list are arguments whose attributes mirror the arguments to
    showwarning().

    If the 'action' argument is not None, the remaining arguments are passed to
    warnings.simplefilter() as if it were called immediately on entering the context.
    """

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        name = type(self).__name__
        return "%s(%s)" % (name, ", ".join(args))

    def __enter__(self):
        global showwarning, _showwarnmsg_impl
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        # The list itself stays in place: a module's attributes cannot be rebound in the
        # sandbox, and `warnings.filters` must keep showing the filters in force.
        self._filters = filters[:]
        _filters_mutated()
        self._showwarning = showwarning
        self._showwarnmsg_impl = _showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            _showwarnmsg_impl = log.append
            # Reset showwarning() to the default implementation to make sure that
            # _showwarnmsg() calls _showwarnmsg_impl()
            showwarning = _showwarning_orig
            return log
        else:
            return None

    def __exit__(self, *exc_info):
        global showwarning, _showwarnmsg_impl
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters[:] = self._filters
        _filters_mutated()
        showwarning = self._showwarning
        _showwarnmsg_impl = self._showwarnmsg_impl


_showwarning_orig = showwarning


# CPython 3.11's default filters (a release build, no -W or -X dev options).
filterwarnings("default", category=DeprecationWarning, module="__main__", append=True)
simplefilter("ignore", category=DeprecationWarning, append=True)
simplefilter("ignore", category=PendingDeprecationWarning, append=True)
simplefilter("ignore", category=ImportWarning, append=True)
simplefilter("ignore", category=ResourceWarning, append=True)
_filters_version = 1
