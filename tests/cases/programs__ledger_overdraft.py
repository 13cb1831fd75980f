class LedgerError(Exception):
    pass

class Overdraft(LedgerError):
    def __init__(self, account, balance, amount):
        super().__init__(f"{account} would go to {balance - amount} (withdrawing {amount})")

class Ledger:
    def __init__(self):
        self.balances = {}
        self.entries = []

    def post(self, account, amount, memo=""):
        bal = self.balances.get(account, 0)
        if bal + amount < 0:
            raise Overdraft(account, bal, -amount)
        self.balances[account] = bal + amount
        self.entries.append((len(self.entries) + 1, account, amount, memo))

    def transfer(self, src, dst, amount):
        snapshot = (dict(self.balances), list(self.entries))
        try:
            self.post(dst, amount, f"from {src}")
            self.post(src, -amount, f"to {dst}")
        except Overdraft as e:
            self.balances, self.entries = snapshot
            raise LedgerError(f"transfer {src}->{dst} of {amount} failed") from e

    def statement(self, account):
        lines = [f"-- {account} --"]
        run = 0
        for n, acc, amt, memo in self.entries:
            if acc == account:
                run += amt
                lines.append(f"{n:>3} {amt:>+6} {run:>6}  {memo}")
        return "\n".join(lines)

ledger = Ledger()
ledger.post("cash", 500, "opening")
ledger.post("savings", 1000, "opening")
ledger.transfer("cash", "rent", 300)
ledger.transfer("savings", "cash", 250)
try:
    ledger.transfer("rent", "cash", 1000)
except LedgerError as e:
    print("recovered:", e)
print(ledger.balances)
print(ledger.statement("cash"))
print(ledger.statement("savings"))
ledger.transfer("cash", "travel", 451)
