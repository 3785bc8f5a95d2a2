//! A table of rows, as text for a terminal (columns aligned, control
//! characters escaped) and as CSV for a spreadsheet (RFC 4180, control
//! characters escaped alike, and the cells a spreadsheet would run as a
//! formula defused).

use crate::kit::escape::terminal_line;

/// A table: a header and rows of cells.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The names of the columns.
    pub header: Vec<String>,
    /// The rows, each with a cell per column.
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with the columns `header` and no row yet.
    pub fn new(header: &[&str]) -> Table {
        Table {
            header: header.iter().map(|s| (*s).to_string()).collect(),
            rows: Vec::new(),
        }
    }

    /// The table as text: each column as wide as its widest cell, two spaces
    /// between columns, control characters escaped (`\u{1b}`).
    pub fn text(&self) -> String {
        let lines: Vec<Vec<String>> = std::iter::once(&self.header)
            .chain(&self.rows)
            .map(|row| {
                row.iter()
                    .map(|cell| terminal_line(cell).into_owned())
                    .collect()
            })
            .collect();
        let columns = self.header.len();
        let widths: Vec<usize> = (0..columns)
            .map(|column| {
                lines
                    .iter()
                    .filter_map(|row| row.get(column))
                    .map(|cell| cell.chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut text = String::new();
        for row in &lines {
            let mut line = String::new();
            for (column, cell) in row.iter().enumerate() {
                if column + 1 == row.len() {
                    line.push_str(cell);
                } else {
                    let pad = widths[column] - cell.chars().count();
                    line.push_str(cell);
                    line.push_str(&" ".repeat(pad + 2));
                }
            }
            text.push_str(line.trim_end());
            text.push('\n');
        }
        text
    }

    /// The table as CSV: a header line, then a line per row, fields quoted
    /// where they hold a comma or a quote; a cell's control characters and
    /// direction controls escaped as [`Table::text`] escapes them (`\u{1b}`,
    /// `\n`), so that the file shows the same in a spreadsheet and on a
    /// terminal (`cat`), where an escape sequence or U+202E in a name could
    /// retitle the window or reorder the line; a cell starting with `=`,
    /// `+`, `-`, `@` or a tab that is not a number gets a leading `'`, so a
    /// spreadsheet shows it instead of running it.
    pub fn csv(&self) -> String {
        let mut text = String::new();
        for row in std::iter::once(&self.header).chain(&self.rows) {
            let cells: Vec<String> = row.iter().map(|cell| csv_field(cell)).collect();
            text.push_str(&cells.join(","));
            text.push_str("\r\n");
        }
        text
    }
}

/// One CSV field.
fn csv_field(cell: &str) -> String {
    let formula =
        cell.starts_with(['=', '+', '-', '@', '\t', '\r']) && cell.parse::<f64>().is_err();
    let cell = terminal_line(cell);
    let cell = if formula {
        format!("'{cell}")
    } else {
        cell.into_owned()
    };
    crate::kit::csv::field(&cell, ',', false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Table {
        let mut table = Table::new(&["submission", "passed", "reason"]);
        table
            .rows
            .push(vec!["alice".into(), "32".into(), String::new()]);
        table.rows.push(vec![
            "bob, jr".into(),
            "-1".into(),
            "=HYPERLINK(\"x\")".into(),
        ]);
        table
            .rows
            .push(vec!["eve\u{1b}[2J".into(), "0".into(), "two\nlines".into()]);
        table
    }

    #[test]
    fn text_aligns_columns_and_shows_control_characters() {
        assert_eq!(
            table().text(),
            "submission    passed  reason\nalice         32\nbob, jr       -1      =HYPERLINK(\"x\")\neve\\u{1b}[2J  0       two\\nlines\n"
        );
    }

    #[test]
    fn csv_escapes_what_would_reorder_a_line_and_nothing_else() {
        let mut table = Table::new(&["student"]);
        for name in [
            "Zoë O'Brien-Núñez",
            "王小明",
            "\u{202e}txt.exe",
            "a\tb\u{7}",
        ] {
            table.rows.push(vec![name.into()]);
        }
        assert_eq!(
            table.csv(),
            "student\r\nZoë O'Brien-Núñez\r\n王小明\r\n\\u{202e}txt.exe\r\na\\tb\\u{7}\r\n"
        );
    }

    #[test]
    fn csv_quotes_and_defuses_formulas() {
        assert_eq!(
            table().csv(),
            "submission,passed,reason\r\nalice,32,\r\n\"bob, jr\",-1,\"'=HYPERLINK(\"\"x\"\")\"\r\neve\\u{1b}[2J,0,two\\nlines\r\n"
        );
    }
}
