"""A port of the War assignment written as a student might: draw_card gives
None when a deck is empty, and the game checks `if not card` for "this player
ran out". A card worth 0 is falsy in Python, so a player who draws a 0 is
taken to have run out of cards.

No fixture of the assignment holds a 0; `war grade --random` finds it.
"""

WIN_A = 1
DRAW = 0
WIN_B = -1

LIMIT = 1000


def draw_card(stack):
    if stack:
        return stack.pop(0)
    return None


def find_winner(deck):
    a = list(deck[0::2])
    b = list(deck[1::2])
    pile = []
    battles = 0
    while True:
        if battles >= LIMIT:
            return DRAW
        if not a and not b:
            return DRAW
        if not a:
            return WIN_B
        if not b:
            return WIN_A
        battles += 1
        card_a = draw_card(a)
        card_b = draw_card(b)
        # BUG: a card worth 0 is falsy, and reads as "no card".
        if not card_a and not card_b:
            return DRAW
        if not card_a:
            return WIN_B
        if not card_b:
            return WIN_A
        pile += [card_a, card_b]
        if card_a > card_b:
            a += pile
            pile = []
        elif card_b > card_a:
            b += pile
            pile = []
        else:
            if len(a) < 3 and len(b) < 3:
                return DRAW
            if len(a) < 3:
                return WIN_B
            if len(b) < 3:
                return WIN_A
            pile += [draw_card(a) for _ in range(3)]
            pile += [draw_card(b) for _ in range(3)]
