### Français. Le jeu s'appelle Kalah dans toutes les langues ; les cases sont des « trous »,
### les magasins des « greniers », et l'on « sème » les graines.

-language-name = Français
-language-direction = ltr

## Les joueurs, tels que les phrases les nomment.

player-you = Vous
player-computer = L'ordinateur
player-one = Joueur 1
player-two = Joueur 2

## À qui sont les trous.

owner-you = Votre
owner-computer = De l'ordinateur
owner-player-one = Du joueur 1
owner-player-two = Du joueur 2

## Les nombres.

seeds = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

## Ce qu'a fait un coup.

sowed = { $who ->
    [you] Vous avez semé le trou { $pit }.
    [computer] L'ordinateur a semé le trou { $pit }.
    [one] Le joueur 1 a semé le trou { $pit }.
    [two] Le joueur 2 a semé le trou { $pit }.
    [friend] Votre ami a semé le trou { $pit }.
    [opponent] Votre adversaire a semé le trou { $pit }.
   *[them] { $name } a semé le trou { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Vous avez semé le trou { $pit } : vous rejouez.
    [computer] L'ordinateur a semé le trou { $pit } : il rejoue.
    [one] Le joueur 1 a semé le trou { $pit } : il rejoue.
    [two] Le joueur 2 a semé le trou { $pit } : il rejoue.
    [friend] Votre ami a semé le trou { $pit } : il rejoue.
    [opponent] Votre adversaire a semé le trou { $pit } : il rejoue.
   *[them] { $name } a semé le trou { $pit } : tour de plus.
}

sowed-captured = { $who ->
    [you] Vous avez semé le trou { $pit } et pris { seeds }.
    [computer] L'ordinateur a semé le trou { $pit } et pris { seeds }.
    [one] Le joueur 1 a semé le trou { $pit } et pris { seeds }.
    [two] Le joueur 2 a semé le trou { $pit } et pris { seeds }.
    [friend] Votre ami a semé le trou { $pit } et pris { seeds }.
    [opponent] Votre adversaire a semé le trou { $pit } et pris { seeds }.
   *[them] { $name } a semé le trou { $pit } et pris { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Vous avez semé le trou { $pit } et pris { seeds } : vous rejouez.
    [computer] L'ordinateur a semé le trou { $pit } et pris { seeds } : il rejoue.
    [one] Le joueur 1 a semé le trou { $pit } et pris { seeds } : il rejoue.
    [two] Le joueur 2 a semé le trou { $pit } et pris { seeds } : il rejoue.
    [friend] Votre ami a semé le trou { $pit } et pris { seeds } : il rejoue.
    [opponent] Votre adversaire a semé le trou { $pit } et pris { seeds } : il rejoue.
   *[them] { $name } a semé le trou { $pit } et pris { seeds } : tour de plus.
}

swapped = { $who ->
    [you] Vous avez échangé les côtés.
    [computer] L'ordinateur a échangé les côtés.
    [one] Le joueur 1 a échangé les côtés.
    [two] Le joueur 2 a échangé les côtés.
    [friend] Votre ami a échangé les côtés.
    [opponent] Votre adversaire a échangé les côtés.
   *[them] { $name } a échangé les côtés.
}

## À qui de jouer, et comment la partie a fini.

to-move = { $who ->
    [you] À vous de jouer.
    [computer] À l'ordinateur de jouer.
    [one] Au joueur 1 de jouer.
    [two] Au joueur 2 de jouer.
    [friend] À votre ami de jouer.
    [opponent] À votre adversaire de jouer.
   *[them] À { $name } de jouer.
}

to-move-or-swap = { $who ->
    [you] À vous : semez, ou échangez les côtés.
    [computer] À l'ordinateur : semer, ou échanger les côtés.
    [one] Au joueur 1 : semer, ou échanger les côtés.
    [two] Au joueur 2 : semer, ou échanger les côtés.
    [friend] À votre ami : semer, ou échanger les côtés.
    [opponent] À votre adversaire : semer, ou échanger les côtés.
   *[them] À { $name } : semer, ou échanger les côtés.
}

game-over = Partie terminée. { $result }

draw = Match nul, { $count } chacun.

won = { $who ->
    [you] Vous gagnez de { seeds }, { $high } à { $low }.
    [computer] L'ordinateur gagne de { seeds }, { $high } à { $low }.
    [one] Le joueur 1 gagne de { seeds }, { $high } à { $low }.
    [two] Le joueur 2 gagne de { seeds }, { $high } à { $low }.
    [friend] Votre ami gagne de { seeds }, { $high } à { $low }.
    [opponent] Votre adversaire gagne de { seeds }, { $high } à { $low }.
   *[them] { $name } gagne de { seeds }, { $high } à { $low }.
}

## Ce que ferait un trou semé, dit avant de le semer.

lands-in-your-store = Trou { $pit } : la dernière graine tombe dans votre grenier, { $effect ->
    [extra-turn] et vous rejouez
    [capture] pour une prise de { $count }
    [ends-game] et la partie se termine
   *[nothing] sans prise ni tour de plus
}.

lands-in-other-store = Trou { $pit } : la dernière graine tombe dans l'autre grenier, { $effect ->
    [extra-turn] et vous rejouez
    [capture] pour une prise de { $count }
    [ends-game] et la partie se termine
   *[nothing] sans prise ni tour de plus
}.

lands-in-your-pit = Trou { $pit } : la dernière graine tombe dans votre trou { $landing }, { $effect ->
    [extra-turn] et vous rejouez
    [capture] pour une prise de { $count }
    [ends-game] et la partie se termine
   *[nothing] sans prise ni tour de plus
}.

lands-in-their-pit = Trou { $pit } : la dernière graine tombe dans le trou { $landing } d'en face, { $effect ->
    [extra-turn] et vous rejouez
    [capture] pour une prise de { $count }
    [ends-game] et la partie se termine
   *[nothing] sans prise ni tour de plus
}.

## Pourquoi un coup est refusé.

not-your-turn-reason = ce n'est pas votre tour
stale-answer-reason = cette réponse valait pour une position antérieure
no-such-pit-reason = il n'y a pas de trou { $pit } ; chaque côté en a { $pits }
empty-pit-reason = le trou { $pit } est vide
game-is-over-reason = la partie est terminée
move-limit-reason = la partie a atteint sa limite de coups
swap-not-offered-reason = l'échange n'est offert qu'avec la règle du gâteau, au second joueur, une fois le premier tour du premier joueur fini

## La ligne d'état : ce qui vient de se passer, puis à qui de jouer.

new-game = Nouvelle partie. { $status }
game-resumed = Partie reprise. { $turn }
from-analysis-board = Une partie depuis la position du plateau d’analyse ; elle ne compte pas dans les statistiques. { $status }
from-link = Une partie reçue par lien, après { moves }. { $turn }
from-online = La partie en ligne, { moves }, est ici pour sa liste de coups et son analyse. { $turn }
seated-by-link = Vous jouez par lien, en tant que { $name }. { $turn }
send-your-move = { $status } Envoyez votre coup à { $name } avec « Envoyer votre coup ».
no-move-found = L'ordinateur n'a pas trouvé de coup ; commencez une nouvelle partie.
stats-reset = Statistiques remises à zéro.
move-taken-back = Coup annulé. { $turn }
move-played-again = Coup rejoué. { $turn }
analysing = Analyse de la partie…
analysis-stopped = Analyse arrêtée.
analysis-done = Analyse terminée : le graphique montre le déroulement de la partie.
move-copied = Votre coup est copié sous forme de lien : envoyez-le à { $name } (par message, par exemple). Sa réponse vous reviendra de la même façon.
link-copied = Lien de cette partie copié : qui l'ouvre voit la partie telle qu'elle est.
sound-on-by-key = Son activé (M le coupe).
sound-off-by-key = Son coupé (M le rétablit).
text-copied = La partie est copiée en texte : collez-la dans « Ouvrir une partie » sous les coups, ici ou sur un autre appareil, pour la revoir.
looking-for-hint = Recherche du meilleur coup…
no-hint = Pas de conseil : il n'y a aucun coup à jouer.
hint = Conseil : { $hint }
replay-refused = Ceci est une relecture : revenez à la partie pour jouer.
other-device = Ce n'est pas votre tour : l'autre joueur joue sur son appareil.
pit-is-empty = Le trou { $pit } est vide : choisissez un trou qui contient des graines.
not-your-turn = Ce n'est pas votre tour.
cannot-sow = Le trou { $pit } ne peut pas être semé : { $reason }.
cannot-swap = Les côtés ne peuvent pas être échangés : { $reason }.

time-running-out = { $seconds ->
    [one] { $who ->
        [you] À vous de jouer : { $seconds } seconde restante.
        [computer] À l'ordinateur de jouer : { $seconds } seconde restante.
        [one] Au joueur 1 de jouer : { $seconds } seconde restante.
        [two] Au joueur 2 de jouer : { $seconds } seconde restante.
        [friend] À votre ami de jouer : { $seconds } seconde restante.
        [opponent] À votre adversaire de jouer : { $seconds } seconde restante.
       *[them] À { $name } de jouer : { $seconds } seconde restante.
    }
   *[other] { $who ->
        [you] À vous de jouer : { $seconds } secondes restantes.
        [computer] À l'ordinateur de jouer : { $seconds } secondes restantes.
        [one] Au joueur 1 de jouer : { $seconds } secondes restantes.
        [two] Au joueur 2 de jouer : { $seconds } secondes restantes.
        [friend] À votre ami de jouer : { $seconds } secondes restantes.
        [opponent] À votre adversaire de jouer : { $seconds } secondes restantes.
       *[them] À { $name } de jouer : { $seconds } secondes restantes.
    }
}

timed-out = { $who ->
    [you] Votre temps est écoulé : un trou a été semé au hasard pour vous. { $said }
    [computer] Le temps de l'ordinateur est écoulé : un trou a été semé au hasard à sa place. { $said }
    [one] Le temps du joueur 1 est écoulé : un trou a été semé au hasard à sa place. { $said }
    [two] Le temps du joueur 2 est écoulé : un trou a été semé au hasard à sa place. { $said }
    [friend] Le temps de votre ami est écoulé : un trou a été semé au hasard à sa place. { $said }
    [opponent] Le temps de votre adversaire est écoulé : un trou a été semé au hasard à sa place. { $said }
   *[them] Le temps de { $name } est écoulé : un trou a été semé au hasard à sa place. { $said }
}

words-missing = La langue { $language } n’a pas pu être chargée. Choisissez-la à nouveau dans les réglages pour réessayer.

language-label = Langue

page-title = Mancala : jouez au Kalah dans votre navigateur
page-description = Jouez gratuitement au Kalah (mancala) dans votre navigateur : un adversaire informatique redoutable sur huit niveaux, ou deux joueurs sur un même écran. Jouable au clavier et avec un lecteur d’écran.
