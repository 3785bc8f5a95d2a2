# Compileert War.java met de tests en draait ze met de console launcher van
# JUnit 5. JUNIT noemt de jar van de launcher; standaard staat die waar het
# pakket junit5 van Debian hem installeert (apt-get install junit5).
