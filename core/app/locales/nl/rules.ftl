### The rules pages: variant names, rule sentences, table cells, the variant pages and the custom rules page.

rules-variant-name-international-draughts = Internationaal dammen
rules-variant-name-english-draughts = Engels dammen
rules-variant-name-russian-draughts = Russisch dammen
rules-variant-name-brazilian-draughts = Braziliaans dammen
rules-variant-name-spanish-draughts = Spaans dammen
rules-variant-name-italian-draughts = Italiaans dammen
rules-variant-name-czech-draughts = Tsjechisch dammen
rules-variant-short-name-international = Internationaal
rules-variant-short-name-english = Engels
rules-variant-short-name-russian = Russisch
rules-variant-short-name-brazilian = Braziliaans
rules-variant-short-name-spanish = Spaans
rules-variant-short-name-italian = Italiaans
rules-variant-short-name-czech = Tsjechisch
rules-variant-tagline-10-10-championship = Het 10×10-spel van de kampioenschappen: vliegende dammen, en je moet de meeste stukken slaan.
rules-variant-tagline-checkers-men-capture = Checkers: schijven slaan alleen vooruit, dammen zetten één veld, Zwart begint.
rules-variant-tagline-any-capture-you = Vrije keuze bij het slaan, vliegende dammen, en een schijf die midden in een slag dam wordt, slaat als dam door.
rules-variant-tagline-international-rules-8 = De internationale regels op een 8×8-bord.
rules-variant-tagline-flying-kings-take = Vliegende dammen; sla de meeste stukken, en dan de meeste dammen.
rules-variant-tagline-men-may-never = Schijven mogen nooit een dam slaan, en strenge regels over welke slag voorgaat.
rules-variant-tagline-flying-kings-when = Vliegende dammen, en als een dam kan slaan, moet een dam slaan.
rules-variants-where-and = {" "}en{" "}
rules-side-name-white = Wit
rules-side-name-black = Zwart
rules-yes-no-yes = Ja
rules-yes-no-no = Nee
rules-first-cell-white = Wit
rules-first-cell-black = Zwart
rules-kings-cell-flying = Vliegend
rules-kings-cell-one-square = Eén veld
rules-precedence-cell-capture-optional = Slaan niet verplicht
rules-precedence-cell-free-choice = Vrije keuze
rules-precedence-cell-most-pieces = Meeste stukken
rules-precedence-cell-most-pieces-then = Meeste stukken, dan meeste dammen
rules-precedence-cell-pieces-capturing-king = Stukken, slaande dam, geslagen dammen, vroegste dam
rules-precedence-cell-king-first = Dam eerst
rules-promotion-cell-king-keeps-capturing = Dam, slaat door
rules-promotion-cell-king-only-if = Alleen dam als hij daar stopt
rules-promotion-cell-king-move-ends = Dam, zet eindigt
rules-draw-cell-king-moves = { $king_moves } damzetten
rules-draw-cell-15-or-25 = 15 of 25 damzetten (regels 2022)
rules-draw-cell-15-king-moves = 15 damzetten
rules-draw-cell-moves-without-progress = { $moves } zetten zonder voortgang
rules-comparison-table-rule = Regel
rules-comparison-table-board = Bord
rules-comparison-table-men-per-side = Schijven per speler
rules-comparison-table-moves-first = Begint
rules-comparison-table-compulsory-capture = Slaan verplicht
rules-comparison-table-capture-priority = Slagvoorrang
rules-comparison-table-men-capture-backwards = Schijven slaan achteruit
rules-comparison-table-men-may-take = Schijven mogen dammen slaan
rules-comparison-table-kings = Dammen
rules-comparison-table-promotion-during-capture = Dam halen tijdens slag
rules-comparison-table-draw-by-repetition = Remise door herhaling
rules-comparison-table-times = { $repetition } keer
rules-comparison-table-no-progress-draw = Remise zonder voortgang
rules-rule-sentences-each-players-bottom = elke speler heeft linksonder een donker veld
rules-rule-sentences-each-players-bottom-2 = elke speler heeft linksonder een licht veld: het bord is een kwartslag gedraaid ten opzichte van het internationale
rules-rule-sentences-board-dark-squares = Bord van **{ $side }×{ $side }**, met { $squares } donkere speelvelden; { $corner }.
rules-rule-sentences-men-side-set = **{ $men } schijven** per speler, opgesteld op de { $rows } rijen aan de eigen kant.
rules-rule-sentences-makes-first-move = **{ $first }** doet de eerste zet.
rules-rule-sentences-man-moves-one = Een schijf zet één stap schuin, alleen vooruit, naar een leeg veld.
rules-rule-sentences-men-capture-both = Schijven slaan **zowel vooruit als achteruit**.
rules-rule-sentences-men-capture-forwards = Schijven slaan **alleen vooruit**.
rules-rule-sentences-man-may-not = Een schijf **mag geen dam slaan**: alleen een dam kan een dam slaan.
rules-rule-sentences-capturing-compulsory-whenever = Slaan is **verplicht**: als je kunt slaan, moet je slaan.
rules-rule-sentences-capturing-optional-under = Slaan is met deze regels **niet verplicht**: je mag ook een andere zet doen.
rules-rule-sentences-among-several-possible = Zijn er meerdere slagen mogelijk, dan **mag je zelf kiezen**, ook de kleinste.
rules-rule-sentences-majority-capture-you = **Meerslag gaat voor**: je moet de slag spelen die de meeste stukken slaat, waarbij een dam als één stuk telt; bij gelijke slagen kies je zelf.
rules-rule-sentences-majority-capture-first = **Meerslag gaat voor**: eerst de meeste stukken, dan bij een gelijk aantal de meeste dammen; verder kies je zelf.
rules-rule-sentences-capture-priorities-order = Slagvoorrang, in volgorde: de meeste stukken; dan slaan met een dam in plaats van met een schijf; dan de meeste geslagen dammen; dan de slag die het vroegst een dam tegenkomt; verder kies je zelf.
rules-rule-sentences-if-king-can = **Als een dam kan slaan, moet een dam slaan**; anders kies je zelf welke slag je speelt.
rules-rule-sentences-multi-capture-cannot = Een meerslag mag je niet afbreken: hetzelfde stuk blijft springen **zolang het kan slaan**.
rules-rule-sentences-jumped-pieces-are = Geslagen stukken worden pas **na afloop van de meerslag** weggenomen: tot dan blokkeren ze de weg en mag er geen tweede keer overheen worden gesprongen (de Turkse slag).
rules-rule-sentences-each-jumped-piece = Elk geslagen stuk wordt **meteen** weggenomen: een dam mag daarna over dat veld gaan.
rules-rule-sentences-kings-fly-they = Dammen **vliegen**: ze gaan over elke open diagonaal, slaan op afstand en landen op elk leeg veld achter het geslagen stuk, maar wel op een veld vanwaar de meerslag verder kan, als zo’n veld er is.
rules-rule-sentences-kings-move-one = Dammen zetten maar **één stap**, maar wel in alle vier de richtingen, en slaan zoals een schijf, vooruit of achteruit.
rules-rule-sentences-man-whose-move = Een schijf waarvan de zet op de laatste rij eindigt, wordt **dam**.
rules-rule-sentences-man-that-reaches = Een schijf die **tijdens een meerslag** de laatste rij bereikt, wordt meteen dam en **slaat als dam door** als hij nog kan slaan.
rules-rule-sentences-man-that-only = Een schijf die tijdens een meerslag de laatste rij alleen **passeert**, **wordt geen dam**: hij slaat als schijf door.
rules-rule-sentences-man-that-reaches-2 = Een schijf die al slaand de laatste rij bereikt, wordt dam, en **zijn zet eindigt daar**, ook als de nieuwe dam nog meer zou kunnen slaan.
rules-rule-sentences-notation-dark-squares = Notatie: de donkere velden zijn genummerd van 1 tot en met { $squares }, te beginnen linksboven vanuit Wit gezien; een streepje voor een zet, „{ $sep }” voor een slag.
rules-rule-sentences-notation-squares-are = Notatie: de velden zijn genummerd van 1 tot en met { $squares }, te beginnen bij a8, linksboven vanuit Wit gezien; een streepje voor een zet, „{ $sep }” voor een slag.
rules-rule-sentences-notation-squares-are-2 = Notatie: de velden zijn genummerd van 1 tot en met { $squares }, te beginnen in de hoek rechtsonder van Wit, van rechts naar links en van onder naar boven; een streepje voor een zet, „{ $sep }” voor een slag.
rules-rule-sentences-notation-each-square = Notatie: elk veld heeft een letter en een cijfer, van a1 (linksonder bij Wit) tot { $last_square }; een zet noteer je als c3-d4, een slag als c3{ $sep }e5.
rules-rule-sentences-player-with-no = Wie aan zet is en geen stukken of geen geldige zet meer heeft, **verliest**.
rules-rule-sentences-draw-when-same = Remise als dezelfde stand voor de **{ $n } keer** voorkomt, met dezelfde speler aan zet.
rules-draw-sentences-draw-after-moves = Remise na **{ $moves } zetten van elke speler** zonder slag en zonder schijfzet.
rules-draw-sentences-draw-after-moves-2 = Remise na **{ $king_moves } zetten van elke speler** waarin alleen dammen zijn verzet en niets is geslagen.
rules-draw-sentences-against-lone-king = Tegen een alleenstaande dam moet een speler met drie stukken, waaronder een dam, binnen **{ $three_pieces } zetten** per speler winnen; met twee stukken of minder binnen **{ $two_pieces } zetten**.
rules-draw-sentences-three-or-more = Drie of meer dammen tegen een alleenstaande dam: de alleenstaande dam moet uiterlijk bij de **15e zet** van de sterkere partij geslagen zijn; houdt de alleenstaande dam de lange diagonaal a1-h8 bezet, dan krijgen drie stukken maar **5 zetten**.
rules-draw-sentences-kings-both-sides = Dammen aan beide kanten, zonder slag en zonder promotie: remise na **5, 30 of 60 zetten** per speler met 2-3, 4-5 of 6-7 stukken op het bord.
rules-draw-sentences-only-kings-move = Alleen dammen worden verzet en er wordt niets geslagen: remise na **15 zetten** per speler met 4-5 stukken, **25** met 6-7. Met 8 stukken of meer geldt geen van beide tellingen.
rules-draw-sentences-draw-after-15 = Remise na **15 zetten** van elke speler waarin alleen dammen zijn verzet en niets is geslagen.
rules-draw-sentences-three-or-more-2 = Drie of meer dammen tegen een alleenstaande dam: remise, tenzij de sterkere partij die dam uiterlijk bij haar **15e zet** heeft geslagen; drie stukken tegen een alleenstaande dam op de lange diagonaal, of twee stukken of minder tegen een dam: **5 zetten**.
rules-draw-sentences-kings-both-sides-2 = Dammen aan beide kanten, zonder slag en zonder promotie: remise na **30 zetten** met 4-5 stukken, **60** met 6-7.
rules-custom-rules-page-rules = Regels: { $variant_name }
rules-custom-rules-page-custom-rules = Eigen regels
rules-custom-rules-page-start = De beginstand
rules-custom-rules-page-rules-action = De regels in de praktijk
rules-custom-rules-page-all-rules = Alle regels
rules-knob-rows-yes = ja
rules-knob-rows-no = nee
rules-knob-rows-a1-playing-square = a1 is een speelveld
rules-knob-rows-rows-men = Rijen schijven
rules-knob-rows-removal-captured-pieces = Wegnemen van geslagen stukken
rules-knob-rows-when-multi-capture = na afloop van de meerslag
rules-knob-rows-at-once = meteen
rules-knob-rows-notation = Notatie
rules-knob-rows-numbers-from-top = nummers vanaf linksboven
rules-knob-rows-italian-numbers-from = Italiaanse nummering (vanaf a8)
rules-knob-rows-spanish-numbers-from = Spaanse nummering (vanaf h1)
rules-knob-rows-coordinates-a1-h8 = coördinaten a1-h8
rules-knob-rows-capture-sign = Slagteken
rules-knob-table-these-rules = Deze regels
rules-differences-instead = { $label }: **{ $mine }** (in plaats van { $theirs })
rules-start-diagram-start-men-side = De beginstand: { $men_per_side } schijven per speler op een { $board_cell }-bord. Eerste zet: { $first }.
rules-backward-capture-demo-men-capture-backwards = Schijven slaan ook achteruit: { $mv } is toegestaan.
rules-backward-capture-demo-men-capture-forwards = Schijven slaan alleen vooruit: { $mv } is niet toegestaan.
rules-flying-king-demo-kings-fly-king = Dammen vliegen: de dam slaat { $e5 } op afstand, { $mv }.
rules-flying-king-demo-kings-take-one = Dammen zetten één stap per keer: { $mv } kan niet; de dam kan bijvoorbeeld { $step } spelen.
rules-precedence-demo-majority-capture-takes = Meerslag gaat voor: { $big } slaat twee stukken, dus { $small }, die er maar één slaat, is niet toegestaan.
rules-precedence-demo-no-majority-rule = Geen meerslagregel: { $big } (twee stukken) en { $small } (één stuk) zijn allebei toegestaan.
rules-king-first-demo-when-king-can = Als een dam kan slaan, moet de dam slaan: { $by_king }, niet { $by_man }.
rules-king-first-demo-either-king-or = Zowel de dam als de schijf mag slaan: { $by_king } of { $by_man }.
rules-men-take-kings-demo-man-may-take = Een schijf mag een dam slaan: { $mv }.
rules-men-take-kings-demo-man-may-not = Een schijf mag geen dam slaan: { $mv } is niet toegestaan.
rules-promotion-demo-man-crowned-goes = De schijf wordt dam op { $dd } en slaat meteen als dam door: { $on }.
rules-promotion-demo-man-passes-through = De schijf komt over { $dd }, maar moet als schijf doorspringen (een slag achteruit): { $on }. Hij eindigt op { $b } en wordt geen dam.
rules-promotion-demo-man-cannot-capture = De schijf kan niet achteruit slaan: zijn slag eindigt op { $dd }, waar hij dam wordt ({ $stop }).
rules-promotion-demo-man-crowned-its = De schijf wordt dam op { $dd } en zijn zet eindigt daar: { $stop }.
rules-compulsory-demo-capturing-compulsory-must = Slaan is verplicht: { $take } moet worden gespeeld, en { $quiet } is niet toegestaan.
rules-compulsory-demo-capturing-optional-or = Slaan is niet verplicht: { $take } of { $quiet }, wat je wilt.
rules-international-game-world-federation = Het spel van de wereldbond (FMJD) en zijn kampioenschappen: 20 schijven per speler op een groot 10×10-bord. Alle regels gelden volledig: schijven slaan in beide richtingen, dammen vliegen, en je moet altijd zoveel mogelijk stukken slaan.
rules-international-king-counts-as = Een dam telt als één stuk
rules-international-majority-capture-counts = De meerslagregel telt stukken, niet hun waarde: twee schijven gaan voor één dam.
rules-international-32x21-would-take = 32x21 zou de dam op 27 slaan, maar 32x12 slaat twee schijven: dat is de enige toegestane slag.
rules-international-turkish-strike = De Turkse slag
rules-international-during-multi-capture = Tijdens een meerslag blijven de al geslagen stukken op het bord staan. Er mag geen tweede keer overheen worden gesprongen, en ze staan nog steeds in de weg van een dam die erlangs wil.
rules-international-king-takes-28 = De dam slaat 28, 29, 39 en 38 en komt terug richting 32. Daarna kan hij niet doorvliegen naar 19: de schijf op 28, al geslagen, staat er nog en blokkeert de weg.
rules-international-passing-through-far = De laatste rij passeren
rules-international-man-touches-far = De schijf raakt de laatste rij op 2, maar springt door om 7 te slaan: hij eindigt op 11, nog steeds als schijf.
rules-english-checkers-english-speaking = De *checkers* van de Engelstalige wereld, op een 8×8-bord. Het is de eenvoudigste variant: schijven slaan alleen vooruit, dammen zetten één veld, en je mag elke slag kiezen. Hier begint Zwart.
rules-english-at-start-black = Bij het begin doet Zwart (bovenaan) de eerste zet.
rules-english-no-backward-captures = Schijven slaan niet achteruit
rules-english-man-18-takes = De schijf op 18 slaat 14 vooruit (18x9); 22 kan hij niet slaan, want die staat achter hem.
rules-english-promotion-ends-move = Dam halen beëindigt de zet
rules-english-taking-7-man = Na het slaan van 7 landt de schijf op 2 en wordt dam. De zet stopt daar: de nieuwe dam slaat 6 niet meer.
rules-russian-8-8-game = Het 8×8-spel van Rusland en Oost-Europa. Wat het onderscheidt: je hoeft niet de meeste stukken te slaan, dus je speelt de slag die je wilt; en een schijf die midden in een meerslag dam wordt, slaat meteen door als vliegende dam.
rules-russian-free-choice-capture = Vrije keuze bij het slaan
rules-russian-c3-a5-takes = c3:a5 slaat één schijf en c3:g7 slaat er twee: bij Russisch dammen zijn beide toegestaan.
rules-russian-crowned-mid-capture = Dam midden in een slag
rules-russian-man-jumps-e7 = De schijf springt over e7 en landt op d8: hij is nu dam, en als vliegende dam slaat hij b6 op afstand en eindigt op a5.
rules-russian-moves-are-written = Zetten worden genoteerd met coördinaten: c3-d4 voor een gewone zet, en een dubbele punt voor een slag, d4:f6.
rules-brazilian-international-rules-brought = De internationale regels teruggebracht tot een 8×8-bord, met 12 schijven per speler: achteruit slaan, vliegende dammen, meerslag gaat voor, en alleen dam aan het einde van een zet.
rules-brazilian-majority-capture-8 = Meerslag gaat voor op 8×8
rules-brazilian-same-position-as = Dezelfde stand als bij Russisch dammen, maar hier is alleen c3xg7 toegestaan, die twee schijven slaat.
rules-brazilian-man-touches-d8 = De schijf raakt d8 bij het slaan van e7, slaat dan c7 achteruit en eindigt op b6: hij blijft een schijf.
rules-spanish-traditional-game-spain = Het traditionele spel van Spanje en Portugal. Het 8×8-bord ligt gedraaid: de lange diagonaal begint in de hoek rechtsonder van elke speler. Schijven slaan alleen vooruit, dammen vliegen, en bij gelijke slagen gaat de slag voor die de meeste dammen slaat.
rules-spanish-numbers-run-from = De nummers lopen van 1 tot en met 32, te beginnen in de hoek rechtsonder van Wit, van rechts naar links geteld en rij voor rij omhoog: Wit begint op de velden 1 tot en met 12.
rules-spanish-equal-counts-kings = Gelijk aantal: dammen eerst
rules-spanish-both-multi-captures = Beide meerslagen slaan twee stukken, maar 10x26 slaat de dam op 21, dus alleen die is toegestaan.
rules-italian-italian-federations-game = Het spel van de Italiaanse bond, ook op een gedraaid 8×8-bord. Dammen zetten één stap; schijven slaan alleen vooruit en **mogen nooit een dam slaan**. Zijn er meerdere slagen mogelijk, dan bepaalt een rangorde van voorrangsregels welke gespeeld moet worden.
rules-italian-numbers-run-from = De nummers lopen van 1 tot en met 32, te beginnen bij a8, de hoek linksboven vanuit Wit gezien; Wit begint op de velden 21 tot en met 32.
rules-italian-man-does-not = Een schijf slaat geen dam
rules-italian-man-22-may = De schijf op 22 mag de schijf op 19 slaan, maar niet de dam op 18.
rules-italian-capturing-with-king = Slaan met de dam
rules-italian-each-capture-takes = Elke slag slaat één schijf; bij een gelijk aantal moet de dam slaan: 27x20.
rules-czech-czech-federations-variant = De variant van de Tsjechische bond, op 8×8: vliegende dammen, schijven die alleen vooruit slaan, en geen meerslagregel. De eigen regel: **als een dam kan slaan, moet een dam slaan**.
rules-czech-man-c3-could = De schijf op c3 zou twee stukken kunnen slaan, maar de dam op h8 kan slaan, dus moet de dam slaan: h8xe5.
rules-variant-in-text = { $variant ->
    [english] Engels dammen
    [russian] Russisch dammen
    [brazilian] Braziliaans dammen
    [spanish] Spaans dammen
    [italian] Italiaans dammen
    [czech] Tsjechisch dammen
   *[international] Internationaal dammen
 }
rules-variant-adjective = { $variant ->
    [english] Engels
    [russian] Russisch
    [brazilian] Braziliaans
    [spanish] Spaans
    [italian] Italiaans
    [czech] Tsjechisch
   *[international] Internationaal
 }
# Dutch ordinals take -e after every number (1e, 2e, 3e, 4e).
rules-ordinal = { $n ->
    [1] { $n }e
    [2] { $n }e
    [3] { $n }e
   *[other] { $n }e
 }
rules-custom-exactly = Dit zijn precies de regels van het { $base }.
rules-custom-changes = Deze regels gaan uit van het { $base }, met deze wijzigingen:
