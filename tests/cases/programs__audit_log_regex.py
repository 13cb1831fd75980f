# Parse a web-server log with re, aggregate statuses, latencies and errors.
import re
import json
from collections import Counter, OrderedDict

LOG = r'''
10.0.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 0.012
10.0.0.2 - alice [10/Oct/2023:13:55:40 +0000] "POST /api/v1/items?id=7 HTTP/1.1" 201 512 0.250
10.0.0.1 - - [10/Oct/2023:13:56:01 +0000] "GET /missing HTTP/1.1" 404 0 0.003
192.168.1.20 - bob [10/Oct/2023:13:57:12 +0000] "DELETE /api/v1/items/7 HTTP/1.1" 500 97 1.731
bad line here
10.0.0.3 - - [10/Oct/2023:13:58:59 +0000] "GET /api/v1/items HTTP/2.0" 200 10240 0.101
'''
PAT = re.compile(r'''
    (?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+-\s+(?P<user>\S+)\s+
    \[(?P<ts>[^\]]+)\]\s+
    "(?P<method>[A-Z]+)\s+(?P<path>\S+)\s+HTTP/(?P<ver>[\d.]+)"\s+
    (?P<status>\d{3})\s+(?P<size>\d+)\s+(?P<secs>[\d.]+)
''', re.VERBOSE)

entries, rejects = [], 0
for line in LOG.strip().splitlines():
    m = PAT.match(line)
    if not m:
        rejects += 1
        continue
    d = m.groupdict()
    d['status'] = int(d['status'])
    d['secs'] = float(d['secs'])
    entries.append(d)
print(len(entries), 'entries', rejects, 'rejected')
print(Counter(e['status'] // 100 * 100 for e in entries))
print(sorted(Counter(e['ip'] for e in entries).items()))
slow = [e['path'] for e in entries if e['secs'] > 0.2]
print('slow', slow)
paths = [re.sub(r'/\d+', '/{id}', e['path'].split('?')[0]) for e in entries]
print(paths)
print(re.findall(r'(\w+)=(\w+)', 'id=7&name=x&empty='))
print(re.split(r'[/?]', '/api/v1/items?id=7'))
print(re.sub(r'(?P<a>\d+)\.(?P<b>\d+)', r'\g<b>.\g<a>', 'v1.2 and 10.20'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1b22c333'))
m = re.search(r'\[(\d+)/(\w+)/(\d+):([\d:]+) ([+-]\d{4})\]', LOG)
print(m.groups(), m.span(), m.group(0), m.start(2), m.lastindex)
summary = OrderedDict(total=len(entries), errors=sum(e['status'] >= 400 for e in entries),
                      avg_secs=round(sum(e['secs'] for e in entries) / len(entries), 4))
text = json.dumps(summary, indent=2, sort_keys=True)
print(text)
print(json.loads(text) == dict(summary), json.dumps(entries[0], separators=(',', ':')))
print(json.dumps({'é': 'ü', 'n': None, 't': (1, 2.5, True)}), json.dumps('é', ensure_ascii=False))
