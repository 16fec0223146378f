# De puzzeltrainer en `draughts puzzles`. $side is `white` of `black`;
# $move, $reply, $moves en $line zijn zetten in notatie.

puzzles-prompt = { $side ->
    [white] Wit
   *[black] Zwart
 } speelt en wint.
puzzles-none = Er zijn geen puzzels voor deze variant.
puzzles-right = Goed: { $move }.
puzzles-reply = { $side ->
    [white] Wit
   *[black] Zwart
 } antwoordt { $moves }.
# $change heeft een teken, zoals +12 of -8.
puzzles-solved = Opgelost! Je puzzelrating is { $rating } ({ $change }).
puzzles-also-wins = { $move } wint ook: opgelost. De puzzel is gemarkeerd voor controle.
puzzles-wrong = { $move } wint niet. Probeer opnieuw, of toon de oplossing.
puzzles-wrong-refuted = { $move } wint niet: { $side ->
    [white] wit
   *[black] zwart
 } antwoordt { $reply }. Probeer opnieuw, of toon de oplossing.
puzzles-hint = Tip: speel met de schijf op { $square }.
puzzles-solution = Oplossing: { $line }.
puzzles-rating = Puzzelrating { $rating }
puzzles-rating-provisional = Puzzelrating { $rating } (voorlopig)
puzzles-streak = { $n ->
    [one] Reeks: { $n } puzzel
   *[other] Reeks: { $n } puzzels
 }

## Thema's: het motief dat een oplossing laat zien.

puzzles-theme-shot = Slagzet
puzzles-theme-sacrifice = Offer
puzzles-theme-multi-capture = Meerslag
puzzles-theme-breakthrough = Doorbraak
puzzles-theme-king-capture = Damvangst
puzzles-theme-send-to-king = Naar dam sturen
puzzles-theme-promotion-in-capture = Dam tijdens de slag
puzzles-theme-endgame = Eindspel
puzzles-theme-opposition = Oppositie
puzzles-theme-database = Eindspeldatabank
puzzles-theme-blockade = Opsluiting
puzzles-theme-capture-choice = De juiste slag
puzzles-theme-quiet-move = Stille zet

# De voortgang van een thema: $theme de naam, $solved van $tried puzzels in één keer opgelost.
puzzles-theme-progress = { $theme }: { $solved } van { $tried } in één keer opgelost

## Een bewaard puzzelverslag dat niet te lezen is.

puzzles-error-invalid = het puzzelverslag is beschadigd: { $why }
puzzles-error-format = geen puzzelverslag (formaat `{ $why }`)
puzzles-error-future-version = het puzzelverslag heeft versie { $found }, nieuwer dan deze app begrijpt ({ $supported }); werk de app bij

## `draughts puzzles`: de lijst, en `draughts puzzles verify`.

# $n: het nummer van de puzzel in de lijst; $rating: de rating ervan.
puzzles-cli-heading = Puzzel { $n } · rating { $rating } · { $side ->
    [white] wit
   *[black] zwart
 } aan zet
puzzles-cli-solution = Oplossing: { $line }
puzzles-cli-themes = Thema's: { $themes }
puzzles-cli-no-themes = Thema's: geen
# $count: hoeveel puzzels bewezen zijn; $seconds: de tijd die het kostte.
puzzles-cli-verify-ok = { $variant }: { $count ->
    [one] { $count } puzzel bewezen
   *[other] { $count } puzzels bewezen
 } ({ $seconds } s).
puzzles-cli-verify-failed = { $variant }: puzzel { $n } ({ $fen }) faalt in zijn bewijs bij ply { $ply }: { $why }
puzzles-cli-verify-summary = { $failed ->
    [0] Elke puzzel is bewezen.
    [one] { $failed } puzzel faalde in het bewijs.
   *[other] { $failed } puzzels faalden in het bewijs.
 }

## Waarom een puzzel faalt in zijn bewijs.

puzzles-reason-not-a-decision = de eerste zet is geen keuze
puzzles-reason-no-win = de zet van de oplossing wint niet
puzzles-reason-two-wins = een andere zet wint ook
puzzles-reason-small-margin = de zet van de oplossing is niet duidelijk beter dan de volgende
puzzles-reason-not-banked = de variant eindigt niet met de winst op het bord
puzzles-reason-defender-escapes = de tegenstander heeft een slag die ontsnapt
puzzles-reason-database = de eindspeldatabanken zijn het er niet mee eens
puzzles-reason-illegal = een zet van de variant is niet reglementair
puzzles-reason-trivial = de zet is te makkelijk te vinden

## The puzzle screen: its controls, and why the board refuses a tap.

puzzles-control-hint = Tip
puzzles-control-solution = Toon de oplossing
puzzles-control-next = Volgende puzzel
puzzles-refusal-no-puzzle = Er is nu geen puzzel op te lossen: kies de volgende puzzel.
puzzles-refusal-judging = Wacht: je zet wordt gecontroleerd.
# $move: the move being checked.
puzzles-judging = { $move } wordt gecontroleerd…

## De sessie: de ratingwijziging, de gespeelde puzzels, de gekozen thema's.

puzzles-title = Puzzels
puzzles-replay = Opnieuw gespeeld: telt niet mee.
puzzles-rating-change = { $before } → { $after } ({ $change })
puzzles-sitting-title = Deze sessie
puzzles-sitting-chip = { $result ->
    [solved] Puzzel { $n }: opgelost, { $change }
    [hinted] Puzzel { $n }: opgelost met een tip, { $change }
   *[failed] Puzzel { $n }: mislukt, { $change }
 }
puzzles-control-themes = Thema's
puzzles-themes-title = Thema's
puzzles-themes-all = Alle thema's
puzzles-theme-count = { $count ->
    [one] { $count } puzzel
   *[other] { $count } puzzels
 }
puzzles-theme-untried = Nog niet geprobeerd
puzzles-theme-solved = { $solved } van { $tried } in één keer opgelost
puzzles-difficulty-title = Moeilijkheid
puzzles-difficulty-easier = Makkelijker
puzzles-difficulty-normal = Normaal
puzzles-difficulty-harder = Moeilijker

## Een regel over elk thema.

puzzles-about-shot = Geef een stuk weg en sla er daarna twee of meer terug.
puzzles-about-sacrifice = De eerste zet geeft materiaal weg.
puzzles-about-multi-capture = Eén slag neemt drie stukken of meer.
puzzles-about-breakthrough = Een schijf breekt door naar de damlijn.
puzzles-about-king-capture = Vang de dam van de tegenstander.
puzzles-about-send-to-king = Laat de tegenstander een dam halen en vang die dam.
puzzles-about-promotion-in-capture = Een schijf die tijdens de slag dam wordt, slaat als dam verder.
puzzles-about-endgame = Weinig stukken over: de techniek beslist.
puzzles-about-opposition = Win een schijveneindspel met een tempozet.
puzzles-about-database = Bereik een stelling die de eindspeldatabanken gewonnen noemen.
puzzles-about-blockade = Laat de tegenstander zonder zet.
puzzles-about-capture-choice = Meerdere slagen: vind de slag die wint.
puzzles-about-quiet-move = Een stille zet die niets weggeeft.
