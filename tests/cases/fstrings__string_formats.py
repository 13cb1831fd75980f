s = "text"
print(f"[{s:10}]|[{s:<10}]|[{s:>10}]|[{s:^10}]|[{s:^9}]")
print(f"[{s:-^11}]|[{s:#>6}]|[{s:.2}]|[{s:>8.3}]")
print(f"[{'':5}]|[{s:3}]")
words = ["a", "bb", "ccc", "dddd"]
for w in words:
    print(f"{w:>5}|{w:<5}|{w:^5}|")
print("{:>8}".format("right"), "{:*<8}".format("left"), "{:^8}".format("mid"))
title = "Report"
print(f"{title:=^30}")
print(f"{'':=<30}")
