//! CSV as a learning-management system wrote it (a gradebook export,
//! Sakai's `grades.csv`), read so that it can be written back byte for
//! byte with only some cells changed (RFC 4180, read leniently: a quote
//! inside an unquoted cell, or text after a closing quote, is kept as it
//! is).
//!
//! The systems write their gradebooks in several encodings: UTF-8 with or
//! without a byte-order mark (Canvas adds one on request), UTF-16 with a
//! byte-order mark (Blackboard's tab-separated Grade Center download), or
//! a spreadsheet's 8-bit encoding once a teacher has saved it again. A
//! [`Sheet`] keeps the text as the units it was written in (a byte, or a
//! UTF-16 code unit), so that every cell, quote, separator and line end it
//! does not change is written back exactly as it was read.

use std::collections::BTreeMap;

/// How a gradebook's text is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8, with a byte-order mark or without.
    Utf8 {
        /// Whether it starts with the byte-order mark `EF BB BF`.
        bom: bool,
    },
    /// Bytes that are not UTF-8: an 8-bit encoding (Windows-1252, Latin-1),
    /// read as Latin-1.
    Latin1,
    /// UTF-16, little-endian or big-endian, with a byte-order mark or
    /// without (told by its first character being ASCII).
    Utf16 {
        /// Whether its units are little-endian.
        little: bool,
        /// Whether it starts with the byte-order mark.
        bom: bool,
    },
}

impl Encoding {
    /// The encoding of `bytes`: UTF-16 by its byte-order mark or by an
    /// ASCII character and a zero byte at its start, UTF-8 when it is,
    /// else Latin-1.
    pub fn of(bytes: &[u8]) -> Encoding {
        match bytes {
            [0xFF, 0xFE, ..] => Encoding::Utf16 {
                little: true,
                bom: true,
            },
            [0xFE, 0xFF, ..] => Encoding::Utf16 {
                little: false,
                bom: true,
            },
            [0xEF, 0xBB, 0xBF, ..] => Encoding::Utf8 { bom: true },
            [a, 0, ..] if a.is_ascii() && *a != 0 => Encoding::Utf16 {
                little: true,
                bom: false,
            },
            [0, b, ..] if b.is_ascii() && *b != 0 => Encoding::Utf16 {
                little: false,
                bom: false,
            },
            _ if std::str::from_utf8(bytes).is_ok() => Encoding::Utf8 { bom: false },
            _ => Encoding::Latin1,
        }
    }

    /// How many bytes its byte-order mark takes.
    fn bom_len(self) -> usize {
        match self {
            Encoding::Utf8 { bom: true } => 3,
            Encoding::Utf16 { bom: true, .. } => 2,
            _ => 0,
        }
    }
}

/// One cell: where it is in the text (its quotes included) and what it
/// says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The first unit of the cell, its opening quote when it is quoted.
    start: usize,
    /// The unit after the cell.
    end: usize,
    /// Whether it was written between quotes.
    pub quoted: bool,
    /// What it says: its quotes taken off and doubled quotes read as one.
    pub text: String,
}

/// One row: its cells, and where its line ends (before its line break).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Its cells, at least one.
    pub cells: Vec<Cell>,
    /// The unit where the row's last cell ends.
    end: usize,
}

impl Row {
    /// What the cell `column` says; empty when the row is shorter.
    pub fn text(&self, column: usize) -> &str {
        self.cells.get(column).map_or("", |c| c.text.as_str())
    }
}

/// A gradebook as written: its encoding, its text as units, its rows.
#[derive(Debug, Clone)]
pub struct Sheet {
    /// How it is encoded.
    pub encoding: Encoding,
    /// The character between its cells: `,`, `;` or a tab.
    pub separator: char,
    /// Its text after the byte-order mark, a unit a byte (UTF-8, Latin-1)
    /// or a UTF-16 code unit.
    units: Vec<u16>,
    /// A last byte that makes no UTF-16 unit, kept as it was.
    tail: Option<u8>,
    /// Its rows, blank lines included (a row of one empty cell).
    pub rows: Vec<Row>,
}

/// The unit of an ASCII character.
const fn unit(c: u8) -> u16 {
    c as u16
}

impl Sheet {
    /// The sheet `bytes` hold, every byte accounted for: its encoding
    /// ([`Encoding::of`]), its separator (the one of `,`, `;` and tab that
    /// its first line holds most of outside quotes, `,` when none), its
    /// rows.
    pub fn parse(bytes: &[u8]) -> Sheet {
        let encoding = Encoding::of(bytes);
        let body = &bytes[encoding.bom_len()..];
        let (units, tail): (Vec<u16>, Option<u8>) = match encoding {
            Encoding::Utf16 { little, .. } => {
                let pairs = body.chunks_exact(2);
                let tail = pairs.remainder().first().copied();
                let units = pairs
                    .map(|pair| match little {
                        true => u16::from_le_bytes([pair[0], pair[1]]),
                        false => u16::from_be_bytes([pair[0], pair[1]]),
                    })
                    .collect();
                (units, tail)
            }
            _ => (body.iter().map(|b| u16::from(*b)).collect(), None),
        };
        let separator = separator(&units);
        let mut sheet = Sheet {
            encoding,
            separator,
            units,
            tail,
            rows: Vec::new(),
        };
        sheet.rows = sheet.read_rows();
        sheet
    }

    /// The rows of the text, each cell placed and read.
    fn read_rows(&self) -> Vec<Row> {
        let units = &self.units;
        let separator = unit(self.separator as u8);
        let (quote, cr, lf) = (unit(b'"'), unit(b'\r'), unit(b'\n'));
        let mut rows = Vec::new();
        let mut at = 0;
        while at < units.len() {
            let mut cells = Vec::new();
            loop {
                let start = at;
                let mut content = Vec::new();
                let quoted = units.get(at) == Some(&quote);
                if quoted {
                    at += 1;
                    while at < units.len() {
                        if units[at] == quote {
                            if units.get(at + 1) == Some(&quote) {
                                content.push(quote);
                                at += 2;
                                continue;
                            }
                            at += 1;
                            break;
                        }
                        content.push(units[at]);
                        at += 1;
                    }
                }
                while at < units.len() && ![separator, cr, lf].contains(&units[at]) {
                    content.push(units[at]);
                    at += 1;
                }
                cells.push(Cell {
                    start,
                    end: at,
                    quoted,
                    text: self.decode(&content),
                });
                if units.get(at) == Some(&separator) {
                    at += 1;
                } else {
                    break;
                }
            }
            let end = at;
            if units.get(at) == Some(&cr) {
                at += 1;
            }
            if units.get(at) == Some(&lf) {
                at += 1;
            }
            rows.push(Row { cells, end });
        }
        rows
    }

    /// The text of `units` in the sheet's encoding.
    fn decode(&self, units: &[u16]) -> String {
        match self.encoding {
            Encoding::Utf16 { .. } => String::from_utf16_lossy(units),
            Encoding::Utf8 { .. } => {
                let bytes: Vec<u8> = units.iter().map(|u| *u as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            Encoding::Latin1 => units.iter().map(|u| char::from(*u as u8)).collect(),
        }
    }

    /// The units of `text` in the sheet's encoding (`?` for a character
    /// Latin-1 has not).
    fn encode(&self, text: &str) -> Vec<u16> {
        match self.encoding {
            Encoding::Utf16 { .. } => text.encode_utf16().collect(),
            Encoding::Utf8 { .. } => text.bytes().map(u16::from).collect(),
            Encoding::Latin1 => text
                .chars()
                .map(|c| u8::try_from(c).map_or(unit(b'?'), u16::from))
                .collect(),
        }
    }

    /// The units a cell saying `text` is written as: between quotes when
    /// `quoted` or when it holds the separator, a quote or a line break,
    /// its quotes doubled.
    fn cell_units(&self, text: &str, quoted: bool) -> Vec<u16> {
        self.encode(&field(text, self.separator, quoted))
    }

    /// The sheet's bytes with the cells of `changes` (row and column to
    /// what it says) written anew, each quoted as the cell it replaces was
    /// (or as it must be), a cell past a row's end added with the empty
    /// cells before it; every other byte as it was read.
    pub fn bytes_with(&self, changes: &BTreeMap<(usize, usize), String>) -> Vec<u8> {
        // Each change is a span of the text replaced by new units.
        let mut spans: Vec<(usize, usize, Vec<u16>)> = Vec::new();
        for ((row, column), text) in changes {
            let Some(line) = self.rows.get(*row) else {
                continue;
            };
            match line.cells.get(*column) {
                Some(cell) => {
                    spans.push((cell.start, cell.end, self.cell_units(text, cell.quoted)));
                }
                None => {
                    let quoted = line.cells.iter().all(|c| c.quoted);
                    let mut units = Vec::new();
                    for _ in line.cells.len()..=*column {
                        units.push(unit(self.separator as u8));
                    }
                    units.extend(self.cell_units(text, quoted));
                    spans.push((line.end, line.end, units));
                }
            }
        }
        spans.sort_by_key(|(start, end, _)| (*start, *end));
        let mut units = Vec::with_capacity(self.units.len());
        let mut at = 0;
        for (start, end, new) in spans {
            if start < at {
                continue;
            }
            units.extend_from_slice(&self.units[at..start]);
            units.extend(new);
            at = end;
        }
        units.extend_from_slice(&self.units[at..]);
        self.to_bytes(&units)
    }

    /// The sheet's bytes as read.
    pub fn bytes(&self) -> Vec<u8> {
        self.bytes_with(&BTreeMap::new())
    }

    /// `units` as bytes in the sheet's encoding, its byte-order mark first.
    fn to_bytes(&self, units: &[u16]) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(units.len() * 2 + 3);
        match self.encoding {
            Encoding::Utf16 { little, bom } => {
                if bom {
                    bytes.extend(match little {
                        true => [0xFF, 0xFE],
                        false => [0xFE, 0xFF],
                    });
                }
                for u in units {
                    bytes.extend(match little {
                        true => u.to_le_bytes(),
                        false => u.to_be_bytes(),
                    });
                }
                bytes.extend(self.tail);
            }
            Encoding::Utf8 { bom } => {
                if bom {
                    bytes.extend([0xEF, 0xBB, 0xBF]);
                }
                bytes.extend(units.iter().map(|u| *u as u8));
            }
            Encoding::Latin1 => bytes.extend(units.iter().map(|u| *u as u8)),
        }
        bytes
    }
}

/// The separator of a text: the one of `,`, `;` and tab its first line
/// holds most of outside quotes; `,` when it holds none.
fn separator(units: &[u16]) -> char {
    let mut counts = [0usize; 3];
    let mut quoted = false;
    for u in units {
        match char::from_u32(u32::from(*u)) {
            Some('"') => quoted = !quoted,
            Some('\r' | '\n') if !quoted => break,
            Some(',') if !quoted => counts[0] += 1,
            Some(';') if !quoted => counts[1] += 1,
            Some('\t') if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let candidates = [',', ';', '\t'];
    let most = counts.iter().max().copied().unwrap_or(0);
    match counts.iter().position(|c| *c == most && most > 0) {
        Some(index) => candidates[index],
        None => ',',
    }
}

/// `text` as one CSV field between `separator`s (RFC 4180): in double
/// quotes, each one inside doubled, when `always` or when it holds the
/// separator, a quote or a line end; else as it is.
pub fn field(text: &str, separator: char, always: bool) -> String {
    if always || text.contains([separator, '"', '\r', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts of every row's cells.
    fn texts(sheet: &Sheet) -> Vec<Vec<&str>> {
        sheet
            .rows
            .iter()
            .map(|r| r.cells.iter().map(|c| c.text.as_str()).collect())
            .collect()
    }

    #[test]
    fn cells_are_read_as_rfc_4180_writes_them_and_leniently_otherwise() {
        let sheet =
            Sheet::parse(b"a,\"b, \"\"c\"\"\",,d\r\n\"multi\nline\",x\"y, \"q\"tail\n\nlast");
        assert_eq!(sheet.separator, ',');
        assert_eq!(
            texts(&sheet),
            [
                vec!["a", "b, \"c\"", "", "d"],
                vec!["multi\nline", "x\"y", " \"q\"tail"],
                vec![""],
                vec!["last"],
            ]
        );
        assert!(sheet.rows[0].cells[1].quoted && !sheet.rows[0].cells[0].quoted);
    }

    #[test]
    fn every_byte_is_written_back_as_it_was_read() {
        let samples: [&[u8]; 7] = [
            b"",
            b"a,b\r\nc,d\r\n",
            b"a;b\nc;\"d\"",
            b"\xEF\xBB\xBFStudent,ID\n\"Lima, Ana\",104201\n",
            b"Name\tGrade\nJos\xE9\t\n",
            b"\xFF\xFE\"\0a\0\"\0\t\0b\0\r\0\n\0",
            b"\"unterminated,\nstill",
        ];
        for bytes in samples {
            assert_eq!(Sheet::parse(bytes).bytes(), bytes, "{bytes:?}");
        }
    }

    #[test]
    fn encodings_and_separators_are_told() {
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain(
                "\"Username\"\t\"Grade\"\n\"alima\"\t\"\"\n"
                    .encode_utf16()
                    .flat_map(u16::to_le_bytes),
            )
            .collect();
        let sheet = Sheet::parse(&utf16);
        assert_eq!(
            sheet.encoding,
            Encoding::Utf16 {
                little: true,
                bom: true
            }
        );
        assert_eq!(sheet.separator, '\t');
        assert_eq!(
            texts(&sheet),
            [vec!["Username", "Grade"], vec!["alima", ""]]
        );
        let latin = Sheet::parse(b"Nom;Note\nJos\xE9;12\n");
        assert_eq!((latin.encoding, latin.separator), (Encoding::Latin1, ';'));
        assert_eq!(latin.rows[1].text(0), "Jos\u{e9}");
        let bom = Sheet::parse(b"\xEF\xBB\xBFa,b");
        assert_eq!(bom.encoding, Encoding::Utf8 { bom: true });
        assert_eq!(bom.rows[0].text(0), "a");
    }

    #[test]
    fn a_changed_cell_keeps_its_quoting_and_everything_else_its_bytes() {
        let sheet = Sheet::parse(b"\"a\",\"b\"\r\n\"1\",\"\"\r\n2,\r\n3\r\n");
        let changes: BTreeMap<(usize, usize), String> = [
            ((1, 1), "8.5".to_string()),
            ((2, 1), "x,y".to_string()),
            ((3, 2), "7".to_string()),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            sheet.bytes_with(&changes),
            b"\"a\",\"b\"\r\n\"1\",\"8.5\"\r\n2,\"x,y\"\r\n3,,7\r\n"
        );
        let wide: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("\"u\"\t\"\"\n".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        let changed = Sheet::parse(&wide).bytes_with(&[((0, 1), "34".to_string())].into());
        let expected: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("\"u\"\t\"34\"\n".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(changed, expected);
    }
}
