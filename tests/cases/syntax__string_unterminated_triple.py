doc = """abc

print(doc)
