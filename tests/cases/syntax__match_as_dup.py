match x:
    case [a] as a:
        pass
