import java.util.ArrayList;

public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> a = new ArrayList<>();
        ArrayList<Integer> b = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) a.add(deck.get(i)); else b.add(deck.get(i));
        }
        int battles = 0
        while (battles < 1000 && !a.isEmpty() && !b.isEmpty()) {
            battles++;
        }
        return 0;
    }
}
