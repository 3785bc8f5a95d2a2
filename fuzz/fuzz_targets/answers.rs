//! Fuzzes the grader's reading of a port's output: any bytes give answers
//! (well-formed, garbage or too long), never a panic, and never more
//! answers than the output has lines.
#![no_main]

use libfuzzer_sys::fuzz_target;
use war_kata::war::grade::protocol::{read_answers, Limits};

fuzz_target!(|data: &[u8]| {
    let limits = Limits {
        max_line: 64,
        max_output: 4096,
        ..Limits::default()
    };
    let answers = read_answers(data, &limits);
    let lines = data.split(|&byte| byte == b'\n').count();
    assert!(answers.len() <= lines + 1);
});
