import java.util.ArrayList;

/**
 * A port of War with three bugs, as a real submission had them:
 * short_war_crashes (a war takes three cards from each player without
 * looking whether they have them: an IndexOutOfBoundsException where a
 * player is short), no_limit (the game goes on while both have cards, so a
 * deck that cycles never ends) and empty_deal_a_loses (an empty deck is
 * answered -1 before the game starts, though both decks emptied later are a
 * draw). Each is marked BUG.
 */
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
        if (a.isEmpty()) {
            return -1; // BUG (empty_deal_a_loses): A has no cards, so A loses
        }
        ArrayList<Integer> pile = new ArrayList<>();
        // BUG (no_limit): nothing stops a game that repeats.
        while (!a.isEmpty() && !b.isEmpty()) {
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
                // BUG (short_war_crashes): no look at how many cards are left.
                for (int i = 0; i < 3; i++) {
                    pile.add(a.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(b.remove(0));
                }
            }
        }
        if (a.isEmpty() && b.isEmpty()) {
            return 0;
        }
        if (a.isEmpty()) {
            return -1;
        }
        return 1;
    }
}
