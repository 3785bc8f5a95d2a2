# The War kata's everyday commands. `just` alone lists them.

# List the recipes.
default:
    @{{ just_executable() }} --list --unsorted

# Print the battle-by-battle trace of a fixture, e.g. `just trace fixtures/war_draw.yaml`.
trace FILE:
    cargo run --quiet --release -- trace {{ FILE }}

# Run every test: unit tests, doc tests, golden traces, properties, the command line.
test:
    cargo test

# Read new or changed golden traces and accept or reject them (needs `cargo install cargo-insta`).
review:
    cargo insta review

# Formatting, lints and tests, as CI runs them.
check:
    cargo fmt --check
    cargo clippy --all-targets -- -D warnings
    cargo test

# Run the CI script as CI does (CI=true: a missing or changed snapshot fails).
ci:
    bash .ci/run
