class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available

balance = 100

def withdraw(amount):
    global balance
    if amount > balance:
        raise InsufficientFunds(amount, balance)
    balance -= amount
    return balance

print(withdraw(30))
try:
    withdraw(500)
except InsufficientFunds as e:
    print("declined:", e, "short by", e.needed - e.available)
print(withdraw(70))
withdraw(1)
