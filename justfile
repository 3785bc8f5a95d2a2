# The War kata's everyday commands. `just` alone lists them.

# List the recipes.
default:
    @{{ just_executable() }} --list --unsorted

# Print the trace of a fixture, e.g. `just trace fixtures/war_draw.yaml`; a fixture under `fixtures/uno/` is UNO's, played by `uno`, one under `fixtures/battleship/` Battleship's.
trace FILE:
    cargo run --quiet --release --bin {{ if FILE =~ '(^|/)fixtures/uno/' { "uno" } else if FILE =~ '(^|/)fixtures/battleship/' { "battleship" } else { "war" } }} -- trace {{ quote(FILE) }}

# Run every test: unit tests, doc tests, golden traces, properties, the command line.
test:
    cargo test

# Read new or changed golden traces and accept or reject them (needs `cargo install --locked cargo-insta`).
review:
    cargo insta review

# Formatting, lints and tests, as CI runs them.
check:
    cargo fmt --check
    cargo clippy --all-targets -- -D warnings
    cargo test

# Build the manual (book/) into target/book and open it in a browser. Needs `cargo install --locked mdbook --version 0.5.4`.
book:
    mdbook build book --open

# Run the CI script as CI does (CI=true: a missing or changed snapshot fails).
ci:
    bash .ci/run

# Fuzz one target for a while (default 10 minutes), e.g. `just fuzz cards`. Needs `cargo install --locked cargo-fuzz`.
fuzz TARGET SECONDS="600":
    mkdir -p fuzz/corpus/{{ TARGET }}
    RUSTC_BOOTSTRAP=1 cargo fuzz run {{ TARGET }} fuzz/corpus/{{ TARGET }} fuzz/seeds/{{ TARGET }} -- -max_total_time={{ SECONDS }} -rss_limit_mb=2048 -timeout=10

# Mutation testing (see the manual, book/src/contributing/tests.md): the reference `War` against its own tests, then the fast engine against the differential test. Needs `cargo install --locked cargo-mutants`.
mutants: mutants-reference mutants-engine

# Mutation testing of the reference, src/war/game.rs: every mutant caught by the tests of the rules (each `-C --test=NAME` builds and runs that test target alone), built with the `mutants` profile of Cargo.toml.
mutants-reference:
    cargo mutants --file src/war/game.rs --profile mutants -j 2 --timeout 120 -C --test=reference -C --test=properties -C --test=presets -C --test=golden -C --test=fixtures -C --test=trace_memory -C --test=differential

# Mutation testing of the fast engine, src/war/engine/: every mutant caught by the engine against the reference (the differential test), the tight loop's, allocation and the library's unit tests (the engine's own among them), built with the `mutants` profile of Cargo.toml.
mutants-engine:
    cargo mutants --file 'src/war/engine/*.rs' --profile mutants -j 2 --timeout 60 -C --lib -C --test=differential -C --test=plain_rounds -C --test=allocation
