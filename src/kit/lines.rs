//! Reading text with bounds, so that no input can exhaust memory or hang
//! the reader: lines of at most a given length, files of at most a given
//! size, and only regular files (a FIFO, a socket or a device is refused
//! before a byte of it is read).

use std::fs::File;
use std::io::{BufRead, Read};
use std::path::Path;

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
        Ok(mut text) => {
            if number == 1 && text.starts_with(BOM) {
                text.drain(..BOM.len());
            }
            *line = text;
            Ok(true)
        }
        Err(_) => {
            let message = format!("line {number} is not UTF-8 text");
            Err(Error::new(ErrorKind::Io, origin, message))
        }
    }
}

/// The byte-order mark some editors (Windows Notepad) put at the start of a
/// UTF-8 file; it is not part of the text.
pub const BOM: &str = "\u{feff}";

/// Opens the file at `path` for reading, refusing anything but a regular
/// file: a folder, a FIFO, a socket or a device is an [`ErrorKind::Io`]
/// error naming what it is.
///
/// The file is opened without blocking and checked through the opened
/// handle, so a FIFO cannot stall the opening, and a file swapped for one
/// between a check and the opening is still refused.
pub fn open_regular(path: &Path) -> Result<File, Error> {
    let origin = path.display().to_string();
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(nix::libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| Error::io(&origin, e))?;
    let kind = file
        .metadata()
        .map_err(|e| Error::io(&origin, e))?
        .file_type();
    if kind.is_file() {
        return Ok(file);
    }
    let what = describe_file_type(kind);
    let message = format!("is {what}, not a regular file");
    Err(Error::new(ErrorKind::Io, origin, message)
        .with_fix("give the path of a regular file: a FIFO, socket or device is never read"))
}

/// What a file that is not a regular file is, in words.
fn describe_file_type(kind: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (a named pipe)";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
    }
    if kind.is_dir() {
        "a folder"
    } else {
        "not a regular file"
    }
}

/// Reads the regular file at `path` as UTF-8 text of at most `max` bytes,
/// without a byte-order mark at its start ([`open_regular`],
/// [`read_text_bounded`]).
pub fn read_file_bounded(path: &Path, max: usize) -> Result<String, Error> {
    let file = open_regular(path)?;
    let text = read_text_bounded(file, max, &path.display().to_string())?;
    Ok(match text.strip_prefix(BOM) {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Reads the regular file at `path` ([`open_regular`]) as bytes, refusing
/// more than `max` of them.
pub fn read_bytes_bounded(path: &Path, max: usize) -> Result<Vec<u8>, Error> {
    let origin = path.display().to_string();
    let mut bytes = Vec::new();
    let limit = u64::try_from(max).unwrap_or(u64::MAX).saturating_add(1);
    open_regular(path)?
        .take(limit)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(&origin, e))?;
    if bytes.len() > max {
        let message = format!("is larger than {max} bytes");
        return Err(Error::new(ErrorKind::Limit, origin, message));
    }
    Ok(bytes)
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
    fn a_byte_order_mark_starts_no_line_but_the_first() {
        assert_eq!(
            lines("\u{feff}3 2\n\u{feff}1".as_bytes(), 10),
            vec![Ok("3 2".into()), Ok("\u{feff}1".into())]
        );
    }

    #[test]
    fn only_regular_files_are_read() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let error = read_file_bounded(dir.path(), 10).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Io);
        assert!(error.message().contains("a folder"), "{error}");
        let error = read_file_bounded(Path::new("/dev/zero"), 10).unwrap_err();
        assert!(error.message().contains("a device"), "{error}");
        let path = dir.path().join("bom.yaml");
        std::fs::write(&path, "\u{feff}id: 1\n").expect("written");
        assert_eq!(read_file_bounded(&path, 100).unwrap(), "id: 1\n");
    }

    #[test]
    fn text_over_the_limit_is_refused() {
        let error = read_text_bounded(&b"abcdef"[..], 5, "t").unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Limit);
        assert_eq!(read_text_bounded(&b"abcde"[..], 5, "t").unwrap(), "abcde");
    }
}
