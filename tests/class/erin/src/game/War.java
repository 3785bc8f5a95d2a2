package game;

import java.util.List;

/** Erin's War: a game of two Players and a Table. */
public class War {
    static final int LIMIT = 1000;
    static final int WAR_CARDS = 3;

    private final Player a = new Player();
    private final Player b = new Player();
    private final Table table = new Table();

    public War(List<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            (i % 2 == 0 ? a : b).addCard(deck.get(i));
        }
    }

    private static int outcome(boolean aCan, boolean bCan) {
        if (!aCan && !bCan) {
            return 0;
        }
        return aCan ? 1 : -1;
    }

    public int simulateGame() {
        for (int battle = 1; battle <= LIMIT; battle++) {
            if (!a.hasCards(1) || !b.hasCards(1)) {
                return outcome(a.hasCards(1), b.hasCards(1));
            }
            int cardA = a.drawCard();
            int cardB = b.drawCard();
            table.lay(cardA);
            table.lay(cardB);
            if (cardA > cardB) {
                table.giveTo(a);
            } else if (cardB > cardA) {
                table.giveTo(b);
            } else {
                if (!a.hasCards(WAR_CARDS) || !b.hasCards(WAR_CARDS)) {
                    return outcome(a.hasCards(WAR_CARDS), b.hasCards(WAR_CARDS));
                }
                for (int i = 0; i < WAR_CARDS; i++) {
                    table.lay(a.drawCard());
                }
                for (int i = 0; i < WAR_CARDS; i++) {
                    table.lay(b.drawCard());
                }
            }
        }
        return 0;
    }

    public static int findWinner(List<Integer> deck) {
        return new War(deck).simulateGame();
    }
}
