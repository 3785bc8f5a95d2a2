import java.util.ArrayList;

/** Ivan's War: correct, and it tells every battle on System.out. */
public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        ArrayList<Integer> pile = new ArrayList<>();
        int battle = 0;
        while (true) {
            if (battle == 1000) {
                System.out.println("technical draw");
                return 0;
            }
            if (a.isEmpty() || b.isEmpty()) {
                System.out.println("game over after " + battle + " battles");
                return a.isEmpty() && b.isEmpty() ? 0 : (a.isEmpty() ? -1 : 1);
            }
            battle++;
            int x = a.remove(0);
            int y = b.remove(0);
            System.out.println("battle " + battle + ": A plays " + x + ", B plays " + y);
            pile.add(x);
            pile.add(y);
            if (x == y) {
                System.out.println("WAR! A has " + a.size() + ", B has " + b.size());
                if (a.size() < 3 || b.size() < 3) {
                    return a.size() < 3 && b.size() < 3 ? 0 : (a.size() < 3 ? -1 : 1);
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(a.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(b.remove(0));
                }
            } else {
                (x > y ? a : b).addAll(pile);
                pile.clear();
            }
        }
    }
}
