class Plugin:
    registry = {}
    instances = 0

    def __init__(self, name):
        self.name = name
        Plugin.instances += 1
        self.count_local(self)

    @classmethod
    def count_local(cls, obj):
        cls.registry.setdefault(cls.kind(), []).append(obj.name)

    @classmethod
    def kind(cls):
        return "base"

class AudioPlugin(Plugin):
    @classmethod
    def kind(cls):
        return "audio"

class VideoPlugin(Plugin):
    @classmethod
    def kind(cls):
        return "video"

for cls, name in [(AudioPlugin, "mp3"), (VideoPlugin, "mp4"), (AudioPlugin, "flac"), (Plugin, "core")]:
    cls(name)

print(Plugin.instances, Plugin.registry)
print(AudioPlugin.registry is Plugin.registry)

class Shape:
    sides = 0
    def describe(self):
        return f"{self.label()} with {self.sides} sides"
    def label(self):
        return "shape"

class Tri(Shape):
    sides = 3
    def label(self):
        return "triangle"

class Quad(Shape):
    sides = 4

print([s.describe() for s in (Shape(), Tri(), Quad())])
q = Quad()
q.sides = 5
print(q.describe(), Quad.sides)
Shape.sides = -1
print(Shape().describe(), Tri().describe())
