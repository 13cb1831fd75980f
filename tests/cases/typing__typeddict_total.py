from typing import TypedDict, Optional

class Options(TypedDict, total=False):
    verbose: bool
    level: int

class Job(TypedDict):
    name: str
    options: Optional[Options]

opts = Options(verbose=True)
job = Job(name='build', options=opts)
print(job, job['options'].get('level', 0), 'verbose' in opts, len(Options()))
jobs = [Job(name=n, options=None) for n in ['a', 'b']]
print([j['name'] for j in jobs], sorted(job))
