import java.util.ArrayList;
import java.util.List;

/**
 * A port of War with three bugs and a crash, as a real submission had them:
 * no_limit (the game is played by a method that calls itself once a battle,
 * with no count of battles, so a deck that cycles never ends and the stack
 * overflows: a StackOverflowError on the technical draw's deck),
 * war_needs_four_cards (a player needs three cards to put down and a fourth
 * to play) and java_integer_returns_2 (a helper compares Integer objects with
 * >, < and ==, and its "cannot happen" 2 comes back for two equal cards
 * outside -128..127). Each is marked BUG.
 */
public class War {
    /** 1 if a wins, -1 if b wins, 0 if it is a tie. */
    static int compare(Integer a, Integer b) {
        if (a > b) {
            return 1;
        }
        if (a < b) {
            return -1;
        }
        if (a == b) { // BUG (java_integer_returns_2): compares objects
            return 0;
        }
        return 2; // cannot happen
    }

    public static int findWinner(List<Integer> deck) {
        List<Integer> a = new ArrayList<>();
        List<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                a.add(deck.get(i));
            } else {
                b.add(deck.get(i));
            }
        }
        return play(a, b, new ArrayList<>());
    }

    /** Plays one battle, then the rest of the game. */
    static int play(List<Integer> a, List<Integer> b, List<Integer> pile) {
        // BUG (no_limit): no battle is counted, so nothing stops a game
        // that repeats, and each battle is one more call on the stack.
        if (a.isEmpty() && b.isEmpty()) {
            return 0;
        }
        if (a.isEmpty()) {
            return -1;
        }
        if (b.isEmpty()) {
            return 1;
        }
        Integer cardA = a.remove(0);
        Integer cardB = b.remove(0);
        pile.add(cardA);
        pile.add(cardB);
        int result = compare(cardA, cardB);
        if (result == 1) {
            a.addAll(pile);
            pile.clear();
        } else if (result == -1) {
            b.addAll(pile);
            pile.clear();
        } else if (result == 0) {
            // BUG (war_needs_four_cards): three down and one to play.
            if (a.size() < 4 && b.size() < 4) {
                return 0;
            }
            if (a.size() < 4) {
                return -1;
            }
            if (b.size() < 4) {
                return 1;
            }
            for (int i = 0; i < 3; i++) {
                pile.add(a.remove(0));
            }
            for (int i = 0; i < 3; i++) {
                pile.add(b.remove(0));
            }
        } else {
            return result;
        }
        return play(a, b, pile);
    }
}
