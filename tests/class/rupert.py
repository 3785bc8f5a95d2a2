# Rupert's War, one file.


def find_winner(deck):
    half = (len(deck) + 1) // 2
    a, b = deck[:half], deck[half:]  # the first half to A, the rest to B
    pile = []
    battles = 0
    while battles < 1000:
        if not a or not b:
            return 0 if not a and not b else (-1 if not a else 1)
        battles += 1
        x, y = a.pop(0), b.pop(0)
        pile += [x, y]
        if x == y:
            if len(a) < 3 or len(b) < 3:
                return 0 if len(a) < 3 and len(b) < 3 else (-1 if len(a) < 3 else 1)
            pile += a[:3] + b[:3]
            del a[:3]
            del b[:3]
        else:
            (a if x > y else b).extend(pile)
            pile = []
    return 0
