class PluginMeta:
    registry = {}

def plugin(name=None, *, version=1):
    def deco(cls):
        key = name or cls.default_name()
        if key in PluginMeta.registry:
            raise ValueError(f"duplicate plugin {key!r}")
        cls.plugin_name = key
        cls.version = version
        PluginMeta.registry[key] = cls
        return cls
    return deco

class Base:
    @classmethod
    def default_name(cls):
        return "base"

    def run(self, text):
        raise NotImplementedError

    def describe(self):
        return f"{self.plugin_name} v{self.version}"

@plugin("upper")
class Upper(Base):
    def run(self, text):
        return text.upper()

@plugin("reverse", version=2)
class Reverse(Base):
    def run(self, text):
        return text[::-1]

@plugin("strip_vowels", version=3)
class StripVowels(Base):
    def run(self, text):
        return "".join(ch for ch in text if ch.lower() not in "aeiou")

@plugin()
class Counter(Base):
    @classmethod
    def default_name(cls):
        return "count"
    def run(self, text):
        return f"{text} ({len(text)})"

def pipeline(names, text):
    steps = []
    for n in names:
        cls = PluginMeta.registry.get(n)
        if cls is None:
            steps.append(f"skip unknown {n!r}")
            continue
        text = cls().run(text)
        steps.append(f"{cls().describe()}: {text}")
    return text, steps

print(sorted(PluginMeta.registry))
result, steps = pipeline(["upper", "strip_vowels", "nope", "reverse", "count"], "Hello plugins")
for s in steps:
    print(" ", s)
print(result)
try:
    @plugin("upper")
    class Again(Base):
        pass
except ValueError as e:
    print("ValueError:", e)
print(len(PluginMeta.registry), [PluginMeta.registry[k].version for k in sorted(PluginMeta.registry)])
