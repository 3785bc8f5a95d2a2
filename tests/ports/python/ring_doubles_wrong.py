"""A port of the War assignment written as a student might, with each
player's cards in a circular buffer of 256 places that doubles when it is
full. The doubling copies the places as they lie, not from the top card
on: once the ring has wrapped around, a hand that grows past 256 cards is
put back together in another order.

The fixture of 300 cards fills a ring, but the hand reordered there still
wins; `war grade --random` finds it.
"""

WIN_A = 1
DRAW = 0
WIN_B = -1

LIMIT = 1000
CAPACITY = 256


class Hand:
    """A queue of cards in a ring of places, CAPACITY at first."""

    def __init__(self):
        self.places = [0] * CAPACITY
        self.first = 0
        self.size = 0

    def add_card(self, card):
        if self.size == len(self.places):
            # BUG: the places copied as they lie; the top card is not moved
            # to the first place.
            self.places = self.places + [0] * len(self.places)
        self.places[(self.first + self.size) % len(self.places)] = card
        self.size += 1

    def draw_card(self):
        card = self.places[self.first]
        self.first = (self.first + 1) % len(self.places)
        self.size -= 1
        return card


def find_winner(deck):
    a = Hand()
    b = Hand()
    for index, card in enumerate(deck):
        (a if index % 2 == 0 else b).add_card(card)
    pile = []
    battles = 0
    while True:
        if battles >= LIMIT:
            return DRAW
        if a.size == 0 and b.size == 0:
            return DRAW
        if a.size == 0:
            return WIN_B
        if b.size == 0:
            return WIN_A
        battles += 1
        card_a = a.draw_card()
        card_b = b.draw_card()
        pile += [card_a, card_b]
        if card_a != card_b:
            winner = a if card_a > card_b else b
            for card in pile:
                winner.add_card(card)
            pile = []
            continue
        if a.size < 3 and b.size < 3:
            return DRAW
        if a.size < 3:
            return WIN_B
        if b.size < 3:
            return WIN_A
        pile += [a.draw_card() for _ in range(3)]
        pile += [b.draw_card() for _ in range(3)]
