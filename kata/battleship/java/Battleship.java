import java.util.List;

/** The referee of a battle, as the seed's Battleship program plays it (the rules jones). */
public class Battleship {
    /**
     * How the battle of {@code fleet1} (player 1's ships, "destroyer A1
     * across") and {@code fleet2} ends when player 1 fires {@code shots1}
     * ("J10", in order) and player 2 fires {@code shots2}, player 1 first.
     *
     * @return "1 17 E4" (player 1 sinks player 2's last ship with its 17th
     *     shot, at E4; "2 ..." for player 2), "0" (both players' shots
     *     spent, both fleets afloat) or "illegal 2" (player 2's fleet breaks
     *     the placement rules; player 1's is checked first)
     */
    public static String findWinner(
            List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2) {
        throw new UnsupportedOperationException("not implemented");
    }
}
