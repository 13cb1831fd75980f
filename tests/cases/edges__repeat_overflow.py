def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

t('mul_str', lambda: 'a' * 2**100)
t('mul_list', lambda: [0] * 2**100)
t('mul_tuple', lambda: (0,) * 2**100)
t('mul_bytes', lambda: b'a' * 2**100)
t('mul_str_neg', lambda: 'a' * -2**100)
