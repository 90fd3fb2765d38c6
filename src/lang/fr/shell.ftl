## L'en-tête et le pied de page.

masthead = Mancala
tagline = Kalah, le jeu à six trous où l'on sème et où l'on prend
footer = Gratuit, sans compte ni pistage. Les parties contre l'ordinateur, sur un même écran ou par lien restent dans votre navigateur ; le jeu en ligne envoie les règles de la salle et vos coups au serveur des salles, qui les conserve (voir l'Aide).

## La barre d'outils.

toolbar-label = Partie
new-game-button = Nouvelle partie
undo-button = Annuler
redo-button = Rétablir
hint-button = Conseil
skip-button = Passer
full-screen-button = Plein écran
send-move-button = Envoyer votre coup
swap-button = Échanger les côtés
settings-button = Réglages
loading-settings = Chargement des réglages…

## La navigation entre les modes.

modes-label = Modes
nav-play = Jouer
nav-puzzles = Problèmes
nav-learn = Apprendre
nav-analysis = Analyse
nav-analysis-short = Analyse
nav-online = Jouer en ligne
nav-online-short = en ligne
loading-puzzles = Chargement des problèmes…
loading-lessons = Chargement des leçons…
loading-analysis-board = Chargement du plateau d'analyse…
loading-online = Chargement du jeu en ligne…
not-loaded = Cette partie de la page n'a pas pu être chargée. Le jeu continue ; rechargez la page pour réessayer.
learn-offer-start = Nouveau venu au mancala ?
learn-offer-link = Apprenez à jouer en huit courtes leçons
learn-offer-end = .

## Les libellés des réglages.

opponent-label = Adversaire
difficulty-label = Difficulté
who-opens-label = Qui commence
turn-clock-label = Temps par tour
seeds-per-pit-label = Graines par trou
house-rules-label = Règles maison
sweep-label = Graines restantes quand une rangée se vide
speed-label = Vitesse
motion-label = Mouvement
colours-label = Couleurs
sound-label = Son (M)
done-button = OK

## Les choix des réglages.

opponent-computer = Ordinateur
opponent-human = Deux joueurs
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
level-numbered = Niveau { $number }
level-named-with-number = { $level } (niveau { $number })
side-first = Vous (joueur 1)
side-second = L'ordinateur (joueur 2)
side-alternate = Chacun son tour
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
speed-instant = Instantanée
clock-off = Sans limite
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
follow-system = Comme le système
motion-reduced = Réduit : les coups s'affichent aussitôt
motion-full = Animation complète
theme-light = Clair
theme-dark = Sombre
theme-contrast = Contraste élevé
sound-off = Coupé
sound-on = Activé
sweep-own-row = Au propriétaire de la rangée
sweep-to-runner = À celui qui n'a plus de graines
sweep-discard = À personne
rule-empty-capture = Engranger une dernière graine tombée dans votre trou vide même si le trou d'en face est vide
rule-one-extra-turn = Un seul tour de plus à la suite
rule-both-stores = Semer dans les deux greniers
rule-skip-origin = Un tour complet du plateau saute le trou de départ
rule-pie = Après le premier tour, le second joueur peut échanger les côtés

## Les avis.

storage-trouble = Ce navigateur ne laisse la page rien enregistrer (le stockage est désactivé ou plein) : vos réglages et statistiques ne dureront que jusqu'à ce que vous quittiez la page.
store-missing = La partie de la page qui lit et enregistre vos réglages, statistiques et partie ne s'est pas chargée. Ce qui était enregistré reste tel quel, mais cette visite pourrait ne pas être conservée : rechargez la page pour réessayer.
no-worker = Votre navigateur n'a pas voulu lancer de tâche de fond : l'ordinateur réfléchit donc dans la page elle-même, avec un budget réduit (Moyen au plus).
link-unread = La partie de la page qui lit les liens ne s'est pas chargée : ce lien n'a pas été ouvert et une nouvelle partie commence à la place. L'adresse contient toujours le lien : rechargez la page pour réessayer.
settings-unreadable = Vos réglages enregistrés n'ont pas pu être utilisés, car { $why } : les réglages par défaut s'appliquent. Ils seront enregistrés à nouveau quand vous changerez un réglage.
stats-unreadable = Vos statistiques enregistrées n'ont pas pu être lues, car { $why }. Elles restent telles quelles pour l'instant : cette visite compte à part, et ne les remplace que lorsqu'une partie est comptée.
game-unresumable = Votre partie enregistrée n'a pas pu être reprise, car { $why } : une nouvelle partie commence.
lessons-unreadable = Le relevé des leçons que vous avez faites n'a pas pu être lu, car { $why }. Il reste tel quel jusqu'à ce que vous terminiez une leçon, ce qui commence un nouveau relevé.
puzzles-unreadable = Votre classement aux problèmes et vos problèmes n'ont pas pu être lus, car { $why }. Ils restent tels quels jusqu'à ce que vous tentiez un problème, ce qui commence un nouveau relevé.
seats-unreadable = Les places que vous occupez dans des salles en direct n'ont pas pu être lues, car { $why }. Elles restent telles quelles jusqu'à ce que vous preniez une place, ce qui commence un nouveau relevé.
fork-older = Ce lien est plus ancien que la partie de cet appareil : il s'arrête après le coup { $same }, et la vôtre va jusqu'au coup { $kept }. La partie du lien est affichée, et conservée ici désormais ; pour revenir à celle de cet appareil, ouvrez ?{ $link }
fork-differs = La partie de ce lien s'écarte de celle de cet appareil après le coup { $same } : le coup { $next } y était { $kept }, et { $linked } dans le lien. La partie du lien est affichée, et conservée ici désormais ; pour revenir à celle de cet appareil, ouvrez ?{ $link }
fork-pit = le trou { $pit }
fork-swap = l'échange
move-not-copied = Votre navigateur n'a pas voulu copier ; voici donc le lien à envoyer à { $name } : { $link }
link-not-copied = Votre navigateur n'a pas voulu copier ; voici donc le lien de cette partie : { $link }
text-not-copied = Votre navigateur n'a pas voulu copier ; voici donc la partie en texte (elle se relit telle quelle, sur une ligne) : { $text }
invalid-settings = Ces réglages ne sont pas valides ; rien n'a changé.

## Pourquoi une donnée enregistrée n'a pas pu être lue : propositions après « car ».

corrupt-reason = le texte enregistré est abîmé
shape-reason = il n'a pas la forme que cette page enregistre
version-reason = il a été enregistré par une version plus récente de cette page
absurd-reason = ses nombres ne peuvent pas être justes

## Les parties d'un lien qui n'ont pas été appliquées.

ignored = Une partie de ce lien n'a pas été comprise ; ces réglages gardent donc leur valeur par défaut : { $parts }.
ignored-separator = {" ; "}
ignored-unknown-key = « { $key } » n'est pas un réglage
ignored-bad-value = « { $value } » n'est pas une valeur possible pour { $key }
ignored-repeated = { $key } a été donné plus d'une fois
ignored-more = { $count } de plus
