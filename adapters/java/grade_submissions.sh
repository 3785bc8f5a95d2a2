#!/bin/sh
# Grades every Java submission of the War assignment in a folder with
# `war grade`, and writes one Gradescope results.json per submission.
#
# Usage: sh adapters/java/grade_submissions.sh SUBMISSIONS RESULTS [FIXTURES]
#
# SUBMISSIONS holds one folder per student, with their War.java anywhere in
# it (package simulation or the default package). RESULTS gets NAME.json for
# each, and build/NAME with the compiled classes. FIXTURES is the fixtures
# folder (default: fixtures). Set WAR to the war command if it is not on PATH.
set -u
submissions=$1
results=$2
fixtures=${3:-fixtures}
war=${WAR:-war}
adapter=$(dirname "$0")/WarAdapter.java

mkdir -p "$results/build"
for submission in "$submissions"/*/; do
    name=$(basename "$submission")
    build=$results/build/$name
    rm -rf "$build" && mkdir -p "$build"
    # The submission's .java files but its tests, quoted for javac's @file.
    find "$submission" -name '*.java' ! -name '*Test.java' |
        sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/' > "$build/sources.txt"
    if javac -nowarn -d "$build" "$adapter" @"$build/sources.txt" 2> "$build/javac.txt"; then
        command="java -cp '$build' WarAdapter"
    else
        # It does not compile: every case fails, with javac's errors.
        command="cat '$build/javac.txt' >&2; exit 1"
    fi
    "$war" grade --cmd "$command" --format gradescope \
        --output "$results/$name.json" "$fixtures"
    case $? in
        0) echo "$name: every case passed" ;;
        1) echo "$name: some cases failed" ;;
        *) echo "$name: not graded, see the error above" ;;
    esac
done
