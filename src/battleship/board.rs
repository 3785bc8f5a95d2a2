//! The 10×10 board: a [`Panel`] and a set of panels, [`Panels`], held as
//! the bits of a `u128` (bit `10 × row + column`, rows and columns from 0),
//! so that the row-major order of the original program's panel list is the
//! order of the bits.
//!
//! A panel is named as the blog names it: "A5" is "row A, column 5"
//! (`003_d0171258bde65ee6.txt`, part 1). So the letter is the row, `A` at
//! the top to `J` at the bottom, and the number the column, `1` at the left
//! to `10` at the right; the original program's row `r`, column `c` (both
//! from 1) is the panel named by the `r`th letter and the number `c`.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt as _};

/// Rows and columns of the board.
pub const SIZE: u8 = 10;

/// Panels of the board.
pub const PANELS: u8 = SIZE * SIZE;

/// A panel of the board: its row-major index, `10 × row + column` from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Panel(u8);

impl Panel {
    /// The panel at `row` and `column`, both from 0; `None` off the board.
    pub const fn new(row: u8, column: u8) -> Option<Panel> {
        if row < SIZE && column < SIZE {
            Some(Panel(row * SIZE + column))
        } else {
            None
        }
    }

    /// The panel of row-major index `index` (0 is `A1`, 99 is `J10`);
    /// `None` from 100 on.
    pub const fn from_index(index: u8) -> Option<Panel> {
        if index < PANELS {
            Some(Panel(index))
        } else {
            None
        }
    }

    /// The row-major index, 0 to 99.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The row, from 0 (`A`).
    pub const fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// The column, from 0 (`1`).
    pub const fn column(self) -> u8 {
        self.0 % SIZE
    }

    /// The panel's bit, read from a table: a shift of a `u128` by a
    /// variable amount takes several instructions and a branch.
    #[inline]
    pub const fn bit(self) -> u128 {
        BITS[self.0 as usize]
    }

    /// Whether the panel is of the checkerboard colour that holds `A1`:
    /// row and column of the same parity, the original program's
    /// `row % 2 == column % 2` (B4.3).
    pub const fn is_even(self) -> bool {
        (self.row() + self.column()) % 2 == 0
    }

    /// The panels orthogonally next to this one in row-major order (up,
    /// left, right, down), the panel itself in place of each that would be
    /// off the board: four panels, read from a table, for a loop without a
    /// branch on the edges.
    #[inline]
    pub fn around(self) -> [Panel; 4] {
        AROUND[usize::from(self.0)].map(Panel)
    }

    /// Every panel, in row-major order.
    pub fn all() -> impl Iterator<Item = Panel> {
        (0..PANELS).map(Panel)
    }
}

impl fmt::Display for Panel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.row()), self.column() + 1)
    }
}

/// Why a panel's name cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelError(pub String);

impl fmt::Display for PanelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a panel: a panel is a row letter A to J and a column number 1 to 10, as `B7`",
            self.0
        )
    }
}

impl std::error::Error for PanelError {}

impl FromStr for Panel {
    type Err = PanelError;

    /// Reads `B7` (row B, column 7); the letter may be lower case.
    fn from_str(text: &str) -> Result<Panel, PanelError> {
        let error = || PanelError(text.to_string());
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(error)?.to_ascii_uppercase();
        let number = chars.as_str();
        if !letter.is_ascii_uppercase() || number.is_empty() || number.starts_with('0') {
            return Err(error());
        }
        if !number.bytes().all(|b| b.is_ascii_digit()) || number.len() > 2 {
            return Err(error());
        }
        let column: u8 = number.parse().map_err(|_| error())?;
        Panel::new(letter as u8 - b'A', column.wrapping_sub(1)).ok_or_else(error)
    }
}

/// Each panel's bit, by index.
const BITS: [u128; PANELS as usize] = {
    let mut bits = [0u128; PANELS as usize];
    let mut index = 0;
    while index < PANELS as usize {
        bits[index] = 1 << index;
        index += 1;
    }
    bits
};

/// [`Panel::around`] for each panel, by index.
const AROUND: [[u8; 4]; PANELS as usize] = {
    let mut around = [[0u8; 4]; PANELS as usize];
    let mut index = 0;
    while index < PANELS {
        let (row, column) = (index / SIZE, index % SIZE);
        around[index as usize] = [
            if row > 0 { index - SIZE } else { index },
            if column > 0 { index - 1 } else { index },
            if column + 1 < SIZE { index + 1 } else { index },
            if row + 1 < SIZE { index + SIZE } else { index },
        ];
        index += 1;
    }
    around
};

/// A set of panels: bit `i` is the panel of index `i`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Panels(pub u128);

/// Every panel of the board.
pub const BOARD: Panels = Panels((1 << PANELS) - 1);

/// The first column (`1`).
const FIRST_COLUMN: u128 = {
    let mut mask = 0u128;
    let mut row = 0;
    while row < SIZE {
        mask |= 1 << (row * SIZE);
        row += 1;
    }
    mask
};

/// The last column (`10`).
const LAST_COLUMN: u128 = FIRST_COLUMN << (SIZE - 1);

/// The checkerboard colour that holds `A1`: the 50 panels whose row and
/// column have the same parity, where the original program fires its
/// "random shots" (B4.3).
pub const EVEN: Panels = Panels({
    let mut mask = 0u128;
    let mut index = 0;
    while index < PANELS {
        if (index / SIZE + index % SIZE) % 2 == 0 {
            mask |= 1 << index;
        }
        index += 1;
    }
    mask
});

impl Panels {
    /// No panel.
    pub const EMPTY: Panels = Panels(0);

    /// Whether `panel` is in the set.
    #[inline]
    pub const fn contains(self, panel: Panel) -> bool {
        self.0 & panel.bit() != 0
    }

    /// The set with `panel` added.
    #[inline]
    pub const fn with(self, panel: Panel) -> Panels {
        Panels(self.0 | panel.bit())
    }

    /// How many panels.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The panels in both sets.
    #[inline]
    pub const fn and(self, other: Panels) -> Panels {
        Panels(self.0 & other.0)
    }

    /// The panels in either set.
    #[inline]
    pub const fn or(self, other: Panels) -> Panels {
        Panels(self.0 | other.0)
    }

    /// The panels of the board not in the set.
    #[inline]
    pub const fn complement(self) -> Panels {
        Panels(!self.0 & BOARD.0)
    }

    /// The panels of the set not in `other`.
    #[inline]
    pub const fn without(self, other: Panels) -> Panels {
        Panels(self.0 & !other.0)
    }

    /// The panels orthogonally next to a panel of the set (left, up, down
    /// or right), inside the board; the set's own panels are in it only
    /// when next to another of them.
    #[inline]
    pub const fn neighbours(self) -> Panels {
        let set = self.0;
        let left = (set & !FIRST_COLUMN) >> 1;
        let right = (set & !LAST_COLUMN) << 1;
        let up = set >> SIZE;
        let down = set << SIZE;
        Panels((left | right | up | down) & BOARD.0)
    }

    /// The set with every panel next to one of its panels, side by side
    /// or corner to corner: the panels a ship touches, itself included.
    #[inline]
    pub const fn with_surroundings(self) -> Panels {
        let set = self.0;
        let row = set | ((set & !FIRST_COLUMN) >> 1) | ((set & !LAST_COLUMN) << 1);
        Panels((row | (row >> SIZE) | (row << SIZE)) & BOARD.0)
    }

    /// The panel of lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Panel> {
        if self.0 == 0 {
            None
        } else {
            Some(Panel(self.0.trailing_zeros() as u8))
        }
    }

    /// The `n`th panel of the set in row-major order, from 0.
    ///
    /// # Panics
    ///
    /// If the set has `n` panels or fewer.
    #[inline]
    pub fn nth(self, n: u32) -> Panel {
        let counted = Counted::new(self);
        assert!(
            n < counted.len(),
            "no panel {n} in a set of {}",
            counted.len()
        );
        counted.nth(n)
    }

    /// A panel of the set drawn uniformly from `rng`, `None` if it is
    /// empty: the `n`th panel for `n` drawn as `rng.random_range(0..len)`,
    /// no draw when the set holds one panel.
    #[inline(always)]
    pub fn choose<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Panel> {
        Counted::new(self).choose(rng)
    }

    /// The panels of the set in row-major order.
    pub fn iter(self) -> impl Iterator<Item = Panel> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let index = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            Some(Panel(index))
        })
    }
}

/// A byte in each of a word's eight bytes.
const ONES_STEP_8: u64 = 0x0101_0101_0101_0101;

/// The high bit of each of a word's eight bytes.
const HIGH_STEP_8: u64 = 0x8080_8080_8080_8080;

/// `SELECT_IN_BYTE[byte | rank << 8]`: the position of the `rank`th set
/// bit of `byte`, 8 if it has no more.
const SELECT_IN_BYTE: [u8; 2048] = {
    let mut table = [8u8; 2048];
    let mut byte = 0;
    while byte < 256 {
        let mut rank = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte | rank << 8] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The set bits of each byte of `word`, byte by byte (the first steps of
/// a popcount, which the compiler's default target has no instruction for).
#[inline(always)]
const fn byte_counts(word: u64) -> u64 {
    let pairs = word - ((word >> 1) & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + ((pairs >> 2) & 0x3333_3333_3333_3333);
    (nibbles + (nibbles >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

/// A set of panels with the running count of its panels byte by byte, in
/// each of its two words: it knows how many panels it holds and finds its
/// `n`th one from the same counts, without counting bits again, which the
/// compiler's default target has no instruction for. [`Panels::choose`]
/// counts once, for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Counted {
    /// The panels 0 to 63, bit by bit.
    low: u64,
    /// The panels from 64 on.
    high: u64,
    /// Byte `i`: the set bits of bytes 0 to `i` of `low`.
    low_running: u64,
    /// The same for `high`.
    high_running: u64,
}

impl Counted {
    /// `set`, counted.
    #[inline(always)]
    pub fn new(set: Panels) -> Counted {
        let (low, high) = (set.0 as u64, (set.0 >> 64) as u64);
        Counted {
            low,
            high,
            low_running: byte_counts(low).wrapping_mul(ONES_STEP_8),
            high_running: byte_counts(high).wrapping_mul(ONES_STEP_8),
        }
    }

    /// The panels.
    #[inline(always)]
    pub fn panels(self) -> Panels {
        Panels(u128::from(self.low) | u128::from(self.high) << 64)
    }

    /// How many panels.
    #[inline(always)]
    pub fn len(self) -> u32 {
        ((self.low_running >> 56) + (self.high_running >> 56)) as u32
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.low | self.high == 0
    }

    /// The `n`th panel in row-major order, `n` below [`Counted::len`]. The
    /// word is picked without a branch: which one holds it is as random as
    /// `n`.
    #[inline(always)]
    fn nth(self, n: u32) -> Panel {
        let below = (self.low_running >> 56) as u32;
        let high = n >= below;
        let (word, running, n, base) = if high {
            (self.high, self.high_running, n - below, 64)
        } else {
            (self.low, self.low_running, n, 0)
        };
        Panel((base + select_in(word, running, n)) as u8)
    }

    /// A panel drawn uniformly from `rng`, as [`Panels::choose`] draws it
    /// from the same set.
    #[inline(always)]
    pub fn choose<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Panel> {
        match self.len() {
            0 => None,
            1 => self.panels().first(),
            count => Some(self.nth(rng.random_range(0..count))),
        }
    }
}

/// The position of the `n`th set bit of `word` (from 0), 64 when `word`
/// has `n` set bits or fewer; without a branch on the bits (Vigna's
/// broadword select).
#[cfg(test)]
fn select(word: u64, n: u32) -> u32 {
    if n >= 64 {
        return 64;
    }
    select_in(word, byte_counts(word).wrapping_mul(ONES_STEP_8), n)
}

/// [`select`] given `running`, the running count of set bits of `word`
/// byte by byte, and `n` below 64: the bytes whose running count is at
/// most `n` come before the one that holds the bit, and a table finds
/// the bit within that byte.
#[inline(always)]
fn select_in(word: u64, running: u64, n: u32) -> u32 {
    // High bit of byte i: bytes 0 to i hold at most n set bits.
    let at_most_n = (((u64::from(n) * ONES_STEP_8) | HIGH_STEP_8) - running) & HIGH_STEP_8;
    // The running counts never go down, so those bytes come first: the
    // first high bit not set is the byte's.
    let more = !at_most_n & HIGH_STEP_8;
    if more == 0 {
        return 64;
    }
    let place = more.trailing_zeros() - 7;
    let before = ((running << 8) >> place) & 0xFF;
    // Below 8 (a byte holds the bit); masked so that no check is needed.
    let rank = (n as usize).wrapping_sub(before as usize) & 7;
    place + u32::from(SELECT_IN_BYTE[((word >> place) & 0xFF) as usize | rank << 8])
}

impl FromIterator<Panel> for Panels {
    fn from_iter<I: IntoIterator<Item = Panel>>(panels: I) -> Panels {
        panels.into_iter().fold(Panels::EMPTY, Panels::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel(name: &str) -> Panel {
        name.parse().unwrap()
    }

    #[test]
    fn names_are_row_letter_then_column_number() {
        assert_eq!(panel("A1").index(), 0);
        assert_eq!(panel("A10").index(), 9);
        assert_eq!(panel("B7"), Panel::new(1, 6).unwrap());
        assert_eq!(panel("J10").index(), 99);
        assert_eq!(panel("c3").to_string(), "C3");
        for p in Panel::all() {
            assert_eq!(panel(&p.to_string()), p);
        }
    }

    #[test]
    fn names_off_the_board_are_refused() {
        for bad in [
            "", "A", "A0", "A11", "K1", "1A", "A01", "A-1", "AA", "B7x", "É1",
        ] {
            assert!(bad.parse::<Panel>().is_err(), "{bad:?} read as a panel");
        }
    }

    #[test]
    fn the_even_colour_is_the_programs_random_shot_panels() {
        assert_eq!(EVEN.len(), 50);
        assert!(EVEN.contains(panel("A1")));
        assert!(!EVEN.contains(panel("A2")));
        assert!(EVEN.contains(panel("B2")));
        assert!(EVEN.contains(panel("J10")));
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        let corner = Panels::EMPTY.with(panel("A1"));
        let expected: Panels = [panel("A2"), panel("B1")].into_iter().collect();
        assert_eq!(corner.neighbours(), expected);
        let edge = Panels::EMPTY.with(panel("E10"));
        let expected: Panels = [panel("D10"), panel("F10"), panel("E9")]
            .into_iter()
            .collect();
        assert_eq!(edge.neighbours(), expected);
        let last = Panels::EMPTY.with(panel("J10"));
        assert_eq!(last.neighbours().len(), 2);
        assert_eq!(BOARD.neighbours(), BOARD);
    }

    #[test]
    fn around_a_panel_are_its_neighbours_or_itself_at_an_edge() {
        let names = |name: &str| panel(name).around().map(|p| p.to_string());
        assert_eq!(names("E5"), ["D5", "E4", "E6", "F5"]);
        assert_eq!(names("A1"), ["A1", "A1", "A2", "B1"]);
        assert_eq!(names("J10"), ["I10", "J9", "J10", "J10"]);
        for p in Panel::all() {
            let listed: Panels = p.around().into_iter().filter(|&q| q != p).collect();
            assert_eq!(listed, Panels::EMPTY.with(p).neighbours(), "{p}");
        }
    }

    #[test]
    fn surroundings_take_the_corners_too() {
        let centre = Panels::EMPTY.with(panel("E5"));
        let expected: Panels = ["D4", "D5", "D6", "E4", "E5", "E6", "F4", "F5", "F6"]
            .into_iter()
            .map(panel)
            .collect();
        assert_eq!(centre.with_surroundings(), expected);
        let corner = Panels::EMPTY.with(panel("A10"));
        let expected: Panels = ["A9", "A10", "B9", "B10"].into_iter().map(panel).collect();
        assert_eq!(corner.with_surroundings(), expected);
    }

    #[test]
    fn nth_walks_the_set_in_row_major_order() {
        let set: Panels = ["C4", "A2", "J10", "G1"].into_iter().map(panel).collect();
        let walked: Vec<String> = (0..4).map(|n| set.nth(n).to_string()).collect();
        assert_eq!(walked, ["A2", "C4", "G1", "J10"]);
        let listed: Vec<Panel> = set.iter().collect();
        assert_eq!(listed.len(), 4);
        for (n, p) in listed.into_iter().enumerate() {
            assert_eq!(set.nth(n as u32), p);
        }
        for n in 0..100 {
            assert_eq!(BOARD.nth(n).index(), n as u8);
        }
    }

    #[test]
    fn select_finds_every_set_bit_of_a_word() {
        let mut word = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            let mut rest = word;
            for n in 0..word.count_ones() {
                assert_eq!(select(word, n), rest.trailing_zeros(), "{word:#x} {n}");
                rest &= rest - 1;
            }
            assert_eq!(select(word, word.count_ones()), 64);
            word = word.rotate_left(7).wrapping_mul(0x2545_F491_4F6C_DD1D) | 1 << (word % 64);
        }
        assert_eq!(select(u64::MAX, 63), 63);
        assert_eq!(select(0, 0), 64);
    }

    #[test]
    #[should_panic(expected = "no panel 2")]
    fn nth_past_the_end_panics() {
        let set: Panels = ["C4", "A2"].into_iter().map(panel).collect();
        set.nth(2);
    }
}
