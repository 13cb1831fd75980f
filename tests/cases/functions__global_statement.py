counter = 0
config = {"debug": False}

def bump():
    global counter
    counter += 1
    return counter

def set_debug(v):
    config["debug"] = v  # no global needed for mutation

def rebind_config():
    global config
    config = {"debug": "rebound"}

print(bump(), bump(), counter)
set_debug(True)
print(config)
rebind_config()
print(config)

def make_global():
    global created_later
    created_later = "I exist now"

make_global()
print(created_later)

x = "global x"
def shadow():
    x = "local x"
    return x

def read_global():
    return x

print(shadow(), read_global(), x)

def nested_global():
    def inner():
        global x
        x = "changed by inner"
    inner()

nested_global()
print(x)

total = 0
for n in range(5):
    def add_n():
        global total
        total += n
    add_n()
print(total)
