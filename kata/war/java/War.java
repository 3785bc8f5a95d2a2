import java.util.ArrayList;

/**
 * War, the card game, as the War simulation assignment plays it: see
 * INSTRUCTIONS.md. Write the game here; the tests in test/WarTest.java call
 * findWinner.
 */
class War {
    // Your fields: A's deck, B's deck, the pile, the battles played.

    /** Deals the deck (top first) alternately to A and B. */
    public War(ArrayList<Integer> deck) {
        throw new UnsupportedOperationException("deal the deck to A and B");
    }

    /** Takes the top card of the stack and returns it. */
    public int drawCard(ArrayList<Integer> stack) {
        throw new UnsupportedOperationException("take the top card of the stack");
    }

    /** Puts the card at the bottom of the stack. */
    public void addCard(ArrayList<Integer> stack, int card) {
        throw new UnsupportedOperationException("put the card at the bottom of the stack");
    }

    /** Plays the game to its end: 1 when A wins, -1 when B wins, 0 for a draw. */
    public int simulateGame() {
        throw new UnsupportedOperationException("play battles until the game ends");
    }

    /** Who wins the game of the deck (top first): 1 for A, -1 for B, 0 for a draw. */
    public static int findWinner(ArrayList<Integer> deck) {
        throw new UnsupportedOperationException("play the game of the deck");
    }
}
