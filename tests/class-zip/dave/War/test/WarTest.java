import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class WarTest {
    @Test
    void dealingExample() {
        assertEquals(-1, War.findWinner(new ArrayList<>(List.of(2, 3, 4, 5))));
    }
}
