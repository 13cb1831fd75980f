import copy

TEMPLATE = {
    "title": "Quarterly report",
    "sections": [
        {"name": "summary", "lines": []},
        {"name": "details", "lines": [], "tables": [[0, 0], [0, 0]]},
    ],
    "tags": {"draft"},
}

DATA = """Q1|revenue up 4%|1,2
Q2|costs flat|3,4
Q3|new office|5,6"""

reports = {}
for line in DATA.splitlines():
    quarter, summary, nums = line.split("|")
    rep = copy.deepcopy(TEMPLATE)
    rep["title"] = f"{TEMPLATE['title']} {quarter}"
    rep["sections"][0]["lines"].append(summary)
    a, b = map(int, nums.split(","))
    rep["sections"][1]["tables"][0] = [a, b]
    rep["sections"][1]["tables"][1][1] = a * b
    rep["tags"].add(quarter.lower())
    reports[quarter] = rep

for q, rep in reports.items():
    print(rep["title"], rep["sections"][0]["lines"], rep["sections"][1]["tables"], sorted(rep["tags"]))
print(TEMPLATE["sections"][0]["lines"], TEMPLATE["sections"][1]["tables"], sorted(TEMPLATE["tags"]))

# Shallow copies share the nested sections.
quick = copy.copy(TEMPLATE)
quick["sections"][0]["lines"].append("oops")
print(TEMPLATE["sections"][0]["lines"], quick["title"] is TEMPLATE["title"])
