while True:
    class A:
        continue
