import stat

# Audit a recorded directory snapshot for risky permissions.
SNAPSHOT = """/etc/passwd 0o100644 root
/etc/shadow 0o100640 root
/home/ann/.ssh 0o40700 ann
/home/ann/.ssh/id_rsa 0o100644 ann
/tmp 0o41777 root
/srv/upload 0o40777 www
/usr/bin/passwd 0o104755 root
/opt/tool 0o102775 ops
/var/run/app.sock 0o140770 app
"""

findings = []
for line in SNAPSHOT.strip().splitlines():
    path, mode_text, owner = line.split()
    mode = int(mode_text, 8)
    perms = stat.S_IMODE(mode)
    issues = []
    if stat.S_ISDIR(mode) and perms & stat.S_IWOTH and not perms & stat.S_ISVTX:
        issues.append("world-writable dir without sticky bit")
    if stat.S_ISREG(mode) and perms & stat.S_ISUID:
        issues.append("setuid binary")
    if stat.S_ISREG(mode) and perms & stat.S_ISGID:
        issues.append("setgid binary")
    if path.endswith("id_rsa") and perms & (stat.S_IRWXG | stat.S_IRWXO):
        issues.append("private key readable by others")
    if stat.S_ISSOCK(mode) and perms & stat.S_IWGRP:
        issues.append("group-writable socket")
    print(f"{stat.filemode(mode)} {owner:<5} {path}")
    findings.extend((path, i) for i in issues)
print(len(findings), "findings")
for path, issue in findings:
    print(f"  {path}: {issue}")
fixed = stat.S_IFREG | (0o644 & ~(stat.S_IRWXG | stat.S_IRWXO))
print(stat.filemode(fixed), oct(fixed))
