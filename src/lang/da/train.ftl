### Træning: opgaverne. En opgave løses altid af den nederste række.

## Overskriften og ratingen.

train-puzzles = Opgaver
train-back-to-game = Tilbage til spillet

train-rating = Din opgaverating: { $rating }{ $settling ->
    [first-estimate] , et første skøn, der falder på plads, jo flere du løser
   *[settled] {""}
}. Ratede opgaver løst: { $solved } af { $tried }. Bedste stime: { $best }.

## Måderne.

train-daily = Dagens opgave
train-daily-solved = Dagens opgave (løst i dag)
train-streak = Stime
train-streak-solved = Stime: { $count } løst
train-rated = Rated træning
train-linked = Opgave
train-mine = Fra dine spil
train-mine-to-solve = Fra dine spil ({ $count } at løse)
train-puzzle-number = Opgave { $id }
train-mode-puzzle = { $mode }: opgave { $id }
train-all-modes = Alle tilstande
train-about-puzzles = Hver opgave er en stilling fra et rigtigt spil, hvor ét træk (eller én kæde af ekstra ture) holder det bedste resultat, bevist af dette spils egen løser, og hvor hvert andet træk taber mindst 2 frø.
train-about-modes = En stime bliver sværere indtil din første fejl. Rated træning vælger opgaver nær din rating, som flytter sig ved hvert første forsøg. Efter et spils analyse bliver hver fejl, den nævner, til en opgave af dine egne.
train-loading = Henter opgaverne …
train-still-work = { $problem } Spillet og dine egne opgaver virker stadig.
train-none-of-your-own = Ingen egne opgaver at løse: analysér et færdigt spil (»Analysér spillet«), så kommer dets fejl hertil.
train-daily-done = Det var dagens opgave. I morgen kommer en ny.

## Temaerne.

train-theme-chain = Kæde af ekstra ture
train-theme-capture = Fangst
train-theme-defence = Undgå en fangst
train-theme-endgame = Slutspil
train-theme-only = Eneste træk
train-theme-quiet = Bedste træk

## En opgave i gang.

train-find-best = Find det bedste træk for den nederste række. Rating { $rating }; tema: { $theme }.
train-find-again = En ekstra tur: find det bedste træk igen.
train-find-better = Find et bedre træk end det, du spillede i denne stilling.
train-choose-pit = Vælg et hul: klik på det, brug piletasterne og Enter, eller skriv dets nummer.
train-move-again = Rigtigt, og dit sidste frø landede i dit depot: træk igen.
train-pit-empty = Dit hul { $pit } er tomt: vælg et hul med frø i.
train-solved-win = Løst! Med bedste spil herfra vinder du med { $count } frø.
train-solved-draw = Løst! Med bedste spil herfra ender spillet uafgjort.
train-solved-loss = Løst! Det taber mindst: med { $count } frø ved bedste spil.
train-solved-best = Løst! Det træk holder det bedste resultat, analysen fandt.
train-not-the-best = Ikke det bedste: hul { $played }. Det bedste var hul { $best }.
train-rating-stays = Din rating er uændret.
train-rating-rises = Din rating stiger med { $count }.
train-rating-falls = Din rating falder med { $count }.
train-next-puzzle = Næste opgave
train-try-again = Prøv igen

## Når opgaverne ikke kan hentes.

train-unreadable = Opgaverne kunne ikke læses: { $reason }.
train-unfetched = Opgaverne kunne ikke hentes: { $reason }.
train-fetch-refused = netværket afviste forespørgslen
train-fetch-no-response = browseren gav intet svar
train-fetch-status = serveren svarede { $status }
train-fetch-body = indholdet kunne ikke læses
train-no-such-puzzle = Der er ingen opgave { $id }: opgaverne er nummereret fra 1 til { $count }.
train-file-fault = opgavefilen { $fault }
train-line-fault = linje { $line } i opgavefilen { $fault }

## Hvad der er galt med filen eller en af dens linjer.

train-fault-too-long = er for lang
train-fault-no-header = begynder ikke som en opgavefil
train-fault-too-many = har for mange opgaver
train-fault-no-puzzles = har ingen opgaver
train-fault-cut-short = er afkortet
train-fault-more-than-said = har flere opgaver, end den siger
train-fault-fields = har { $fields } felter, ikke 5
train-fault-not-numbered = burde være opgave { $id }
train-fault-no-position = har ingen stilling: { $reason }
train-fault-over = har et spil, der er slut
train-fault-no-rating = har ingen rating
train-fault-rating-outside = har ratingen { $rating }, uden for 100 til 3000
train-fault-no-theme = har intet tema
train-fault-past-the-turn = fortsætter til beslutning { $at }, når turen er slut
train-fault-no-value = har et træk uden værdi
train-fault-no-pit = nævner intet hul
train-fault-value-not-a-number = har en værdi, der ikke er et tal
train-fault-value-beyond = har værdien { $value }, som intet bræt kan give
train-fault-pit-twice = nævner hul { $pit } to gange
train-fault-not-the-legal-moves = oplister ikke præcis de lovlige træk ved beslutning { $at }
train-fault-close-second = har et andet træk inden for { seeds } af svaret ved beslutning { $at }
train-fault-value-changes = ændrer svarets værdi ved beslutning { $at }
train-fault-unplayable = har et svar, der ikke kan spilles: { $reason }
train-fault-spare-turn = slutter med en ekstra tur til overs
train-fault-ends-too-soon = fortsætter efter beslutning { $at }, som afslutter turen
