import java.util.List;

/** Trent's War, under a name of his own. */
public class Game {
    public static int play(List<Integer> deck) {
        int a = 0;
        int b = 0;
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                a += deck.get(i);
            } else {
                b += deck.get(i);
            }
        }
        return Integer.compare(a, b);
    }
}
