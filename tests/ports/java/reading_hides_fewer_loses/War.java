import java.util.ArrayList;

/**
 * A port of War with a bug and an accepted reading at once, as a real
 * submission had them: fewer_loses_when_both_short (when both are short for
 * a war, the one who runs out first loses) and the reading limit_ends_war (a
 * tie on the 1000th battle ends the game as a technical draw). Neither
 * explains the answers alone, so a diagnosis that tries one misreading at a
 * time names nothing: the reading hides the bug. Both are marked.
 */
public class War {
    public static int findWinner(ArrayList<Integer> deck) {
        ArrayList<Integer> playerA = new ArrayList<>();
        ArrayList<Integer> playerB = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                playerA.add(deck.get(i));
            } else {
                playerB.add(deck.get(i));
            }
        }
        ArrayList<Integer> table = new ArrayList<>();
        int battles = 0;
        while (true) {
            if (battles == 1000) {
                return 0;
            }
            if (playerA.isEmpty() && playerB.isEmpty()) {
                return 0;
            }
            if (playerA.isEmpty()) {
                return -1;
            }
            if (playerB.isEmpty()) {
                return 1;
            }
            battles++;
            int a = playerA.remove(0);
            int b = playerB.remove(0);
            table.add(a);
            table.add(b);
            if (a > b) {
                playerA.addAll(table);
                table.clear();
            } else if (b > a) {
                playerB.addAll(table);
                table.clear();
            } else {
                // The accepted reading limit_ends_war: a tie on the 1000th
                // battle ends the game there.
                if (battles == 1000) {
                    return 0;
                }
                if (playerA.size() < 3 || playerB.size() < 3) {
                    // BUG (fewer_loses_when_both_short): whoever runs out of
                    // cards first loses; when both are short it is a draw.
                    if (playerA.size() < playerB.size()) {
                        return -1;
                    } else if (playerB.size() < playerA.size()) {
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
    }
}
