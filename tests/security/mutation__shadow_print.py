# expect: ok
# Assigning print only shadows it for this program.
def print(*args):
    pass
print("this goes nowhere")
