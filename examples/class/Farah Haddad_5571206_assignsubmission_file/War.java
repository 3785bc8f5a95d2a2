import java.util.ArrayList;

/** CS121 War. */
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
        while (battles < 1000) {
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
            } else if (cardB > cardA) {
                b.addAll(pile);
                pile.clear();
            } else {
                // BUG (short_war_crashes): who cannot put three cards down?
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
