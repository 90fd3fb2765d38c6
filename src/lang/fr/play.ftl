### La partie elle-même : le plateau lu à voix haute, la ligne au-dessus, les questions, la fin
### de partie, la liste des coups et sa relecture, les statistiques, le conseil et l'analyse.

## Le plateau, tel qu'un lecteur d'écran le nomme.

board-opponent = Adversaire

pit-name = { $who ->
    [you] Votre trou { $pit }, { seeds }
    [computer] Trou { $pit } de l'ordinateur, { seeds }
    [one] Trou { $pit } du joueur 1, { seeds }
    [two] Trou { $pit } du joueur 2, { seeds }
    [friend] Trou { $pit } de votre ami, { seeds }
    [opponent] Trou { $pit } de votre adversaire, { seeds }
   *[them] Trou { $pit } de { $name }, { seeds }
}

pit-name-hinted = { $label }, le conseil

store-name = { $who ->
    [you] Votre grenier, { seeds }
    [computer] Grenier de l'ordinateur, { seeds }
    [one] Grenier du joueur 1, { seeds }
    [two] Grenier du joueur 2, { seeds }
    [friend] Grenier de votre ami, { seeds }
    [opponent] Grenier de votre adversaire, { seeds }
   *[them] Grenier de { $name }, { seeds }
}

row-name = { $who ->
    [you] Vos trous
    [computer] Trous de l'ordinateur
    [one] Trous du joueur 1
    [two] Trous du joueur 2
    [friend] Trous de votre ami
    [opponent] Trous de votre adversaire
   *[them] Trous de { $name }
}

row-whose = { $who ->
    [you] votre rangée
    [computer] la rangée de l'ordinateur
    [one] la rangée du joueur 1
    [two] la rangée du joueur 2
    [friend] la rangée de votre ami
    [opponent] la rangée de votre adversaire
   *[them] la rangée de { $name }
}

board-rows = Plateau : { $top } en haut, du trou 6 au trou 1 ; { $bottom } en bas, du trou 1 au trou 6

## Au-dessus et autour du plateau.

board-heading = Plateau
playing-by-link = Partie par lien : vous êtes { $name }
two-players-one-screen = Deux joueurs, un écran
against-computer = Contre l'ordinateur : { $level }
computer-thinking = L'ordinateur réfléchit…
notice-dismiss = Fermer

## Les questions posées avant d'agir.

new-game-title = Commencer une nouvelle partie ?
new-game-text = La partie en cours sera abandonnée.
new-game-yes = Nouvelle partie
confirm-keep-playing = Continuer à jouer
undo-title = Reprendre un coup ?
undo-text = Une partie où un coup est repris ne compte pas dans vos statistiques.
undo-yes = Reprendre le coup
hint-title = Afficher un conseil ?
hint-text = Une partie où un conseil est affiché ne compte pas dans vos statistiques.
hint-yes = Afficher le conseil
reset-title = Effacer vos statistiques ?
reset-text = Tous les records, à chaque difficulté et pour chaque jeu de règles, seront oubliés.
reset-statistics = Effacer les statistiques
reset-no = Les garder

## La fin de la partie.

game-over-heading = Partie terminée
game-over-play-again = Rejouer
final-score = { $south } { $southstore }, { $north } { $northstore }

## La liste des coups et sa relecture.

moves-heading = Coups
log-keys = Un tour de plus rejoint le coup suivant : 3 6 | 2. Dans la liste, ← et → avancent ou reculent.
swap-move = Échange : { $sentence }
replay-bar = Relecture
replay-at-start = Relecture : le début, avant { moves }.
replay-after-move = Relecture : après le coup { $ply } sur { $total }. { $what }
to-the-start = Au début
move-back = Coup précédent ([)
move-forward = Coup suivant (])
replay-back-to-game = Retour à la partie
copy-game-link = Copier le lien de la partie
copy-as-text = Copier en texte
analyse-from-here = Analyser d'ici
open-a-game = Ouvrir une partie
paste-a-game = Collez une partie en texte, ou un lien de partie :
open-game-button = Ouvrir

## Les statistiques.

stats-heading = Statistiques
stats-tally-against-computer = Cette visite : vous { $you }, l'ordinateur { $computer }, nulles { $draws } ; conseils utilisés { $hints }.
stats-tally = Cette visite : conseils utilisés { $hints }.
stats-rating-none = Votre classement : pas encore. Il est calculé d'après vos parties comptées contre l'ordinateur, et suggère le niveau qui devrait vous offrir une partie équilibrée.
stats-rating = { $games ->
    [one] Votre classement : environ { $rating } (à { $deviation } près), d'après { $games } partie comptée. { $level } devrait vous offrir une partie équilibrée.
   *[other] Votre classement : environ { $rating } (à { $deviation } près), d'après { $games } parties comptées. { $level } devrait vous offrir une partie équilibrée.
}
stats-note = Les parties terminées contre l'ordinateur comptent ici, sauf si un coup a été repris ou un conseil affiché. Les parties avec un autre nombre de graines ou des règles maison sont comptées à part, chacune sous son titre. Les parties contre des personnes en ligne sont comptées à part, à la fin ; les parties à deux sur un écran ne sont pas enregistrées. Rien ne quitte ce navigateur. Votre classement suit l'échelle des niveaux (Facile 0, Difficile environ 1250), calculé d'après vos résultats sur tous les plateaux.
online-none = Rien pour l'instant : une partie en ligne jouée jusqu'au bout compte ici.
online-table = Tableau des résultats en ligne
online-caption = Résultats contre des personnes en ligne
online-heading = En ligne, contre des personnes
column-rules = Règles
column-difficulty = Difficulté
column-played = Jouées
column-won = Gagnées
column-lost = Perdues
column-drawn = Nulles
column-win-rate = Taux de victoire
column-streak = Série
column-best-run = Meilleure série
column-fastest-win = Victoire la plus rapide
column-most-seeds = Plus de graines
column-best-margin = Meilleur écart
win-rate = { $percent } %
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
key-won = gagnées (G)
key-drawn = nulles (N)
key-lost = perdues (P)
records-table = Tableau des records, { $rules }
records-caption = Records, { $rules }
chart-title = Parties gagnées, nulles et perdues par difficulté, { $rules }
chart-no-games = { $level } : aucune partie.
chart-games = { $level } : { $won } gagnées, { $drawn } nulles, { $lost } perdues.
chart-count = G{ $won } N{ $drawn } P{ $lost }

## Le conseil : ce que devrait donner un coup, ou l'échange des côtés.

wins-exactly = { $what ->
    [swap] Échanger les côtés gagne de { seeds } exactement.
   *[pit] Le trou { $pit } gagne de { seeds } exactement.
}
draws-exactly = { $what ->
    [swap] Échanger les côtés fait match nul, si les deux camps jouent au mieux.
   *[pit] Le trou { $pit } fait match nul, si les deux camps jouent au mieux.
}
loses-exactly = { $what ->
    [swap] Échanger les côtés perd de { seeds } exactement, si les deux camps jouent au mieux.
   *[pit] Le trou { $pit } perd de { seeds } exactement, si les deux camps jouent au mieux.
}
should-win = { $what ->
    [swap] Échanger les côtés : vous devriez gagner d'environ { seeds }.
   *[pit] Trou { $pit } : vous devriez gagner d'environ { seeds }.
}
should-be-even = { $what ->
    [swap] Échanger les côtés : la partie devrait être à peu près égale.
   *[pit] Trou { $pit } : la partie devrait être à peu près égale.
}
should-lose = { $what ->
    [swap] Échanger les côtés : vous devriez perdre d'environ { seeds }.
   *[pit] Trou { $pit } : vous devriez perdre d'environ { seeds }.
}
opening-note = Cela tient compte de l'échange que votre adversaire pourra faire après votre tour.
swap-worth-same = Échanger les côtés vaut autant.
swap-hands-over = Échanger les côtés donnerait cet avantage à votre adversaire.
every-move-value = La valeur de chaque coup

## L'analyse d'après-partie.

analysis-heading = Analyse
analysis-note = L'ordinateur évalue chaque position de la partie avec un budget fixe. Le graphique montre l'écart final qu'il prévoit après chaque coup, pour le joueur du bas : au-dessus de la ligne, il mène. Un cercle marque une erreur.
analyse-game = Analyser la partie
analysis-stop = Arrêter
graph-name = Graphique de l'écart prévu ; ← et → parcourent les coups
analysis-progress = Progression de l'analyse
graph-ahead = { $who ->
    [you] Vous menez
    [computer] L'ordinateur mène
   *[them] { $name } mène
}
choice-pit = le trou { $pit }
choice-swap = l'échange
expect-ahead = { $who ->
    [you] vous devriez finir avec { seeds } d'avance
    [computer] l'ordinateur devrait finir avec { seeds } d'avance
   *[them] { $name } devrait finir avec { seeds } d'avance
}
expect-even = la fin devrait être à peu près égale
point-sowed = { $who ->
    [you] Coup { $number }, vous avez semé le trou { $pit } : { $expected }.
    [computer] Coup { $number }, l'ordinateur a semé le trou { $pit } : { $expected }.
   *[them] Coup { $number }, { $name } a semé le trou { $pit } : { $expected }.
}
point-swapped = { $who ->
    [you] Coup { $number }, vous avez échangé les côtés : { $expected }.
    [computer] Coup { $number }, l'ordinateur a échangé les côtés : { $expected }.
   *[them] Coup { $number }, { $name } a échangé les côtés : { $expected }.
}
mistake-note = Une erreur : { $better } valait { seeds } de plus.
analysis-accuracy = { $who ->
    [you] Vous avez joué le meilleur coup { $best } fois sur { $moves } ({ $percent } %).
   *[them] { $name } a joué le meilleur coup { $best } fois sur { $moves } ({ $percent } %).
}
no-mistakes = Aucune erreur de { seeds } ou plus.
mistake-item = coup { $number } ({ $played } ; { $better } valait { seeds } de plus)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Votre plus grosse erreur : { $list }.
        [computer] La plus grosse erreur de l'ordinateur : { $list }.
       *[them] La plus grosse erreur de { $name } : { $list }.
    }
   *[other] { $who ->
        [you] Vos plus grosses erreurs : { $list }.
        [computer] Les plus grosses erreurs de l'ordinateur : { $list }.
       *[them] Les plus grosses erreurs de { $name } : { $list }.
    }
}
turning-point = { $who ->
    [you] Le tournant : coup { $number } ({ $choice }). Dès lors, vous avez gardé l'avantage.
    [computer] Le tournant : coup { $number } ({ $choice }). Dès lors, l'ordinateur a gardé l'avantage.
   *[them] Le tournant : coup { $number } ({ $choice }). Dès lors, { $name } a gardé l'avantage.
}
biggest-swing = Le plus grand basculement : coup { $number } ({ $choice }), de { seeds }.

rule-set-standard = Kalah standard ({ seeds } par trou)
rule-set-seeds = { seeds } par trou
rule-set-with-rules = { seeds } par trou ; règles maison : { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = prise face à un trou vide
rule-set-one-extra-turn = un seul tour de plus d'affilée
rule-set-both-stores = semis dans les deux greniers
rule-set-skip-origin = saut du trou de départ
rule-set-pie = règle du gâteau
rule-set-to-runner = graines restantes à qui n'en a plus
rule-set-discard = graines restantes comptées pour personne

search-solved = L'ordinateur a résolu cette partie jusqu'au bout.
search-looked-ahead = L'ordinateur a regardé { $depth } coups en avance ({ $positions }).
search-positions = { $count ->
    [one] { $count } position
   *[other] { $count } positions
}
search-million-positions = { $millions } millions de positions
