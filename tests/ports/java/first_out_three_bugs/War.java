import java.util.ArrayList;

/**
 * A port of War with two bugs and an accepted reading at once, as a real
 * submission had them: first_out_loses_when_both_short (the war's cards are
 * taken one at a time, A's then B's, and the first player with none left
 * loses, even when both are short), java_integer_identity (the top cards are
 * Integer objects compared with == first, so two equal cards outside
 * -128..127 start no war and B takes them) and the reading limit_ends_war (a
 * tie on the 1000th battle ends the game there). Each is marked.
 */
public class War {
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
        ArrayList<Integer> pile = new ArrayList<>();
        int battles = 0;
        while (true) {
            if (battles == 1000) {
                return 0;
            }
            if (a.isEmpty() && b.isEmpty()) {
                return 0;
            }
            if (a.isEmpty()) {
                return -1;
            }
            if (b.isEmpty()) {
                return 1;
            }
            battles++;
            Integer cardA = a.remove(0);
            Integer cardB = b.remove(0);
            pile.add(cardA);
            pile.add(cardB);
            if (cardA == cardB) { // BUG (java_integer_identity): compares objects
                // The accepted reading limit_ends_war: a tie on the 1000th
                // battle ends the game there.
                if (battles == 1000) {
                    return 0;
                }
                ArrayList<Integer> downA = new ArrayList<>();
                ArrayList<Integer> downB = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    // BUG (first_out_loses_when_both_short): whoever runs out
                    // first loses, even when the other is short too.
                    if (a.isEmpty()) {
                        return -1;
                    }
                    downA.add(a.remove(0));
                    if (b.isEmpty()) {
                        return 1;
                    }
                    downB.add(b.remove(0));
                }
                pile.addAll(downA);
                pile.addAll(downB);
            } else if (cardA > cardB) {
                a.addAll(pile);
                pile.clear();
            } else {
                b.addAll(pile);
                pile.clear();
            }
        }
    }
}
