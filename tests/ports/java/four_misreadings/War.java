import java.util.ArrayList;

/**
 * A port of War with four misreadings at once, more than the diagnosis
 * combines (three): the bugs first_out_loses_when_both_short and
 * java_integer_identity and the reading limit_ends_war, as in
 * ../first_out_three_bugs, and the reading empty_before_limit (the empty
 * decks are looked at before the limit, so a deck emptied by the 1000th
 * battle loses). No set explains every answer; the closest names three of
 * the four. Each is marked.
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
            if (a.isEmpty() && b.isEmpty()) {
                return 0;
            }
            if (a.isEmpty()) {
                return -1;
            }
            if (b.isEmpty()) {
                return 1;
            }
            // The accepted reading empty_before_limit: the limit after the
            // empty decks.
            if (battles == 1000) {
                return 0;
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
