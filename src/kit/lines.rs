//! Reading text with bounds, so that no input can exhaust memory: lines of
//! at most a given length, files of at most a given size.

use std::io::{BufRead, Read};

use crate::kit::error::{Error, ErrorKind};

/// The longest deck line `war winner` reads: 16 MiB, several million cards,
/// far beyond any game of War worth playing.
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// Reads the next line of `reader` into `line` (without its `\n` or
/// `\r\n`), reading at most `max` bytes of it. Returns `Ok(false)` at the end
/// of the input.
///
/// A longer line is an error of kind [`ErrorKind::Limit`], placed at its line
/// `number` in `origin`; a line that is not UTF-8 is an [`ErrorKind::Io`]
/// error.
pub fn read_line_bounded(
    reader: &mut impl BufRead,
    line: &mut String,
    max: usize,
    origin: &str,
    number: usize,
) -> Result<bool, Error> {
    line.clear();
    let mut bytes = Vec::new();
    let limit = u64::try_from(max).unwrap_or(u64::MAX).saturating_add(1);
    reader
        .take(limit)
        .read_until(b'\n', &mut bytes)
        .map_err(|e| Error::io(origin, e))?;
    if bytes.is_empty() {
        return Ok(false);
    }
    let ended = bytes.last() == Some(&b'\n');
    if ended {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    if bytes.len() > max {
        let message = format!("line {number} is longer than {} bytes", max);
        return Err(Error::new(ErrorKind::Limit, origin, message));
    }
    match String::from_utf8(bytes) {
        Ok(text) => {
            *line = text;
            Ok(true)
        }
        Err(_) => {
            let message = format!("line {number} is not UTF-8 text");
            Err(Error::new(ErrorKind::Io, origin, message))
        }
    }
}

/// Reads all of `reader` as UTF-8 text, refusing more than `max` bytes.
pub fn read_text_bounded(reader: impl Read, max: usize, origin: &str) -> Result<String, Error> {
    let mut bytes = Vec::new();
    let limit = u64::try_from(max).unwrap_or(u64::MAX).saturating_add(1);
    reader
        .take(limit)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(origin, e))?;
    if bytes.len() > max {
        let message = format!("is larger than {max} bytes");
        return Err(Error::new(ErrorKind::Limit, origin, message));
    }
    String::from_utf8(bytes).map_err(|e| {
        let message = format!(
            "is not UTF-8 text (byte {} is not)",
            e.utf8_error().valid_up_to() + 1
        );
        Error::new(ErrorKind::Io, origin, message)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Result<String, ErrorKind>> {
        let mut reader = std::io::Cursor::new(input);
        let mut line = String::new();
        let mut out = Vec::new();
        for number in 1.. {
            match read_line_bounded(&mut reader, &mut line, max, "t", number) {
                Ok(true) => out.push(Ok(line.clone())),
                Ok(false) => break,
                Err(error) => {
                    out.push(Err(error.kind()));
                    break;
                }
            }
        }
        out
    }

    #[test]
    fn reads_lines_without_their_endings() {
        assert_eq!(
            lines(b"1 2\r\n\n3", 10),
            vec![Ok("1 2".into()), Ok(String::new()), Ok("3".into())]
        );
    }

    #[test]
    fn a_line_of_exactly_max_bytes_is_read() {
        assert_eq!(lines(b"12345\n", 5), vec![Ok("12345".into())]);
    }

    #[test]
    fn a_longer_line_is_a_limit_error() {
        assert_eq!(lines(b"123456\n", 5), vec![Err(ErrorKind::Limit)]);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_an_io_error() {
        assert_eq!(lines(b"1 \xff\n", 5), vec![Err(ErrorKind::Io)]);
    }

    #[test]
    fn text_over_the_limit_is_refused() {
        let error = read_text_bounded(&b"abcdef"[..], 5, "t").unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Limit);
        assert_eq!(read_text_bounded(&b"abcde"[..], 5, "t").unwrap(), "abcde");
    }
}
