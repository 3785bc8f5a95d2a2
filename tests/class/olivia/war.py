"""Olivia's War. She asks for her name first, as she did to try it."""

name = input("Your name? ")
print(f"Hello {name}, let's play War")


def find_winner(deck):
    a, b = deck[0::2], deck[1::2]
    pile = []
    for _ in range(1000):
        if not a or not b:
            return 0 if not a and not b else (-1 if not a else 1)
        x, y = a.pop(0), b.pop(0)
        pile += [x, y]
        if x == y:
            if len(a) < 3 or len(b) < 3:
                return 0 if len(a) < 3 and len(b) < 3 else (-1 if len(a) < 3 else 1)
            pile += a[:3] + b[:3]
            del a[:3], b[:3]
        else:
            (a if x > y else b).extend(pile)
            pile = []
    return 0
