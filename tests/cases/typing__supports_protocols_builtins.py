# typing's Supports* protocols recognise the builtin types by the special methods CPython's
# types define (ophis's builtin types implement them natively, not in a class namespace).
from typing import (SupportsAbs, SupportsBytes, SupportsComplex, SupportsFloat, SupportsIndex,
                    SupportsInt, SupportsRound, Iterable, Hashable, Sized)

protos = {"SupportsAbs": SupportsAbs, "SupportsBytes": SupportsBytes,
          "SupportsComplex": SupportsComplex, "SupportsFloat": SupportsFloat,
          "SupportsIndex": SupportsIndex, "SupportsInt": SupportsInt,
          "SupportsRound": SupportsRound}
for name, proto in protos.items():
    print(name, [t for t in (int, float, complex, bytes, str, list, bool) if issubclass(t, proto)])
print(isinstance(3, SupportsIndex), isinstance(3.5, SupportsIndex), isinstance(2.0, SupportsRound))
print(issubclass(list, Iterable), issubclass(list, Hashable), issubclass(tuple, Hashable),
      issubclass(int, Sized), isinstance({}, Sized))
