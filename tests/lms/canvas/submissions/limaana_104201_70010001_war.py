"""A faithful Python port of the War assignment (UMass COMPSCI 186), as
war-kata decides its rules. The buggy ports beside it are copies of it with
one bug each.

Run it through the adapter: python3 adapters/python/war_adapter.py THIS_FILE
"""

WIN_A = 1
DRAW = 0
WIN_B = -1

LIMIT = 1000  # battles, every battle of a war counted
WAR_CARDS = 3  # cards each player puts down in a war


class War:
    def __init__(self, deck):
        # Dealt alternately: the first card to A, the second to B, ...
        self.a = []
        self.b = []
        for index, card in enumerate(deck):
            self.add_card(self.a if index % 2 == 0 else self.b, card)
        self.pile = []
        self.battles = 0

    @staticmethod
    def draw_card(stack):
        """Takes and returns the top card."""
        return stack.pop(0)

    @staticmethod
    def add_card(stack, card):
        """Puts the card at the bottom."""
        stack.append(card)

    def take_pile(self, winner):
        # The pile goes under the winner's deck in the order it was laid.
        for card in self.pile:
            self.add_card(winner, card)
        self.pile = []

    def simulate_game(self):
        while True:
            if self.battles >= LIMIT:
                return DRAW
            if not self.a and not self.b:
                return DRAW
            if not self.a:
                return WIN_B
            if not self.b:
                return WIN_A
            self.battles += 1
            card_a = self.draw_card(self.a)
            card_b = self.draw_card(self.b)
            self.pile += [card_a, card_b]
            if card_a > card_b:
                self.take_pile(self.a)
            elif card_b > card_a:
                self.take_pile(self.b)
            else:
                a_short = len(self.a) < WAR_CARDS
                b_short = len(self.b) < WAR_CARDS
                if a_short and b_short:
                    return DRAW
                if a_short:
                    return WIN_B
                if b_short:
                    return WIN_A
                for _ in range(WAR_CARDS):
                    self.pile.append(self.draw_card(self.a))
                for _ in range(WAR_CARDS):
                    self.pile.append(self.draw_card(self.b))


def find_winner(deck):
    return War(list(deck)).simulate_game()


if __name__ == "__main__":
    print(find_winner([2, 3, 4, 5]))
