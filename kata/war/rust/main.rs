//! Your `find_winner` on war-kata's line protocol, for `war learn` and
//! `war grade`: reads decks from standard input, one a line (card values
//! separated by spaces, top first; an empty line is an empty deck), and
//! answers each with 1, 0 or -1 on a line of its own.

use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    for line in io::stdin().lock().lines() {
        let line = line?;
        let deck: Result<Vec<i32>, _> = line.split_whitespace().map(str::parse).collect();
        let mut out = stdout.lock();
        match deck {
            Ok(deck) => writeln!(out, "{}", war::find_winner(&deck))?,
            Err(error) => writeln!(out, "not a deck: {error}")?,
        }
        out.flush()?;
    }
    Ok(())
}
