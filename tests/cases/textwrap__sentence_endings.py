from textwrap import TextWrapper, fill

text = 'Hi there. How are you? Fine!\nYes. Mr. Smith said "hello." Then left! End'
tw = TextWrapper(width=24, fix_sentence_endings=True)
print(tw.wrap(text))
print(TextWrapper(width=24).wrap(text))
print(fill('One. Two. Three.\nFour? "Five!" six', 80, fix_sentence_endings=True))
print(fill('A. B. e.g. etc. ok', 80, fix_sentence_endings=True))
