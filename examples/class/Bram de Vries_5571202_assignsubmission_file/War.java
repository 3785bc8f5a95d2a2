import java.util.ArrayList;

/** Assignment 3: the card game War. */
class War {
    private final int WIN_A = 1;
    private final int DRAW = 0;
    private final int WIN_B = -1;

    /** Battles before a technical draw, every battle of a war counted. */
    private static final int LIMIT = 1000;
    /** Cards each player puts down in a war. */
    private static final int WAR_CARDS = 3;

    private final ArrayList<Integer> a = new ArrayList<>();
    private final ArrayList<Integer> b = new ArrayList<>();
    private final ArrayList<Integer> pile = new ArrayList<>();
    private int battles = 0;

    public War(ArrayList<Integer> deck) {
        // Dealt alternately: the first card to A, the second to B, ...
        for (int i = 0; i < deck.size(); i++) {
            addCard(i % 2 == 0 ? a : b, deck.get(i));
        }
    }

    public int drawCard(ArrayList<Integer> stack) { // take and return from top
        return stack.remove(0);
    }

    public void addCard(ArrayList<Integer> stack, int card) { // add to bottom
        stack.add(card);
    }

    /** The pile goes under the winner's deck in the order it was laid. */
    private void takePile(ArrayList<Integer> winner) {
        for (int card : pile) {
            addCard(winner, card);
        }
        pile.clear();
    }

    public int simulateGame() {
        while (true) {
            if (battles >= LIMIT) {
                return DRAW;
            }
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
                takePile(a);
            } else if (cardB > cardA) {
                takePile(b);
            } else {
                boolean aShort = a.size() < WAR_CARDS;
                boolean bShort = b.size() < WAR_CARDS;
                // BUG (a_loses_when_both_short): the draw is never reached.
                if (aShort) {
                    return WIN_B;
                }
                if (bShort) {
                    return WIN_A;
                }
                if (aShort && bShort) {
                    return DRAW;
                }
                for (int i = 0; i < WAR_CARDS; i++) {
                    pile.add(drawCard(a));
                }
                for (int i = 0; i < WAR_CARDS; i++) {
                    pile.add(drawCard(b));
                }
            }
        }
    }

    public static int findWinner(ArrayList<Integer> deck) {
        War w = new War(deck);
        return w.simulateGame();
    }

    public static void main(String[] args) {
        ArrayList<Integer> deck = new ArrayList<>();
        for (int card : new int[] {2, 3, 4, 5}) {
            deck.add(card);
        }
        System.out.println(findWinner(deck));
    }
}
