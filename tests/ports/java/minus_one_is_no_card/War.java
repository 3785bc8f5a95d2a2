import java.util.ArrayList;

/**
 * A port of the War assignment written as a student might: drawCard gives
 * -1 when the deck is empty ("cards are positive"), and the war checks for
 * that -1 to find the player who ran out. A card worth -1 is taken for an
 * empty deck.
 *
 * No fixture of the assignment holds a -1; `war grade --random` finds it.
 */
class War {
    private static final int WIN_A = 1;
    private static final int DRAW = 0;
    private static final int WIN_B = -1;
    private static final int LIMIT = 1000;
    private static final int NO_CARD = -1;

    private final ArrayList<Integer> a = new ArrayList<>();
    private final ArrayList<Integer> b = new ArrayList<>();
    private final ArrayList<Integer> pile = new ArrayList<>();
    private int battles = 0;

    public War(ArrayList<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            addCard(i % 2 == 0 ? a : b, deck.get(i));
        }
    }

    public int drawCard(ArrayList<Integer> stack) {
        if (stack.isEmpty()) {
            return NO_CARD;
        }
        return stack.remove(0);
    }

    public void addCard(ArrayList<Integer> stack, int card) {
        stack.add(card);
    }

    public int simulateGame() {
        while (battles < LIMIT) {
            if (a.isEmpty() && b.isEmpty()) {
                return DRAW;
            }
            if (a.isEmpty()) {
                return WIN_B;
            }
            if (b.isEmpty()) {
                return WIN_A;
            }
            battles++;
            int cardA = drawCard(a);
            int cardB = drawCard(b);
            pile.add(cardA);
            pile.add(cardB);
            if (cardA > cardB) {
                a.addAll(pile);
                pile.clear();
            } else if (cardB > cardA) {
                b.addAll(pile);
                pile.clear();
            } else {
                // Three cards down each; a player who cannot loses.
                boolean aOut = false;
                boolean bOut = false;
                ArrayList<Integer> downA = new ArrayList<>();
                ArrayList<Integer> downB = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    int fromA = drawCard(a);
                    int fromB = drawCard(b);
                    // BUG: a card worth -1 reads as "no card left".
                    aOut |= fromA == NO_CARD;
                    bOut |= fromB == NO_CARD;
                    if (fromA != NO_CARD) {
                        downA.add(fromA);
                    }
                    if (fromB != NO_CARD) {
                        downB.add(fromB);
                    }
                }
                if (aOut && bOut) {
                    return DRAW;
                }
                if (aOut) {
                    return WIN_B;
                }
                if (bOut) {
                    return WIN_A;
                }
                pile.addAll(downA);
                pile.addAll(downB);
            }
        }
        return DRAW;
    }

    public static int findWinner(ArrayList<Integer> deck) {
        return new War(deck).simulateGame();
    }
}
