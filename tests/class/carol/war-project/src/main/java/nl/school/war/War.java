package nl.school.war;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Carol's War, in a Maven project of its own package.
 */
public final class War {
    private static final int MAX_BATTLES = 1000;

    private War() {
    }

    public static int findWinner(List<Integer> deck) {
        Deque<Integer> a = new ArrayDeque<>();
        Deque<Integer> b = new ArrayDeque<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).addLast(deck.get(i));
        }
        List<Integer> pile = new ArrayList<>();
        int battle = 0;
        while (true) {
            if (battle == MAX_BATTLES) {
                return 0;
            }
            if (a.isEmpty() || b.isEmpty()) {
                return a.isEmpty() && b.isEmpty() ? 0 : (a.isEmpty() ? -1 : 1);
            }
            battle++;
            int cardA = a.pollFirst();
            int cardB = b.pollFirst();
            pile.add(cardA);
            pile.add(cardB);
            if (cardA == cardB) {
                if (a.size() < 3 || b.size() < 3) {
                    return a.size() < 3 && b.size() < 3 ? 0 : (a.size() < 3 ? -1 : 1);
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(a.pollFirst());
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(b.pollFirst());
                }
            } else {
                Deque<Integer> winner = cardA > cardB ? a : b;
                winner.addAll(pile);
                pile.clear();
            }
        }
    }
}
