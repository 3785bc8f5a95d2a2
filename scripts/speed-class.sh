#!/usr/bin/env bash
# Where a class's grading spends its time (issue 45), measured side by side
# in one run on this machine:
#
#   1. a class of folder-per-student submissions is built under WORK/class:
#      the Java submissions named below (of examples/class and tests/class),
#      each copied COPIES times (student `ana-3` is the third copy of Ana's);
#   2. `javac` alone compiles each student's .java files into its own
#      folder, one `javac` per student, JOBS at once (the floor issue 45
#      sets the grading against);
#   3. the release `war grade-all WORK/class --out WORK/out --jobs JOBS`
#      grades the class; its `time:` lines say where the time went.
#
# Usage: scripts/speed-class.sh [WORK]     (WORK defaults to /tmp/speed-class)
# Environment: COPIES (8), JOBS (2), WAR (the release war of
# $CARGO_TARGET_DIR or target/, built first when missing), JAVAC (javac),
# JAVAC_FLAGS (options added to each javac alone, e.g. -J-XX:+UseSerialGC,
# to measure them), SKIP_JAVAC=1 to javac nothing, SKIP_GRADE=1 to grade
# nothing, OUT to grade into another folder.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/speed-class}
copies=${COPIES:-8}
jobs=${JOBS:-2}
javac=${JAVAC:-javac}
war=${WAR:-${CARGO_TARGET_DIR:-$repo/target}/release/war}
out=${OUT:-$work/out}

# The eight Java submissions: the five of examples/class, and three of
# tests/class in the shapes a class holds besides (a project of three files
# in a package, a file named after another class, one that does not
# compile). No port that loops forever: its time-outs would be the whole
# figure.
submissions=(
    "ana=examples/class/Ana Lima_5571201_assignsubmission_file"
    "bram=examples/class/Bram de Vries_5571202_assignsubmission_file"
    "emil=examples/class/Emil Novak_5571205_assignsubmission_file"
    "farah=examples/class/Farah Haddad_5571206_assignsubmission_file"
    "hana=examples/class/Hana Sato_5571208_assignsubmission_file"
    "erin=tests/class/erin"
    "mallory=tests/class/mallory"
    "frank=tests/class/frank"
)

rm -rf "$work/class" "$work/javac"
mkdir -p "$work/class" "$work/javac"
for entry in "${submissions[@]}"; do
    name=${entry%%=*}
    from=$repo/${entry#*=}
    for copy in $(seq 1 "$copies"); do
        cp -r "$from" "$work/class/$name-$copy"
    done
done
students=$(find "$work/class" -mindepth 1 -maxdepth 1 | wc -l)
echo "class: $students students in $work/class ($(nproc) cores, $(date -u +%F))"

# One javac per student, JOBS at once, as a plain teacher would: the
# student's .java files (their tests with JUnit aside) into its own folder.
compile_one() {
    local student=$1 into=$2 javac=$3
    local -a flags
    read -r -a flags <<<"${JAVAC_FLAGS:-}"
    mkdir -p "$into"
    find "$student" -name '*.java' -print0 |
        xargs -0 grep -L -e 'import.*org\.junit' -e 'import.*junit\.framework' |
        tr '\n' '\0' |
        xargs -0 "$javac" "${flags[@]}" -nowarn -proc:none -d "$into" >/dev/null 2>&1 || true
}
export -f compile_one
export JAVAC_FLAGS
if [[ -z ${SKIP_JAVAC:-} ]]; then
    started=$(date +%s.%N)
    find "$work/class" -mindepth 1 -maxdepth 1 -print0 | sort -z |
        xargs -0 -P "$jobs" -I{} bash -c 'compile_one "$1" "$2/$(basename "$1")" "$3"' _ {} "$work/javac" "$javac"
    javac_seconds=$(awk -v a="$(date +%s.%N)" -v b="$started" 'BEGIN { print a - b }')
    printf 'javac alone: %.1f s (one javac per student, %s at once)\n' "$javac_seconds" "$jobs"
fi

if [[ -n ${SKIP_GRADE:-} ]]; then
    exit 0
fi
if [[ ! -x $war ]]; then
    (cd "$repo" && cargo build --release --bin war)
fi
rm -rf "$out"
started=$(date +%s.%N)
"$war" grade-all "$work/class" --out "$out" --jobs "$jobs" | grep -e '^time' -e 'graded on'
grade_seconds=$(awk -v a="$(date +%s.%N)" -v b="$started" 'BEGIN { print a - b }')
printf 'grade-all: %.1f s (%s at once)\n' "$grade_seconds" "$jobs"
if [[ -n ${javac_seconds:-} ]]; then
    printf 'grade-all / javac alone: %.2f\n' "$(awk -v a="$grade_seconds" -v b="$javac_seconds" 'BEGIN { print a / b }')"
fi
