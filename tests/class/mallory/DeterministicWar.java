import java.util.ArrayList;
import java.util.List;

/** Mallory's War, in a file she named after the assignment's title. */
public class War {
    private static final int LIMIT = 1000;

    public static int findWinner(List<Integer> deck) {
        List<Integer> a = new ArrayList<>();
        List<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        List<Integer> pile = new ArrayList<>();
        for (int battles = 0; battles < LIMIT; battles++) {
            if (a.isEmpty() || b.isEmpty()) {
                return Integer.compare(a.size(), b.size()) == 0 ? 0 : (a.isEmpty() ? -1 : 1);
            }
            int x = a.remove(0);
            int y = b.remove(0);
            pile.add(x);
            pile.add(y);
            if (x != y) {
                (x > y ? a : b).addAll(pile);
                pile.clear();
            } else if (a.size() < 3 || b.size() < 3) {
                return a.size() < 3 && b.size() < 3 ? 0 : (a.size() < 3 ? -1 : 1);
            } else {
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
