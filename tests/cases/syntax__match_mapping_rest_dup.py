match x:
    case {'a': a, **a}:
        pass
