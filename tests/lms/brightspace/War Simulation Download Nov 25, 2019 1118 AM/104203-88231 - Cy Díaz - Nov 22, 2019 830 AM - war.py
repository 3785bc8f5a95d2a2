"""The starter code of the assignment, unmodified: findWinner returns 0 for
every deck. It passes every fixture that ends in a draw, and must score 0:
a right answer counts only when the port also gets right a case that expects
another answer.
"""


def find_winner(deck):
    return 0  # BUG: the starter's placeholder, never replaced
