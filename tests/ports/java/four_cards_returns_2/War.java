import java.util.ArrayList;

/**
 * A port of War with two bugs at once: war_needs_four_cards (a player needs
 * three cards to put down and a fourth to play) and java_integer_returns_2
 * (a helper compares Integer objects with >, < and ==, and its "cannot
 * happen" 2 comes back for two equal cards outside -128..127). Each is
 * marked BUG.
 */
public class War {
    static final int A_WINS = 1;
    static final int B_WINS = -1;
    static final int DRAW = 0;

    /** A_WINS, B_WINS, or DRAW for a tie. */
    static int battle(Integer a, Integer b) {
        if (a > b) {
            return A_WINS;
        } else if (a < b) {
            return B_WINS;
        } else if (a == b) { // BUG (java_integer_returns_2): compares objects
            return DRAW;
        }
        return 2; // cannot happen
    }

    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                a.add(deck.get(i));
            } else {
                b.add(deck.get(i));
            }
        }
        ArrayList<Integer> pot = new ArrayList<>();
        int count = 0;
        while (count < 1000) {
            if (a.isEmpty() && b.isEmpty()) {
                return DRAW;
            }
            if (a.isEmpty()) {
                return B_WINS;
            }
            if (b.isEmpty()) {
                return A_WINS;
            }
            count++;
            Integer cardA = a.remove(0);
            Integer cardB = b.remove(0);
            pot.add(cardA);
            pot.add(cardB);
            int result = battle(cardA, cardB);
            if (result == A_WINS) {
                a.addAll(pot);
                pot.clear();
            } else if (result == B_WINS) {
                b.addAll(pot);
                pot.clear();
            } else if (result == DRAW) {
                // BUG (war_needs_four_cards): three down and one to flip.
                if (a.size() < 4 && b.size() < 4) {
                    return DRAW;
                } else if (a.size() < 4) {
                    return B_WINS;
                } else if (b.size() < 4) {
                    return A_WINS;
                }
                for (int i = 0; i < 3; i++) {
                    pot.add(a.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    pot.add(b.remove(0));
                }
            } else {
                return result;
            }
        }
        return DRAW;
    }
}
