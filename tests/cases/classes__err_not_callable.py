class Widget:
    def __init__(self):
        self.size = 3
    def render(self):
        return "#" * self.size

w = Widget()
print(w.render())
handlers = [w.render, len, Widget]
print([callable(h) for h in handlers])
try:
    w.size()
except TypeError as e:
    print("TypeError:", e)
w()
