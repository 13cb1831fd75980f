class A:
    [(y := 1) for x in range(3)]
