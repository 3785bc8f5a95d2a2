"""A Python port of the referee for the rules apart with one bug,
touching_allowed: it checks ships for overlaps alone, and lets them touch.

The rest is the faithful port for the rules apart (faithful_apart.py).
"""

ROWS = "ABCDEFGHIJ"
SIZE = 10
# The fleet, in the order the program places it, and each ship's width.
WIDTHS = {"destroyer": 2, "submarine": 3, "cruiser": 3, "battleship": 4, "carrier": 5}
SHIPS_MAY_TOUCH = False


def panel(name):
    """The (row, column) of a panel named as "B7", both from 0."""
    return ROWS.index(name[0].upper()), int(name[1:]) - 1


class Ship:
    """A ship as written "cruiser B2 down": its kind, its panels in order,
    and the panels of it hit so far."""

    def __init__(self, text):
        kind, bow, way = text.split()
        self.kind = kind.lower()
        row, column = panel(bow)
        down = way.lower() == "down"
        self.panels = [
            (row + i, column) if down else (row, column + i) for i in range(WIDTHS[self.kind])
        ]
        self.hit = set()

    def on_board(self):
        return all(0 <= row < SIZE and 0 <= column < SIZE for row, column in self.panels)

    def sunk(self):
        return len(self.hit) == len(self.panels)


def touching(a, b):
    """Whether panels a and b are the same or next to each other, corners
    included."""
    return abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


class Ocean:
    """A player's board: each panel marked with the ship on it, and the
    panels the other player has fired at."""

    def __init__(self, fleet):
        self.fleet = fleet
        self.grid = {}
        for ship in fleet:
            for place in ship.panels:
                self.grid[place] = ship
        self.fired = set()

    def fire(self, place):
        """Answers a shot; False when the panel was fired at before: the
        shot is refused and changes nothing."""
        if place in self.fired:
            return False
        self.fired.add(place)
        ship = self.grid.get(place)
        if ship is not None:
            ship.hit.add(place)
        return True

    def lost(self):
        return all(ship.sunk() for ship in self.fleet)


def legal(fleet):
    """Whether a fleet keeps the placement rules: each ship of the fleet
    once, inside the board, on no other ship (nor next to one, when ships
    may not touch)."""
    if sorted(ship.kind for ship in fleet) != sorted(WIDTHS):
        return False
    taken = []
    for ship in fleet:
        if not ship.on_board():
            return False
        for place in ship.panels:
            if place in taken:
                return False
            # BUG (touching_allowed): SHIPS_MAY_TOUCH is never looked at.
        taken.extend(ship.panels)
    return True


def find_winner(fleet1, fleet2, shots1, shots2):
    fleets = [[Ship(text) for text in fleet1], [Ship(text) for text in fleet2]]
    for player, fleet in enumerate(fleets):
        if not legal(fleet):
            return f"illegal {player + 1}"
    # Each player fires at the other's ocean.
    targets = [Ocean(fleets[1]), Ocean(fleets[0])]
    shots = [list(shots1), list(shots2)]
    next_shot = [0, 0]
    counted = [0, 0]
    while next_shot[0] < len(shots[0]) or next_shot[1] < len(shots[1]):
        for player in (0, 1):
            # A turn: the next shot, again after a refused one; none when
            # the player's shots are spent.
            while next_shot[player] < len(shots[player]):
                name = shots[player][next_shot[player]]
                next_shot[player] += 1
                if not targets[player].fire(panel(name)):
                    continue
                counted[player] += 1
                if targets[player].lost():
                    return f"{player + 1} {counted[player]} {name}"
                break
    return "0"
