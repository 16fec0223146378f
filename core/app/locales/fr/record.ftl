# Le bilan du joueur aux problèmes : le tableau de bord, l'historique et le
# mode série. $n est un nombre ; $percent un pourcentage entier ; $change est
# signé, comme +12.

puzzles-record-dashboard-title = Tableau de bord
puzzles-record-period-day = Aujourd'hui
puzzles-record-period-week = 7 jours
puzzles-record-period-month = 30 jours
puzzles-record-period-all = Depuis le début
puzzles-record-period-empty = Aucun problème joué sur cette période.
puzzles-record-card-played = Joués
puzzles-record-card-solved = Résolus
puzzles-record-card-rating = Classement
puzzles-record-solved-value = { $n } ({ $percent } %)
puzzles-record-chart-title = Classement
puzzles-record-chart-description = Classement de { $from } à { $to }, au plus bas { $low }, au plus haut { $high }
puzzles-record-chart-empty = Aucun problème classé pour l'instant
puzzles-record-strongest-title = Points forts
puzzles-record-weakest-title = À travailler
puzzles-record-themes-empty = Jouez { $n } problèmes d'un thème pour le voir ici.
puzzles-record-theme-score = { $solved } sur { $tried } résolus ({ $percent } %)
puzzles-record-replay = { $n ->
    [0] Rien à rejouer
    [one] { $n } à rejouer
    [many] { $n } à rejouer
   *[other] { $n } à rejouer
 }
puzzles-record-history-title = Historique
puzzles-record-history-empty = Aucun problème joué pour l'instant.
puzzles-record-day-today = Aujourd'hui
puzzles-record-day-yesterday = Hier
puzzles-record-result-solved = Résolu
puzzles-record-result-hinted = Résolu avec un indice
puzzles-record-result-failed = Échoué
# $result est l'un des trois ci-dessus ; $themes les thèmes du problème.
puzzles-record-history-item = { $result }, classement { $rating } ({ $change }) : { $themes }
puzzles-record-run-title = Série de problèmes
puzzles-record-run-current = { $n ->
    [one] Série : { $n } problème
    [many] Série : { $n } problèmes
   *[other] Série : { $n } problèmes
 }
puzzles-record-run-best = { $n ->
    [one] Meilleure série : { $n } problème
    [many] Meilleure série : { $n } problèmes
   *[other] Meilleure série : { $n } problèmes
 }
puzzles-record-run-rules = Les problèmes sont de plus en plus durs, sans pendule. Un seul coup faux met fin à la série.
puzzles-record-run-over = { $n ->
    [one] Série terminée : { $n } problème résolu. Votre record est de { $best }.
    [many] Série terminée : { $n } problèmes résolus. Votre record est de { $best }.
   *[other] Série terminée : { $n } problèmes résolus. Votre record est de { $best }.
 }
puzzles-record-run-over-best = { $n ->
    [one] Série terminée : { $n } problème résolu, votre meilleure série !
    [many] Série terminée : { $n } problèmes résolus, votre meilleure série !
   *[other] Série terminée : { $n } problèmes résolus, votre meilleure série !
 }
puzzles-record-run-start = Commencer une série
puzzles-record-run-again = Nouvelle série
puzzles-record-run-leave = Quitter la série
