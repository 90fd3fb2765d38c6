### Le cadre des leçons : leur liste, l'en-tête, l'objectif et les boutons d'une étape, et ce
### que la page dit de chaque essai. Les textes des leçons sont dans lessons.ftl.

## La liste des leçons.

learn-title = Apprendre à jouer
learn-intro = Huit courtes leçons, chacune de quelques plateaux avec un objectif pour votre tour. Vous jouez la rangée du bas et commencez ; l'autre camp ne joue jamais pendant une leçon. { $done } sur { $count } { $done ->
    [one] terminée
   *[other] terminées
}.
lesson-entry = { $number }. { $title }
lesson-done = Terminée
lesson-not-done = À faire

## Une étape.

lesson-heading = Leçon { $number } sur { $count } : { $title }
step-of = Étape { $number } sur { $count }
goal-label = Objectif :
back-to-game = Retour à la partie
set-board-back = Remettre le plateau
next-step = Étape suivante
next-lesson = Leçon suivante
back-to-lessons = Retour aux leçons
all-lessons = Toutes les leçons

## Ce que la page dit du dernier essai.

try-fresh = Choisissez un de vos trous à semer : cliquez dessus, ou utilisez les flèches et Entrée, ou tapez son numéro.
try-extra-turn = Un tour de plus : votre dernière graine est tombée dans votre grenier. Rejouez.
try-extra-turn-again = Tour de plus n° { $count } : votre dernière graine est encore tombée dans votre grenier. Rejouez.
try-wrong = Pas encore. { $missed } Le plateau est remis en place : réessayez.
try-right = Bravo ! { $why }
try-right-last = Bravo ! { $why } C'est la fin de cette leçon.

## Les cases.

lesson-last-cell = { $last ->
    [your-pit] votre trou { $pit }
    [their-pit] le trou { $pit } de votre adversaire
    [your-store] votre grenier
   *[their-store] le grenier de votre adversaire
}
lesson-target-cell = { $target ->
    [your-pit] votre trou { $goal }
    [their-pit] le trou { $goal } de votre adversaire
    [your-store] votre grenier
   *[their-store] le grenier de votre adversaire
}
lesson-cells = { $cells ->
    [one] { $cells } case
   *[other] { $cells } cases
}

## Comment un essai a manqué son objectif.

missed-cell = Votre dernière graine est tombée dans { lesson-last-cell }, { $off ->
    [short] { lesson-cells } avant { lesson-target-cell }
    [past] { lesson-cells } après { lesson-target-cell }
   *[apart] et non dans { lesson-target-cell }
}.
missed-store = Votre dernière graine est tombée dans { lesson-last-cell }, { $off ->
    [short] { lesson-cells } avant votre grenier
    [past] { lesson-cells } après votre grenier
   *[apart] et non dans votre grenier
} : votre tour est donc fini.
missed-store-after = Votre dernière graine est tombée dans { lesson-last-cell }, { $off ->
    [short] { lesson-cells } avant votre grenier
    [past] { lesson-cells } après votre grenier
   *[apart] et non dans votre grenier
} : votre tour est donc fini après { $extra ->
    [one] { $extra } tour de plus
   *[other] { $extra } tours de plus
}.
took-too-few = Vous avez pris { $took ->
    [one] { $took } graine
   *[other] { $took } graines
}, mais on peut en prendre { $wanted } ou plus ce tour-ci.
no-capture-not-yours = Votre dernière graine est tombée dans { lesson-last-cell } ; pour une prise, elle doit tomber dans un de vos trous vides.
no-capture-not-empty = Votre dernière graine est tombée dans votre trou { $pit }, qui n'était pas vide : rien n'a été pris.
no-capture-nothing-facing = Votre dernière graine est tombée dans votre trou vide { $pit }, mais le trou d'en face était vide : il n'y avait rien à prendre.
banked-nothing = Rien n'est entré dans votre grenier ce tour-ci, alors que { $wanted } ou plus le pouvaient.
banked-too-few = Votre grenier a reçu { $gained ->
    [one] { $gained } graine
   *[other] { $gained } graines
} ce tour-ci ; { $wanted } ou plus peuvent y entrer.
store-short = Votre grenier contient { $store } à la fin de votre tour, { $short } de moins que { $wanted }.
not-won = La partie se termine, mais c'est { $yours } à { $theirs } : { $result ->
    [draw] match nul.
   *[lost] votre adversaire gagne.
}
game-goes-on = La partie continue : votre dernière graine est tombée dans { lesson-last-cell } et les deux rangées ont encore des graines.

## Pourquoi un trou n'a pas été semé.

lesson-pit-empty = Votre trou { $pit } est vide : choisissez un trou qui a des graines.
lesson-cannot-play = Ce coup ne peut pas être joué : { $reason }.
