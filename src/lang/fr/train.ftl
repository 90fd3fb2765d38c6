### S'entraîner : les problèmes. Un problème se résout toujours avec la rangée du bas.

## Le titre et le classement.

train-puzzles = Problèmes
train-back-to-game = Retour à la partie

train-rating = Votre classement aux problèmes : { $rating }{ $settling ->
    [first-estimate] , une première estimation qui s'affine à mesure que vous en résolvez
   *[settled] {""}
}. Problèmes classés résolus : { $solved } sur { $tried }. Meilleure série : { $best }.

## Les modes.

train-daily = Problème du jour
train-daily-solved = Problème du jour (résolu aujourd'hui)
train-streak = Série
train-streak-solved = Série : { $count ->
    [one] { $count } résolu
   *[other] { $count } résolus
}
train-rated = Entraînement classé
train-linked = Problème
train-mine = Tirés de vos parties
train-mine-to-solve = Tirés de vos parties ({ $count } à résoudre)
train-puzzle-number = Problème { $id }
train-mode-puzzle = { $mode } : problème { $id }
train-all-modes = Tous les modes
train-about-puzzles = Chaque problème est une position tirée d'une vraie partie où un seul coup (ou une seule chaîne de tours de plus) garde le meilleur résultat, prouvé par le propre solveur de ce jeu, et où tout autre coup perd au moins 2 graines.
train-about-modes = Une série devient plus difficile jusqu'à votre premier échec. L'entraînement classé choisit des problèmes proches de votre classement, qui bouge à chaque premier essai. Après l'analyse d'une partie, chaque erreur qu'elle relève devient un problème à vous.
train-loading = Chargement des problèmes…
train-still-work = { $problem } Le jeu et vos propres problèmes fonctionnent toujours.
train-none-of-your-own = Aucun problème à vous à résoudre : analysez une partie finie (« Analyser la partie ») et ses erreurs viendront ici.
train-daily-done = C'était le problème du jour. Un nouveau arrive demain.

## Les thèmes.

train-theme-chain = Chaîne de tours de plus
train-theme-capture = Prise
train-theme-defence = Parer une prise
train-theme-endgame = Fin de partie
train-theme-only = Seul coup
train-theme-quiet = Meilleur coup

## Un problème en cours.

train-find-best = Trouvez le meilleur coup pour la rangée du bas. Classement { $rating } ; thème : { $theme }.
train-find-again = Un tour de plus : trouvez à nouveau le meilleur coup.
train-find-better = Trouvez un meilleur coup que celui que vous avez joué dans cette position.
train-choose-pit = Choisissez un trou : cliquez dessus, ou utilisez les flèches et Entrée, ou tapez son numéro.
train-move-again = Exact, et votre dernière graine est tombée dans votre grenier : rejouez.
train-pit-empty = Votre trou { $pit } est vide : choisissez un trou qui contient des graines.
train-solved-win = Résolu ! En jouant au mieux à partir d'ici, vous gagnez de { $count }.
train-solved-draw = Résolu ! En jouant au mieux à partir d'ici, la partie se termine par un match nul.
train-solved-loss = Résolu ! C'est le coup qui perd le moins : de { $count } en jouant au mieux.
train-solved-best = Résolu ! Ce coup garde le meilleur résultat trouvé par l'analyse.
train-not-the-best = Pas le meilleur : trou { $played }. Le meilleur était le trou { $best }.
train-rating-stays = Votre classement ne change pas.
train-rating-rises = Votre classement monte de { $count }.
train-rating-falls = Votre classement baisse de { $count }.
train-next-puzzle = Problème suivant
train-try-again = Réessayer

## Quand les problèmes sont inaccessibles.

train-unreadable = Les problèmes n'ont pas pu être lus : { $reason }.
train-unfetched = Les problèmes n'ont pas pu être téléchargés : { $reason }.
train-fetch-refused = le réseau a refusé la requête
train-fetch-no-response = le navigateur n'a donné aucune réponse
train-fetch-status = le serveur a répondu { $status }
train-fetch-body = son contenu n'a pas pu être lu
train-no-such-puzzle = Il n'y a pas de problème { $id } : les problèmes sont numérotés de 1 à { $count }.
train-file-fault = le fichier des problèmes { $fault }
train-line-fault = la ligne { $line } du fichier des problèmes { $fault }

## Ce qui ne va pas dans le fichier ou dans une de ses lignes.

train-fault-too-long = est trop long
train-fault-no-header = ne commence pas comme un fichier de problèmes
train-fault-too-many = contient trop de problèmes
train-fault-no-puzzles = ne contient aucun problème
train-fault-cut-short = est tronqué
train-fault-more-than-said = contient plus de problèmes qu'annoncé
train-fault-fields = a { $fields } champs, et non 5
train-fault-not-numbered = devrait être le problème { $id }
train-fault-no-position = n'a pas de position : { $reason }
train-fault-over = contient une partie terminée
train-fault-no-rating = n'a pas de classement
train-fault-rating-outside = a un classement de { $rating }, hors de 100 à 3000
train-fault-no-theme = n'a pas de thème
train-fault-past-the-turn = continue jusqu'à la décision { $at } alors que le tour est fini
train-fault-no-value = a un coup sans valeur
train-fault-no-pit = ne nomme aucun trou
train-fault-value-not-a-number = a une valeur qui n'est pas un nombre
train-fault-value-beyond = a une valeur de { $value }, impossible sur tout plateau
train-fault-pit-twice = nomme le trou { $pit } deux fois
train-fault-not-the-legal-moves = ne liste pas exactement les coups légaux à la décision { $at }
train-fault-close-second = a un autre coup à moins de { seeds } de la réponse à la décision { $at }
train-fault-value-changes = change la valeur de la réponse à la décision { $at }
train-fault-unplayable = a une réponse qui ne peut pas être jouée : { $reason }
train-fault-spare-turn = finit avec un tour de plus en trop
train-fault-ends-too-soon = continue après la décision { $at }, qui termine le tour
