import java.util.ArrayList;

/**
 * A port of War with one bug, java_integer_draw_at_limit: the top cards are
 * Integer objects compared with >, < and ==. For two equal cards outside
 * -128..127 none of the three holds (== compares objects), no card moves,
 * and the loop goes round until the battle counter reaches 1000: a draw.
 */
public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i += 2) {
            a.add(deck.get(i));
            if (i + 1 < deck.size()) {
                b.add(deck.get(i + 1));
            }
        }
        ArrayList<Integer> table = new ArrayList<>();
        int battles = 0;
        while (battles < 1000) {
            if (a.isEmpty() && b.isEmpty()) {
                return 0;
            }
            if (a.isEmpty()) {
                return -1;
            }
            if (b.isEmpty()) {
                return 1;
            }
            battles++;
            Integer cardA = a.get(0);
            Integer cardB = b.get(0);
            if (cardA > cardB) {
                table.add(a.remove(0));
                table.add(b.remove(0));
                a.addAll(table);
                table.clear();
            } else if (cardA < cardB) {
                table.add(a.remove(0));
                table.add(b.remove(0));
                b.addAll(table);
                table.clear();
            } else if (cardA == cardB) { // BUG (java_integer_draw_at_limit): compares objects
                table.add(a.remove(0));
                table.add(b.remove(0));
                if (a.size() < 3 && b.size() < 3) {
                    return 0;
                }
                if (a.size() < 3) {
                    return -1;
                }
                if (b.size() < 3) {
                    return 1;
                }
                for (int i = 0; i < 3; i++) {
                    table.add(a.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    table.add(b.remove(0));
                }
            }
        }
        return 0;
    }
}
