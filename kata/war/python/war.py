"""War, the card game, as the War simulation assignment plays it: see
INSTRUCTIONS.md. Write the game here; the tests in test_war.py call
find_winner."""


class War:
    """A game of War: both players' decks, the pile and the battles played."""

    def __init__(self, deck):
        """Deals the deck (top first) alternately to A and B."""
        raise NotImplementedError("deal the deck to A and B")

    @staticmethod
    def draw_card(stack):
        """Takes the top card of the stack and returns it."""
        raise NotImplementedError("take the top card of the stack")

    @staticmethod
    def add_card(stack, card):
        """Puts the card at the bottom of the stack."""
        raise NotImplementedError("put the card at the bottom of the stack")

    def simulate_game(self):
        """Plays the game to its end: 1 when A wins, -1 when B wins, 0 for a draw."""
        raise NotImplementedError("play battles until the game ends")


def find_winner(deck):
    """Who wins the game of the deck (top first): 1 for A, -1 for B, 0 for a draw."""
    raise NotImplementedError("play the game of the deck")
