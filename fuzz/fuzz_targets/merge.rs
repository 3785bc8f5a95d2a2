//! Fuzzes `war stats merge`'s reading of its files: any bytes, as one file
//! or cut in two at a 0xFF byte (never in UTF-8 text) as two files, are
//! read as `war stats --json` output and merged; a file is refused with an
//! error or read, a merge refused or made, and never a panic (an overflow
//! of a count included). What a merge gives prints as JSON and as figures.
#![no_main]

use libfuzzer_sys::fuzz_target;
use war_kata::war::stats::Stats;

fuzz_target!(|data: &[u8]| {
    let parts: Vec<&[u8]> = data.splitn(2, |&byte| byte == 0xFF).collect();
    let mut read = Vec::new();
    for (index, part) in parts.iter().enumerate() {
        let Ok(text) = std::str::from_utf8(part) else {
            return;
        };
        match Stats::from_json(text, "fuzz") {
            Ok(stats) => read.push((format!("part{index}"), stats)),
            Err(_) => return,
        }
    }
    if let Ok(merged) = Stats::merge(read) {
        let _ = merged.to_json();
        let _ = merged.summary();
    }
});
