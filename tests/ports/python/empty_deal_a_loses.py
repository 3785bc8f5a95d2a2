"""A Python port of War with one bug, empty_deal_a_loses: an empty deck is answered -1 before the game starts ("A has no cards, so A loses"), though the game is a draw when both decks are empty, as it is when both are emptied by a war later (both_exactly_three_cards_at_war, which tells it from empty_decks_a_loses).

The rest is the faithful port (faithful.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import faithful  # noqa: E402


def find_winner(deck):
    if not deck:
        return faithful.WIN_B  # BUG: A has no cards, so A loses
    return faithful.find_winner(deck)
