class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner}: cannot withdraw {amount:.2f}, balance {account.balance:.2f}")
        self.amount = amount

class Account:
    next_id = 1000
    interest_rate = 0.01

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []
        self.id = Account.next_id
        Account.next_id += 1

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return self

    def apply_interest(self):
        gained = round(self.balance * self.interest_rate, 2)
        self.balance += gained
        self.history.append(("interest", gained))

    def __repr__(self):
        return f"Account#{self.id}({self.owner!r}, {self.balance:.2f})"

class SavingsAccount(Account):
    interest_rate = 0.05
    withdrawals_allowed = 2

    def withdraw(self, amount):
        used = sum(1 for kind, _ in self.history if kind == "withdraw")
        if used >= self.withdrawals_allowed:
            raise PermissionError("withdrawal limit reached")
        return super().withdraw(amount)

class Bank:
    def __init__(self):
        self.accounts = {}

    def open(self, cls, owner, initial=0.0):
        acct = cls(owner, initial)
        self.accounts[acct.id] = acct
        return acct

    def transfer(self, src, dst, amount):
        try:
            self.accounts[src].withdraw(amount)
        except (InsufficientFunds, PermissionError) as e:
            print("  transfer failed:", e)
            return False
        self.accounts[dst].deposit(amount)
        return True

    def total(self):
        return sum(a.balance for a in self.accounts.values())

bank = Bank()
alice = bank.open(Account, "alice", 100)
bob = bank.open(SavingsAccount, "bob", 500)
carol = bank.open(SavingsAccount, "carol")

alice.deposit(50).withdraw(30)
print(alice, bob, carol)
print(bank.transfer(alice.id, carol.id, 500))
print(bank.transfer(bob.id, alice.id, 100))
print(bank.transfer(bob.id, alice.id, 100))
print(bank.transfer(bob.id, alice.id, 100))
for acct in bank.accounts.values():
    acct.apply_interest()
for acct in sorted(bank.accounts.values(), key=lambda a: -a.balance):
    print(f"{acct.owner:<6}{acct.balance:>10.2f}  {len(acct.history)} ops")
print(f"total: {bank.total():,.2f}")
print(alice.history)
try:
    carol.deposit(-5)
except ValueError as e:
    print("ValueError:", e)
