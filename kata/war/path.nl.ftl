# Het pad door War in het Nederlands: de titels, regels en hints van
# kata/war/path.yaml en de beschrijvingen van de fixtures die het noemt.
#
# Elke id komt van de Engelse tekst in path.yaml: `chapter-` of `step-` en
# de titel in kleine letters met streepjes (`step-an-empty-deck`, met
# `-rule` en `-hint` voor de regel en de hint), `fixture-` en de
# bestandsnaam van de fixture. `tests/locales.rs` controleert dat elke stap
# en elke fixture van het pad hier staat, en dat hier niets staat dat niet
# meer op het pad staat. De woorden zijn die van de opdracht
# (002_e1f39bd2aaf08435.txt, "Simulaties").

path-title = Oorlogje

chapter-the-end-of-a-game = Het einde van een spel
step-an-empty-deck = Een lege stapel
step-an-empty-deck-rule = Aan het begin van elke slag verliest een speler zonder kaarten, en als geen van beide spelers een kaart heeft is het gelijkspel.
step-an-empty-deck-hint = Begin met de controles aan het einde, nog zonder slag. Wat hebben de twee spelers in handen als de stapel die gedeeld moest worden leeg was?
step-one-card = Eén kaart
step-one-card-rule = De stapel wordt kaart voor kaart om en om gedeeld: de eerste kaart aan A, de tweede aan B, de derde aan A, enzovoort.
step-one-card-hint = Na het delen van één kaart heeft de ene speler een kaart en de andere geen; de controles van de eerste stap geven dan al het antwoord.

chapter-battles = Slagen
step-two-cards = Twee kaarten
step-two-cards-rule = In een slag legt elke speler zijn bovenste kaart op de aflegstapel, A eerst, en de speler met de hoogste kaart legt de aflegstapel onder zijn eigen stapel.
step-two-cards-hint = Speel één slag en laat daarna de controles opnieuw lopen voor de volgende; wie de enige slag verliest heeft geen kaart meer.
step-the-deal-s-example = Het voorbeeld van het delen
step-the-deal-s-example-rule = Slagen volgen elkaar op tot een speler aan een slag begint zonder kaarten.
step-the-deal-s-example-hint = Herhaal de controles en een slag in een lus. Speel 2 3 4 5 met de hand na zoals de opdracht dat doet: A heeft 2 4 en B heeft 3 5.

chapter-war = Oorlog
step-equal-cards-that-nobody-can-fight-for = Gelijke kaarten waarvoor niemand een oorlog kan aangaan
step-equal-cards-that-nobody-can-fight-for-rule = Gelijke kaarten beginnen een oorlog, waarvoor elke speler nog drie kaarten moet afleggen, en als geen van beide spelers nog drie kaarten heeft is het gelijkspel.
step-equal-cards-that-nobody-can-fight-for-hint = Tel wat elke speler heeft zodra de twee gelijke kaarten op de aflegstapel liggen, voordat er een oorlogskaart wordt afgelegd. In het voorbeeld van de opdracht heeft A 5 2 3 en B 5 4; na de vijven heeft A twee kaarten en B één.
step-one-player-cannot-fight = Eén speler kan geen oorlog aangaan
step-one-player-cannot-fight-rule = Als maar één speler minder dan drie kaarten heeft voor een oorlog, verliest die speler meteen.
step-one-player-cannot-fight-hint = Precies drie kaarten zijn genoeg om een oorlog aan te gaan; minder niet.
step-a-war-is-fought = Er wordt een oorlog gevochten
step-a-war-is-fought-rule = Als beide spelers de oorlog kunnen aangaan, legt A drie kaarten op de aflegstapel, dan B drie, en een nieuwe slag beslist wie de hele aflegstapel krijgt.
step-a-war-is-fought-hint = Bewaar de aflegstapel tijdens de oorlog; wie de slag daarna wint, krijgt alle tien kaarten. Volg het voorbeeld van de opdracht: A 2 8 9 10 5 4 tegen B 2 6 7 11 6 4.
step-the-last-three-cards = De laatste drie kaarten
step-the-last-three-cards-rule = Een speler met precies drie kaarten kan een oorlog aangaan door ze alle drie af te leggen, en heeft dan aan het begin van de volgende slag geen kaart meer.
step-the-last-three-cards-hint = Beëindig het spel niet terwijl de oorlogskaarten worden afgelegd; leg ze af en laat het begin van de volgende slag beslissen.
step-war-after-war = Oorlog na oorlog
step-war-after-war-rule = De slag na een oorlog kan weer gelijk zijn, en dan volgt er nog een oorlog op dezelfde aflegstapel, tot een slag gewonnen wordt of een speler te weinig kaarten heeft.
step-war-after-war-hint = Gelijke kaarten in de slag van een oorlog zijn gelijke kaarten zoals alle andere, met dezelfde controles en dezelfde drie kaarten per speler, op de aflegstapel die er al ligt.
step-the-order-of-the-pile = De volgorde van de aflegstapel
step-the-order-of-the-pile-rule = De aflegstapel gaat onder de stapel van de winnaar in de volgorde waarin hij werd gelegd: A's kaart van de slag, B's kaart van de slag, A's drie oorlogskaarten, B's drie, enzovoort.
step-the-order-of-the-pile-hint = Deze kaarten komen later weer in het spel, dus hun volgorde beslist het spel. Sorteer de aflegstapel niet en leg de kaarten van de winnaar niet vooraan.

chapter-cards-are-ints = Kaarten zijn ints
step-any-int = Elke int
step-any-int-rule = Een kaart is elke int, negatief of heel groot, en twee kaarten worden op hun waarde vergeleken.
step-any-int-hint = In Java zijn twee Integer-objecten met dezelfde waarde niet altijd ==; vergelijk int-waarden. Vergelijk in elke taal getallen, geen objecten.

chapter-the-technical-draw = Het technisch gelijkspel
step-a-thousand-battles = Duizend slagen
step-a-thousand-battles-rule = Als er 1000 slagen gespeeld zijn en niemand gewonnen heeft, is het spel technisch gelijkspel.
step-a-thousand-battles-hint = Tel de slagen en kijk aan het begin van elke slag naar de telling. Een spel kan vlak na slag 999 nog gewonnen worden.
step-every-battle-counts = Elke slag telt
step-every-battle-counts-rule = Elke slag telt mee voor de 1000, ook de slagen die een oorlog beslissen.
step-every-battle-counts-hint = Tel een slag overal waar twee kaarten elkaar ontmoeten, niet waar een ronde begint.
step-the-limit-and-the-last-battle = De grens en de laatste slag
step-the-limit-and-the-last-battle-rule = Aan het begin van een slag gaat de grens voor de lege stapels, terwijl gelijke kaarten in de 1000ste slag nog binnen die slag worden beslist.
step-the-limit-and-the-last-battle-hint = Na de 1000ste slag begint er geen slag meer, dus een lege stapel kan daar niet verliezen; maar of de spelers een oorlog kunnen aangaan hoort bij de gelijke slag zelf.

fixture-empty_deck = Met een lege stapel eindigt het spel in gelijkspel nog voor er een slag is
fixture-one_card = Een stapel van één kaart wordt gewonnen door A nog voor er een slag is
fixture-two_cards_first_higher = Twee kaarten met de hoogste eerst worden door A gewonnen in één slag
fixture-two_cards_second_higher = Twee kaarten met de hoogste als tweede worden door B gewonnen in één slag
fixture-example_deal_b_wins = Het voorbeeld van het delen, 2 3 4 5, wordt door B gewonnen na twee slagen
fixture-example_deal_swapped_a_wins = Het voorbeeld van het delen met elk gedeeld paar omgewisseld wordt door A gewonnen na twee slagen
fixture-three_hundred_cards = Een stapel van 300 kaarten waarin A elke hogere kaart heeft wordt door A gewonnen na 150 slagen
fixture-two_equal_cards = Twee gelijke kaarten beginnen een oorlog die geen van beide spelers kan aangaan: gelijkspel
fixture-war_draw = Beide spelers hebben tijdens een oorlog te weinig kaarten, dus het spel eindigt in gelijkspel
fixture-both_short_with_different_counts = Een oorlog waarin A nog twee kaarten heeft en B geen eindigt in gelijkspel, niet in winst voor A
fixture-catch_fewer_loses_when_both_short = Een oorlog die A, met één kaart, en B, zonder kaarten, allebei niet kunnen aangaan eindigt in gelijkspel, niet in verlies voor wie het eerst zonder kaarten zit
fixture-war_draw_variant_a_wins = Het voorbeeld van het gelijkspel in een oorlog, met één kaart meer voor elke speler, wordt gewonnen door A, die de oorlog net kan aangaan
fixture-war_draw_variant_b_wins = Het voorbeeld van het gelijkspel in een oorlog, nadat B een eerste slag wint, wordt gewonnen door B
fixture-example_war_b_wins = Het voorbeeld van de oorlog wordt gewonnen door B als A de tweede oorlog niet kan aangaan
fixture-example_war_swapped_a_wins = Het voorbeeld van de oorlog met elk gedeeld paar omgewisseld wordt gewonnen door A als B de tweede oorlog niet kan aangaan
fixture-battle_war_battle_three_wars = Slagen en oorlogen wisselen elkaar drie keer af voordat B geen kaarten meer heeft
fixture-exactly_three_cards_at_war_a = A heeft bij een oorlog precies drie kaarten, legt ze af en verliest bij de volgende slag
fixture-exactly_three_cards_at_war_b = B heeft bij een oorlog precies drie kaarten, legt ze af en verliest bij de volgende slag
fixture-both_exactly_three_cards_at_war = Beide spelers hebben bij een oorlog precies drie kaarten, leggen ze af, en het spel eindigt in gelijkspel bij de volgende slag
fixture-war_a_wins_b_runs_out = A wint een dubbele oorlog omdat B geen kaarten meer heeft voor de tweede oorlog
fixture-war_b_wins_a_runs_out = B wint een dubbele oorlog omdat A geen kaarten meer heeft voor de tweede oorlog
fixture-draw_in_double_war = Een oorlog die uitloopt op een tweede oorlog die geen van beide spelers kan aangaan, eindigt in gelijkspel
fixture-catch_war_cards_interleaved = Oorlogskaarten die gelegd zijn als A's drie en dan B's drie komen in die volgorde terug en eindigen het spel twee oorlogen later in gelijkspel
fixture-large_equal_values_start_a_war = Twee gelijke kaarten met de waarde 1000 beginnen een oorlog
fixture-integer_cache_boundaries = Twee keer 128 en twee keer -129 leiden elk tot een oorlog, en 127 wint van -128
fixture-int_extremes = Twee keer de kleinste en twee keer de grootste int leiden elk tot een oorlog, en de grootste int wint van de kleinste
fixture-catch_java_integer_stall = Twee keer 300 ontmoeten elkaar als B geen kaart meer heeft voor de oorlog, en A wint
fixture-technical_draw = Een stapel die elke vier slagen terugkeert naar hoe hij gedeeld was, is technisch gelijkspel na 1000 slagen
fixture-won_after_battle_999 = A verliest zijn laatste kaart in slag 999 en B wint aan het begin van slag 1000
fixture-catch_limit_one_late = Gelijke kaarten waarvoor A geen oorlog zou kunnen aangaan, zouden pas in slag 1001 komen, na het technisch gelijkspel
fixture-catch_limit_counts_rounds = De slag die een oorlog beslist telt mee voor de 1000, dus gelijke kaarten in slag 1001 komen na het technisch gelijkspel
fixture-deck_emptied_by_battle_1000 = Een stapel die in slag 1000 leeg raakt is technisch gelijkspel, geen verlies
fixture-exactly_three_cards_at_war_on_battle_1000 = B legt zijn laatste drie kaarten af in een oorlog in slag 1000 en het spel is technisch gelijkspel
fixture-short_for_war_on_battle_1000 = Gelijke kaarten in slag 1000 waarvoor A geen oorlog kan aangaan, kosten A het spel
