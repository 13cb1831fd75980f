class Task:
    def __init__(self, prio, name):
        self.prio, self.name = prio, name
    def __repr__(self):
        return f"Task({self.prio}, {self.name!r})"

tasks = [Task(2, "b"), Task(1, "a"), Task(3, "c")]
print(sorted(tasks, key=lambda t: t.prio))
print(min(tasks, key=lambda t: t.name))
print(Task(1, "x") == Task(1, "x"))
print(sorted([(t.prio, t.name) for t in tasks]))
print(Task(1, "a") < Task(2, "b"))
