def checksum(data):
    s1 = s2 = 0
    for byte in data:
        s1 = (s1 + byte) % 255
        s2 = (s2 + s1) % 255
    return (s2 << 8) | s1
def hexdump(data, width=8):
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hexs = " ".join(f"{c:02x}" for c in chunk)
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        print(f"{off:04x}  {hexs:<{width * 3}} |{text}|")
msg = b"Hello\x00World\x7f\x80 bytes\ttest!"
hexdump(msg)
print(checksum(msg), hex(checksum(b"abcde")))
print(bytes(c ^ 0x20 for c in b"Hello"), sum(msg), max(msg), sorted(set(msg))[:5])
