import java.util.ArrayList;

/**
 * A port of War with one bug, java_integer_returns_2: a helper compares the
 * top cards as Integer objects with >, < and ==, and returns 2 when none
 * holds, "which cannot happen". For two equal cards outside -128..127 it
 * does (== compares objects), and findWinner passes the 2 on.
 */
public class War {
    private static final int LIMIT = 1000;

    /** 1 when A's card wins, -1 when B's does, 0 for a war. */
    private static int compare(Integer cardA, Integer cardB) {
        if (cardA > cardB) {
            return 1;
        }
        if (cardA < cardB) {
            return -1;
        }
        if (cardA == cardB) { // BUG (java_integer_returns_2): compares objects
            return 0;
        }
        return 2; // cannot happen
    }

    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        ArrayList<Integer> pile = new ArrayList<>();
        int battles = 0;
        while (battles < LIMIT) {
            if (a.isEmpty() || b.isEmpty()) {
                if (a.isEmpty() && b.isEmpty()) {
                    return 0;
                }
                return a.isEmpty() ? -1 : 1;
            }
            battles++;
            Integer cardA = a.remove(0);
            Integer cardB = b.remove(0);
            pile.add(cardA);
            pile.add(cardB);
            switch (compare(cardA, cardB)) {
                case 1:
                    a.addAll(pile);
                    pile.clear();
                    break;
                case -1:
                    b.addAll(pile);
                    pile.clear();
                    break;
                case 0:
                    boolean aShort = a.size() < 3;
                    boolean bShort = b.size() < 3;
                    if (aShort && bShort) {
                        return 0;
                    }
                    if (aShort) {
                        return -1;
                    }
                    if (bShort) {
                        return 1;
                    }
                    for (int i = 0; i < 3; i++) {
                        pile.add(a.remove(0));
                    }
                    for (int i = 0; i < 3; i++) {
                        pile.add(b.remove(0));
                    }
                    break;
                default:
                    return 2;
            }
        }
        return 0;
    }
}
