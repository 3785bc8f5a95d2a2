"""Peggy's War, as a class: War(deck).find_winner()."""

LIMIT = 1000


class War:
    def __init__(self, deck):
        self.a = list(deck[0::2])
        self.b = list(deck[1::2])
        self.pile = []

    def short(self, needed):
        """The result when a player has fewer than `needed` cards, else None."""
        a_short, b_short = len(self.a) < needed, len(self.b) < needed
        if a_short and b_short:
            return 0
        if a_short:
            return -1
        if b_short:
            return 1
        return None

    def find_winner(self):
        for _ in range(LIMIT):
            over = self.short(1)
            if over is not None:
                return over
            x, y = self.a.pop(0), self.b.pop(0)
            self.pile += [x, y]
            if x != y:
                (self.a if x > y else self.b).extend(self.pile)
                self.pile = []
                continue
            over = self.short(3)
            if over is not None:
                return over
            for hand in (self.a, self.b):
                self.pile += hand[:3]
                del hand[:3]
        return 0


if __name__ == "__main__":
    print(War([2, 3, 4, 5]).find_winner())
