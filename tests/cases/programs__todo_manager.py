class Task:
    _next = 1
    PRIORITIES = {"low": 0, "med": 1, "high": 2}

    def __init__(self, title, priority="med", tags=()):
        if priority not in self.PRIORITIES:
            raise ValueError(f"bad priority {priority!r}")
        self.id = Task._next
        Task._next += 1
        self.title = title
        self.priority = priority
        self.tags = list(tags)
        self.done = False

    def __str__(self):
        box = "[x]" if self.done else "[ ]"
        tags = (" #" + " #".join(self.tags)) if self.tags else ""
        return f"{box} {self.id:>2}. {self.title} ({self.priority}){tags}"

class TodoList:
    def __init__(self):
        self.tasks = []

    def add(self, *args, **kwargs):
        t = Task(*args, **kwargs)
        self.tasks.append(t)
        return t.id

    def find(self, task_id):
        for t in self.tasks:
            if t.id == task_id:
                return t
        raise LookupError(f"no task #{task_id}")

    def complete(self, task_id):
        self.find(task_id).done = True

    def remove_done(self):
        before = len(self.tasks)
        self.tasks = [t for t in self.tasks if not t.done]
        return before - len(self.tasks)

    def view(self, sort_by="priority", tag=None):
        items = [t for t in self.tasks if tag is None or tag in t.tags]
        if sort_by == "priority":
            items.sort(key=lambda t: (-Task.PRIORITIES[t.priority], t.id))
        elif sort_by == "title":
            items.sort(key=lambda t: t.title.lower())
        return [str(t) for t in items]

todo = TodoList()
todo.add("Write report", "high", tags=["work"])
todo.add("buy milk", "low", tags=["home", "errand"])
todo.add("Call plumber", tags=["home"])
todo.add("Review PR", "high", tags=["work", "code"])
todo.add("water plants", "low")
try:
    todo.add("Panic", "urgent")
except ValueError as e:
    print("ValueError:", e)

print("\n".join(todo.view()))
todo.complete(2)
todo.complete(4)
print("-- by title")
print("\n".join(todo.view(sort_by="title")))
print("-- tag home")
print("\n".join(todo.view(tag="home")))
print("removed", todo.remove_done())
for tid in [1, 4]:
    try:
        print("found:", todo.find(tid))
    except LookupError as e:
        print("LookupError:", e)
summary = {}
for t in todo.tasks:
    summary[t.priority] = summary.get(t.priority, 0) + 1
print(summary, Task._next)
