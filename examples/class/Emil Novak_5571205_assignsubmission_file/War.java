import java.util.ArrayList;

/** War simulation. Emil N. */
public class War {
    private ArrayList<Integer> playerA = new ArrayList<>();
    private ArrayList<Integer> playerB = new ArrayList<>();
    private ArrayList<Integer> table = new ArrayList<>();

    public War(ArrayList<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                playerA.add(deck.get(i));
            } else {
                playerB.add(deck.get(i));
            }
        }
    }

    /** The winner of a plain battle takes both cards, its own first. */
    private void win(ArrayList<Integer> winner, ArrayList<Integer> loser) {
        if (table.isEmpty()) {
            // BUG (winner_card_first): the winner's card goes under first.
            winner.add(winner.remove(0));
            winner.add(loser.remove(0));
        } else {
            table.add(playerA.remove(0));
            table.add(playerB.remove(0));
            winner.addAll(table);
            table.clear();
        }
    }

    public int simulateGame() {
        int battles = 0;
        while (battles < 1000) {
            if (playerA.isEmpty() && playerB.isEmpty()) {
                return 0;
            } else if (playerA.isEmpty()) {
                return -1;
            } else if (playerB.isEmpty()) {
                return 1;
            }
            battles++;
            Integer a = playerA.get(0);
            Integer b = playerB.get(0);
            if (a > b) {
                win(playerA, playerB);
            } else if (a < b) {
                win(playerB, playerA);
            } else if (a == b) { // BUG (java_integer_draw_at_limit): compares objects
                table.add(playerA.remove(0));
                table.add(playerB.remove(0));
                if (playerA.size() < 3 || playerB.size() < 3) {
                    // BUG (fewer_loses_when_both_short): the one who runs out
                    // first loses, even when both are short.
                    if (playerA.size() < playerB.size()) {
                        return -1;
                    }
                    if (playerB.size() < playerA.size()) {
                        return 1;
                    }
                    return 0;
                }
                for (int i = 0; i < 3; i++) {
                    table.add(playerA.remove(0));
                }
                for (int i = 0; i < 3; i++) {
                    table.add(playerB.remove(0));
                }
            }
        }
        return 0;
    }

    public static int findWinner(ArrayList<Integer> deck) {
        return new War(deck).simulateGame();
    }
}
