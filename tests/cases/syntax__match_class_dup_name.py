match x:
    case C(a, b=a):
        pass
