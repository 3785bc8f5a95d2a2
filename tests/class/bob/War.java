import java.util.ArrayList;

// Bob's War, the Dutch adaptation's shape.
class War {
    private ArrayList<Integer> a = new ArrayList<>();
    private ArrayList<Integer> b = new ArrayList<>();
    private ArrayList<Integer> pile = new ArrayList<>();

    War(ArrayList<Integer> deck) {
        for (int i = 0; i < deck.size(); i++) {
            if (i % 2 == 0) {
                a.add(deck.get(i));
            } else {
                b.add(deck.get(i));
            }
        }
    }

    int drawCard(ArrayList<Integer> stack) {
        return stack.remove(0);
    }

    void addCard(ArrayList<Integer> stack, int card) {
        stack.add(card);
    }

    int simulateGame() {
        int battles = 0;
        while (battles < 1000) {
            if (a.isEmpty() && b.isEmpty()) {
                return 0;
            }
            if (a.isEmpty()) {
                return -1;
            }
            if (b.isEmpty()) {
                return 1;
            }
            battles++;
            int x = drawCard(a);
            int y = drawCard(b);
            pile.add(x);
            pile.add(y);
            if (x == y) {
                // Bob checks A first: when both are short, A loses.
                if (a.size() < 3) {
                    return -1;
                }
                if (b.size() < 3) {
                    return 1;
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(drawCard(a));
                }
                for (int i = 0; i < 3; i++) {
                    pile.add(drawCard(b));
                }
            } else {
                ArrayList<Integer> winner = x > y ? a : b;
                for (int card : pile) {
                    addCard(winner, card);
                }
                pile.clear();
            }
        }
        return 0;
    }

    public static int findWinner(ArrayList<Integer> deck) {
        return new War(deck).simulateGame();
    }
}
