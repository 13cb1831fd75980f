# dir() is asked through the class's own __dir__ only when the exception is displayed.
class A:
    blech = None

    def __dir__(self):
        print("__dir__ asked")
        return ["blech", "other"]


for _ in range(3):
    try:
        A().bluch
    except AttributeError as e:
        print("caught", e.name)
A().bluch
