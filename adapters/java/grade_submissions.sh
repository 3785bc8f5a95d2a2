#!/bin/sh
# Grades a folder of submissions with `war grade-all`, for teachers who used
# this script before `war grade-all` existed. Java and Python alike: see
# "Grading a whole class" in README.md.
#
# Usage: sh adapters/java/grade_submissions.sh SUBMISSIONS RESULTS [OPTIONS...]
#
# RESULTS gets summary.csv, summary.json and NAME.json for each submission;
# OPTIONS go to war grade-all (--timeout 10, --strict, --fixtures DIR, ...).
# Set WAR to the war command if it is not on PATH. The exit code is war's:
# 0 when every submission has its row, 2 for a set-up error.
set -u
if [ $# -lt 2 ]; then
    echo "usage: sh grade_submissions.sh SUBMISSIONS RESULTS [war grade-all options]" >&2
    exit 2
fi
submissions=$1
results=$2
shift 2
# The names are passed as arguments, never built into a command line.
exec "${WAR:-war}" grade-all "$@" --out "$results" -- "$submissions"
