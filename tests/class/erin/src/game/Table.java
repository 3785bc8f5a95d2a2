package game;

import java.util.ArrayList;
import java.util.List;

/** The spoils pile in the middle of the table. */
public class Table {
    private final List<Integer> pile = new ArrayList<>();

    public void lay(int card) {
        pile.add(card);
    }

    public void giveTo(Player winner) {
        for (int card : pile) {
            winner.addCard(card);
        }
        pile.clear();
    }
}
