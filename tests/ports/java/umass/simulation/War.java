package simulation;

import java.util.LinkedList;
import java.util.List;

/**
 * A faithful port of the War assignment in the shape of the UMass original:
 * package simulation, findWinner(List<Integer>), written with queues of its
 * own rather than the Dutch adaptation's ArrayLists.
 */
public class War {
    public static final int WIN_A = 1;
    public static final int DRAW = 0;
    public static final int WIN_B = -1;

    private static final int LIMIT = 1000;
    private static final int WAR_CARDS = 3;

    private final LinkedList<Integer> a = new LinkedList<>();
    private final LinkedList<Integer> b = new LinkedList<>();
    private final List<Integer> spoils = new LinkedList<>();
    private int battles;

    public War(List<Integer> deck) {
        boolean toA = true;
        for (int card : deck) {
            (toA ? a : b).addLast(card);
            toA = !toA;
        }
    }

    private int lay(LinkedList<Integer> player) {
        int card = player.removeFirst();
        spoils.add(card);
        return card;
    }

    private void collect(LinkedList<Integer> winner) {
        winner.addAll(spoils);
        spoils.clear();
    }

    /** The result when one or both players cannot go on, or null when both can. */
    private Integer shortage(int needed) {
        boolean aOut = a.size() < needed;
        boolean bOut = b.size() < needed;
        if (aOut && bOut) {
            return DRAW;
        }
        if (aOut) {
            return WIN_B;
        }
        if (bOut) {
            return WIN_A;
        }
        return null;
    }

    public int play() {
        for (battles = 0; ; battles++) {
            if (battles == LIMIT) {
                return DRAW;
            }
            Integer over = shortage(1);
            if (over != null) {
                return over;
            }
            int cardA = lay(a);
            int cardB = lay(b);
            if (cardA != cardB) {
                collect(cardA > cardB ? a : b);
                continue;
            }
            over = shortage(WAR_CARDS);
            if (over != null) {
                return over;
            }
            for (int i = 0; i < WAR_CARDS; i++) {
                lay(a);
            }
            for (int i = 0; i < WAR_CARDS; i++) {
                lay(b);
            }
        }
    }

    public static int findWinner(List<Integer> deck) {
        return new War(deck).play();
    }
}
