# A builtin base ahead of a mixin in the MRO supplies its own slots (hash, ==, repr, +, len,
# iter), as CPython's lookup finds them in the builtin type's __dict__ first; a mixin ahead
# of the builtin base still wins, and super() chains stop at the builtin base too.
class H:
    def __hash__(self):
        return 7
    def __eq__(self, other):
        return "H.eq"
    def __repr__(self):
        return "H.repr"
    def __add__(self, other):
        return "H.add"
    def __len__(self):
        return 99
    def __iter__(self):
        return iter("HH")
    def __str__(self):
        return "H.str"

class F(float, H):
    pass
class G(H, float):
    pass
print(hash(F(1.5)) == hash(1.5), hash(G(1.5)))
print(F(1.5) == 1.5, G(1.5) == 1.5)
print(repr(F(1.5)), repr(G(1.5)))
print(F(1.5) + 1, G(1.5) + 1)
print(str(F(1.5)), str(G(1.5)))

class I(int, H): pass
class J(H, int): pass
print(hash(I(5)), hash(J(5)), I(5) == 5, J(5) == 5, repr(I(5)), repr(J(5)), I(5) + 1, J(5) + 1)

class S(str, H): pass
class T(H, str): pass
print(hash(S("a")) == hash("a"), hash(T("a")), S("ab") == "ab", T("ab") == "ab", repr(S("ab")), repr(T("ab")))
print(S("ab") + "c", T("ab") + "c", len(S("abc")), len(T("abc")), list(S("abc")), list(T("abc")))

class L(list, H): pass
class M(H, list): pass
print(L([1, 2]) == [1, 2], M([1, 2]) == [1, 2], repr(L([1])), repr(M([1])))
print(L([1]) + [2], M([1]) + [2], len(L([1, 2, 3])), len(M([1, 2, 3])), list(L([1, 2])), list(M([1, 2])))

class D(dict, H): pass
class E(H, dict): pass
print(D(a=1) == {"a": 1}, E(a=1) == {"a": 1}, repr(D(a=1)), repr(E(a=1)), len(D(a=1)), len(E(a=1)), list(D(a=1)), list(E(a=1)))

class U(tuple, H): pass
class V(H, tuple): pass
print(hash(U((1,))) == hash((1,)), hash(V((1,))), U((1,)) == (1,), V((1,)) == (1,), repr(U((1,))), repr(V((1,))))
print(U((1,)) + (2,), V((1,)) + (2,), len(U((1, 2))), len(V((1, 2))), list(U((1, 2))), list(V((1, 2))))

# super() chains through builtin bases
class A:
    def __repr__(self):
        return "A.repr"
    def __len__(self):
        return 42
class B(list, A):
    def __repr__(self):
        return "B<" + super().__repr__() + ">"
    def __len__(self):
        return super().__len__() + 1000
class C(A, list):
    def __repr__(self):
        return "C<" + super().__repr__() + ">"
    def __len__(self):
        return super().__len__() + 1000
print(repr(B([1])), len(B([1, 2])), repr(C([1])), len(C([1, 2])))

class K(B):
    pass
print(repr(K([3])), len(K([3])))

# Reading the slot through the class gives the builtin one (it compares equal to float's
# own and calls as it does), a mixin's when the mixin comes first.
print(F.__hash__(F(2.5)) == hash(2.5), G.__hash__ is H.__hash__, F.__repr__(F(2.5)))


# A mixin's __init__ after a builtin base: list.__init__ runs instead.
class Init:
    def __init__(self, *args):
        self.tag = "mixin"


class LI(list, Init):
    pass


li = LI([1, 2])
print(li, hasattr(li, "tag"))


# An exception class with a mixin after it: BaseException's __str__ wins.
class Loud:
    def __str__(self):
        return "loud"


class E1(Exception, Loud):
    pass


class E2(Loud, Exception):
    pass


print(str(E1("quiet")), str(E2("quiet")))
