### The command line's own sentences (prompts, menus, notes).

cli-run-lesson-your-move-or = Jouw zet (of `{ $skip }`, `{ $quit }`):{" "}
# The words a player types to skip a lesson or to leave (besides `skip`, `s`, `quit`, `q`).
cli-run-lesson-skip-word = overslaan
cli-run-lesson-quit-word = stoppen
cli-run-lesson-solution = Oplossing:
cli-run-lesson-that-not-move = Dat is geen zet: schrijf hem als 32-28, 19x30 of c3-d4.

## `draughts play`: the setup menu, the help shown during a game, the notes.

cli-menu-variants = Varianten:
cli-menu-variant = Variant [1]:{" "}
cli-menu-mode = Modus: 1. tegen de computer  2. twee spelers [1]:{" "}
cli-menu-one-or-two = 1 of 2
# $level: the default level, a number.
cli-menu-level = Niveau [{ $level }]:{" "}
# `white` and `black` are the words the player types.
cli-menu-colour = Jouw kleur (white = wit, black = zwart) [white]:{" "}
# The commands (undo, redo, hint…) are the words the player types: keep them.
cli-play-help =
    In een terminal verplaatsen de pijltjestoetsen een cursor over het bord
    (Home, Page Up, End, Page Down schuin), Enter tikt aan waar hij staat en
    Escape annuleert; met --lines gaat het per regel, zoals via een pipe.
    Typ een zet in notatie (32-28, 19x30, c3-d4, of een volledig pad 19x30x41),
    of velden een voor een, zoals tikken (32, dan 28). Commando’s:
      undo, redo     terugnemen / opnieuw spelen (tegen de computer: tot je beurt)
      hint           de computer stelt een zet voor (getoond met ? ?)
      draw           remise aanbieden; accept / decline beantwoordt een aanbod
      resign         de partij opgeven
      replay N       de stand na zet N bekijken (halve zet N); replay end: terug
      save [BESTAND] de partij opslaan (standaard draughts-save.json)
      flip           het bord omdraaien
      cancel         het geselecteerde stuk loslaten
      board          het bord opnieuw tekenen
      help           deze tekst
      quit           stoppen
# The marks drawn on a board without colour; w, b, W and B are the letters drawn.
cli-play-legend = w/b schijven, W/B dammen; [ ] geselecteerd, ( ) bestemming, {"{"} {"}"} eindbestemming, * * moet slaan, ! ! wordt geslagen, ' ' laatste zet, ? ? tip
cli-play-keys = (pijltjes, Enter, Escape op het bord; typ een zet of een commando, help)
# $moves: the moves played, as `1. 32-28 19-23`.
cli-play-moves = Zetten: { $moves }
# $white, $black: the time left on each side's clock (`4:59`), the running one marked with `*`.
cli-play-clocks = Klok: Wit { $white } · Zwart { $black }
cli-play-nothing-to-undo = Niets om terug te nemen.
cli-play-nothing-to-redo = Niets om opnieuw te spelen.
cli-play-no-hint = Nu geen tip: tips krijg je alleen als je tegen de computer speelt en aan zet bent.
cli-play-saved = Opgeslagen in { $file }. Verder spelen met: draughts play --resume { $file }
# $why: the system's reason, as it gives it.
cli-play-cannot-save = kan niet opslaan in { $file }: { $why }
# $max: the number of plies played.
cli-play-replay-range = replay: geef een halve zet van 0 tot en met { $max }
cli-play-unknown = Onbekend commando `{ $line }` (typ help).

cli-analyse-better = (beter { $move }: { $line })
cli-analyse-summary = { $side ->
    [white] Wit
   *[black] Zwart
 }: nauwkeurigheid { $accuracy }, acpl { $acpl }, { $counts }
