import java.util.List;

/** A round of UNO, as the seed's program plays it (the rules jones). */
public class Uno {
    /**
     * Plays one round: {@code players} seats (2 to 15), every one the seed's
     * jackass, dealt from {@code deck} (the 108 cards, top first: "R7",
     * "GS", "BR", "YD", "W", "WD").
     *
     * @return the winning seat (-1 when the round is stuck), the turns
     *     played and the winner's score (the points left in the other
     *     hands; 0 when stuck)
     */
    public static int[] playRound(int players, List<String> deck) {
        throw new UnsupportedOperationException("not implemented");
    }
}
