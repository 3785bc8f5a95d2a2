# Compiles War.java with the tests and runs them with JUnit 5's console
# launcher. JUNIT names the launcher's jar; the default is where Debian's
# junit5 package installs it (apt-get install junit5).
