import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A port of the UNO program of Matthew Jones's "Modeling Practice: UNO in
 * C#", written from war-kata's notes on it (003_programs.md, U1 to U8) and
 * the kata's two decisions: a refill puts the oldest card of the discard
 * pile on top, and a round in which nobody could play or draw for a whole
 * round of turns and one more is stuck.
 *
 * <p>Its bug: with two players a Reverse skips the opponent, as the
 * official rules have it (guilhermebkel/uno-game#17), where the program's
 * Reverse changes nothing.
 */
public class Uno {
    enum Colour { RED, BLUE, YELLOW, GREEN, WILD }

    enum Value { ZERO, ONE, TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, REVERSE, SKIP, DRAW_TWO, DRAW_FOUR, WILD }

    enum Result { GAME_START, PLAYED_CARD, SKIP, DRAW_TWO, ATTACKED, FORCE_DRAW, FORCE_DRAW_PLAY, WILD_CARD, REVERSED }

    static final int HAND = 7;
    static final int SAFETY_LIMIT = 100_000;

    record Card(Colour colour, Value value) {
        int points() {
            if (value.ordinal() <= 9) {
                return value.ordinal();
            }
            return colour == Colour.WILD ? 50 : 20;
        }

        boolean matches(Card top) {
            return colour == top.colour || value == top.value || colour == Colour.WILD;
        }

        static Card read(String token) {
            if (token.equals("W")) {
                return new Card(Colour.WILD, Value.WILD);
            }
            if (token.equals("WD")) {
                return new Card(Colour.WILD, Value.DRAW_FOUR);
            }
            Colour colour = Colour.values()["RBYG".indexOf(token.charAt(0))];
            Value value = switch (token.substring(1)) {
                case "R" -> Value.REVERSE;
                case "S" -> Value.SKIP;
                case "D" -> Value.DRAW_TWO;
                default -> Value.values()[Integer.parseInt(token.substring(1))];
            };
            return new Card(colour, value);
        }
    }

    record Turn(Result result, Card card, Colour declared) {}

    /** The colour the hand holds most of, wild a colour too, ties to the first met. */
    static Colour dominantColour(List<Card> hand) {
        Map<Colour, Integer> counts = new LinkedHashMap<>();
        for (Card card : hand) {
            counts.merge(card.colour(), 1, Integer::sum);
        }
        Colour best = null;
        for (Map.Entry<Colour, Integer> entry : counts.entrySet()) {
            if (best == null || entry.getValue() > counts.get(best)) {
                best = entry.getKey();
            }
        }
        return best;
    }

    static Turn play(List<Card> hand, Card card, Result result, Colour declared) {
        hand.remove(card);
        return new Turn(result, card, declared);
    }

    static Card first(List<Card> cards, Value value) {
        for (Card card : cards) {
            if (card.value() == value) {
                return card;
            }
        }
        return null;
    }

    /** A Wild Draw Four when it is all the player may put down, else a Draw Two, a Skip, a Reverse. */
    static Turn actionOrWildFour(List<Card> hand, List<Card> matching) {
        if (matching.stream().allMatch(card -> card.value() == Value.DRAW_FOUR)) {
            return play(hand, matching.get(0), Result.WILD_CARD, dominantColour(hand));
        }
        Value[] values = {Value.DRAW_TWO, Value.SKIP, Value.REVERSE};
        Result[] results = {Result.DRAW_TWO, Result.SKIP, Result.REVERSED};
        for (int i = 0; i < values.length; i++) {
            Card card = first(matching, values[i]);
            if (card != null) {
                return play(hand, card, results[i], card.colour());
            }
        }
        return null;
    }

    static Turn plainWild(List<Card> hand, List<Card> matching, Turn previous) {
        Card wild = first(matching, Value.WILD);
        if (wild != null) {
            return play(hand, wild, Result.WILD_CARD, dominantColour(hand));
        }
        return new Turn(Result.FORCE_DRAW, previous.card(), Colour.RED);
    }

    static Turn playOnColour(List<Card> hand, Colour colour, Turn previous) {
        List<Card> matching = new ArrayList<>();
        for (Card card : hand) {
            if (card.colour() == colour || card.colour() == Colour.WILD) {
                matching.add(card);
            }
        }
        Turn turn = actionOrWildFour(hand, matching);
        if (turn != null) {
            return turn;
        }
        for (Card card : matching) {
            if (card.colour() == colour) {
                return play(hand, card, Result.PLAYED_CARD, card.colour());
            }
        }
        return plainWild(hand, matching, previous);
    }

    static Turn playOnCard(List<Card> hand, Card top, Turn previous) {
        List<Card> matching = new ArrayList<>();
        for (Card card : hand) {
            if (card.matches(top)) {
                matching.add(card);
            }
        }
        Turn turn = actionOrWildFour(hand, matching);
        if (turn != null) {
            return turn;
        }
        List<Card> onColour = new ArrayList<>();
        List<Card> onValue = new ArrayList<>();
        for (Card card : matching) {
            if (card.colour() == top.colour()) {
                onColour.add(card);
            }
            if (card.value() == top.value()) {
                onValue.add(card);
            }
        }
        Card chosen = null;
        if (!onColour.isEmpty() && !onValue.isEmpty()) {
            long ofColour = hand.stream().filter(card -> card.colour() == top.colour()).count();
            long ofValue = hand.stream().filter(card -> card.value() == top.value()).count();
            chosen = ofColour >= ofValue ? onColour.get(0) : onValue.get(0);
        } else if (!onColour.isEmpty()) {
            chosen = onColour.get(0);
        } else if (!onValue.isEmpty()) {
            chosen = onValue.get(0);
        }
        if (chosen != null) {
            return play(hand, chosen, Result.PLAYED_CARD, chosen.colour());
        }
        return plainWild(hand, matching, previous);
    }

    static List<Card> draw(List<Card> pile, int count) {
        List<Card> drawn = new ArrayList<>();
        while (drawn.size() < count && !pile.isEmpty()) {
            drawn.add(pile.remove(0));
        }
        return drawn;
    }

    /** Whether the turn tried to draw a card and got none. */
    static boolean drewNothing;

    static Turn takeTurn(List<Card> hand, Turn previous, List<Card> pile) {
        drewNothing = false;
        if (previous.result() == Result.SKIP || previous.result() == Result.DRAW_TWO) {
            if (previous.result() == Result.DRAW_TWO) {
                hand.addAll(draw(pile, 2));
            }
            return new Turn(Result.ATTACKED, previous.card(), previous.card().colour());
        }
        boolean colourTurn = previous.result() == Result.WILD_CARD
                || previous.result() == Result.ATTACKED
                || previous.result() == Result.FORCE_DRAW;
        if (colourTurn && hand.stream().anyMatch(card -> card.colour() == previous.declared() || card.colour() == Colour.WILD)) {
            return playOnColour(hand, previous.declared(), previous);
        }
        if (hand.stream().anyMatch(card -> card.matches(previous.card()))) {
            return playOnCard(hand, previous.card(), previous);
        }
        List<Card> drawn = draw(pile, 1);
        if (drawn.isEmpty()) {
            drewNothing = true;
            return new Turn(Result.FORCE_DRAW, previous.card(), Colour.RED);
        }
        hand.add(drawn.get(0));
        if (drawn.get(0).matches(previous.card())) {
            Turn turn = playOnCard(hand, previous.card(), previous);
            return new Turn(Result.FORCE_DRAW_PLAY, turn.card(), turn.declared());
        }
        return new Turn(Result.FORCE_DRAW, previous.card(), Colour.RED);
    }

    /**
     * Plays one round of {@code players} jackasses dealt from {@code deck}
     * (top first) and returns the winning seat (-1 when stuck), the turns
     * and the points left in the other hands.
     */
    public static int[] playRound(int players, List<String> deck) {
        List<Card> cards = new ArrayList<>();
        for (String token : deck) {
            cards.add(Card.read(token));
        }
        List<List<Card>> hands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            hands.add(new ArrayList<>());
        }
        for (int round = 0; round < HAND; round++) {
            for (int seat = 0; seat < players; seat++) {
                hands.get(seat).add(cards.get(round * players + seat));
            }
        }
        List<Card> pile = new ArrayList<>(cards.subList(HAND * players, cards.size()));
        List<Card> discard = new ArrayList<>();
        discard.add(0, pile.remove(0));
        while (discard.get(0).colour() == Colour.WILD) {
            discard.add(0, pile.remove(0));
        }
        for (List<Card> hand : hands) {
            hand.sort((a, b) -> a.colour() != b.colour()
                    ? a.colour().compareTo(b.colour())
                    : a.value().compareTo(b.value()));
        }
        Turn previous = new Turn(Result.GAME_START, discard.get(0), discard.get(0).colour());
        int seat = 0;
        boolean ascending = true;
        int turns = 0;
        int idle = 0;
        while (turns < SAFETY_LIMIT) {
            if (pile.size() < 4) {
                // The old draw pile's cards leave the game; the discard pile
                // but its top becomes the draw pile, the oldest card on top.
                pile = new ArrayList<>();
                for (int i = discard.size() - 1; i >= 1; i--) {
                    pile.add(discard.get(i));
                }
                Card top = discard.get(0);
                discard = new ArrayList<>();
                discard.add(top);
            }
            turns++;
            previous = takeTurn(hands.get(seat), previous, pile);
            switch (previous.result()) {
                case PLAYED_CARD, DRAW_TWO, SKIP, WILD_CARD, REVERSED -> discard.add(0, previous.card());
                default -> { }
            }
            if (previous.result() == Result.REVERSED) {
                ascending = !ascending;
                if (players == 2) {
                    // Between two players a Reverse acts as a Skip.
                    previous = new Turn(Result.SKIP, previous.card(), previous.declared());
                }
            }
            if (hands.get(seat).isEmpty()) {
                int score = 0;
                for (List<Card> hand : hands) {
                    for (Card card : hand) {
                        score += card.points();
                    }
                }
                return new int[] {seat, turns, score};
            }
            idle = drewNothing ? idle + 1 : 0;
            if (idle > players) {
                return new int[] {-1, turns, 0};
            }
            seat = Math.floorMod(seat + (ascending ? 1 : -1), players);
        }
        return new int[] {-2, turns, 0};
    }
}
