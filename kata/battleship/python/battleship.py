"""The referee of a battle, as the seed's Battleship program plays it (the
rules jones)."""


def find_winner(fleet1, fleet2, shots1, shots2):
    """How the battle of FLEET1 (player 1's ships, "destroyer A1 across")
    and FLEET2 ends when player 1 fires SHOTS1 ("J10", in order) and
    player 2 fires SHOTS2, player 1 first. Returns "1 17 E4" (player 1
    sinks player 2's last ship with its 17th shot, at E4; "2 ..." for
    player 2), "0" (both players' shots spent, both fleets afloat) or
    "illegal 2" (player 2's fleet breaks the placement rules; player 1's
    is checked first)."""
    raise NotImplementedError("not implemented")
