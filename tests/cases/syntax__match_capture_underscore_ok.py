match 1:
    case _:
        print('ok')
