class User:
    def __init__(self, name, *roles):
        self.name = name
        self.roles = set(roles)

current = {"user": None}
audit = []

def login(user):
    current["user"] = user

def requires(*roles):
    def deco(fn):
        def wrapper(*args, **kwargs):
            user = current["user"]
            if user is None:
                raise PermissionError("not logged in")
            missing = [r for r in roles if r not in user.roles]
            if missing:
                audit.append(("deny", user.name, fn_name, missing))
                raise PermissionError(f"{user.name} lacks role(s): {', '.join(missing)}")
            audit.append(("allow", user.name, fn_name))
            return fn(*args, **kwargs)
        fn_name = fn_label(fn)
        return wrapper
    return deco

LABELS = {}
def fn_label(fn):
    return LABELS.get(fn, "op")

def labelled(name):
    def deco(fn):
        LABELS[fn] = name
        return fn
    return deco

documents = {"readme": "hello", "secrets": "x"}

@requires("reader")
@labelled("read")
def read(doc):
    return documents[doc]

@requires("writer")
@labelled("write")
def write(doc, text):
    documents[doc] = text
    return len(text)

@requires("admin", "writer")
@labelled("delete")
def delete(doc):
    return documents.pop(doc)

ann = User("ann", "reader", "writer")
bob = User("bob", "reader")
root = User("root", "reader", "writer", "admin")

for user, action, args in [(ann, read, ("readme",)), (ann, write, ("notes", "todo")),
                           (bob, write, ("readme", "hacked")), (root, delete, ("secrets",)),
                           (ann, delete, ("readme",)), (bob, read, ("notes",))]:
    login(user)
    try:
        print(user.name, "->", action(*args))
    except PermissionError as e:
        print(user.name, "-> PermissionError:", e)
print(sorted(documents.items()))
for entry in audit:
    print(entry)
login(None)
read("readme")
