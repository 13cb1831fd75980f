def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

def exc_nonclass():
    try:
        1 / 0
    except int:
        pass
t('except_int', exc_nonclass)
def exc_tuple():
    try:
        1 / 0
    except (ValueError, str):
        pass
t('except_tuple_str', exc_tuple)
def exc_obj():
    try:
        1 / 0
    except 5:
        pass
t('except_5', exc_obj)
def exc_noraise():
    try:
        pass
    except int:
        pass
    return 'fine'
t('except_int_noraise', exc_noraise)
def exc_match_first():
    try:
        1 / 0
    except ZeroDivisionError:
        return 'caught'
    except int:
        pass
t('except_first_matches', exc_match_first)
