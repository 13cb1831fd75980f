from dataclasses import dataclass, field, fields


@dataclass
class Animal:
    name: str
    sound: str = '...'
    legs: int = 4

    def speak(self):
        return f"{self.name} says {self.sound}"


@dataclass
class Dog(Animal):
    sound: str = 'woof'
    tricks: list = field(default_factory=list)


@dataclass
class Bird(Animal):
    legs: int = 2
    can_fly: bool = True

    def speak(self):
        return super().speak() + (' and flies' if self.can_fly else '')


class Plain(Dog):
    def speak(self):
        return 'plain ' + super().speak()


zoo = [Dog('rex', tricks=['sit']), Bird('tweety', 'tweet'), Bird('pingu', 'honk', can_fly=False),
       Animal('generic'), Plain('mutt')]
for a in zoo:
    print(a)
    print('  ', a.speak(), [f.name for f in fields(a)])
print(Dog('a') == Dog('a'), Dog('a') == Animal('a', 'woof'), Plain('x') == Plain('x'), Plain('x') == Dog('x'))
print(sum(a.legs for a in zoo))


@dataclass
class Base:
    x: int = 0

    def __post_init__(self):
        self.trace = ['base']
        self.extra_setup()

    def extra_setup(self):
        pass


@dataclass
class Child(Base):
    y: int = 1

    def extra_setup(self):
        self.trace.append('child')


c = Child(5, 6)
print(c, c.trace)


@dataclass
class A:
    a: int = 1


@dataclass
class B:
    b: int = 2


@dataclass
class C(A, B):
    c: int = 3


print(C(), [f.name for f in fields(C)], C(10, 20, 30))
