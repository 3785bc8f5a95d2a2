"""A port of the War assignment written as a student might: the first war
of a round lays its cards on the pile as the rules say, but a war in a war
(the battle that settles a war ties again) puts its cards under the pile
instead of on it. Only a war in a war that the game outlives tells.

No fixture of the assignment has one; `war grade --random` finds it.

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
        self.wars = 0  # wars in the round under way

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
            if self.wars < 2:
                self.pile += [card_a, card_b]
            else:
                # BUG: a war in a war goes under the pile.
                self.pile = [card_a, card_b] + self.pile
            if card_a > card_b:
                self.take_pile(self.a)
                self.wars = 0
            elif card_b > card_a:
                self.take_pile(self.b)
                self.wars = 0
            else:
                self.wars += 1
                a_short = len(self.a) < WAR_CARDS
                b_short = len(self.b) < WAR_CARDS
                if a_short and b_short:
                    return DRAW
                if a_short:
                    return WIN_B
                if b_short:
                    return WIN_A
                down = [self.draw_card(self.a) for _ in range(WAR_CARDS)]
                down += [self.draw_card(self.b) for _ in range(WAR_CARDS)]
                if self.wars < 2:
                    self.pile += down
                else:
                    self.pile = down + self.pile


def find_winner(deck):
    return War(list(deck)).simulate_game()


if __name__ == "__main__":
    print(find_winner([2, 3, 4, 5]))
