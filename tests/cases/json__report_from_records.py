# A realistic job: parse JSON records, aggregate, emit a JSON report.
import json

raw = """[
  {"team": "red", "player": "ann", "points": [12, 7, 19], "active": true},
  {"team": "blue", "player": "bob", "points": [3, 25], "active": false},
  {"team": "red", "player": "cyd", "points": [], "active": true},
  {"team": "green", "player": "dee", "points": [8, 8, 8, 8], "active": true},
  {"team": "blue", "player": "eve", "points": [30], "active": true}
]"""
players = json.loads(raw)
teams = {}
for p in players:
    t = teams.setdefault(p["team"], {"players": [], "total": 0, "games": 0})
    t["players"].append(p["player"])
    t["total"] += sum(p["points"])
    t["games"] += len(p["points"])
for name, t in teams.items():
    t["avg"] = round(t["total"] / t["games"], 3) if t["games"] else None
report = {
    "teams": teams,
    "best": max(players, key=lambda p: sum(p["points"]))["player"],
    "inactive": [p["player"] for p in players if not p["active"]],
    "counts": {"players": len(players), "teams": len(teams)},
}
out = json.dumps(report, indent=2, sort_keys=True)
print(out)
print(json.loads(out) == report)
print(json.dumps(report["counts"], separators=(",", ":")))
