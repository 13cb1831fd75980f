import statistics as st

print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']))
print(st.mode(['red', 'red', 'green', 'blue', 'blue']), st.mode([2.5, 1.0, 2.5]), st.mode('abracadabra'))
print(st.multimode('aabbbbccddddeeffffgg'), st.multimode('aabbbbbbbbcc'), st.multimode([]), st.multimode([3, 1, 2]))
words = "the cat and the hat and the bat sat on the mat".split()
print(st.mode(words), st.multimode(words), st.multimode(len(w) for w in words))
print(st.mode([(1, 2), (1, 2), (3, 4)]), st.mode([True, 1, 1.0, 2]))
