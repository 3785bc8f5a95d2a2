package simulation;

import java.util.LinkedList;
import java.util.List;

/** War, CS121 assignment 3. Ana Lima. */
public class War {
    private static final int LIMIT = 1000;
    private static final int WAR_CARDS = 3;

    private final LinkedList<Integer> a = new LinkedList<>();
    private final LinkedList<Integer> b = new LinkedList<>();
    private final LinkedList<Integer> spoils = new LinkedList<>();

    public War(List<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).addLast(deck.get(i));
        }
    }

    /** 1, 0 or -1 when a player cannot go on with `needed` cards; null when both can. */
    private Integer shortage(int needed) {
        boolean aOut = a.size() < needed;
        boolean bOut = b.size() < needed;
        if (aOut && bOut) {
            return 0;
        }
        if (aOut) {
            return -1;
        }
        return bOut ? 1 : null;
    }

    public int play() {
        for (int battles = 0; battles < LIMIT; battles++) {
            Integer over = shortage(1);
            if (over != null) {
                return over;
            }
            int cardA = a.removeFirst();
            int cardB = b.removeFirst();
            spoils.add(cardA);
            spoils.add(cardB);
            if (cardA != cardB) {
                (cardA > cardB ? a : b).addAll(spoils);
                spoils.clear();
                continue;
            }
            over = shortage(WAR_CARDS);
            if (over != null) {
                return over;
            }
            for (int i = 0; i < WAR_CARDS; i++) {
                spoils.add(a.removeFirst());
            }
            for (int i = 0; i < WAR_CARDS; i++) {
                spoils.add(b.removeFirst());
            }
        }
        return 0;
    }

    public static int findWinner(List<Integer> deck) {
        return new War(deck).play();
    }
}
