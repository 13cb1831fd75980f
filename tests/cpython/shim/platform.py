"""`platform` for CPython's tests inside ophis: fixed answers; nothing of the host."""


def system():
    return "Linux"


def machine():
    return "x86_64"


def platform(aliased=False, terse=False):
    return "Linux-ophis"


def python_implementation():
    return "ophis"


def libc_ver(executable=None, lib="", version="", chunksize=16384):
    return ("", "")


def mac_ver(release="", versioninfo=("", "", ""), machine=""):
    return ("", versioninfo, "")
