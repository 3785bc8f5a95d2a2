import java.util.ArrayList;
import java.util.Scanner;

/** Heidi's War: she tried it on a deck typed in at start, and left that in. */
public class War {
    private static final Scanner IN = new Scanner(System.in);
    private static final ArrayList<Integer> TYPED = new ArrayList<>();

    static {
        System.out.println("Type a deck to try, or nothing:");
        if (IN.hasNextLine()) {
            for (String card : IN.nextLine().trim().split("\\s+")) {
                if (!card.isEmpty()) {
                    TYPED.add(Integer.parseInt(card));
                }
            }
        }
    }

    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).add(deck.get(i));
        }
        ArrayList<Integer> pile = new ArrayList<>();
        for (int battle = 0; battle < 1000; battle++) {
            if (a.isEmpty() || b.isEmpty()) {
                return a.isEmpty() == b.isEmpty() ? 0 : (a.isEmpty() ? -1 : 1);
            }
            int x = a.remove(0);
            int y = b.remove(0);
            pile.add(x);
            pile.add(y);
            if (x == y) {
                boolean aShort = a.size() < 3;
                boolean bShort = b.size() < 3;
                if (aShort || bShort) {
                    return aShort == bShort ? 0 : (aShort ? -1 : 1);
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
        return 0;
    }

    public static void main(String[] args) {
        System.out.println(findWinner(TYPED));
    }
}
