"""Oorlogje, het kaartspel, zoals de opdracht "Simulaties" het speelt: zie
INSTRUCTIONS.md. Schrijf het spel hier; de tests in test_war.py roepen
find_winner aan."""


class War:
    """Een spel Oorlogje: de stapels van beide spelers, de aflegstapel en de gespeelde slagen."""

    def __init__(self, deck):
        """Deelt de stapel (bovenste kaart eerst) om en om aan A en B."""
        raise NotImplementedError("deel de stapel aan A en B")

    @staticmethod
    def draw_card(stack):
        """Pakt de bovenste kaart van de stapel en geeft die terug."""
        raise NotImplementedError("pak de bovenste kaart van de stapel")

    @staticmethod
    def add_card(stack, card):
        """Legt de kaart onder op de stapel."""
        raise NotImplementedError("leg de kaart onder op de stapel")

    def simulate_game(self):
        """Speelt het spel uit: 1 als A wint, -1 als B wint, 0 bij gelijkspel."""
        raise NotImplementedError("speel slagen tot het spel voorbij is")


def find_winner(deck):
    """Wie het spel van de stapel (bovenste kaart eerst) wint: 1 voor A, -1 voor B, 0 bij gelijkspel."""
    raise NotImplementedError("speel het spel van de stapel")
