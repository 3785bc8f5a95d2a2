package simulation;

import java.util.List;

public class War {
    public static final int A_WINS = 1;
    public static final int DRAW = 0;
    public static final int B_WINS = -1;

    /**
     * Plays a game of War with the given deck and returns the winner:
     * A_WINS, B_WINS or DRAW.
     */
    public static int findWinner(List<Integer> deck) {
        // TODO: implement this method
        return 0;
    }
}
