class Animal:
    sound = "..."
    legs = 4

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def describe(self):
        return f"{self.name} has {self.legs} legs"

class Dog(Animal):
    sound = "woof"

class Bird(Animal):
    sound = "tweet"
    legs = 2

    def __init__(self, name, can_fly=True):
        super().__init__(name)
        self.can_fly = can_fly

    def describe(self):
        base = super().describe()
        return base + (" and flies" if self.can_fly else " and walks")

class Penguin(Bird):
    def __init__(self, name):
        super().__init__(name, can_fly=False)

    def speak(self):
        return Animal.speak(self).upper()

zoo = [Animal("thing"), Dog("rex"), Bird("tweety"), Penguin("pingu")]
for a in zoo:
    print(a.speak(), "|", a.describe())

print(isinstance(zoo[3], Bird), isinstance(zoo[3], Animal), isinstance(zoo[1], Bird))
print(issubclass(Penguin, Animal), issubclass(Animal, Penguin), issubclass(Dog, Dog))
print(isinstance(zoo[2], (Dog, Penguin)), isinstance(zoo[2], (Dog, Bird)))

Dog.sound = "WOOF"
print(zoo[1].speak())
zoo[1].sound = "grr"
print(zoo[1].speak(), Dog("fido").speak())
