# AttributeError carries `name` and `obj`; its display offers the closest name of dir(obj).
class Account:
    def __init__(self):
        self.balance = 0

    def deposit(self, amount):
        self.balance += amount


acct = Account()
try:
    acct.balanse
except AttributeError as e:
    print(e.name, e.obj is acct, str(e))
try:
    getattr(acct, "deposti")
except AttributeError as e:
    print(e.name, e.obj is acct)
e = AttributeError("custom", name="x", obj=acct)
print(e.name, e.obj is acct, e.args)
print(AttributeError("plain").name, AttributeError("plain").obj)
acct.deposti(5)
