import java.util.ArrayList;

/**
 * A port of War with one bug, first_out_loses_when_both_short: the war's
 * cards are taken one at a time, A's then B's, and the first player who has
 * none left loses. When only one player is short that is the rule; when both
 * are, it makes the one with fewer cards lose, and A with as many (both have
 * none after 4 4, two_equal_cards), where the game is a draw. The fixtures
 * two_equal_cards (a draw, not A's loss) and both_short_with_different_counts
 * (B, with fewer cards, loses) tell it from fewer_loses_when_both_short and
 * a_loses_when_both_short.
 */
public class War {
    private static final int LIMIT = 1000;

    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        ArrayList<Integer> pile = new ArrayList<>();
        int battles = 0;
        while (battles < LIMIT) {
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
            int cardA = a.remove(0);
            int cardB = b.remove(0);
            pile.add(cardA);
            pile.add(cardB);
            if (cardA > cardB) {
                a.addAll(pile);
                pile.clear();
            } else if (cardA < cardB) {
                b.addAll(pile);
                pile.clear();
            } else {
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
            }
        }
        return 0;
    }
}
