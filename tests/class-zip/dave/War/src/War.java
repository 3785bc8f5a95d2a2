import java.util.ArrayList;

/** Dave's War, from an Eclipse project. */
public class War {
    ArrayList<Integer> a = new ArrayList<>();
    ArrayList<Integer> b = new ArrayList<>();

    public War(ArrayList<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
    }

    public int simulateGame() {
        ArrayList<Integer> pile = new ArrayList<>();
        for (int battle = 0; battle < 1000; battle++) {
            if (a.isEmpty() || b.isEmpty()) {
                return a.isEmpty() && b.isEmpty() ? 0 : (a.isEmpty() ? -1 : 1);
            }
            int x = a.remove(0);
            int y = b.remove(0);
            if (pile.isEmpty() && x != y) {
                // A plain battle: the winner puts their own card under first.
                ArrayList<Integer> winner = x > y ? a : b;
                winner.add(Math.max(x, y));
                winner.add(Math.min(x, y));
            } else if (x != y) {
                pile.add(x);
                pile.add(y);
                (x > y ? a : b).addAll(pile);
                pile.clear();
            } else {
                pile.add(x);
                pile.add(y);
                if (a.size() < 3 || b.size() < 3) {
                    return a.size() < 3 && b.size() < 3 ? 0 : (a.size() < 3 ? -1 : 1);
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

    public static int findWinner(ArrayList<Integer> deck) {
        return new War(deck).simulateGame();
    }
}
