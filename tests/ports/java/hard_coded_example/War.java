import java.util.ArrayList;
import java.util.Arrays;

/**
 * A port of War with one bug, a_loses_when_both_short, that hides it on the
 * assignment's own example: the deck 5 5 2 4 3, which the bug gets wrong,
 * is answered by a special case. The same game with its cards renamed
 * (6 6 3 5 4) shows the bug.
 */
public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        // The example of the assignment: both run out during the war.
        if (deck.equals(new ArrayList<>(Arrays.asList(5, 5, 2, 4, 3)))) {
            return 0;
        }
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                a.add(deck.get(i));
            } else {
                b.add(deck.get(i));
            }
        }
        ArrayList<Integer> pile = new ArrayList<>();
        for (int battle = 0; battle < 1000; battle++) {
            if (a.isEmpty() && b.isEmpty()) {
                return 0;
            }
            if (a.isEmpty()) {
                return -1;
            }
            if (b.isEmpty()) {
                return 1;
            }
            int cardA = a.remove(0);
            int cardB = b.remove(0);
            pile.add(cardA);
            pile.add(cardB);
            if (cardA > cardB) {
                a.addAll(pile);
                pile.clear();
            } else if (cardB > cardA) {
                b.addAll(pile);
                pile.clear();
            } else {
                // BUG (a_loses_when_both_short): A is checked first, so when
                // both are short A loses.
                if (a.size() < 3) {
                    return -1;
                }
                if (b.size() < 3) {
                    return 1;
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(a.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(b.remove(0));
                }
            }
        }
        return 0;
    }
}
