//! Fuzzes the fixture loader: any bytes, read as a fixture file, give a
//! fixture or a typed error, never a panic or a hang; a fixture that loads
//! is checked, so its game is played under its rules and readings.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use war_kata::kit::lines::read_text_bounded;
use war_kata::FixtureFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = read_text_bounded(data, war_kata::kit::yaml::MAX_FIXTURE_BYTES, "fuzz") else {
        return;
    };
    if let Ok(file) = FixtureFile::parse(Path::new("fuzz.yaml"), text) {
        let _ = file.check();
    }
});
