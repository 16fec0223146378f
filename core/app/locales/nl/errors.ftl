### The errors a player may see: moves, game actions, positions (FEN), saves and the PDN export.

errors-move-syntax = geen zet: `{ $text }` ({ $why })
errors-move-illegal = hier niet toegestaan: `{ $text }` ({ $why })
errors-move-ambiguous = dubbelzinnig: `{ $text }` is een van { $candidates }
# Why a text is not a move, put into errors-move-syntax.
errors-move-why-empty = leeg
errors-move-why-mixed-separators = `-` en een slagteken door elkaar gebruikt
errors-move-why-no-squares = verwacht velden, zoals 32-28, 19x30 of c3-d4
errors-move-why-too-few-squares = een zet heeft minstens twee velden nodig
errors-move-why-intermediate-not-capture = alleen bij een slag mogen tussenvelden staan
errors-move-why-missing-square = er ontbreekt een veld
errors-move-why-not-a-square = `{ $text }` is geen veld
errors-move-why-not-a-playing-square = `{ $text }` is geen speelveld van dit bord
# Why a move is not legal here, put into errors-move-illegal.
errors-move-why-square-empty = veld { $square } is leeg
errors-move-why-not-yours = het stuk op { $square } is niet van jou
errors-move-why-must-capture = slaan is verplicht, en { $count ->
    [one] het stuk op { $capturers } moet slaan
   *[other] een van de stukken op { $capturers } moet slaan
 }
errors-move-why-cannot-move = het stuk op { $square } kan geen zet doen
errors-move-why-legal-from = { $count ->
    [one] de enige toegestane zet vanaf { $square } is { $moves }
   *[other] toegestane zetten vanaf { $square }: { $moves }
 }
errors-move-why-not-a-legal-capture = de sprongen vormen samen geen geldige slag
errors-move-why-not-legal-here = geen geldige zet in deze stand
errors-move-why-list-or = {" of "}
# $outcome: `white`, `black` or `draw`.
errors-game-over = de partij is afgelopen: { $outcome ->
    [white] Wit wint
    [black] Zwart wint
   *[draw] remise
 }
errors-game-no-draw-offer = er is geen remiseaanbod om op te antwoorden
errors-game-own-draw-offer = { $side } kan niet op het eigen remiseaanbod antwoorden
errors-action-no-person = in deze partij speelt geen mens
errors-action-bot-to-move = de computer is aan zet
errors-action-no-takeback = er wacht geen verzoek tot terugnemen op antwoord
errors-action-offer-pending = er wacht al een remiseaanbod op antwoord
# $plies: the number of plies asked for.
errors-action-past-the-end = zet { $plies } ligt voorbij het einde van de zettenlijst
errors-setup-twice = op veld { $square } staan twee stukken
errors-setup-too-many = { $side } heeft { $count } stukken; met deze regels passen er hoogstens { $max }
errors-setup-man-on-promotion-row = een schijf van { $side } staat op veld { $square }, op de rij waar hij dam wordt: hij zou al dam zijn
errors-fen-empty = FEN is leeg
errors-fen-turn = FEN kolom { $col }: de beurt moet `W`, `B` of `?` zijn, gevonden: `{ $found }`
errors-fen-section = FEN kolom { $col }: een sectie moet met `W` of `B` beginnen, gevonden: `{ $found }`
errors-fen-empty-section = FEN kolom { $col }: lege sectie: een lijst stukken moet met zijn kleur beginnen, `W` of `B` (`W:W31-50:B1-20`)
errors-fen-missing-square = FEN kolom { $col }: er ontbreekt een veld (twee komma’s, of een komma aan het begin of einde van de lijst)
errors-fen-section-twice = FEN kolom { $col }: de stukken van { $side } staan er twee keer in
errors-fen-bad-square = FEN kolom { $col }: `{ $text }` is geen veld
errors-fen-out-of-range = FEN kolom { $col }: veld `{ $text }` ligt niet op dit bord (1-{ $max }, of de coördinaat van een speelveld)
errors-fen-bad-range = FEN kolom { $col }: bereik `{ $text }` is leeg of omgekeerd
errors-fen-garbage = FEN kolom { $col }: onverwachte tekst `{ $text }`
errors-fen-illegal = FEN: { $why }
errors-save-not-json = het opslagbestand is geen geldige JSON (afgebroken of beschadigd): { $why }
errors-save-format = geen opgeslagen dampartij (formaat `{ $why }`)
errors-save-future-version = het opslagbestand heeft versie { $found }, nieuwer dan deze app begrijpt ({ $supported }); werk de app bij
errors-save-invalid = het opslagbestand is beschadigd: { $why }
errors-save-checksum = het opslagbestand is gewijzigd of beschadigd (controlesom klopt niet)
errors-save-rules = de regels in het opslagbestand zijn ongeldig: { $why }
errors-save-start = de beginstand in het opslagbestand is ongeldig: { $why }
errors-save-player = de speler in het opslagbestand is ongeldig: { $why }
errors-save-replay = zet { $ply } `{ $text }` uit het opslagbestand laat zich niet naspelen: { $why }
errors-pdn-context-date = datum `{ $date }`: verwacht een ISO 8601-datum, zoals 2026-12-01
errors-pdn-at = partij { $game }, regel { $line }: { $what }
errors-pdn-unknown-game-type = onbekend GameType `{ $text }` (ondersteund: 20 internationaal, 21 Engels, 22 Italiaans, 24 Spaans, 25 Russisch, 26 Braziliaans, 29 Tsjechisch)
errors-pdn-bad-tag = onleesbare tag: { $text }
errors-pdn-bad-rules = onleesbare Rules-tag: { $text }
errors-pdn-bad-fen = onleesbare FEN-tag: { $text }
errors-pdn-move = zet { $number }: { $why }
errors-pdn-after-end = zet { $number } `{ $text }`: de partij is al afgelopen ({ $result })
errors-pdn-unexpected = onverwachte tekst `{ $text }`
errors-pdn-unterminated = { $what ->
    [comment] commentaar `{"{"}` wordt nooit gesloten
    [variation] variant `(` wordt nooit gesloten
   *[tag] waarde van een tag wordt nooit gesloten
 }
errors-pdn-unfinished-capture = zet { $number }: een slag die sprong voor sprong is genoteerd, stopt midden in een zet: `{ $text }`
errors-pdn-strict = { $warning } (geweigerd bij strikt lezen)
errors-pdn-io = kan niet lezen: { $why }
errors-pdn-latin1 = geen UTF-8: de regel is als Latin-1 gelezen
errors-pdn-move-number = zetnummer `{ $found }` klopt niet bij de zet: het is zet { $expected }
errors-pdn-played-on = zet { $number }: de partij gaat door nadat ze bij halve zet { $ply } was beëindigd ({ $ended }); nagespeeld zoals genoteerd
errors-pdn-unknown-move = zet { $number }: onbekende zet `{ $text }`: de partij blijft bewaard tot hier ({ $plies } { $plies ->
    [one] halve zet
   *[other] halve zetten
 })
errors-pdn-stray-close = `)` sluit geen variant: genegeerd
errors-pdn-no-terminator = de partij heeft geen afsluiting (`*` of een uitslag)
errors-pdn-inferred-variant = geen GameType-tag: gelezen als { $variant }, het spel waar de velden en de notatie op wijzen en waarin elke zet geldig is
errors-pdn-ambiguous-capture = zet { $number }: `{ $text }` past bij slagen die verschillende stukken nemen; gelezen als `{ $chosen }`, de enige waarna de partij geldig verdergaat
errors-pdn-man-read-as-king = FEN: de schijf op veld { $square } staat al op de rij waar hij dam wordt: gelezen als dam
errors-pdn-empty-fen = de FEN-tag plaatst geen stukken: de partij begint bij de beginstand
errors-pdn-result-mismatch = de zetten eindigen met `{ $terminator }` maar de Result-tag zegt `{ $tag }`: de tag blijft gelden
errors-pdn-lone-dot = een losse `.` tussen de zetten: genegeerd
errors-rules-start-rows = { $rows } rijen schijven passen niet op een bord van { $side }×{ $side } (1 tot { $max } rijen)
errors-rules-numbering = { $numbering ->
    [italian] de Italiaanse nummering vraagt een bord van { $side }×{ $side } waarvan hoekveld a1 licht is
    [spanish] de Spaanse nummering vraagt een bord van { $side }×{ $side } waarvan hoekveld a1 licht is
   *[other] nummeren vanaf linksboven vraagt een bord van { $side }×{ $side } waarvan hoekveld a1 donker is, een speelveld
 }
errors-rules-separator = `{ $separator }` kan de velden van een slag niet scheiden: gebruik `x` of `:`
errors-rules-repetition = een herhaalde stand kan remise geven bij zijn 2e tot 9e keer, niet bij keer { $count }
errors-rules-draw = { $rule ->
    [no-progress] remise zonder vooruitgang vraagt minstens 1 zet
    [fmjd] elke teller van de FMJD-remiseregel vraagt minstens 1 zet
   *[board] de Russische en FMJD-64-remiseregels zijn gemaakt voor het 8×8-bord
 }
errors-rules-precedence-without-compulsion = de slagvoorrang „{ $precedence }” vraagt slagplicht: als slaan vrij is, kan een speler hem altijd ontlopen
errors-clock-empty = verwacht BASIS+INC, zoals 5, 3+2 of 1:30+5
errors-clock-base = basistijd { $text }: verwacht minuten (5) of minuten:seconden (1:30)
errors-clock-extra = toeslag { $text }: verwacht hele seconden, zoals 2
errors-clock-zero-base = de basistijd moet groter zijn dan nul
errors-clock-base-too-long = de basistijd mag hoogstens 600 minuten zijn
errors-clock-extra-too-long = de toeslag mag hoogstens 600 seconden zijn
errors-clock-no-kind = een klok zonder soort heeft geen tijden
