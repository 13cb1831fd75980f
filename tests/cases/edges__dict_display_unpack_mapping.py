def t(label, f):
    try:
        r = f()
        print(label, 'ok', repr(r)[:80])
    except Exception as e:
        print(label, type(e), str(e)[:200])

t('dictsplat_list', lambda: {**[1]})
t('dictsplat_int', lambda: {**1})
