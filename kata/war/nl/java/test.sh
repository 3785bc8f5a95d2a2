#!/bin/sh
# Compileert War.java met de tests en draait ze met de console launcher van
# JUnit 5. JUNIT noemt de jar van de launcher; standaard staat die waar het
# pakket junit5 van Debian hem installeert (apt-get install junit5).
set -eu
cd "$(dirname "$0")"
JUNIT=${JUNIT:-/usr/share/java/junit-platform-console-standalone.jar}
rm -rf build/tests
mkdir -p build/tests
javac -d build/tests -cp "$JUNIT" src/War.java test/WarTest.java
java -jar "$JUNIT" --class-path build/tests --select-class WarTest --disable-banner
