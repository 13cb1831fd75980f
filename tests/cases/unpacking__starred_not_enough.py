def split_command(line):
    cmd, *args, last = line.split()
    return cmd, args, last


print(split_command("copy a b c dest"))
print(split_command("move src dst"))
print(split_command("ls ."))
print(split_command("pwd"))
