import java.util.ArrayList;
import java.util.List;

/** Niaj's War, recursive: a battle plays the next one. */
public class War {
    private final List<Integer> a = new ArrayList<>();
    private final List<Integer> b = new ArrayList<>();
    private final List<Integer> pile = new ArrayList<>();

    private War(List<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
    }

    private int battle(int number) {
        if (number > 1000) {
            return 0;
        }
        if (a.isEmpty() || b.isEmpty()) {
            return a.isEmpty() && b.isEmpty() ? 0 : (a.isEmpty() ? -1 : 1);
        }
        int x = a.remove(0);
        int y = b.remove(0);
        pile.add(x);
        pile.add(y);
        if (x == y) {
            return war(number, x);
        }
        (x > y ? a : b).addAll(pile);
        pile.clear();
        return battle(number + 1);
    }

    /** The war: meant to put three cards down each, but it looks again at the tie. */
    private int war(int number, int tied) {
        if (a.size() < 3 || b.size() < 3) {
            return a.size() < 3 && b.size() < 3 ? 0 : (a.size() < 3 ? -1 : 1);
        }
        return war(number, tied);
    }

    public static int findWinner(List<Integer> deck) {
        return new War(deck).battle(1);
    }
}
