"""A port of the UNO program of Matthew Jones's "Modeling Practice: UNO in
C#", written from war-kata's notes on it (003_programs.md, U1 to U8) and
the kata's two decisions: a refill puts the oldest card of the discard pile
on top, and a round in which nobody could play or draw for a whole round
of turns and one more is stuck.

Its two bugs: a player attacked by a Draw Two who holds one plays it
instead of drawing, and the next player draws both (CompSciLauren/uno#52),
where in the program an attacked player draws and does nothing else; and
with two players a Reverse skips the opponent, as the official rules have
it (guilhermebkel/uno-game#17), where the program's Reverse changes
nothing.

play_round(players, deck) plays one round and returns (winner, turns,
score): the winning seat (-1 when stuck), the turns played and the points
left in the other hands.
"""

RED, BLUE, YELLOW, GREEN, WILD = range(5)
REVERSE, SKIP, DRAW_TWO, DRAW_FOUR, WILD_CARD = range(10, 15)

# What a turn did, as the program's TurnResult.
GAME_START = "GameStart"
PLAYED = "PlayedCard"
SKIPPED = "Skip"
DREW_TWO = "DrawTwo"
ATTACKED = "Attacked"
FORCE_DRAW = "ForceDraw"
FORCE_DRAW_PLAY = "ForceDrawPlay"
WILD_PLAYED = "WildCard"
REVERSED = "Reversed"

HAND = 7
SAFETY_LIMIT = 100_000


class Card:
    def __init__(self, colour, value):
        self.colour = colour
        self.value = value

    def points(self):
        if self.value <= 9:
            return self.value
        if self.value in (REVERSE, SKIP, DRAW_TWO):
            return 20
        return 50


def read_card(token):
    if token == "W":
        return Card(WILD, WILD_CARD)
    if token == "WD":
        return Card(WILD, DRAW_FOUR)
    colour = "RBYG".index(token[0])
    symbol = token[1:]
    value = {"R": REVERSE, "S": SKIP, "D": DRAW_TWO}.get(symbol)
    if value is None:
        value = int(symbol)
    return Card(colour, value)


class Turn:
    def __init__(self, result, card, declared):
        self.result = result
        self.card = card
        self.declared = declared
        self.penalty = 2


def dominant_colour(hand):
    """The colour the hand holds most of, the wild cards a colour of their
    own, ties to the colour met first in the hand."""
    counts = {}
    for card in hand:
        counts[card.colour] = counts.get(card.colour, 0) + 1
    best = None
    for colour in counts:  # in the order first met
        if best is None or counts[colour] > counts[best]:
            best = colour
    return best


def first(cards, value):
    for card in cards:
        if card.value == value:
            return card
    return None


def play(hand, card, result, declared):
    hand.remove(card)
    return Turn(result, card, declared)


def play_action_or_wild_four(hand, matching):
    """Steps 1 to 4 of the jackass's choice: a Wild Draw Four when it is
    all it may play, else a Draw Two, a Skip, a Reverse."""
    if all(card.value == DRAW_FOUR for card in matching):
        return play(hand, matching[0], WILD_PLAYED, dominant_colour(hand))
    for value, result in ((DRAW_TWO, DREW_TWO), (SKIP, SKIPPED), (REVERSE, REVERSED)):
        card = first(matching, value)
        if card is not None:
            return play(hand, card, result, card.colour)
    return None


def play_plain_wild(hand, matching, previous):
    card = first(matching, WILD_CARD)
    if card is not None:
        return play(hand, card, WILD_PLAYED, dominant_colour(hand))
    return Turn(FORCE_DRAW, previous.card, RED)


def play_on_colour(hand, colour, previous):
    matching = [card for card in hand if card.colour == colour or card.colour == WILD]
    turn = play_action_or_wild_four(hand, matching)
    if turn is not None:
        return turn
    for card in matching:
        if card.colour == colour:
            return play(hand, card, PLAYED, card.colour)
    return play_plain_wild(hand, matching, previous)


def matches(card, top):
    return card.colour == top.colour or card.value == top.value or card.colour == WILD


def play_on_card(hand, top, previous):
    matching = [card for card in hand if matches(card, top)]
    turn = play_action_or_wild_four(hand, matching)
    if turn is not None:
        return turn
    on_colour = [card for card in matching if card.colour == top.colour]
    on_value = [card for card in matching if card.value == top.value]
    if on_colour and on_value:
        of_colour = sum(1 for card in hand if card.colour == top.colour)
        of_value = sum(1 for card in hand if card.value == top.value)
        chosen = on_colour[0] if of_colour >= of_value else on_value[0]
        return play(hand, chosen, PLAYED, chosen.colour)
    if on_colour or on_value:
        chosen = (on_colour or on_value)[0]
        return play(hand, chosen, PLAYED, chosen.colour)
    return play_plain_wild(hand, matching, previous)


def draw(pile, count):
    drawn = pile[:count]
    del pile[:count]
    return drawn


def take_turn(hand, previous, pile):
    """One player's turn; returns the turn and whether the player tried to
    draw and got nothing."""
    if previous.result in (SKIPPED, DREW_TWO):
        if previous.result == DREW_TWO:
            stacked = first(hand, DRAW_TWO)
            if stacked is not None:
                turn = play(hand, stacked, DREW_TWO, stacked.colour)
                turn.penalty = previous.penalty + 2
                return turn, False
            hand.extend(draw(pile, previous.penalty))
        return Turn(ATTACKED, previous.card, previous.card.colour), False
    if previous.result in (WILD_PLAYED, ATTACKED, FORCE_DRAW) and any(
        card.colour == previous.declared or card.colour == WILD for card in hand
    ):
        return play_on_colour(hand, previous.declared, previous), False
    if any(matches(card, previous.card) for card in hand):
        return play_on_card(hand, previous.card, previous), False
    drawn = draw(pile, 1)
    if not drawn:
        return Turn(FORCE_DRAW, previous.card, RED), True
    hand.extend(drawn)
    if matches(drawn[0], previous.card):
        turn = play_on_card(hand, previous.card, previous)
        return Turn(FORCE_DRAW_PLAY, turn.card, turn.declared), False
    return Turn(FORCE_DRAW, previous.card, RED), False


def play_round(players, deck):
    cards = [read_card(token) for token in deck]
    hands = [[] for _ in range(players)]
    for round_of_dealing in range(HAND):
        for seat in range(players):
            hands[seat].append(cards[round_of_dealing * players + seat])
    pile = cards[HAND * players:]  # the draw pile, its top first
    discard = [pile.pop(0)]  # the discard pile, its top first
    while discard[0].colour == WILD:
        discard.insert(0, pile.pop(0))
    for hand in hands:
        hand.sort(key=lambda card: (card.colour, card.value))
    previous = Turn(GAME_START, discard[0], discard[0].colour)
    seat, ascending, turns, idle = 0, True, 0, 0
    while turns < SAFETY_LIMIT:
        if len(pile) < 4:
            # The cards left in the draw pile leave the game; the discard
            # pile but its top becomes the draw pile, the oldest on top.
            pile = list(reversed(discard[1:]))
            discard = discard[:1]
        turns += 1
        previous, drew_nothing = take_turn(hands[seat], previous, pile)
        if previous.result in (PLAYED, DREW_TWO, SKIPPED, WILD_PLAYED, REVERSED):
            discard.insert(0, previous.card)
        if previous.result == REVERSED:
            ascending = not ascending
            if players == 2:
                # Between two players a Reverse acts as a Skip.
                previous = Turn(SKIPPED, previous.card, previous.declared)
        if not hands[seat]:
            score = sum(card.points() for hand in hands for card in hand)
            return seat, turns, score
        idle = idle + 1 if drew_nothing else 0
        if idle > players:
            return -1, turns, 0
        seat = (seat + (1 if ascending else -1)) % players
    return -2, turns, 0
