import textwrap

glossary = {
    'algorithm': 'A finite sequence of well-defined instructions, typically used to solve a class of problems or to perform a computation.',
    'heap': 'A specialized tree-based data structure that satisfies the heap property.',
    'API': 'Application programming interface.',
}
for term, definition in glossary.items():
    body = textwrap.fill(definition, 50, initial_indent=f'{term:>10}: ', subsequent_indent=' ' * 12)
    print(body)
print()
columns = [textwrap.wrap(glossary[k], 22) for k in glossary]
height = max(len(c) for c in columns)
for i in range(height):
    print(' | '.join(f'{(c[i] if i < len(c) else ""):22}' for c in columns))
print()
box = textwrap.wrap('Warning: the configuration file contains deprecated keys that will be removed.', 30)
width = max(len(l) for l in box)
print('+' + '-' * (width + 2) + '+')
for l in box:
    print(f'| {l:<{width}} |')
print('+' + '-' * (width + 2) + '+')
