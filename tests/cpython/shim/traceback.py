"""`traceback` for CPython's tests inside ophis: a runner-only shim (ophis has no `traceback`
module); what test_builtin calls raises NotImplementedError naming itself."""


def print_exc(*args, **kwargs):
    raise NotImplementedError("traceback.print_exc: ophis has no traceback module")


def format_exc(*args, **kwargs):
    raise NotImplementedError("traceback.format_exc: ophis has no traceback module")
