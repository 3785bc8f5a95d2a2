{{doc}}
use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let stdout = io::stdout();
    for line in io::stdin().lock().lines() {
        let line = line?;
        let deck: Result<Vec<i32>, _> = line.split_whitespace().map(str::parse).collect();
        let mut out = stdout.lock();
        match deck {
            Ok(deck) => writeln!(out, "{}", war::find_winner(&deck))?,
            Err(error) => writeln!(out, "{{not_a_deck}}: {error}")?,
        }
        out.flush()?;
    }
    Ok(())
}
