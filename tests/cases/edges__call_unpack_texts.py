def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

def f(*a, **k): return a, k
t('call_star_int', lambda: f(*1))
t('call_dstar_int', lambda: f(**1))
t('call_dstar_list', lambda: f(**[1]))
t('call_dstar_dup', lambda: f(**{'a': 1}, **{'a': 2}))
t('call_dstar_nonstr', lambda: f(**{1: 2}))
t('len_star_int', lambda: len(*1))
t('print_dstar_int', lambda: print(**1))
