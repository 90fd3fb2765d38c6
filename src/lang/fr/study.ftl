### Le plateau d'analyse : son plateau, l'éditeur qui met en place une position, et l'analyse.

## Le plateau.

study-title-editing = Mettre en place une position
study-title-analysing = Plateau d'analyse
study-back-to-game = Retour à la partie
study-board-label = Plateau : les trous de la rangée du haut de 6 à 1, ceux de la rangée du bas de 1 à 6

study-row = { $row ->
    [bottom] Rangée du bas
   *[top] Rangée du haut
}

study-row-initial = { $row ->
    [bottom] B
   *[top] H
}

study-cell-pit = { $row ->
    [bottom] Rangée du bas, trou { $pit }
   *[top] Rangée du haut, trou { $pit }
}

study-cell-store = { $row ->
    [bottom] Grenier du bas
   *[top] Grenier du haut
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell } : { seeds }.

study-row-to-move = { $row ->
    [bottom] La rangée du bas joue.
   *[top] La rangée du haut joue.
}

study-board-over = La partie est finie : { $winner ->
    [bottom] le bas gagne de { seeds }
    [top] le haut gagne de { seeds }
   *[draw] c'est un match nul
} ({ $south } à { $north } ; { $lead } pour le bas).

## Pourquoi l'éditeur refuse un nombre.

study-no-such-cell = Cette case n'existe pas.
study-count-below-zero = Un nombre ne peut pas être inférieur à 0 : une case contient 0 graine ou plus.
study-count-blank = Saisissez un nombre de graines, 0 ou plus.
study-count-not-a-number = « { $typed } » n'est pas un nombre entier de graines.
study-count-already-empty = { $cell } est déjà vide.
study-count-too-many = Cela ferait { $count ->
    [one] { $total } graine
   *[other] { $total } graines
} en tout ; un plateau en contient au plus { $limit } (6 graines dans chacun des 12 trous au maximum, où qu'elles soient), donc cette case peut en recevoir au plus { $most }.

## Pourquoi le plateau n'est pas une position à étudier.

study-board-empty = Le plateau est vide : mettez au moins une graine dans un trou, ou quelques-unes dans les greniers pour une partie finie.
study-board-too-full = Un plateau contient au plus { $limit } graines ; celui-ci en a { $count }.
study-not-a-position = Ce n'est pas une position : { $reason }.

study-off-start = Impossible à atteindre depuis un départ : ce plateau contient { seeds }, et une partie à { $per-pit } graines par trou en contient { $start }. On peut quand même l'étudier et y jouer.

## Les commandes de l'éditeur.

study-one-seed-fewer = Une graine de moins
study-one-seed-more = Une graine de plus
study-to-move = Au trait
study-seeds-per-pit = Graines par trou au départ
study-seeds-left = Graines restantes quand une rangée est vide
study-quick-set-ups = Positions rapides
study-start-position = Position de départ
study-empty-board = Plateau vide
study-swap-sides = Échanger les côtés
study-random-position = Position au hasard
study-analyse = Analyser cette position

## L'analyse.

study-solved = Résolu : depuis ce départ, si les deux côtés jouent au mieux, { $result ->
    [wins] le premier joueur gagne de { seeds }
    [loses] le premier joueur perd de { seeds }
   *[draw] c'est un match nul
} ({ $proof ->
    [published] prouvé par le propre solveur de ce jeu ; la même valeur que celle publiée
   *[ours] prouvé par le propre solveur de ce jeu
}).

study-no-moves-to-rate = La partie est finie : il n'y a aucun coup à évaluer.
study-analysing = Analyse en cours…
study-stopped-before-first-step = Arrêtée avant la première étape.
study-progress-step = Étape { $step } · { $count } positions · { $state }
study-progress-depth = Profondeur { $depth } · étape { $step } · { $count } positions · { $state }
study-every-value-proved = toutes les valeurs prouvées
study-going-deeper = recherche plus profonde…
study-stopped = arrêtée
study-as-deep-as-it-goes = aussi loin que le plateau le permet
study-stop = Arrêter
study-go-on = Continuer
study-every-value = La valeur de chaque coup
study-value-wins-exactly = gagne d'exactement { seeds }
study-value-draws = fait match nul si l'on joue au mieux
study-value-loses-exactly = perd d'exactement { seeds }
study-value-wins-at-best = gagne au mieux de { seeds } (prouvé)
study-value-draws-at-best = fait au mieux match nul (prouvé)
study-value-loses-at-best = perd au mieux de { seeds } (prouvé)
study-value-estimate = environ { $value } à la profondeur { $depth }
study-play-pit = Jouer le trou { $pit } : { $value }
study-pit = Trou { $pit }
study-line-expected = La suite attendue

## Les coups joués sur le plateau, et la suite.

study-moves-title = Coups sur ce plateau
study-undo = Annuler
study-redo = Rétablir
study-edit-position = Modifier la position
study-copy-link = Copier le lien
study-link-copied = Le lien vers cette position est copié.
study-set-up = Départ

study-row-sowed = { $row ->
    [bottom] La rangée du bas a semé le trou { $pit }
   *[top] La rangée du haut a semé le trou { $pit }
}

study-play-from-here = Jouer à partir d'ici
study-play-against = Jouer à partir d'ici contre
study-two-players = Deux joueurs
study-computer-at = L'ordinateur, { $level }
study-not-counted = Une partie jouée à partir d'ici ne compte pas dans les statistiques.
