package game;

import java.util.LinkedList;

/** One of the two players: a deck taken from at the top, added to at the bottom. */
public class Player {
    private final LinkedList<Integer> deck = new LinkedList<>();

    public void addCard(int card) {
        deck.addLast(card);
    }

    public int drawCard() {
        return deck.removeFirst();
    }

    public int cards() {
        return deck.size();
    }

    public boolean hasCards(int count) {
        return deck.size() >= count;
    }
}
