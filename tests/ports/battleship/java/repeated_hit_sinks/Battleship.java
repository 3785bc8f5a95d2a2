import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Java port of the referee with one bug, repeated_hit_sinks: it counts every
 * hit on a ship, a panel hit twice counted twice, and sinks the ship when its
 * hits reach its width; it never refuses a shot. The rest is the faithful port
 * (../faithful/Battleship.java).
 */
public class Battleship {
    static final int SIZE = 10;
    static final boolean SHIPS_MAY_TOUCH = true;
    /** The fleet, each kind once, and each ship's width. */
    static final Map<String, Integer> WIDTHS = Map.of(
            "destroyer", 2, "submarine", 3, "cruiser", 3, "battleship", 4, "carrier", 5);

    /** A panel named "B7" as its row times 10 plus its column, both from 0; -1 off the board. */
    static int panel(int row, int column) {
        return row >= 0 && row < SIZE && column >= 0 && column < SIZE ? row * SIZE + column : -1;
    }

    static int panel(String name) {
        return panel(Character.toUpperCase(name.charAt(0)) - 'A', Integer.parseInt(name.substring(1)) - 1);
    }

    /** A ship written "cruiser B2 down": its kind, its panels, those hit. */
    static class Ship {
        final String kind;
        final List<Integer> panels = new ArrayList<>();
        int hits; // BUG (repeated_hit_sinks): a count, not the panels hit

        Ship(String text) {
            String[] words = text.trim().split("\\s+");
            kind = words[0].toLowerCase();
            int bow = panel(words[1]);
            boolean down = words[2].equalsIgnoreCase("down");
            int row = bow / SIZE;
            int column = bow % SIZE;
            for (int i = 0; i < WIDTHS.get(kind); i++) {
                panels.add(down ? panel(row + i, column) : panel(row, column + i));
            }
        }

        boolean onBoard() {
            return !panels.contains(-1);
        }

        boolean isSunk() {
            return hits >= panels.size();
        }
    }

    /** A player's board: the ship on each panel, and the panels fired at. */
    static class Ocean {
        final List<Ship> fleet;
        final Map<Integer, Ship> grid = new HashMap<>();
        final Set<Integer> fired = new HashSet<>();

        Ocean(List<Ship> fleet) {
            this.fleet = fleet;
            for (Ship ship : fleet) {
                for (int place : ship.panels) {
                    grid.put(place, ship);
                }
            }
        }

        /** Answers a shot; false when the panel was fired at before: refused, nothing changes. */
        boolean fire(int place) {
            // BUG (repeated_hit_sinks): a panel fired at before is hit again.
            fired.add(place);
            Ship ship = grid.get(place);
            if (ship != null) {
                ship.hits++;
            }
            return true;
        }

        boolean hasLost() {
            for (Ship ship : fleet) {
                if (!ship.isSunk()) {
                    return false;
                }
            }
            return true;
        }
    }

    static boolean touching(int a, int b) {
        return Math.abs(a / SIZE - b / SIZE) <= 1 && Math.abs(a % SIZE - b % SIZE) <= 1;
    }

    /** Whether a fleet keeps the placement rules. */
    static boolean isLegal(List<Ship> fleet) {
        Set<String> kinds = new HashSet<>();
        for (Ship ship : fleet) {
            if (!kinds.add(ship.kind)) {
                return false;
            }
        }
        if (!kinds.equals(WIDTHS.keySet())) {
            return false;
        }
        List<Integer> taken = new ArrayList<>();
        for (Ship ship : fleet) {
            if (!ship.onBoard()) {
                return false;
            }
            for (int place : ship.panels) {
                if (taken.contains(place)) {
                    return false;
                }
                if (!SHIPS_MAY_TOUCH) {
                    for (int other : taken) {
                        if (touching(place, other)) {
                            return false;
                        }
                    }
                }
            }
            taken.addAll(ship.panels);
        }
        return true;
    }

    public static String findWinner(
            List<String> fleet1, List<String> fleet2, List<String> shots1, List<String> shots2) {
        List<List<Ship>> fleets = new ArrayList<>();
        for (List<String> written : List.of(fleet1, fleet2)) {
            List<Ship> fleet = new ArrayList<>();
            for (String text : written) {
                fleet.add(new Ship(text));
            }
            fleets.add(fleet);
        }
        for (int player = 0; player < 2; player++) {
            if (!isLegal(fleets.get(player))) {
                return "illegal " + (player + 1);
            }
        }
        // Each player fires at the other's ocean.
        Ocean[] targets = {new Ocean(fleets.get(1)), new Ocean(fleets.get(0))};
        List<List<String>> shots = List.of(shots1, shots2);
        int[] next = {0, 0};
        int[] counted = {0, 0};
        while (next[0] < shots1.size() || next[1] < shots2.size()) {
            for (int player = 0; player < 2; player++) {
                List<String> list = shots.get(player);
                // A turn: the next shot, again after a refused one; none when spent.
                while (next[player] < list.size()) {
                    String name = list.get(next[player]++);
                    if (!targets[player].fire(panel(name))) {
                        continue;
                    }
                    counted[player]++;
                    if (targets[player].hasLost()) {
                        return (player + 1) + " " + counted[player] + " " + name;
                    }
                    break;
                }
            }
        }
        return "0";
    }
}
