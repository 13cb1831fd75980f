s = "xx--hello--xx"
print(s.strip("x"), s.lstrip("x-"), s.rstrip("-x"), "  hi  ".strip(), "\t\n hi \r".strip(), "hi".strip(""))
print("abc".center(9, "*"), "abc".center(8), "abc".ljust(6, "."), "abc".rjust(6), "abc".center(2), "42".zfill(5), "-42".zfill(6), "+7".zfill(4), "abc".zfill(5))
print("prefix_body".removeprefix("prefix_"), "body.txt".removesuffix(".txt"), "x".removeprefix("y"))
print("a\tb\tc".expandtabs(), "a\tbb\tccc".expandtabs(4), "12345\t6".expandtabs(3), repr("\t".expandtabs(0)), "x\ny\tz".expandtabs(2))
