def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

t('zero_pow_big', lambda: 0 ** (10**100))
t('one_pow_big', lambda: 1 ** (10**100))
t('neg1_pow_big', lambda: (-1) ** (10**100 + 1))
t('pow_neg1_big', lambda: pow(-1, 10**100))
t('pow_neg1_big_odd', lambda: pow(-1, 10**100+1))
t('pow_2_big', lambda: pow(2, 10**100, 7))
