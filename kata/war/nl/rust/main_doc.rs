//! Jouw `find_winner` op het regelprotocol van war-kata, voor `war learn`
//! en `war grade`: leest stapels van standaardinvoer, één per regel (de
//! waarden van de kaarten gescheiden door spaties, bovenste kaart eerst;
//! een lege regel is een lege stapel), en beantwoordt elke stapel met 1, 0
//! of -1 op een eigen regel.
