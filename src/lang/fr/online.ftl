### Jouer en ligne : la salle, la file d'attente et les refus du serveur.

## Les joueurs d'une salle.

player-friend = Votre ami
player-opponent = Votre adversaire
owner-friend = De votre ami
owner-opponent = De votre adversaire

## Le titre et les boutons.

play-online = Jouer en ligne
online-back-to-game = Retour à la partie
online-turn-clock = Temps par tour
alternate-opener = Alterner qui commence après une revanche
make-room = Créer une salle
making-room = Création de la salle…
play-someone-now = Jouer contre quelqu'un
back-to-room = Retour à la salle
try-again = Réessayer
back = Retour
stop-waiting = Ne plus attendre
play-here = Jouer ici
swap-sides = Échanger les côtés
resign = Abandonner
rematch = Revanche
open-in-analysis = Ouvrir dans la liste des coups et l'analyse
stop-watching = Ne plus regarder
leave-room = Quitter la salle

## Les liens d'une salle.

invite-link = Lien d'invitation
watch-link = Lien pour regarder
copy-invite = Copier l'invitation
copy-watch-link = Copier le lien pour regarder
share-invite = Partager l'invitation
share-watch-link = Partager le lien pour regarder
invite-title = Jouez au Kalah avec moi
watch-title = Regardez une partie de Kalah

## Le temps par tour.

clock-none = Sans limite de temps
clock-seconds = { $seconds } secondes par tour
online-clock-minutes = { $minutes ->
    [one] { $minutes } minute par tour
   *[other] { $minutes } minutes par tour
}

clock-none-in-sentence = sans limite de temps
clock-seconds-in-sentence = { $seconds } secondes par tour
clock-minutes-in-sentence = { $minutes ->
    [one] { $minutes } minute par tour
   *[other] { $minutes } minutes par tour
}

## La partie que joue une salle.

settings-standard = { seeds } par trou, règles standard
settings-with = { seeds } par trou, avec { $rules }
rules-and = { $first } et { $rest }
online-rule-empty-capture = la prise face à un trou vide
online-rule-one-extra-turn = un seul tour de plus d'affilée
online-rule-both-stores = les semis dans les deux greniers
online-rule-skip-origin = le saut du trou de départ
online-rule-pie = la règle du gâteau

## Créer une salle, ou attendre quelqu'un.

lobby-intro = Une salle joue avec les réglages de la partie : { $settings }. Modifiez-les d'abord dans le menu si vous le souhaitez. La personne qui ouvre votre lien d'invitation joue contre vous, et vous commencez ; ou jouez contre quelqu'un tout de suite, parmi ceux qui attendent avec les mêmes réglages et le même temps (on alterne alors qui commence).
seeds-for-a-room = Les trous d'une salle commencent avec 3 à 6 graines.
waiting-for-someone = En attente d'un adversaire : { $settings }, { $clock }.
queue-crowd = En ce moment, { $others ->
    [0] personne d'autre n'attend la même chose
    [one] { $others } autre joueur attend la même chose
   *[other] { $others } autres joueurs attendent la même chose
}, et { $games ->
    [0] aucune partie n'est en cours
    [one] { $games } partie est en cours
   *[other] { $games } parties sont en cours
}.

## La connexion au serveur.

connecting-to-room = Connexion à la salle…
connecting = Connexion…
connection-lost = Pas de connexion au serveur des salles pour l'instant. Nouvel essai…
no-server = Aucun serveur de salles ne répond à cette adresse : les parties en direct ne peuvent pas se jouer d'ici. Tout le reste de la page fonctionne comme avant.
seat-taken-elsewhere = Cette partie est maintenant ouverte dans un autre onglet ou sur un autre appareil, qui tient votre place : cette page l'a donc laissée. Choisissez « Jouer ici » pour jouer sur cette page.
queue-server-full = Le serveur est plein pour l'instant et n'a pas pu lancer de partie : vous n'êtes plus en attente. Réessayez dans un moment.
left-game = Vous avez quitté une partie encore en cours. Elle continue sans vous : absent pendant une minute de vos propres tours, vous perdez. Retournez dans la salle pour continuer, ou abandonnez-y pour y mettre fin.
server-unreadable = Le serveur des salles a envoyé quelque chose que cette page n'a pas pu lire : rien n'a changé.
server-undecodable = Le serveur des salles a envoyé quelque chose que cette page n'a pas pu lire : rien n'a changé. Si le jeu a été mis à jour depuis l'ouverture de cette page, rechargez-la.
clock-off-line = Le temps du tour s'affichera de nouveau quand le serveur des salles répondra.
presence-off-line = Qui est dans la salle s'affichera de nouveau quand le serveur des salles répondra.

## Pourquoi le serveur n'a rien créé, ouvert ni mis en file.

not-made-foreign = Le serveur n'a pas créé de salle : les salles se créent depuis la page du jeu elle-même.
not-made-too-long = Le serveur n'a pas créé de salle : la demande était trop longue.
not-made-unreadable = Le serveur n'a pas créé de salle : il n'a pas pu lire la demande. Recharger la page peut aider.
not-made-settings = Le serveur n'a pas créé de salle : on ne peut pas jouer une salle avec ces réglages.
not-made-zero-secret = Le serveur n'a pas créé de salle : ce navigateur n'a fourni aucun secret aléatoire pour la place.
not-made-full = Le serveur n'a pas créé de salle : il est plein pour l'instant ; les parties en cours continuent. Réessayez dans une minute.
not-made-too-many = Le serveur n'a pas créé de salle : trop de salles ou de connexions viennent de cette adresse. Attendez une minute et réessayez.
not-made-no-room = Le serveur n'a pas créé de salle : cette salle n'existe pas.
not-made-unavailable = Le serveur n'a pas créé de salle : il ne peut pas garder de salles pour l'instant. Réessayez dans une minute.

## Pourquoi le serveur a refusé ce que la page a envoyé.

refused-unreadable = Le serveur n'a pas pu lire ce message.
refused-out-of-order = Ce message est arrivé dans le désordre.
refused-not-seated = Vous regardez cette partie, vous n'y jouez pas.
refused-not-your-turn = Ce n'est pas à vous de jouer.
refused-no-opponent = Votre adversaire n'est pas encore arrivé.
refused-stale = Ce coup a déjà été joué.
refused-ahead = Ce coup est en avance sur la partie.
refused-illegal = Ce coup n'est pas permis ici.
refused-over = La partie est terminée.
refused-not-over = La partie est encore en cours.
refused-unknown-seat = La place de cette page n'est pas une place de cette salle.
refused-full = Les deux places sont prises : vous regardez la partie.
refused-wrong-invite = Cette invitation n'est pas celle de cette salle : vous regardez la partie. Redemandez le lien.
refused-busy = Le serveur est occupé. Réessayez dans un moment.
refused-replaced = Cette partie est maintenant ouverte dans un autre onglet ou sur un autre appareil.

## Ce qu'a donné l'envoi d'un lien.

invite-copied = Lien d'invitation copié : envoyez-le à votre ami. Il donne une place à une seule personne, une seule fois.
watch-link-copied = Lien pour regarder copié : qui l'ouvre suit la partie, sans place.
online-link-not-copied = Le lien n'a pas pu être copié : sélectionnez-le et copiez-le vous-même.
invite-shared = Lien d'invitation partagé. Il donne une place à une seule personne, une seule fois.
watch-link-shared = Lien pour regarder partagé.
link-not-shared = Le lien n'a pas pu être partagé : copiez-le plutôt.

## La ligne d'état de la salle.

entering-room = Entrée dans la salle…
paired = Adversaire trouvé : entrée dans la salle…

turn-warning = { $who ->
    [you] À vous : plus que { $seconds } secondes.
    [one] Au joueur 1 : plus que { $seconds } secondes.
    [two] Au joueur 2 : plus que { $seconds } secondes.
    [friend] À votre ami : plus que { $seconds } secondes.
    [opponent] À votre adversaire : plus que { $seconds } secondes.
   *[them] À { $name } : plus que { $seconds } secondes.
}

new-game-swapped = { $who ->
    [you] Nouvelle partie, places échangées : vous commencez. { $turn }
    [one] Nouvelle partie, places échangées : le joueur 1 commence. { $turn }
    [two] Nouvelle partie, places échangées : le joueur 2 commence. { $turn }
    [friend] Nouvelle partie, places échangées : votre ami commence. { $turn }
    [opponent] Nouvelle partie, places échangées : votre adversaire commence. { $turn }
   *[them] Nouvelle partie, places échangées : { $name } commence. { $turn }
}

new-game-same-opener = { $who ->
    [you] Nouvelle partie : vous commencez encore. { $turn }
    [one] Nouvelle partie : le joueur 1 commence encore. { $turn }
    [two] Nouvelle partie : le joueur 2 commence encore. { $turn }
    [friend] Nouvelle partie : votre ami commence encore. { $turn }
    [opponent] Nouvelle partie : votre adversaire commence encore. { $turn }
   *[them] Nouvelle partie : { $name } commence encore. { $turn }
}

rematch-offered-by-you = Vous avez proposé une revanche ; en attente de votre ami.

rematch-offered = { $who ->
    [you] Vous proposez une revanche : choisissez « Revanche » pour accepter.
    [one] Le joueur 1 propose une revanche : choisissez « Revanche » pour accepter.
    [two] Le joueur 2 propose une revanche : choisissez « Revanche » pour accepter.
    [friend] Votre ami propose une revanche : choisissez « Revanche » pour accepter.
    [opponent] Votre adversaire propose une revanche : choisissez « Revanche » pour accepter.
   *[them] { $name } propose une revanche : choisissez « Revanche » pour accepter.
}

rematch-offered-watching = { $who ->
    [you] Vous proposez une revanche.
    [one] Le joueur 1 propose une revanche.
    [two] Le joueur 2 propose une revanche.
    [friend] Votre ami propose une revanche.
    [opponent] Votre adversaire propose une revanche.
   *[them] { $name } propose une revanche.
}

waiting-for-friend = En attente de votre ami : envoyez-lui le lien d'invitation.
waiting-for-second-player = En attente du second joueur.

wins = { $who ->
    [you] Vous gagnez.
    [one] Le joueur 1 gagne.
    [two] Le joueur 2 gagne.
    [friend] Votre ami gagne.
    [opponent] Votre adversaire gagne.
   *[them] { $name } gagne.
}

resigned = { $who ->
    [you] Vous avez abandonné. { $result }
    [one] Le joueur 1 a abandonné. { $result }
    [two] Le joueur 2 a abandonné. { $result }
    [friend] Votre ami a abandonné. { $result }
    [opponent] Votre adversaire a abandonné. { $result }
   *[them] { $name } a abandonné. { $result }
}

abandoned = { $who ->
    [you] Vous êtes resté absent trop longtemps et avez perdu. { $result }
    [one] Le joueur 1 est resté absent trop longtemps et a perdu. { $result }
    [two] Le joueur 2 est resté absent trop longtemps et a perdu. { $result }
    [friend] Votre ami est resté absent trop longtemps et a perdu. { $result }
    [opponent] Votre adversaire est resté absent trop longtemps et a perdu. { $result }
   *[them] { $name } est resté absent trop longtemps et a perdu. { $result }
}

## Qui est dans la salle, et le temps du tour.

seat-free = { $who ->
    [you] Votre place est libre.
    [one] La place du joueur 1 est libre.
    [two] La place du joueur 2 est libre.
    [friend] La place de votre ami est libre.
    [opponent] La place de votre adversaire est libre.
   *[them] La place de { $name } est libre.
}

friend-not-come = Votre ami n'est pas encore arrivé.

here = { $who ->
    [you] Vous êtes là.
    [one] Le joueur 1 est là.
    [two] Le joueur 2 est là.
    [friend] Votre ami est là.
    [opponent] Votre adversaire est là.
   *[them] { $name } est là.
}

away = { $who ->
    [you] Vous êtes absent.
    [one] Le joueur 1 est absent.
    [two] Le joueur 2 est absent.
    [friend] Votre ami est absent.
    [opponent] Votre adversaire est absent.
   *[them] { $name } est absent.
}

away-time-left = { $who ->
    [you] Vous êtes absent : { $time } pour revenir, sur vos propres tours.
    [one] Le joueur 1 est absent : { $time } pour revenir, sur ses propres tours.
    [two] Le joueur 2 est absent : { $time } pour revenir, sur ses propres tours.
    [friend] Votre ami est absent : { $time } pour revenir, sur ses propres tours.
    [opponent] Votre adversaire est absent : { $time } pour revenir, sur ses propres tours.
   *[them] { $name } est absent : { $time } pour revenir, sur ses propres tours.
}

watching = { $count ->
    [one] { $count } personne regarde.
   *[other] { $count } personnes regardent.
}

clock-runs = { $who ->
    [you] À vous : il reste { $time }
    [one] Au joueur 1 : il reste { $time }
    [two] Au joueur 2 : il reste { $time }
    [friend] À votre ami : il reste { $time }
    [opponent] À votre adversaire : il reste { $time }
   *[them] À { $name } : il reste { $time }
}

rows-seated = Votre rangée est celle du bas ; celle de votre ami est en haut.
rows-watching = Vous regardez. La rangée du bas est celle du joueur { $bottom }, celle du haut celle du joueur { $top }.
