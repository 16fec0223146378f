### What the app says about a game: squares for screen readers, spoken moves, refusals, results, status, draw counters, player and level names.

game-or-list-or = of
game-color-name-white = Wit
game-color-name-black = Zwart
game-side-subject-white = Wit
game-side-subject-black = Zwart
game-square-state-empty = leeg
game-spoken-move-then = , dan{" "}
game-spoken-move-takes = slaat naar
game-spoken-move-to = naar
game-spoken-move-crowned = , wordt dam
game-to-move-white-move = Wit aan zet
game-to-move-black-move = Zwart aan zet
game-replaying-start-position = Je bekijkt de beginstand
game-bot-thinking-bot-thinking = de computer denkt na…
game-hint-thinking-looking-for-hint = tip wordt gezocht…
game-refusal-game-over = De partij is afgelopen.
game-refusal-you-are-looking = Je bekijkt een eerdere zet: ga terug naar de partij om te spelen.
game-refusal-nothing-selected = Er is niets geselecteerd.
game-reason-by-agreement = in onderling overleg
game-player-name-you = Jij
game-pdn-player-player = Speler
game-pdn-event-casual-game = Vriendschappelijke partij
game-mode-two-players = Twee spelers
game-mode-bot-against-bot = Computer tegen computer
game-ending-undone-ending-taken-back = Einde teruggenomen: speel verder.
game-cancelled-selection-cancelled = Selectie geannuleerd.
game-bot-declines-draw-bot-declines-draw = De computer weigert de remise: speel verder.
game-flipped-board-turned-black = Bord gedraaid: Zwart onderaan.
game-flipped-board-turned-white = Bord gedraaid: Wit onderaan.
game-replay-ended-back-game = Terug naar de partij.
game-title-custom-rules = Eigen regels
game-custom-rules-summary = { $base }, { $n ->
    [0] geen wijziging
    [one] { $n } wijziging
   *[other] { $n } wijzigingen
 }
game-player-strip-thinking = denkt na
game-player-strip-move = aan zet
game-piece-white-man = witte schijf
game-piece-white-king = witte dam
game-piece-black-man = zwarte schijf
game-piece-black-king = zwarte dam
game-square-selected = geselecteerd
game-square-target = mogelijke bestemming
game-square-final-destination = eindbestemming
game-square-must-capture = moet slaan
game-square-captured = wordt geslagen
game-square-stepped = slag komt hier langs
game-square-last-from = laatste zet kwam hiervandaan
game-square-last-path = laatste zet kwam hier langs
game-square-last-to = laatste zet ging hierheen
game-square-hint = tip
game-capture-on = Slag bezig: nog { $n } { $count ->
    [one] sprong
   *[other] sprongen
 }
game-replaying = Je bekijkt zet { $number } { $move }
game-refusal-bot-to-move = Wacht: de computer speelt met { $side }.
game-refusal-empty = Veld { $square } is leeg.
game-refusal-not-yours = Het stuk op { $square } is niet van jou.
# $count (number): how many pieces can capture.
game-refusal-must-capture = Het stuk op { $square } kan niet zetten: slaan is verplicht, en { $count ->
    [one] het stuk op { $who }
   *[other] een van de stukken op { $who }
 } moet slaan.
game-refusal-blocked = Het stuk op { $square } kan geen zet doen.
game-refusal-not-a-target = Het stuk op { $from } kan niet naar { $square }; het kan naar { $targets }.
game-refusal-several-end-here = Meerdere slagen eindigen op { $square }: tik eerst het volgende landingsveld aan ({ $via }).
game-rule-name = { $limit }-zettenregel
game-draw-counter = { $rule }: nog { $left } { $left ->
    [one] zet
   *[other] zetten
 }
game-reason-no-pieces = { $loser } heeft geen stukken meer
game-reason-no-moves = { $loser } kan geen zet meer doen
game-reason-resignation = { $loser } heeft opgegeven
game-reason-out-of-time = { $loser } heeft de tijd overschreden
game-reason-repetition = dezelfde stand is { $times } keer voorgekomen
game-reason-kings-only = { $n } damzetten zonder slag
game-reason-lone-king-three = { $n } zetten met drie stukken tegen een alleenstaande dam
game-reason-lone-king-two = { $n } zetten met twee stukken tegen een alleenstaande dam
game-reason-three-kings-vs-king = drie dammen hebben de alleenstaande dam niet binnen { $n } zetten geslagen
game-reason-long-diagonal = een alleenstaande dam heeft { $n } zetten lang de lange diagonaal bezet gehouden
game-reason-kings-both-sides = { $n } zetten met dammen aan beide kanten zonder voortgang
game-reason-no-progress = { $n } zetten zonder slag of schijfzet
game-result-draw-agreed = Remise { $why }
game-result-draw = Remise: { $why }
game-result-white-wins = Wit wint: { $why }
game-result-black-wins = Zwart wint: { $why }
game-level-1 = Beginner
game-level-2 = Leerling
game-level-3 = Amateur
game-level-4 = Clubspeler
game-level-5 = Expert
game-level-6 = Meester
game-level-name = niveau { $level } ({ $name })
game-player-name-bot = Computer — { $name }
game-pdn-player-bot = Computer niveau { $level }
game-mode-against-bot = Tegen de computer, { $level }
# $kind: `king` or `man`, the piece selected (for languages that agree with it).
game-selected = { $piece } op { $square } geselecteerd: kan naar { $targets }.
game-stepped = Op { $square } gaat de slag verder naar { $targets }{ $crowned ->
    [yes] , als dam
   *[no] {""}
 }.
game-moved = { $move }.
game-moved-by-bot = De computer speelt { $move }.
game-must-capture = { $side } moet slaan met { $who }.
game-undone = Teruggenomen: { $moves }.
game-redone = Opnieuw gespeeld: { $moves }.
game-hint = Tip: { $move } ({ $spoken }).
game-draw-offered = { $by } biedt remise aan: { $other } kan aannemen of weigeren.
game-draw-declined = { $by } weigert de remise.
game-draw-accept = Remise aannemen
game-draw-decline = Weigeren
game-exported = Partij geëxporteerd als PDN ({ $moves } { $moves ->
    [one] zet
   *[other] zetten
 }).
game-pieces-men = { $n } { $n ->
    [one] schijf
   *[other] schijven
 }
game-pieces-kings = { $n } { $n ->
    [one] dam
   *[other] dammen
 }
game-pieces-taken = { $n } geslagen
game-move-count = zet { $number }
game-takeback-asked = { $by } vraagt de laatste zet terug te nemen.
game-takeback-asked-ending = { $by } vraagt het einde van de partij terug te nemen.
game-takeback-accept = Terugnemen toestaan
game-takeback-decline = Verder spelen
game-takeback-accepted = { $by } staat het terugnemen toe.
game-takeback-declined = { $by } weigert het terugnemen: speel verder.
# Move confirmation (a setting): the move held, its two buttons.
game-confirm-move-prompt = { $move } spelen?
game-confirm-move-cancelled = { $move } geannuleerd: kies een andere zet.
game-control-confirm-move = Zet bevestigen
game-control-cancel-move = Annuleren
# Shown beside Resume while the clock is paused.
game-clock-paused = Klok gepauzeerd
game-clock-spoken = { $side ->
    [white] Klok van wit
   *[black] Klok van zwart
 }: { $time }{ $state ->
    [flagged] , vlag gevallen
    [low] , bijna door de tijd heen
    [paused] , gepauzeerd
    [running] , loopt
   *[other] {""}
 }.

## Board themes and piece sets (the settings screen)
game-look-theme-wood = Hout
game-look-theme-maple = Esdoorn
game-look-theme-walnut = Notenhout
game-look-theme-green = Groen
game-look-theme-blue = Blauw
game-look-theme-grey = Grijs
game-look-theme-contrast = Hoog contrast
game-look-set-relief = Gedraaid
game-look-set-ringed = Met ringen
game-look-set-flat = Plat
game-end-white-wins = Wit wint
game-end-black-wins = Zwart wint
game-end-draw = Remise
game-end-rematch = Revanche
game-end-analyse = Analyseren
game-end-share = Delen
game-end-new-game = Nieuwe partij
game-player-strip-winner = winnaar

## The home screen around the new-game form
game-home-continue = Verder spelen
game-home-play-bot = Tegen de computer
game-home-play-bot-detail = Niveau { $level } · { $name }
game-home-play-friend = Tegen een vriend
game-home-play-friend-detail = Twee spelers op één apparaat
game-home-variant = Variant
game-home-change-variant = Variant wijzigen
game-home-more = Meer
game-home-learn-detail = De regels, elke variant en lessen op het bord
game-home-analysis-detail = Verken elke stelling met de engine
game-home-set-up-detail = Zet de stukken neer, speel of analyseer dan
game-home-archive-detail = Je uitgespeelde partijen, om na te spelen of te analyseren
game-home-statistics-detail = Je resultaten per variant en tegenstander
game-home-open-pdn = Een PDN-bestand openen
game-home-open-pdn-detail = De partijen van een bestand naspelen of analyseren
# The move table and the replay bar under it.
game-move-table-label = Zetten
game-move-table-empty = Nog geen zetten
game-replay-bar-first = Eerste zet
game-replay-bar-previous = Vorige zet
game-replay-bar-next = Volgende zet
game-replay-bar-last = Laatste zet
game-replay-bar-back-to-game = Terug naar de partij
