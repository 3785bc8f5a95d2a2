//! Jouw `find_winner` op het regelprotocol van war-kata, voor `war learn`
//! en `war grade`: leest stapels van standaardinvoer, één per regel (de
//! waarden van de kaarten gescheiden door spaties, bovenste kaart eerst;
//! een lege regel is een lege stapel), en beantwoordt elke stapel met 1, 0
//! of -1 op een eigen regel.

use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    for line in io::stdin().lock().lines() {
        let line = line?;
        let deck: Result<Vec<i32>, _> = line.split_whitespace().map(str::parse).collect();
        let mut out = stdout.lock();
        match deck {
            Ok(deck) => writeln!(out, "{}", war::find_winner(&deck))?,
            Err(error) => writeln!(out, "geen stapel: {error}")?,
        }
        out.flush()?;
    }
    Ok(())
}
