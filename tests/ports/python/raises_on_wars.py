"""A copy of the faithful port that raises an exception as soon as a battle
is a tie: every case with a war crashes, with the exception's class and
message in the report; every other case passes.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import faithful  # noqa: E402


class WarNotWritten(Exception):
    """What a student raises where the war is still to be written."""


def find_winner(deck):
    a, b = deck[0::2], deck[1::2]
    for card_a, card_b in zip(a, b):
        if card_a == card_b:
            raise WarNotWritten("the war is not written yet")  # BUG
    return faithful.find_winner(deck)
