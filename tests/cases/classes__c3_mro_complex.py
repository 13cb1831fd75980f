log = []

class O:
    def hello(self):
        log.append("O")

class A(O):
    def hello(self):
        log.append("A")
        super().hello()

class B(O):
    def hello(self):
        log.append("B")
        super().hello()

class C(O):
    def hello(self):
        log.append("C")
        super().hello()

class D(O):
    def hello(self):
        log.append("D")
        super().hello()

class E(O):
    def hello(self):
        log.append("E")
        super().hello()

class K1(A, B, C):
    def hello(self):
        log.append("K1")
        super().hello()

class K2(D, B, E):
    def hello(self):
        log.append("K2")
        super().hello()

class K3(D, A):
    def hello(self):
        log.append("K3")
        super().hello()

class Z(K1, K2, K3):
    def hello(self):
        log.append("Z")
        super().hello()

Z().hello()
print(" -> ".join(log))

for cls in (K1, K2, K3):
    log.clear()
    cls().hello()
    print(" -> ".join(log))

try:
    class Bad(A, K1):
        pass
except TypeError as e:
    print("TypeError raised for inconsistent MRO")
