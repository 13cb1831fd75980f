"""Abstract syntax trees, for ophis: `literal_eval` (CPython 3.11's), and nothing else.

CPython's `ast` parses with `compile()` and builds syntax tree objects; the sandbox has no
`compile()`, and ophis's syntax tree is not made of Python objects. `literal_eval` parses the
text with ophis's parser and walks that tree natively (`_ophis_ast`), evaluating nothing: the
same text gives the same value or the same exception as CPython's, except that a malformed
node is shown as `<ast.Name object>`, without an address. Any other name of CPython's `ast`
(`parse`, `dump`, `NodeVisitor`, ...) is an AttributeError that says why.
"""

import _ophis_ast

__all__ = ["literal_eval"]


def literal_eval(node_or_string):
    """Evaluate an expression node or a string containing only a Python literal or
    container display: strings, bytes, numbers, tuples, lists, dicts, sets, booleans, None
    and Ellipsis (`set()`, signed numbers and `real +/- complex` too). Nothing is evaluated
    but the literal itself."""
    return _ophis_ast.literal_eval(node_or_string)


def __getattr__(name):
    raise AttributeError(
        f"module 'ast' has no attribute {name!r} (ophis's ast module has only literal_eval: "
        "the sandbox has no compile() and no syntax tree objects)"
    )
