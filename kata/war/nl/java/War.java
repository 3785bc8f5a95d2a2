import java.util.ArrayList;

/**
 * Oorlogje, het kaartspel, zoals de opdracht "Simulaties" het speelt: zie
 * INSTRUCTIONS.md. Schrijf het spel hier; de tests in test/WarTest.java
 * roepen findWinner aan.
 */
class War {
    // Jouw velden: de stapel van A, de stapel van B, de aflegstapel, de gespeelde slagen.

    /** Deelt de stapel (bovenste kaart eerst) om en om aan A en B. */
    public War(ArrayList<Integer> deck) {
        throw new UnsupportedOperationException("deel de stapel aan A en B");
    }

    /** Pakt de bovenste kaart van de stapel en geeft die terug. */
    public int drawCard(ArrayList<Integer> stack) {
        throw new UnsupportedOperationException("pak de bovenste kaart van de stapel");
    }

    /** Legt de kaart onder op de stapel. */
    public void addCard(ArrayList<Integer> stack, int card) {
        throw new UnsupportedOperationException("leg de kaart onder op de stapel");
    }

    /** Speelt het spel uit: 1 als A wint, -1 als B wint, 0 bij gelijkspel. */
    public int simulateGame() {
        throw new UnsupportedOperationException("speel slagen tot het spel voorbij is");
    }

    /** Wie het spel van de stapel (bovenste kaart eerst) wint: 1 voor A, -1 voor B, 0 bij gelijkspel. */
    public static int findWinner(ArrayList<Integer> deck) {
        throw new UnsupportedOperationException("speel het spel van de stapel");
    }
}
