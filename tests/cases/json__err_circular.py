# A self-referencing structure: ValueError("Circular reference detected").
import json

tree = {"name": "root", "children": []}
child = {"name": "leaf", "parent": None}
tree["children"].append(child)
print(json.dumps(tree))
child["parent"] = tree
json.dumps(tree)
