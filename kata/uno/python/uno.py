"""A round of UNO, as the seed's program plays it (the rules jones)."""


def play_round(players, deck):
    """Plays one round: PLAYERS seats (2 to 15), every one the seed's
    jackass, dealt from DECK (the 108 cards, top first: "R7", "GS", "BR",
    "YD", "W", "WD"). Returns the winning seat (-1 when the round is
    stuck), the turns played and the winner's score (the points left in
    the other hands; 0 when stuck)."""
    raise NotImplementedError("not implemented")
