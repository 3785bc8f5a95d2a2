#!/bin/sh
{{comment}}set -eu
cd "$(dirname "$0")"
JUNIT=${JUNIT:-/usr/share/java/junit-platform-console-standalone.jar}
rm -rf build/tests
mkdir -p build/tests
javac -d build/tests -cp "$JUNIT" src/War.java test/WarTest.java
java -jar "$JUNIT" --class-path build/tests --select-class WarTest --disable-banner
