def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

t('str_limit', lambda: str(10**5000))
t('int_limit', lambda: int('1' * 5000))
