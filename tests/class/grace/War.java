import java.util.ArrayList;

public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        // Grace looks at the top cards (get) instead of taking them
        // (remove), so no deck ever runs out, and she waits for the empty
        // deck to be dealt: the loop never ends.
        int battles = 0;
        while (!a.isEmpty() || !b.isEmpty() || deck.isEmpty()) {
            int cardA = a.isEmpty() ? 0 : a.get(0);
            int cardB = b.isEmpty() ? 0 : b.get(0);
            if (cardA != cardB) {
                battles++;
            }
        }
        return battles > 0 ? 1 : 0;
    }
}
