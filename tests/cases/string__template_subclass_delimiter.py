from string import Template

class Percent(Template):
    delimiter = '%'

class Dollar2(Template):
    delimiter = '$$'

print(Percent('%name is 100%% sure about %{thing}s').substitute(name='Ann', thing='rule'))
print(Percent('%who').safe_substitute(), Percent('50% off').safe_substitute())
print(Dollar2('cost: $$price, literal $$$$').substitute(price=3))
class Report(Template):
    delimiter = '#'
    def render(self, **values):
        return self.safe_substitute(values).upper()
print(Report('#title by #{author}').render(title='notes'))
rows = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}]
line = Percent('%k=%v')
print(';'.join(line.substitute(r) for r in rows))
