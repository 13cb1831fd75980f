class Shape:
    def __init__(self, name, **kwargs):
        self.name = name
        self.extra = kwargs
        print("Shape.__init__", name)

    def area(self):
        return 0

    def info(self):
        return f"{self.name}: area={self.area()}"

class Rect(Shape):
    def __init__(self, w, h, **kwargs):
        print("Rect.__init__", w, h)
        super().__init__(name=kwargs.pop("name", "rect"), **kwargs)
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

class Square(Rect):
    def __init__(self, side, **kwargs):
        print("Square.__init__", side)
        super().__init__(side, side, name="square", **kwargs)

    def info(self):
        return "[" + super().info() + "]"

class ColoredSquare(Square):
    def __init__(self, side, color):
        super().__init__(side, color=color)
        self.color = color

    def info(self):
        return super().info() + " in " + self.color

for s in [Rect(2, 3), Square(4), ColoredSquare(5, "red")]:
    print(s.info(), s.extra)

class Logger:
    def log(self, msg):
        return "LOG:" + msg

class Timestamped(Logger):
    def log(self, msg):
        return super().log("t0 " + msg)

class Prefixed(Timestamped):
    def log(self, msg):
        return super().log("[p] " + msg)

print(Prefixed().log("hi"))
