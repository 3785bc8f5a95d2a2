#!/bin/sh
# Compiles War.java with the tests and runs them with JUnit 5's console
# launcher. JUNIT names the launcher's jar; the default is where Debian's
# junit5 package installs it (apt-get install junit5).
set -eu
cd "$(dirname "$0")"
JUNIT=${JUNIT:-/usr/share/java/junit-platform-console-standalone.jar}
rm -rf build/tests
mkdir -p build/tests
javac -d build/tests -cp "$JUNIT" src/War.java test/WarTest.java
java -jar "$JUNIT" --class-path build/tests --select-class WarTest --disable-banner
